/**
 * `npm run iscritti`: the operator's tool for the built-in questionnaire's subscribers — list them,
 * export them as CSV, delete one on request (the deletion the privacy note promises).
 */
import { csvText } from '../adapters/spreadsheet-csv.ts';
import { OPT_IN_TEXTS } from '../messages.ts';
import { UNCONFIRMED_TTL_DAYS } from './consent-record.ts';
import type { Subscriber, SubscriberStore } from './subscriber-store.ts';

function statusOf(s: Subscriber): string {
  if (s.confirmedAt !== null) return OPT_IN_TEXTS.statusConfirmed;
  return s.confirmationSent ? OPT_IN_TEXTS.statusPending : OPT_IN_TEXTS.statusNoMail;
}

const ISCRITTI_USAGE = `Uso: npm run iscritti -- [comando] [--db percorso.sqlite | --db postgres://…]

  elenco                 elenca gli iscritti (comando predefinito)
  esporta [file.csv]     esporta gli iscritti in CSV, separato da «;» (senza file: sullo standard output)
  elimina <e-mail>       elimina un iscritto (richiesta di cancellazione)
  backup <file>          copia coerente del database SQLite, anche con il server acceso
  ripristina <file>      sostituisce gli iscritti con quelli di un backup SQLite (anche con il server acceso)
  aiuto                  mostra questo messaggio

Il database è quello del server: Postgres se è impostata DATABASE_URL, altrimenti il file
SQLite SUBSCRIBERS_DB_PATH, o .data/iscritti.sqlite nella cartella del progetto.`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  writeFile: (path: string, text: string) => void;
}

export interface ParsedArgs {
  command: string;
  rest: string[];
  /** A SQLite file or a postgres:// URL; undefined = the server's settings. */
  dbPath: string | undefined;
  /** `--db` without a file: the command must not fall back to the default database. */
  missingDbPath?: true;
}

export function parseIscrittiArgs(argv: readonly string[]): ParsedArgs {
  const rest: string[] = [];
  let dbPath: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--db') dbPath = argv[++i];
    else if (a.startsWith('--db=')) dbPath = a.slice('--db='.length);
    else rest.push(a);
  }
  const [command = 'elenco', ...args] = rest;
  // `--db` as the last word, or `--db=`: better a usage error than the site's real file (or, for
  // an empty path, a throw-away database that looks empty).
  if (dbPath === '' || (dbPath === undefined && argv.some((a) => a === '--db' || a === '--db='))) {
    return { command, rest: args, dbPath: undefined, missingDbPath: true };
  }
  return { command, rest: args, dbPath };
}

const dateTimeIt = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** Subscribers as CSV with a header row, as the server's other CSV files (spreadsheet-csv.ts). */
async function subscribersCsv(store: SubscriberStore): Promise<string> {
  return csvText(
    ['email', 'consenso', 'versione_consenso', 'origine_hash', 'confermato', 'stato'],
    (await store.list()).map((s) => [s.email, s.consentedAt, s.consentVersion ?? '', s.sourceHash ?? '', s.confirmedAt ?? '', statusOf(s)]),
  );
}

/** Runs one command; resolves to the process exit code. */
export async function runIscritti(args: ParsedArgs, store: () => Promise<SubscriberStore>, io: CliIo): Promise<number> {
  if (args.missingDbPath) {
    io.err(`Indica il file del database dopo --db.\n\n${ISCRITTI_USAGE}`);
    return 2;
  }
  switch (args.command) {
    case 'elenco': {
      const list = await (await store()).list();
      if (list.length === 0) {
        io.out('Nessun iscritto.');
        return 0;
      }
      for (const s of list) io.out(`${s.email}\t${dateTimeIt.format(new Date(s.consentedAt))}\t${statusOf(s)}`);
      io.out(`${list.length} ${list.length === 1 ? 'iscritto' : 'iscritti'}.`);
      const unconfirmed = list.filter((s) => s.confirmedAt === null);
      const pending = unconfirmed.filter((s) => s.confirmationSent).length;
      if (unconfirmed.length > 0) io.out(OPT_IN_TEXTS.unconfirmedSummary(pending, unconfirmed.length - pending, UNCONFIRMED_TTL_DAYS));
      return 0;
    }
    case 'esporta': {
      const csv = await subscribersCsv(await store());
      const file = args.rest[0];
      if (file) {
        io.writeFile(file, csv);
        io.err(`Esportati in ${file}.`);
      } else {
        io.out(csv.trimEnd());
      }
      return 0;
    }
    case 'elimina': {
      const email = args.rest[0];
      if (!email) {
        io.err("Indica l'e-mail da eliminare: npm run iscritti -- elimina nome@esempio.it");
        return 2;
      }
      if (await (await store()).remove(email)) {
        io.out(`Eliminato: ${email}`);
        return 0;
      }
      io.err(`Nessun iscritto con e-mail ${email}.`);
      return 1;
    }
    case 'backup':
    case 'ripristina': {
      const file = args.rest[0];
      if (!file) {
        io.err(`Indica il file: npm run iscritti -- ${args.command} iscritti-backup.sqlite`);
        return 2;
      }
      const opened = await store();
      if (!opened.backup || !opened.restore) {
        io.err('Con Postgres il backup è pg_dump (il servizio backup di compose.yaml) e il ripristino pg_restore: vedi il README, «Backup e ripristino».');
        return 2;
      }
      if (args.command === 'backup') {
        await opened.backup(file);
        io.out(`Backup scritto in ${file}.`);
      } else {
        const count = await opened.restore(file);
        io.out(`Ripristinati ${count} ${count === 1 ? 'iscritto' : 'iscritti'} da ${file}.`);
      }
      return 0;
    }
    case 'aiuto':
    case '--help':
    case '-h':
      io.out(ISCRITTI_USAGE);
      return 0;
    default:
      io.err(`Comando sconosciuto: ${args.command}\n\n${ISCRITTI_USAGE}`);
      return 2;
  }
}
