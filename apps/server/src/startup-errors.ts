/**
 * Why the server could not start, in Italian for the operator's console: a wrong setting, an
 * unusable subscribers' database (SQLite file or Postgres), a damaged ephemeris file, a port that cannot be had. Each names
 * the variable or the file. Anything else is a bug and keeps its stack.
 */
import { dirname } from 'node:path';
import { EphemerisFileError } from '@astrolabio/ephemeris';
import { ConfigError } from './env.ts';
import { STARTUP_TEXTS } from './messages.ts';
import { databaseUrlParts, PostgresStoreError } from './questionnaire/postgres-subscribers.ts';
import { SubscriberStoreError } from './questionnaire/sqlite-subscribers.ts';

function databaseProblemIt(err: SubscriberStoreError): string {
  const { path } = err;
  switch (err.problem) {
    case 'isFolder': return STARTUP_TEXTS.databaseIsFolder(path);
    case 'folderMissing': return STARTUP_TEXTS.databaseFolderMissing(path, dirname(path));
    case 'folderNotWritable': return STARTUP_TEXTS.databaseFolderNotWritable(path, dirname(path));
    case 'noAccess': return STARTUP_TEXTS.databaseNoAccess(path);
    case 'notWritable': return STARTUP_TEXTS.databaseNotWritable(path);
    case 'notADatabase': return STARTUP_TEXTS.databaseNotADatabase(path);
    case 'diskFull': return STARTUP_TEXTS.databaseDiskFull(path, dirname(path));
    case 'cannotOpen': return STARTUP_TEXTS.databaseCannotOpen(path, err.cause instanceof Error ? err.cause.message : String(err.cause));
  }
}

/** Why a connection did not open, in words an operator reads; the system's code otherwise. */
function networkReasonIt(cause: unknown): string {
  const code = (cause as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ECONNREFUSED': return 'connessione rifiutata, nessun server in ascolto';
    case 'ENOTFOUND':
    case 'EAI_AGAIN': return "nome dell’host sconosciuto";
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH': return 'host non raggiungibile';
    case 'ECONNRESET': return 'connessione interrotta';
  }
  if (cause instanceof Error && /timeout/i.test(cause.message)) return 'nessuna risposta in tempo';
  return typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
}

function postgresProblemIt(err: PostgresStoreError): string {
  const { target } = err;
  const parts = URL.canParse(target) ? databaseUrlParts(target) : { host: '?', port: '?', database: '?', user: '?' };
  switch (err.problem) {
    case 'unreachable': return STARTUP_TEXTS.postgresUnreachable(target, `${parts.host}:${parts.port}`, networkReasonIt(err.cause));
    case 'authFailed': return STARTUP_TEXTS.postgresAuthFailed(target, parts.user);
    case 'databaseMissing': return STARTUP_TEXTS.postgresDatabaseMissing(target, parts.database);
    case 'notPermitted': return STARTUP_TEXTS.postgresNotPermitted(target, parts.user);
    case 'cannotUse': return STARTUP_TEXTS.postgresCannotUse(target, err.cause instanceof Error ? err.cause.message : String(err.cause));
  }
}

function ephemerisProblemIt(err: EphemerisFileError): string {
  switch (err.problem) {
    case 'missing': return STARTUP_TEXTS.ephemerisMissing(err.path);
    case 'wrongSize': return STARTUP_TEXTS.ephemerisWrongSize(err.path, err.bytes ?? 0, err.expectedBytes ?? 0);
    case 'wrongChecksum': return STARTUP_TEXTS.ephemerisWrongChecksum(err.path);
  }
}

/** The Italian reason for a failed start, or undefined for an unexpected error. */
export function startupFailureIt(err: unknown, listen?: { host: string; port: number }): string | undefined {
  if (err instanceof ConfigError) return err.message;
  if (err instanceof SubscriberStoreError) return databaseProblemIt(err);
  if (err instanceof PostgresStoreError) return postgresProblemIt(err);
  if (err instanceof EphemerisFileError) return ephemerisProblemIt(err);
  const code = (err as { code?: unknown } | null)?.code;
  if (listen && code === 'EADDRINUSE') return STARTUP_TEXTS.portInUse(listen.port);
  if (listen && (code === 'EACCES' || code === 'EADDRNOTAVAIL')) return STARTUP_TEXTS.cannotListen(listen.host, listen.port, String(code));
  return undefined;
}
