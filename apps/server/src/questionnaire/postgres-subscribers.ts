/**
 * The built-in questionnaire's subscribers in Postgres (DATABASE_URL): what several replicas of
 * the server share. Connected, migrated (postgres-migrations.ts) and checked at start, where a
 * database that cannot be used stops the start naming it; while running, a Postgres that is down
 * makes each call reject (the form says the address was not stored, /api/health answers 503) and
 * the pool connects again by itself when it is back.
 */
import pg from 'pg';
import { redactPasswordParameters } from '../logging/redaction.ts';
import { applyMigrations } from './postgres-migrations.ts';
import { postgresOutbox } from './postgres-outbox.ts';
import { HEALTH_PROBE_EMAIL, normalizeEmail, type SubscriberStore } from './subscriber-store.ts';

/** Why Postgres cannot be used; the server says it in Italian (startup-errors.ts). */
export type PostgresStoreProblem = 'unreachable' | 'authFailed' | 'databaseMissing' | 'notPermitted' | 'cannotUse';

export class PostgresStoreError extends Error {
  override name = 'PostgresStoreError';
  /** DATABASE_URL without its password: safe for logs and the console. */
  readonly target: string;
  constructor(readonly problem: PostgresStoreProblem, url: string, options?: { cause?: unknown }) {
    const target = redactDatabaseUrl(url);
    super(`subscribers' database ${target}: ${problem}${options?.cause instanceof Error ? ` (${options.cause.message})` : ''}`, options);
    this.target = target;
  }
}

/**
 * `postgres://user:secret@host/db` → `postgres://user:***@host/db`, whatever the password holds
 * (`SEC/RET`, `SEC@RET`, `SEC?RET` unescaped: issue 22): everything from the first `:` after the
 * scheme to the last `@` is hidden. A `@` later in the text hides more than the password, never less.
 * A password given as a parameter (`?password=…`, issue 33) is hidden too.
 */
export function redactDatabaseUrl(text: string): string {
  const scheme = text.indexOf('://');
  const start = scheme < 0 ? 0 : scheme + 3;
  const at = text.lastIndexOf('@');
  const colon = text.indexOf(':', start);
  if (at < start || colon < 0 || colon > at) return redactPasswordParameters(text);
  return redactPasswordParameters(`${text.slice(0, colon + 1)}***${text.slice(at)}`);
}

/** The parts of DATABASE_URL an operator checks when told the database cannot be used. */
export function databaseUrlParts(url: string): { host: string; port: string; database: string; user: string } {
  const u = new URL(url);
  return {
    host: u.hostname || u.searchParams.get('host') || 'localhost',
    port: u.port || '5432',
    database: decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || '?',
    user: decodeURIComponent(u.username) || '?',
  };
}

/** The health check's write (rolled back), a named statement: parsed once per connection. */
const PROBE_INSERT = `INSERT INTO subscribers (email, consented_at) VALUES ('${HEALTH_PROBE_EMAIL}', now()) ON CONFLICT (email) DO NOTHING`;

/** How long a visitor or /api/health waits for a Postgres that does not answer. */
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 5_000;
/** The questionnaire is a trickle of posts: a few connections per replica leave room for many replicas. */
const POOL_MAX = 4;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

function problemOf(err: unknown): PostgresStoreProblem {
  const code = (err as { code?: unknown } | null)?.code;
  // Postgres's SQLSTATE codes: invalid_password, invalid_authorization_specification,
  // invalid_catalog_name, insufficient_privilege.
  if (code === '28P01' || code === '28000') return 'authFailed';
  if (code === '3D000') return 'databaseMissing';
  if (code === '42501') return 'notPermitted';
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'unreachable';
  // pg's own words for a connection that did not open in time or was cut.
  if (err instanceof Error && /timeout|terminated unexpectedly|Connection terminated/i.test(err.message)) return 'unreachable';
  return 'cannotUse';
}

export interface PostgresOptions {
  /** Told when an idle connection breaks (Postgres restarted or went away): the pool opens a new one on the next use. */
  onConnectionError?: (err: Error) => void;
  /** Told when another replica holds the migration lock and this one waits for it. */
  onMigrationWait?: () => void;
}

