/**
 * One suite for both subscriber stores (questionnaire/subscriber-store.ts): the embedded SQLite
 * file and Postgres, a real server this file starts (postgres-cluster.ts). Each behaviour the
 * questionnaire and `npm run iscritti` rely on is asserted on both, the unique-e-mail rule with
 * two stores writing the same address at once (two replicas).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import pg from 'pg';
import { applyMigrations, readMigrations } from '../src/questionnaire/postgres-migrations.ts';
import { openPostgresSubscriberStore } from '../src/questionnaire/postgres-subscribers.ts';
import { openSqliteSubscriberStore, readSqliteBackupRows } from '../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../src/questionnaire/subscriber-store.ts';
import { describeWithPostgres, usePostgresCluster } from './postgres-cluster.ts';

interface Backend {
  /** A new, empty database; returns how to open a store on it (twice = two servers sharing it). */
  fresh(): Promise<() => Promise<SubscriberStore>>;
}

function storeSuite(backend: () => Backend) {
  let open: () => Promise<SubscriberStore>;
  const opened: SubscriberStore[] = [];
  const store = async () => {
    const s = await open();
    opened.push(s);
    return s;
  };
  beforeEach(async () => {
    open = await backend().fresh();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  test('adds, lists in consent order, and removes by any spelling', async () => {
    const s = await store();
    expect(await s.list()).toEqual([]);
    expect(await s.add('b@esempio.it', new Date('2025-01-02T10:00:00Z'))).toBe('added');
    expect(await s.add('a@esempio.it', new Date('2025-01-01T10:00:00Z'))).toBe('added');
    expect(await s.add('  B@Esempio.it ', new Date('2025-03-01T10:00:00Z'))).toBe('existing');
    const unrecorded = { consentVersion: null, sourceHash: null, confirmedAt: null, confirmationSent: false };
    expect(await s.list()).toEqual([
      { email: 'a@esempio.it', consentedAt: '2025-01-01T10:00:00.000Z', ...unrecorded },
      { email: 'b@esempio.it', consentedAt: '2025-01-02T10:00:00.000Z', ...unrecorded },
    ]);
    expect(await s.remove(' A@esempio.it')).toBe(true);
    expect(await s.remove('a@esempio.it')).toBe(false);
    expect((await s.list()).map((x) => x.email)).toEqual(['b@esempio.it']);
  });

  test('keeps the millisecond of consent, and orders the same instant by e-mail, bytewise', async () => {
    const s = await store();
    const at = new Date('2025-06-01T08:30:00.123Z');
    for (const email of ['a_b@esempio.it', 'a.b@esempio.it', 'a-b@esempio.it', 'maría@esempio.it', '=cmd@esempio.it']) await s.add(email, at);
    expect((await s.list()).map(({ email, consentedAt }) => ({ email, consentedAt }))).toEqual(['=cmd@esempio.it', 'a-b@esempio.it', 'a.b@esempio.it', 'a_b@esempio.it', 'maría@esempio.it'].map((email) => ({ email, consentedAt: '2025-06-01T08:30:00.123Z' })));
  });

  test('two servers on one database see each other\'s subscribers', async () => {
    const [one, two] = [await store(), await store()];
    await one.add('uno@esempio.it');
    expect((await two.list()).map((x) => x.email)).toEqual(['uno@esempio.it']);
    expect(await two.remove('uno@esempio.it')).toBe(true);
    expect(await one.list()).toEqual([]);
  });

  test('the same address from two servers at once, many times: one row each, added once', async () => {
    const [one, two] = [await store(), await store()];
    const emails = Array.from({ length: 20 }, (_, i) => `persona${i}@esempio.it`);
    const outcomes = await Promise.all(emails.flatMap((e) => [one.add(e), two.add(e.toUpperCase()), one.add(` ${e}`)]));
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(emails.length);
    expect((await one.list()).map((x) => x.email).sort()).toEqual([...emails].sort());
  });

  test('records the consent; confirms and cancels by token hash; expires only unconfirmed rows that were mailed', async () => {
    const s = await store();
    const record = { consentVersion: 'consenso-abc', sourceHash: 'f00d' };
    const day = (d: number) => new Date(Date.UTC(2025, 0, d, 12));
    await s.add('senza@esempio.it', day(1), { ...record, confirmTokenHash: null, unsubscribeTokenHash: null });
    await s.add('vecchio@esempio.it', day(2), { ...record, confirmTokenHash: 'c-old', unsubscribeTokenHash: 'u-old' });
    await s.add('nuovo@esempio.it', day(9), { ...record, confirmTokenHash: 'c-new', unsubscribeTokenHash: 'u-new' });
    await s.add('fatto@esempio.it', day(3), { ...record, confirmTokenHash: 'c-done', unsubscribeTokenHash: 'u-done' });
    expect(await s.confirm('c-done', day(4))).toBe(true);
    expect(await s.confirm('c-done', day(5))).toBe(true);
    expect(await s.confirm('nessuno')).toBe(false);
    expect(await s.expireUnconfirmed(day(8))).toBe(1);
    expect(await s.list()).toEqual([
      { email: 'senza@esempio.it', consentedAt: day(1).toISOString(), ...record, confirmedAt: null, confirmationSent: false },
      { email: 'fatto@esempio.it', consentedAt: day(3).toISOString(), ...record, confirmedAt: day(4).toISOString(), confirmationSent: true },
      { email: 'nuovo@esempio.it', consentedAt: day(9).toISOString(), ...record, confirmedAt: null, confirmationSent: true },
    ]);
    expect(await s.unsubscribe('u-done')).toBe(true);
    expect(await s.unsubscribe('u-done')).toBe(false);
    expect((await s.list()).map((x) => x.email)).toEqual(['senza@esempio.it', 'nuovo@esempio.it']);
  });

  // Issue 33: the outbox, the settings, whole rows.
  const record = (n: number) => ({ consentVersion: 'consenso-abc', sourceHash: `h${n}`, sourceKeyId: 'chiave1', placeholderConfirmHash: `segnaposto-${n}-${Math.random()}` });
  const minutes = (m: number) => new Date(Date.UTC(2025, 0, 1, 12, m));
  const COOLDOWN_MS = 10 * 60_000;

  test('subscribeWithMail: a new address is stored and one mail queued; again at once, no second mail; a mail is leased to one server at a time', async () => {
    const [one, two] = [await store(), await store()];
    await one.subscribeWithMail(' Nuova@Esempio.it', minutes(0), record(1), COOLDOWN_MS);
    await two.subscribeWithMail('nuova@esempio.it', minutes(1), record(2), COOLDOWN_MS);
    expect(await one.list()).toEqual([expect.objectContaining({ email: 'nuova@esempio.it', consentedAt: minutes(1).toISOString(), sourceHash: 'h2', confirmedAt: null, confirmationSent: true })]);
    const leased = await one.nextMail(minutes(1), minutes(6));
    expect(leased).toEqual({ email: 'nuova@esempio.it', attempts: 1, queuedAt: minutes(0).toISOString(), confirmed: false });
    // Leased: the other server finds nothing until the lease ends, then takes it again.
    expect(await two.nextMail(minutes(2), minutes(7))).toBeUndefined();
    expect(await two.nextMail(minutes(6), minutes(11))).toMatchObject({ email: 'nuova@esempio.it', attempts: 2 });
    expect(await two.prepareMail('nuova@esempio.it', { confirmTokenHash: 'c1', unsubscribeTokenHash: 'u1' })).toBe(true);
    await two.mailSent('nuova@esempio.it', minutes(7));
    expect(await one.nextMail(minutes(30), minutes(35))).toBeUndefined();
    expect(await one.confirm('c1', minutes(8))).toBe(true);
    // Confirmed, then typed again within the cooldown: nothing queued; after it, one mail, and the row is kept as it was.
    await one.subscribeWithMail('nuova@esempio.it', minutes(12), record(3), COOLDOWN_MS);
    expect(await one.nextMail(minutes(12), minutes(17))).toBeUndefined();
    await one.subscribeWithMail('nuova@esempio.it', minutes(20), record(4), COOLDOWN_MS);
    expect(await one.nextMail(minutes(20), minutes(25))).toMatchObject({ email: 'nuova@esempio.it', confirmed: true });
    expect(await one.list()).toEqual([expect.objectContaining({ consentedAt: minutes(1).toISOString(), sourceHash: 'h2', confirmedAt: minutes(8).toISOString() })]);
    // A confirmed row keeps its confirmation token; its cancel link is the new one.
    expect(await one.prepareMail('nuova@esempio.it', { confirmTokenHash: null, unsubscribeTokenHash: 'u2' })).toBe(true);
    expect(await one.unsubscribe('u1')).toBe(false);
    expect(await one.unsubscribe('u2')).toBe(true);
    expect(await one.list()).toEqual([]);
  });

  test('mailFailed: tried again at the time given; given up: out of the outbox, an unconfirmed row deleted, a confirmed one kept; a deleted row takes its mail with it', async () => {
    const s = await store();
    await s.subscribeWithMail('a@esempio.it', minutes(0), record(1), COOLDOWN_MS);
    await s.subscribeWithMail('b@esempio.it', minutes(0), record(2), COOLDOWN_MS);
    await s.subscribeWithMail('c@esempio.it', minutes(0), record(3), COOLDOWN_MS);
    const a = await s.nextMail(minutes(0), minutes(5));
    await s.mailFailed(a!.email, minutes(30), 'connessione rifiutata');
    const b = await s.nextMail(minutes(0), minutes(5));
    await s.mailFailed(b!.email, null, '550 sconosciuto');
    expect(await s.remove('c@esempio.it')).toBe(true);
    expect(await s.nextMail(minutes(29), minutes(34))).toBeUndefined();
    expect(await s.nextMail(minutes(30), minutes(35))).toMatchObject({ email: a!.email, attempts: 2 });
    expect((await s.list()).map((r) => r.email)).toEqual([a!.email]);
  });

  test('settings: the first value stored wins, also from two servers at once', async () => {
    const [one, two] = [await store(), await store()];
    const [x, y] = await Promise.all([one.settingOrCreate('chiave', 'da-uno'), two.settingOrCreate('chiave', 'da-due')]);
    expect(x).toBe(y);
    expect(await one.settingOrCreate('chiave', 'altra')).toBe(x);
    expect(await two.setting('nessuna')).toBeUndefined();
    await two.putSetting('backup', '1');
    await two.putSetting('backup', '2');
    expect(await one.setting('backup')).toBe('2');
  });

  test('whole rows out and in: replace or merge in one transaction; a safety copy first', async () => {
    const s = await store();
    await s.subscribeWithMail('a@esempio.it', minutes(0), record(1), COOLDOWN_MS);
    await s.add('b@esempio.it', minutes(1));
    const rows = await s.exportRows();
    expect(rows[0]).toEqual({
      email: 'a@esempio.it', consentedAt: minutes(0).toISOString(), consentVersion: 'consenso-abc', sourceHash: 'h1', sourceKeyId: 'chiave1',
      confirmedAt: null, confirmTokenHash: expect.stringMatching(/^segnaposto-1-/), unsubscribeTokenHash: null, lastMailedAt: null,
    });
    await s.add('c@esempio.it', minutes(2));
    expect(await s.safetyCopy('20250101t120000_000z')).toMatch(/prima_del_ripristino_20250101t120000_000z|prima-del-ripristino-20250101t120000_000z/);
    expect(await s.importRows(rows, 'merge')).toBe(0);
    expect((await s.list()).map((r) => r.email)).toEqual(['a@esempio.it', 'b@esempio.it', 'c@esempio.it']);
    expect(await s.importRows(rows, 'replace')).toBe(2);
    expect(await s.exportRows()).toEqual(rows);
  });

  test('check() resolves on a usable store; after close() every call rejects', async () => {
    const s = await open();
    await expect(s.check()).resolves.toBeUndefined();
    await s.close();
    await expect(s.add('dopo@esempio.it')).rejects.toThrow();
    await expect(s.list()).rejects.toThrow();
  });
}

describe('SQLite', () => {
  const root = mkdtempSync(join(tmpdir(), 'astrolabio-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let n = 0;

  test('a file from before the consent record gains its columns, keeps its rows (NULL: not confirmed, never expiring), and restores from an old backup', async () => {
    const oldFile = (name: string) => {
      const path = join(root, name);
      const db = new Database(path);
      db.exec('CREATE TABLE subscribers (email TEXT PRIMARY KEY NOT NULL, consented_at TEXT NOT NULL) STRICT');
      db.prepare('INSERT INTO subscribers VALUES (?, ?)').run(`${name}@esempio.it`, '2024-05-01T10:00:00.000Z');
      db.close();
      return path;
    };
    const s = openSqliteSubscriberStore(oldFile('vecchio'));
    try {
      const before = { consentVersion: null, sourceHash: null, confirmedAt: null, confirmationSent: false };
      expect(await s.list()).toEqual([{ email: 'vecchio@esempio.it', consentedAt: '2024-05-01T10:00:00.000Z', ...before }]);
      expect(await s.expireUnconfirmed(new Date())).toBe(0);
      expect(await s.importRows(readSqliteBackupRows(oldFile('copia')), 'replace')).toBe(1);
      expect(await s.list()).toEqual([{ email: 'copia@esempio.it', consentedAt: '2024-05-01T10:00:00.000Z', ...before }]);
    } finally {
      await s.close();
    }
  });
  storeSuite(() => ({
    fresh: async () => {
      const path = join(root, `${++n}.sqlite`);
      return async () => openSqliteSubscriberStore(path);
    },
  }));
});

describeWithPostgres()('Postgres', () => {
  const cluster = usePostgresCluster();
  test('a database at migration 1 (before the consent record) is migrated; its rows are kept, not confirmed, never expiring', async () => {
    const url = await cluster().createDatabase();
    const pool = new pg.Pool({ connectionString: url });
    try {
      await applyMigrations(pool, readMigrations().slice(0, 1));
      await pool.query("INSERT INTO subscribers VALUES ('vecchio@esempio.it', '2024-05-01T10:00:00Z')");
    } finally {
      await pool.end();
    }
    const s = await openPostgresSubscriberStore(url);
    try {
      expect(await s.expireUnconfirmed(new Date())).toBe(0);
      expect(await s.list()).toEqual([{
        email: 'vecchio@esempio.it', consentedAt: '2024-05-01T10:00:00.000Z', consentVersion: null, sourceHash: null, confirmedAt: null, confirmationSent: false,
      }]);
    } finally {
      await s.close();
    }
  });
  storeSuite(() => ({
    fresh: async () => {
      const url = await cluster().createDatabase();
      return () => openPostgresSubscriberStore(url);
    },
  }));
});
