/**
 * The built-in questionnaire's subscribers in an embedded SQLite file (`npm start`'s default, one
 * server): one row per e-mail (stored once, lower-cased), with the moment consent was given.
 * The file is opened and checked at start (an unusable path stops the start, naming it), and
 * before each use it is checked to still be the file at its path: a write is never acknowledged
 * into a file that was deleted or replaced while the server ran.
 */
import { accessSync, constants, mkdirSync, rmSync, statfsSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { OUTBOX_SCHEMA, prepareOutbox, rowOf } from './sqlite-outbox.ts';
import { HEALTH_PROBE_EMAIL, normalizeEmail, type SubscriberRow, type SubscriberStore } from './subscriber-store.ts';

/** Why a subscribers' file cannot be used; the server says it in Italian (messages.ts STARTUP_TEXTS). */
export type SubscriberStoreProblem = 'isFolder' | 'folderMissing' | 'folderNotWritable' | 'noAccess' | 'notWritable' | 'notADatabase' | 'cannotOpen' | 'diskFull';

export class SubscriberStoreError extends Error {
  override name = 'SubscriberStoreError';
  constructor(readonly problem: SubscriberStoreProblem, readonly path: string, options?: { cause?: unknown }) {
    super(`subscribers' database ${path}: ${problem}${options?.cause instanceof Error ? ` (${options.cause.message})` : ''}`, options);
  }
}

export const IN_MEMORY = ':memory:';

export interface OpenOptions {
  /** Create the file's folder when missing (the built-in default path); a configured path's folder must exist. */
  createFolder?: boolean;
  /** Told when the file at the path is no longer the one that was open, before it is reopened. */
  onReplaced?: (path: string) => void;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS subscribers (
    email TEXT PRIMARY KEY NOT NULL,
    consented_at TEXT NOT NULL
  ) STRICT
`;

/**
 * The consent record and double opt-in (issue 22), added to files made before it: their rows keep
 * NULL (no recorded version, no confirmation mail), so they neither expire nor count as confirmed.
 */
const CONSENT_COLUMNS: Record<string, string> = {
  consent_version: 'TEXT',
  source_hash: 'TEXT',
  confirmed_at: 'TEXT',
  confirm_token_hash: 'TEXT',
  unsubscribe_token_hash: 'TEXT',
  // Issue 33: which consent key made source_hash; when the outbox last mailed the address.
  source_key_id: 'TEXT',
  last_mailed_at: 'TEXT',
};

function addConsentColumns(db: Database.Database): void {
  const present = new Set(db.prepare<[], { name: string }>('SELECT name FROM pragma_table_info(\'subscribers\')').all().map((c) => c.name));
  db.transaction(() => {
    for (const [name, type] of Object.entries(CONSENT_COLUMNS)) {
      if (!present.has(name)) db.exec(`ALTER TABLE subscribers ADD COLUMN ${name} ${type}`);
    }
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS subscribers_confirm_token ON subscribers (confirm_token_hash)');
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS subscribers_unsubscribe_token ON subscribers (unsubscribe_token_hash)');
  })();
}

interface ListedRow {
  email: string;
  consented_at: string;
  consent_version: string | null;
  source_hash: string | null;
  confirmed_at: string | null;
  confirmation_sent: number;
}

function statOrUndefined(path: string): Stats | undefined {
  return statSync(path, { throwIfNoEntry: false });
}

function canWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The checks SQLite would fail later, or not at all (it opens a read-only file read-only, silently). */
function checkPath(path: string, createFolder: boolean): void {
  const folder = dirname(path);
  if (statOrUndefined(path)?.isDirectory()) throw new SubscriberStoreError('isFolder', path);
  if (!statOrUndefined(folder)) {
    if (!createFolder) throw new SubscriberStoreError('folderMissing', path);
    try {
      mkdirSync(folder, { recursive: true });
    } catch (cause) {
      throw new SubscriberStoreError('folderMissing', path, { cause });
    }
  }
  if (!statOrUndefined(folder)?.isDirectory()) throw new SubscriberStoreError('folderMissing', path);
  // WAL mode writes -wal and -shm files beside the database: the folder must be writable too.
  if (!canWrite(folder)) throw new SubscriberStoreError('folderNotWritable', path);
  if (statOrUndefined(path) && !canWrite(path)) throw new SubscriberStoreError('notWritable', path);
}

/**
 * Below this much free space beside the file, the health check says the database cannot take
 * writes: a write rolled back never reaches the disk, and a full disk made the form fail while
 * the check passed (issue 22). A subscriber's row and its WAL frame are a few KiB.
 */
export const MIN_FREE_BYTES = 64 * 1024;

function problemOf(err: unknown): SubscriberStoreProblem {
  const code = (err as { code?: unknown }).code;
  if (code === 'SQLITE_FULL') return 'diskFull';
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return 'notADatabase';
  if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) return 'notWritable';
  return 'cannotOpen';
}

/** Opens the database, creates the table, and proves a write can start (BEGIN IMMEDIATE takes the write lock). */
function openDatabase(path: string): Database.Database {
  let db: Database.Database | undefined;
  try {
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    // Each acknowledged subscription is on the disk before the thanks (a power cut keeps it): WAL's
    // default NORMAL syncs only at checkpoints. The cost, measured: npm run bench subscribers.
    db.pragma('synchronous = FULL');
    // A queued mail goes with its subscriber (mail_outbox's foreign key).
    db.pragma('foreign_keys = ON');
    db.exec(SCHEMA);
    addConsentColumns(db);
    db.exec(OUTBOX_SCHEMA);
    db.exec('BEGIN IMMEDIATE; ROLLBACK');
    return db;
  } catch (cause) {
    db?.close();
    throw new SubscriberStoreError(problemOf(cause), path, { cause });
  }
}

/**
 * Closes a connection whose file is no longer at `path`. SQLite leaves its WAL at `path-wal` when
 * the database has moved, and the next file opened at `path` would replay those pages over its own:
 * so the WAL is emptied into the old file first, and WAL files with no database beside them go.
 */
function retire(db: Database.Database, path: string): void {
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  if (!statOrUndefined(path)) {
    for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  }
}

/** The same file: a deleted path, or another file moved over it, is not. */
function sameFile(a: Stats, b: Stats | undefined): boolean {
  return b !== undefined && a.ino === b.ino && a.dev === b.dev;
}

/**
 * Opens (creating when new) and checks the file at `path`; throws SubscriberStoreError when it
 * cannot be used. The store's methods are asynchronous for the interface's sake: SQLite answers
 * synchronously, and a failure rejects the returned promise.
 */
export function openSqliteSubscriberStore(path: string, options: OpenOptions = {}): SubscriberStore {
  const inMemory = path === IN_MEMORY;
  const open = () => {
    if (!inMemory) {
      try {
        checkPath(path, options.createFolder ?? false);
      } catch (cause) {
        if (cause instanceof SubscriberStoreError) throw cause;
        // stat itself refused: a folder on the way that this user may not enter.
        throw new SubscriberStoreError((cause as { code?: unknown }).code === 'EACCES' ? 'noAccess' : 'cannotOpen', path, { cause });
      }
    }
    const db = openDatabase(path);
    return {
      db,
      file: inMemory ? undefined : statSync(path),
      insert: db.prepare(`INSERT INTO subscribers (email, consented_at, consent_version, source_hash, confirm_token_hash, unsubscribe_token_hash, source_key_id)
        VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`),
      select: db.prepare<[], ListedRow>(`SELECT email, consented_at, consent_version, source_hash, confirmed_at,
        confirm_token_hash IS NOT NULL AS confirmation_sent FROM subscribers ORDER BY consented_at, email`),
      del: db.prepare('DELETE FROM subscribers WHERE email = ?'),
      confirm: db.prepare('UPDATE subscribers SET confirmed_at = coalesce(confirmed_at, ?) WHERE confirm_token_hash = ?'),
      unsubscribe: db.prepare('DELETE FROM subscribers WHERE unsubscribe_token_hash = ?'),
      // ISO-8601 UTC text with milliseconds sorts as time does.
      expire: db.prepare('DELETE FROM subscribers WHERE confirmed_at IS NULL AND confirm_token_hash IS NOT NULL AND consented_at < ?'),
      // The health check's write, prepared once: /api/health is asked every few seconds.
      probeBegin: db.prepare('BEGIN IMMEDIATE'),
      probeInsert: db.prepare(`INSERT INTO subscribers (email, consented_at) VALUES ('${HEALTH_PROBE_EMAIL}', '') ON CONFLICT (email) DO NOTHING`),
      probeRollback: db.prepare('ROLLBACK'),
      outbox: prepareOutbox(db),
    };
  };
  let current: ReturnType<typeof open> | undefined = open();
  let closed = false;

  /**
   * The open database, after making sure it is still the file at `path`. When it is not (deleted,
   * replaced), the old one is closed and the path opened again: a write lands where the operator
   * and `npm run iscritti` will look. If that fails, the error reaches the caller.
   */
  const live = () => {
    // Closed is final (as a Postgres pool's end): a late request must not reopen the file.
    if (closed) throw new Error(`subscribers' database ${path} is closed`);
    if (current?.file && !sameFile(current.file, statOrUndefined(path))) {
      const old = current;
      current = undefined;
      options.onReplaced?.(path);
      retire(old.db, path);
    }
    current ??= open();
    return current;
  };

  return {
    add: async (email, now = new Date(), consent) => (live().insert.run(
      normalizeEmail(email), now.toISOString(), consent?.consentVersion ?? null, consent?.sourceHash ?? null,
      consent?.confirmTokenHash ?? null, consent?.unsubscribeTokenHash ?? null, consent?.sourceKeyId ?? null,
    ).changes === 1 ? 'added' : 'existing'),
    list: async () => live().select.all().map((r) => ({
      email: r.email,
      consentedAt: r.consented_at,
      consentVersion: r.consent_version,
      sourceHash: r.source_hash,
      confirmedAt: r.confirmed_at,
      confirmationSent: r.confirmation_sent === 1,
    })),
    remove: async (email) => live().del.run(normalizeEmail(email)).changes === 1,
    confirm: async (tokenHash, now = new Date()) => live().confirm.run(now.toISOString(), tokenHash).changes === 1,
    unsubscribe: async (tokenHash) => live().unsubscribe.run(tokenHash).changes === 1,
    expireUnconfirmed: async (sentBefore) => live().expire.run(sentBefore.toISOString()).changes,
    check: async () => {
      try {
        const db = live();
        db.probeBegin.run();
        try {
          db.probeInsert.run();
        } finally {
          db.probeRollback.run();
        }
        if (!inMemory) {
          const fs = statfsSync(dirname(path));
          if (fs.bavail * fs.bsize < MIN_FREE_BYTES) throw new SubscriberStoreError('diskFull', path);
        }
      } catch (cause) {
        throw cause instanceof SubscriberStoreError ? cause : new SubscriberStoreError(problemOf(cause), path, { cause });
      }
    },
    backup: async (file) => {
      // SQLite's online backup: a consistent copy while the server keeps writing (a plain cp of a
      // running database can miss what is still in the WAL).
      await live().db.backup(file);
    },
    subscribeWithMail: async (email, now, record, mailCooldownMs) => live().outbox.subscribeWithMail(normalizeEmail(email), now, record, mailCooldownMs),
    nextMail: async (now, leaseUntil) => live().outbox.nextMail(now, leaseUntil),
    prepareMail: async (email, hashes) => live().outbox.prepareMail(email, hashes),
    mailSent: async (email, now) => live().outbox.mailSent(email, now),
    mailFailed: async (email, retryAt, reason) => live().outbox.mailFailed(email, retryAt, reason),
    settingOrCreate: async (name, fresh) => live().outbox.settingOrCreate(name, fresh),
    setting: async (name) => live().outbox.setting(name),
    putSetting: async (name, value) => live().outbox.putSetting(name, value),
    exportRows: async () => live().outbox.exportRows(),
    importRows: async (rows, mode) => live().outbox.importRows(rows, mode),
    safetyCopy: async (stamp) => {
      if (inMemory) throw new Error('an in-memory database has no file to copy beside');
      const copy = `${path}.prima-del-ripristino-${stamp}.sqlite`;
      await live().db.backup(copy);
      return copy;
    },
    close: async () => {
      closed = true;
      current?.db.close();
      current = undefined;
    },
  };
}

/**
 * The rows of a SQLite backup file, read without changing it (read-only: a backup stays as it was
 * taken). A backup from before a column existed gives NULL there, as a migrated file does.
 */
export function readSqliteBackupRows(file: string): SubscriberRow[] {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (cause) {
    throw new SubscriberStoreError(statOrUndefined(file) ? problemOf(cause) : 'cannotOpen', file, { cause });
  }
  try {
    const table = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'subscribers'").get();
    if (!table || table.n !== 1) throw new SubscriberStoreError('notADatabase', file);
    const present = new Set(db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('subscribers')").all().map((c) => c.name));
    const columns = ['email', 'consented_at', ...Object.keys(CONSENT_COLUMNS)].map((c) => (present.has(c) ? c : `NULL AS ${c}`)).join(', ');
    return db.prepare<[], Parameters<typeof rowOf>[0]>(`SELECT ${columns} FROM subscribers ORDER BY consented_at, email`).all().map(rowOf);
  } catch (cause) {
    throw cause instanceof SubscriberStoreError ? cause : new SubscriberStoreError(problemOf(cause), file, { cause });
  } finally {
    db.close();
  }
}
