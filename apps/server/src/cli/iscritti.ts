/** Entry point of `npm run iscritti` (see questionnaire/iscritti-cli.ts for the commands). */
import { writeFileSync } from 'node:fs';
import { parseIscrittiArgs, runIscritti } from '../questionnaire/iscritti-cli.ts';
import { openSubscriberStore, type SubscriberStore } from '../questionnaire/subscribers.ts';
import { DEFAULT_SUBSCRIBERS_DB_PATH, siteConfigFromEnv } from '../site-config.ts';
import { startupFailureIt } from '../startup-errors.ts';

const args = parseIscrittiArgs(process.argv.slice(2));
let store: SubscriberStore | undefined;
const open = () => {
  const path = args.dbPath ?? siteConfigFromEnv(process.env).subscribersDbPath;
  return (store ??= openSubscriberStore(path, { createFolder: path === DEFAULT_SUBSCRIBERS_DB_PATH }));
};
try {
  process.exitCode = runIscritti(args, open, {
    out: (t) => console.log(t),
    err: (t) => console.error(t),
    writeFile: (path, text) => writeFileSync(path, text, 'utf8'),
  });
} catch (err) {
  // A wrong path or setting: the same Italian sentence the server gives at start.
  const reason = startupFailureIt(err);
  if (reason === undefined) throw err;
  console.error(reason.charAt(0).toUpperCase() + reason.slice(1));
  process.exitCode = 1;
} finally {
  store?.close();
}
