/**
 * Opens the subscribers' database the settings name: Postgres when DATABASE_URL is set (what
 * replicas share), else the SQLite file at SUBSCRIBERS_DB_PATH (one server). Used by the app at
 * start and by `npm run iscritti`; either way it is checked before anything is acknowledged.
 */
import { openPostgresSubscriberStore } from './postgres-subscribers.ts';
import { openSqliteSubscriberStore } from './sqlite-subscribers.ts';
import type { SubscriberStore } from './subscriber-store.ts';

export type SubscribersLocation =
  | { kind: 'sqlite'; path: string; createFolder?: boolean }
  | { kind: 'postgres'; url: string };

export interface StoreEvents {
  /** A SQLite file deleted or replaced while running, about to be reopened. */
  onReplaced?: (path: string) => void;
  /** A broken idle Postgres connection (the server restarted or went away). */
  onConnectionError?: (err: Error) => void;
  /** Another replica is migrating the Postgres schema: this one waits. */
  onMigrationWait?: () => void;
}

/** `--db` or the settings → which database: a postgres:// URL, else a SQLite path. */
export function isPostgresUrl(text: string): boolean {
  return /^postgres(ql)?:\/\//i.test(text);
}

export async function openSubscriberStore(location: SubscribersLocation, events: StoreEvents = {}): Promise<SubscriberStore> {
  return location.kind === 'postgres'
    ? openPostgresSubscriberStore(location.url, { onConnectionError: events.onConnectionError, onMigrationWait: events.onMigrationWait })
    : openSqliteSubscriberStore(location.path, { createFolder: location.createFolder, onReplaced: events.onReplaced });
}