/**
 * Connects to DATABASE_URL, applies the migrations and proves a write can be made; throws
 * PostgresStoreError (naming the server without the password) when any of it fails.
 */
export async function openPostgresSubscriberStore(url: string, options: PostgresOptions = {}): Promise<SubscriberStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: 'astrolabio',
  });
  // Without a listener a broken idle connection would be an uncaught error and end the process.
  pool.on('error', (err) => options.onConnectionError?.(err));
  const failed = (cause: unknown) => new PostgresStoreError(problemOf(cause), url, { cause });
  try {
    await applyMigrations(pool, undefined, options.onMigrationWait);
    // A write can start: the table exists and this user may insert into it (rolled back).
    await pool.query('BEGIN; LOCK TABLE subscribers IN ROW EXCLUSIVE MODE; ROLLBACK');
  } catch (cause) {
    await pool.end().catch(() => undefined);
    throw failed(cause);
  }

  /** Runs a query; a failure rejects with PostgresStoreError, so callers log one kind of error. */
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    try {
      return await pool.query<Row>(text, values);
    } catch (cause) {
      throw failed(cause);
    }
  };

  return {
    add: async (email, now = new Date(), consent) => {
      // The primary key decides under concurrency: of two replicas inserting one address at once, one row.
      const result = await query(`INSERT INTO subscribers (email, consented_at, consent_version, source_hash, confirm_token_hash, unsubscribe_token_hash, source_key_id)
        VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING`, [
        normalizeEmail(email), now, consent?.consentVersion ?? null, consent?.sourceHash ?? null,
        consent?.confirmTokenHash ?? null, consent?.unsubscribeTokenHash ?? null, consent?.sourceKeyId ?? null,
      ]);
      return result.rowCount === 1 ? 'added' : 'existing';
    },
    list: async () => {
      // COLLATE "C": bytewise, as SQLite orders, whatever the database's locale.
      const result = await query<{
        email: string; consented_at: Date; consent_version: string | null; source_hash: string | null; confirmed_at: Date | null; confirmation_sent: boolean;
      }>(`SELECT email, consented_at, consent_version, source_hash, confirmed_at, confirm_token_hash IS NOT NULL AS confirmation_sent
        FROM subscribers ORDER BY consented_at, email COLLATE "C"`);
      return result.rows.map((r) => ({
        email: r.email,
        consentedAt: r.consented_at.toISOString(),
        consentVersion: r.consent_version,
        sourceHash: r.source_hash,
        confirmedAt: r.confirmed_at?.toISOString() ?? null,
        confirmationSent: r.confirmation_sent,
      }));
    },
    remove: async (email) => (await query('DELETE FROM subscribers WHERE email = $1', [normalizeEmail(email)])).rowCount === 1,
    confirm: async (tokenHash, now = new Date()) =>
      (await query('UPDATE subscribers SET confirmed_at = coalesce(confirmed_at, $1) WHERE confirm_token_hash = $2', [now, tokenHash])).rowCount === 1,
    unsubscribe: async (tokenHash) => (await query('DELETE FROM subscribers WHERE unsubscribe_token_hash = $1', [tokenHash])).rowCount === 1,
    expireUnconfirmed: async (sentBefore) =>
      (await query('DELETE FROM subscribers WHERE confirmed_at IS NULL AND confirm_token_hash IS NOT NULL AND consented_at < $1', [sentBefore])).rowCount ?? 0,
    check: async () => {
      // A write made and rolled back: a read-only server (a standby, a full disk's refusals,
      // permissions taken away) fails here, as the form would.
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        await client.query('BEGIN');
        await client.query({ name: 'health-probe', text: PROBE_INSERT });
        await client.query('ROLLBACK');
        client.release();
      } catch (cause) {
        // The connection may be in a failed transaction or broken: not lent again.
        client?.release(true);
        throw failed(cause);
      }
    },
    ...postgresOutbox(pool, failed, query),
    close: () => pool.end(),
  };
}
