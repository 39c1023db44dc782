/**
 * The built-in questionnaire's subscribers in an embedded SQLite file: one row per e-mail (stored
 * once, lower-cased), with the moment consent was given. Used by the route and `npm run iscritti`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export interface Subscriber {
  email: string;
  /** When the consent box was ticked, ISO-8601 UTC. */
  consentedAt: string;
}

export interface SubscriberStore {
  /** Stores the e-mail unless already present; the first consent date is kept. */
  add(email: string, now?: Date): 'added' | 'existing';
  list(): Subscriber[];
  /** Deletes the e-mail (any case); false when it was not there. */
  remove(email: string): boolean;
  close(): void;
}

/** One spelling per mailbox: surrounding spaces and letter case do not make a new subscriber. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS subscribers (
    email TEXT PRIMARY KEY NOT NULL,
    consented_at TEXT NOT NULL
  ) STRICT
`;

export function openSubscriberStore(path: string): SubscriberStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT INTO subscribers (email, consented_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING');
  const select = db.prepare<[], { email: string; consented_at: string }>('SELECT email, consented_at FROM subscribers ORDER BY consented_at, email');
  const del = db.prepare('DELETE FROM subscribers WHERE email = ?');
  return {
    add: (email, now = new Date()) => (insert.run(normalizeEmail(email), now.toISOString()).changes === 1 ? 'added' : 'existing'),
    list: () => select.all().map((r) => ({ email: r.email, consentedAt: r.consented_at })),
    remove: (email) => del.run(normalizeEmail(email)).changes === 1,
    close: () => db.close(),
  };
}

/**
 * Opens the file on first use, so that an app which never receives a subscription (tests, a site
 * with an external questionnaire) creates no database.
 */
export function lazySubscriberStore(path: string): SubscriberStore {
  let store: SubscriberStore | undefined;
  const get = () => (store ??= openSubscriberStore(path));
  return {
    add: (email, now) => get().add(email, now),
    list: () => get().list(),
    remove: (email) => get().remove(email),
    close: () => {
      store?.close();
      store = undefined;
    },
  };
}
