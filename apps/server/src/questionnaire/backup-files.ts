/**
 * Where `npm run iscritti -- backup` writes and `ripristina` reads: a SQLite file (SQLite's online
 * backup of the server's file; from Postgres, its rows written into a new SQLite file, portable to
 * either engine) or, as a restore's source, a Postgres database (one pg_restore filled from a dump).
 */
import { existsSync } from 'node:fs';
import { openPostgresSubscriberStore } from './postgres-subscribers.ts';
import { openSqliteSubscriberStore, readSqliteBackupRows } from './sqlite-subscribers.ts';
import type { SubscriberRow, SubscriberStore } from './subscriber-store.ts';
import { isPostgresUrl } from './subscribers.ts';

/** The rows of a backup: a SQLite file (left as it is) or a postgres:// database. */
export async function readBackupRows(source: string): Promise<SubscriberRow[]> {
  if (!isPostgresUrl(source)) return readSqliteBackupRows(source);
  const store = await openPostgresSubscriberStore(source);
  try {
    return await store.exportRows();
  } finally {
    await store.close();
  }
}

/** Thrown when the backup's file is there already: a backup never overwrites one. */
export class BackupFileExistsError extends Error {
  override name = 'BackupFileExistsError';
}

/** A consistent copy of `store` into the new SQLite file `file`. */
export async function writeBackupFile(store: SubscriberStore, file: string): Promise<void> {
  if (existsSync(file)) throw new BackupFileExistsError(file);
  if (store.backup) {
    await store.backup(file);
    return;
  }
  // One SELECT: a consistent snapshot of the rows, whatever is written meanwhile.
  const rows = await store.exportRows();
  const copy = openSqliteSubscriberStore(file);
  try {
    await copy.importRows(rows, 'replace');
  } finally {
    await copy.close();
  }
}
