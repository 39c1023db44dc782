/**
 * Why the server could not start, in Italian for the operator's console: a wrong setting, an
 * unusable subscribers' database, a damaged ephemeris file, a port that cannot be had. Each names
 * the variable or the file. Anything else is a bug and keeps its stack.
 */
import { dirname } from 'node:path';
import { EphemerisFileError } from '@astrolabio/ephemeris';
import { ConfigError } from './env.ts';
import { STARTUP_TEXTS } from './messages.ts';
import { SubscriberStoreError } from './questionnaire/subscribers.ts';

function databaseProblemIt(err: SubscriberStoreError): string {
  const { path } = err;
  switch (err.problem) {
    case 'isFolder': return STARTUP_TEXTS.databaseIsFolder(path);
    case 'folderMissing': return STARTUP_TEXTS.databaseFolderMissing(path, dirname(path));
    case 'folderNotWritable': return STARTUP_TEXTS.databaseFolderNotWritable(path, dirname(path));
    case 'noAccess': return STARTUP_TEXTS.databaseNoAccess(path);
    case 'notWritable': return STARTUP_TEXTS.databaseNotWritable(path);
    case 'notADatabase': return STARTUP_TEXTS.databaseNotADatabase(path);
    case 'cannotOpen': return STARTUP_TEXTS.databaseCannotOpen(path, err.cause instanceof Error ? err.cause.message : String(err.cause));
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
  if (err instanceof EphemerisFileError) return ephemerisProblemIt(err);
  const code = (err as { code?: unknown } | null)?.code;
  if (listen && code === 'EADDRINUSE') return STARTUP_TEXTS.portInUse(listen.port);
  if (listen && (code === 'EACCES' || code === 'EADDRNOTAVAIL')) return STARTUP_TEXTS.cannotListen(listen.host, listen.port, String(code));
  return undefined;
}
