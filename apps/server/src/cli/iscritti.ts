/** Entry point of `npm run iscritti` (see questionnaire/iscritti-cli.ts for the commands). */
import { writeFileSync } from 'node:fs';
import { parseIscrittiArgs, runIscritti } from '../questionnaire/iscritti-cli.ts';
import { openSubscriberStore, type SubscriberStore } from '../questionnaire/subscribers.ts';
import { siteConfigFromEnv } from '../site-config.ts';

const args = parseIscrittiArgs(process.argv.slice(2));
let store: SubscriberStore | undefined;
const open = () => (store ??= openSubscriberStore(args.dbPath ?? siteConfigFromEnv(process.env).subscribersDbPath));
try {
  process.exitCode = runIscritti(args, open, {
    out: (t) => console.log(t),
    err: (t) => console.error(t),
    writeFile: (path, text) => writeFileSync(path, text, 'utf8'),
  });
} finally {
  store?.close();
}
