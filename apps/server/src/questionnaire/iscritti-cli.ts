/**
 * `npm run iscritti`: the operator's tool for the built-in questionnaire's subscribers — list them,
 * export them as CSV, delete one on request (the deletion the privacy note promises).
 */
import { csvText } from '../adapters/spreadsheet-csv.ts';
import { OPT_IN_TEXTS } from '../messages.ts';
import { UNCONFIRMED_TTL_DAYS } from './consent-record.ts';
import { BackupFileExistsError, readBackupRows, writeBackupFile } from './backup-files.ts';
import { recordBackupSuccess } from './backup-status.ts';
import { comparisonLines, restoreFromBackup, RESTORE_OPTIONS, type RestoreMode } from './restore.ts';
import type { Subscriber, SubscriberStore } from './subscriber-store.ts';
import { sourceCheckIt, verifySource } from './verify-source.ts';

function statusOf(s: Subscriber): string {
  if (s.confirmedAt !== null) return OPT_IN_TEXTS.statusConfirmed;
  return s.confirmationSent ? OPT_IN_TEXTS.statusPending : OPT_IN_TEXTS.statusNoMail;
}

const ISCRITTI_USAGE = `Uso: npm run iscritti -- [comando] [--db percorso.sqlite | --db postgres://…]

  elenco                 elenca gli iscritti (comando predefinito)
  esporta [file.csv]     esporta gli iscritti in CSV, separato da «;» (senza file: sullo standard output)
  elimina <e-mail>       elimina un iscritto (richiesta di cancellazione)
  backup <file>          copia coerente degli iscritti in un nuovo file SQLite, anche con il server acceso
  ripristina <file|postgres://…> [--sostituisci | --unisci]
                         rimette gli iscritti di un backup (un file SQLite, o un database Postgres
                         in cui è stato ripristinato un pg_dump), anche con il server acceso: prima
                         confronta e dice quanti iscritti sono più recenti del backup; in un database
                         che ha già iscritti serve scegliere --sostituisci (quelli più recenti si
                         perdono) o --unisci (si aggiungono quelli del backup che mancano). Prima di
                         cambiare qualcosa tiene una copia di sicurezza e dice dove
  verifica <e-mail> <indirizzo IP> [--chiave-file file]
                         dice se l’iscrizione è partita da quell’indirizzo IP (l’impronta registrata
                         con il consenso), con la chiave attuale o, dopo una rotazione, con quella
                         vecchia indicata da --chiave-file
  aiuto                  mostra questo messaggio

Il database è quello del server: Postgres se è impostata DATABASE_URL, altrimenti il file
SQLite SUBSCRIBERS_DB_PATH, o .data/iscritti.sqlite nella cartella del progetto.`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  writeFile: (path: string, text: string) => void;
  /** A key file's text (`verifica --chiave-file`). */
  readFile?: (path: string) => string;
  /** The deployment's configured CONSENT_HASH_KEY, if any (else the one kept in the database). */
  consentHashKey?: string | null;
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

/** `ripristina`: compares, refuses or restores (restore.ts), and says what it did. */
async function restoreCommand(args: ParsedArgs, store: () => Promise<SubscriberStore>, io: CliIo): Promise<number> {
  const modes = (Object.entries(RESTORE_OPTIONS) as [RestoreMode, string][]).filter(([, option]) => args.rest.includes(option)).map(([mode]) => mode);
  const [source, ...extra] = args.rest.filter((a) => !Object.values(RESTORE_OPTIONS).includes(a));
  if (!source || extra.length > 0 || modes.length > 1) {
    io.err(`Indica il backup, e al più una scelta: npm run iscritti -- ripristina iscritti-backup.sqlite [${RESTORE_OPTIONS.replace} | ${RESTORE_OPTIONS.merge}]`);
    return 2;
  }
  const backup = await readBackupRows(source);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '_').toLowerCase();
  const outcome = await restoreFromBackup(await store(), backup, modes[0], stamp);
  for (const line of comparisonLines(outcome.comparison, source)) io.out(line);
  if (!outcome.done) {
    io.err(`Il database ha già degli iscritti: niente è stato cambiato. Scegli ${RESTORE_OPTIONS.replace} (il database diventa com’era nel backup) o ${RESTORE_OPTIONS.merge} (si aggiungono gli iscritti del backup che mancano, gli altri restano come sono).`);
    return 1;
  }
  const { mode, safetyCopy, added, total } = outcome.done;
  io.out(`Copia di sicurezza del database com’era prima: ${safetyCopy}.`);
  io.out(`${mode === 'replace' ? 'Sostituiti' : 'Uniti'}: ${added} ${added === 1 ? 'iscritto aggiunto' : 'iscritti aggiunti'} dal backup; ora ${total === 1 ? "c’è 1 iscritto" : `ci sono ${total} iscritti`}.`);
  return 0;
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
        io.err("Indica l’e-mail da eliminare: npm run iscritti -- elimina nome@esempio.it");
        return 2;
      }
      if (await (await store()).remove(email)) {
        io.out(`Eliminato: ${email}`);
        return 0;
      }
      io.err(`Nessun iscritto con e-mail ${email}.`);
      return 1;
    }
    case 'backup': {
      const file = args.rest[0];
      if (!file) {
        io.err('Indica il file: npm run iscritti -- backup iscritti-backup.sqlite');
        return 2;
      }
      try {
        await writeBackupFile(await store(), file);
      } catch (err) {
        if (!(err instanceof BackupFileExistsError)) throw err;
        io.err(`Il file ${file} esiste già: un backup non ne sovrascrive un altro. Scegli un altro nome.`);
        return 1;
      }
      // For /api/health's backup detail (a failure here is not the backup's).
      await recordBackupSuccess(await store()).catch(() => undefined);
      io.out(`Backup scritto in ${file}.`);
      return 0;
    }
    case 'ripristina':
      return restoreCommand(args, store, io);
    case 'verifica': {
      const keyAt = args.rest.indexOf('--chiave-file');
      const keyFile = keyAt >= 0 ? args.rest[keyAt + 1] : undefined;
      const [email, address, ...extra] = keyAt >= 0 ? [...args.rest.slice(0, keyAt), ...args.rest.slice(keyAt + 2)] : args.rest;
      if (!email || !address || extra.length > 0 || (keyAt >= 0 && !keyFile)) {
        io.err("Indica l’e-mail e l’indirizzo IP: npm run iscritti -- verifica nome@esempio.it 203.0.113.7 [--chiave-file vecchia-chiave]");
        return 2;
      }
      const key = keyFile !== undefined ? (io.readFile ?? (() => ''))(keyFile).replace(/\r?\n$/u, '') : io.consentHashKey ?? null;
      const check = await verifySource(await store(), email, address, key);
      (check.outcome === 'matches' ? io.out : io.err)(sourceCheckIt(check, email, address));
      return check.outcome === 'matches' ? 0 : 1;
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
