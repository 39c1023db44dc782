/**
 * The Postgres half of issue 33's additions (migration 0003): the mail outbox, shared by every
 * replica (a mail is leased by one with FOR UPDATE SKIP LOCKED, so two never send it), the settings
 * kept in the database, and whole rows copied in and out for restores. postgres-subscribers.ts owns
 * the pool and passes its error wrapper and query, so every failure is a PostgresStoreError.
 */
import type pg from 'pg';
import type { SubscriberRow, SubscriberStore } from './subscriber-store.ts';

type OutboxMethods = Pick<SubscriberStore,
  'subscribeWithMail' | 'nextMail' | 'prepareMail' | 'mailSent' | 'mailFailed' | 'settingOrCreate' | 'setting' | 'putSetting' | 'exportRows' | 'importRows' | 'safetyCopy'>;

interface RowRecord {
  email: string;
  consented_at: Date;
  consent_version: string | null;
  source_hash: string | null;
  source_key_id: string | null;
  confirmed_at: Date | null;
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string | null;
  last_mailed_at: Date | null;
}

const ROW_COLUMNS = 'email, consented_at, consent_version, source_hash, source_key_id, confirmed_at, confirm_token_hash, unsubscribe_token_hash, last_mailed_at';

/** postgres-subscribers.ts's query: a failure rejects with its error wrapper's. */
export type PostgresQuery = <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<Row>>;

export function postgresOutbox(pool: pg.Pool, failed: (cause: unknown) => Error, query: PostgresQuery): OutboxMethods {
  /** Runs `work` in one transaction on one connection; a failure rolls back and rejects with `failed`'s error. */
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (cause) {
      await client?.query('ROLLBACK').catch(() => undefined);
      // The connection may be broken: not lent again.
      client?.release(true);
      throw failed(cause);
    }
  };
  return {
    subscribeWithMail: (email, now, record, mailCooldownMs) => inTransaction(async (c) => {
      const address = email.trim().toLowerCase();
      await c.query(`INSERT INTO subscribers (email, consented_at, consent_version, source_hash, source_key_id, confirm_token_hash)
        VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (email) DO UPDATE SET consented_at = excluded.consented_at, consent_version = excluded.consent_version,
          source_hash = excluded.source_hash, source_key_id = excluded.source_key_id,
          confirm_token_hash = coalesce(subscribers.confirm_token_hash, excluded.confirm_token_hash)
        WHERE subscribers.confirmed_at IS NULL`,
      [address, now, record.consentVersion, record.sourceHash, record.sourceKeyId, record.placeholderConfirmHash]);
      await c.query(`INSERT INTO mail_outbox (email, queued_at, next_attempt_at)
        SELECT $1, $2, $2 WHERE NOT EXISTS (SELECT 1 FROM subscribers WHERE email = $1 AND last_mailed_at > $3)
        ON CONFLICT (email) DO NOTHING`, [address, now, new Date(now.getTime() - mailCooldownMs)]);
    }),
    nextMail: async (now, leaseUntil) => {
      const { rows } = await query<{ email: string; attempts: number; queued_at: Date; confirmed: boolean }>(`UPDATE mail_outbox o
        SET attempts = o.attempts + 1, next_attempt_at = $2
        FROM (SELECT email FROM mail_outbox WHERE next_attempt_at <= $1 ORDER BY next_attempt_at, email LIMIT 1 FOR UPDATE SKIP LOCKED) due
        WHERE o.email = due.email
        RETURNING o.email, o.attempts, o.queued_at, (SELECT s.confirmed_at IS NOT NULL FROM subscribers s WHERE s.email = o.email) AS confirmed`,
      [now, leaseUntil]);
      const row = rows[0];
      return row && { email: row.email, attempts: row.attempts, queuedAt: row.queued_at.toISOString(), confirmed: row.confirmed };
    },
    prepareMail: async (email, hashes) => (await query(
      'UPDATE subscribers SET confirm_token_hash = coalesce($2, confirm_token_hash), unsubscribe_token_hash = $3 WHERE email = $1',
      [email, hashes.confirmTokenHash, hashes.unsubscribeTokenHash],
    )).rowCount === 1,
    // The subscriber's row first, then the outbox's, as a deletion's cascade locks them: the other
    // order deadlocked with a visitor's cancel link arriving as the mail was marked sent.
    mailSent: (email, now) => inTransaction(async (c) => {
      await c.query('UPDATE subscribers SET last_mailed_at = $2 WHERE email = $1', [email, now]);
      await c.query('DELETE FROM mail_outbox WHERE email = $1', [email]);
    }),
    mailFailed: (email, retryAt, reason) => inTransaction(async (c) => {
      if (retryAt) {
        await c.query('UPDATE mail_outbox SET next_attempt_at = $2, last_error = $3 WHERE email = $1', [email, retryAt, reason]);
        return;
      }
      await c.query('DELETE FROM subscribers WHERE email = $1 AND confirmed_at IS NULL', [email]);
      await c.query('DELETE FROM mail_outbox WHERE email = $1', [email]);
    }),
    settingOrCreate: async (name, fresh) => {
      // Two statements: the SELECT's snapshot is taken after the INSERT, so when another replica's
      // insert won (ours waited for it, then did nothing) its value is the one read.
      await query('INSERT INTO astrolabio_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, fresh]);
      return (await query<{ value: string }>('SELECT value FROM astrolabio_settings WHERE name = $1', [name])).rows[0]!.value;
    },
    setting: async (name) => (await query<{ value: string }>('SELECT value FROM astrolabio_settings WHERE name = $1', [name])).rows[0]?.value,
    putSetting: async (name, value) => {
      await query('INSERT INTO astrolabio_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [name, value]);
    },
    exportRows: async () => (await query<RowRecord>(`SELECT ${ROW_COLUMNS} FROM subscribers ORDER BY consented_at, email COLLATE "C"`)).rows.map((r): SubscriberRow => ({
      email: r.email,
      consentedAt: r.consented_at.toISOString(),
      consentVersion: r.consent_version,
      sourceHash: r.source_hash,
      sourceKeyId: r.source_key_id,
      confirmedAt: r.confirmed_at?.toISOString() ?? null,
      confirmTokenHash: r.confirm_token_hash,
      unsubscribeTokenHash: r.unsubscribe_token_hash,
      lastMailedAt: r.last_mailed_at?.toISOString() ?? null,
    })),
    importRows: (rows, mode) => inTransaction(async (c) => {
      if (mode === 'replace') await c.query('DELETE FROM subscribers');
      let added = 0;
      for (const r of rows) {
        const result = await c.query(`INSERT INTO subscribers (${ROW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (email) DO NOTHING`, [
          r.email, r.consentedAt, r.consentVersion, r.sourceHash, r.sourceKeyId, r.confirmedAt, r.confirmTokenHash, r.unsubscribeTokenHash, r.lastMailedAt,
        ]);
        added += result.rowCount ?? 0;
      }
      return added;
    }),
    safetyCopy: async (stamp) => {
      if (!/^[0-9a-z_]+$/.test(stamp)) throw new Error(`a safety copy's stamp is letters, digits and _: ${stamp}`);
      const table = `subscribers_prima_del_ripristino_${stamp}`;
      await query(`CREATE TABLE ${table} AS SELECT * FROM subscribers`);
      return table;
    },
  };
}
