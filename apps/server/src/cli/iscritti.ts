/** Entry point of `npm run iscritti` (see questionnaire/iscritti-cli.ts for the commands). */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseIscrittiArgs, runIscritti } from '../questionnaire/iscritti-cli.ts';
import type { SubscriberStore } from '../questionnaire/subscriber-store.ts';
import { isPostgresUrl, openSubscriberStore, type SubscribersLocation } from '../questionnaire/subscribers.ts';
import { siteConfigFromEnv, subscribersLocation } from '../site-config.ts';
import { startupFailureIt } from '../startup-errors.ts';
import { withFileSecrets } from '../env.ts';

const args = parseIscrittiArgs(process.argv.slice(2));

/** `--db` (a postgres:// URL or a SQLite file), else the server's own settings. */
function location(): SubscribersLocation {
  if (args.dbPath === undefined) return subscribersLocation(siteConfigFromEnv(withFileSecrets(process.env)));
  return isPostgresUrl(args.dbPath) ? { kind: 'postgres', url: args.dbPath } : { kind: 'sqlite', path: args.dbPath };
}

let store: Promise<SubscriberStore> | undefined;
try {
  process.exitCode = await runIscritti(args, () => (store ??= openSubscriberStore(location())), {
    out: (t) => console.log(t),
    err: (t) => console.error(t),
    writeFile: (path, text) => writeFileSync(path, text, 'utf8'),
    readFile: (path) => readFileSync(path, 'utf8'),
    consentHashKey: siteConfigFromEnv(withFileSecrets(process.env)).consentHashKey,
  });
} catch (err) {
  // A wrong path or setting, a Postgres that does not answer: the same Italian sentence the server gives at start.
  const reason = startupFailureIt(err);
  if (reason === undefined) throw err;
  console.error(reason.charAt(0).toUpperCase() + reason.slice(1));
  process.exitCode = 1;
} finally {
  await (await store?.catch(() => undefined))?.close();
}
