/**
 * The SQLite half of issue 33's additions to the subscribers' file: the mail outbox (subscriptions
 * queue their mail here, the outbox sends it later), the settings kept in the database (the consent
 * key when none is configured, the last backup), and whole rows copied in and out for restores.
 * Prepared once per open file by sqlite-subscribers.ts, which owns the connection.
 */
import type Database from 'better-sqlite3';
import type { MailedConsentRecord, QueuedMail, SubscriberRow } from './subscriber-store.ts';

/** The tables beside `subscribers` (made at open; files made before them gain them). */
export const OUTBOX_SCHEMA = `
  CREATE TABLE IF NOT EXISTS astrolabio_settings (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS mail_outbox (
    email TEXT PRIMARY KEY NOT NULL REFERENCES subscribers (email) ON DELETE CASCADE,
    queued_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT
  ) STRICT;
`;

const ROW_COLUMNS = 'email, consented_at, consent_version, source_hash, source_key_id, confirmed_at, confirm_token_hash, unsubscribe_token_hash, last_mailed_at';

interface RowRecord {
  email: string;
  consented_at: string;
  consent_version: string | null;
  source_hash: string | null;
  source_key_id: string | null;
  confirmed_at: string | null;
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string | null;
  last_mailed_at: string | null;
}

export function rowOf(r: RowRecord): SubscriberRow {
  return {
    email: r.email,
    consentedAt: r.consented_at,
    consentVersion: r.consent_version,
    sourceHash: r.source_hash,
    sourceKeyId: r.source_key_id,
    confirmedAt: r.confirmed_at,
    confirmTokenHash: r.confirm_token_hash,
    unsubscribeTokenHash: r.unsubscribe_token_hash,
    lastMailedAt: r.last_mailed_at,
  };
}

/** The statements of the outbox, the settings and the row copies on one open file. */
export function prepareOutbox(db: Database.Database) {
  const subscribe = db.prepare(`INSERT INTO subscribers (email, consented_at, consent_version, source_hash, source_key_id, confirm_token_hash)
    VALUES (@email, @now, @consentVersion, @sourceHash, @sourceKeyId, @placeholderConfirmHash)
    ON CONFLICT (email) DO UPDATE SET consented_at = excluded.consented_at, consent_version = excluded.consent_version,
      source_hash = excluded.source_hash, source_key_id = excluded.source_key_id,
      confirm_token_hash = coalesce(subscribers.confirm_token_hash, excluded.confirm_token_hash)
    WHERE subscribers.confirmed_at IS NULL`);
  const enqueue = db.prepare(`INSERT INTO mail_outbox (email, queued_at, next_attempt_at)
    SELECT @email, @now, @now WHERE NOT EXISTS (SELECT 1 FROM subscribers WHERE email = @email AND last_mailed_at > @cooldownFrom)
    ON CONFLICT (email) DO NOTHING`);
  const claim = db.prepare<{ now: string; leaseUntil: string }, { email: string; attempts: number; queued_at: string }>(`UPDATE mail_outbox
    SET attempts = attempts + 1, next_attempt_at = @leaseUntil
    WHERE email = (SELECT email FROM mail_outbox WHERE next_attempt_at <= @now ORDER BY next_attempt_at, email LIMIT 1)
    RETURNING email, attempts, queued_at`);
  const confirmedOf = db.prepare<[string], { confirmed: number }>('SELECT confirmed_at IS NOT NULL AS confirmed FROM subscribers WHERE email = ?');
  const prepareMail = db.prepare(`UPDATE subscribers SET confirm_token_hash = coalesce(@confirm, confirm_token_hash), unsubscribe_token_hash = @unsubscribe
    WHERE email = @email`);
  const dequeue = db.prepare('DELETE FROM mail_outbox WHERE email = ?');
  const noteMailed = db.prepare('UPDATE subscribers SET last_mailed_at = ? WHERE email = ?');
  const retry = db.prepare('UPDATE mail_outbox SET next_attempt_at = ?, last_error = ? WHERE email = ?');
  const dropUnconfirmed = db.prepare('DELETE FROM subscribers WHERE email = ? AND confirmed_at IS NULL');
  const createSetting = db.prepare('INSERT INTO astrolabio_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING');
  const readSetting = db.prepare<[string], { value: string }>('SELECT value FROM astrolabio_settings WHERE name = ?');
  const putSetting = db.prepare('INSERT INTO astrolabio_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value');
  const allRows = db.prepare<[], RowRecord>(`SELECT ${ROW_COLUMNS} FROM subscribers ORDER BY consented_at, email`);
  const insertRow = db.prepare(`INSERT INTO subscribers (${ROW_COLUMNS})
    VALUES (@email, @consentedAt, @consentVersion, @sourceHash, @sourceKeyId, @confirmedAt, @confirmTokenHash, @unsubscribeTokenHash, @lastMailedAt)
    ON CONFLICT (email) DO NOTHING`);
  const deleteAll = db.prepare('DELETE FROM subscribers');

  return {
    subscribeWithMail: db.transaction((email: string, now: Date, record: MailedConsentRecord, mailCooldownMs: number) => {
      subscribe.run({ email, now: now.toISOString(), ...record });
      enqueue.run({ email, now: now.toISOString(), cooldownFrom: new Date(now.getTime() - mailCooldownMs).toISOString() });
    }),
    nextMail: db.transaction((now: Date, leaseUntil: Date): QueuedMail | undefined => {
      const claimed = claim.get({ now: now.toISOString(), leaseUntil: leaseUntil.toISOString() });
      if (!claimed) return undefined;
      // The row is there: deleting a subscriber deletes its queued mail (the foreign key).
      return { email: claimed.email, attempts: claimed.attempts, queuedAt: claimed.queued_at, confirmed: confirmedOf.get(claimed.email)?.confirmed === 1 };
    }),
    prepareMail: (email: string, hashes: { confirmTokenHash: string | null; unsubscribeTokenHash: string }) =>
      prepareMail.run({ email, confirm: hashes.confirmTokenHash, unsubscribe: hashes.unsubscribeTokenHash }).changes === 1,
    // The subscriber's row, then the outbox's: the order Postgres needs (postgres-outbox.ts), kept here too.
    mailSent: db.transaction((email: string, now: Date) => {
      noteMailed.run(now.toISOString(), email);
      dequeue.run(email);
    }),
    mailFailed: db.transaction((email: string, retryAt: Date | null, reason: string) => {
      if (retryAt) {
        retry.run(retryAt.toISOString(), reason, email);
        return;
      }
      dropUnconfirmed.run(email);
      dequeue.run(email);
    }),
    settingOrCreate: db.transaction((name: string, fresh: string) => {
      createSetting.run(name, fresh);
      return readSetting.get(name)!.value;
    }),
    setting: (name: string) => readSetting.get(name)?.value,
    putSetting: (name: string, value: string) => void putSetting.run(name, value),
    exportRows: () => allRows.all().map(rowOf),
    importRows: db.transaction((rows: readonly SubscriberRow[], mode: 'replace' | 'merge') => {
      if (mode === 'replace') deleteAll.run();
      let added = 0;
      for (const row of rows) added += insertRow.run(row).changes;
      return added;
    }),
  };
}
