/**
 * The Postgres schema's versions: apps/server/migrations/postgres/NNNN_name.sql, applied in order
 * at start, each once, recorded in astrolabio_migrations. Replicas starting together take turns on
 * an advisory lock, so a migration never runs twice and a replica never sees half a schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/postgres/', import.meta.url));

/** Any fixed number: the key of the lock every replica's migration step waits on. */
const MIGRATION_LOCK_KEY = 7_418_100_018;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The migration files, by version; a file not named NNNN_name.sql, or a repeated version, is a bug. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir).sort().map((file) => {
    const m = FILE_NAME.exec(file);
    if (!m) throw new Error(`${join(dir, file)}: a migration is named NNNN_name.sql`);
    return { version: Number(m[1]), name: m[2]!, sql: readFileSync(join(dir, file), 'utf8') };
  });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`${dir}: migration ${i + 1} is missing or repeated (found ${m.version})`);
  });
  return migrations;
}

/**
 * Applies the migrations not yet recorded, in one transaction: all of them or none. Returns the
 * versions applied now (empty when the schema was current).
 */
/** How often a replica asks again for the lock another replica's migration holds. */
const LOCK_RETRY_MS = 500;

/**
 * Takes the migration lock, waiting as long as another replica holds it (a long migration is not a
 * broken server): each try is a quick query, so the pool's query timeout never cuts the wait;
 * `onWaiting` is told once, so the log says why this replica has not started yet.
 */
async function takeMigrationLock(client: pg.PoolClient, onWaiting?: () => void): Promise<void> {
  for (let told = false; ; ) {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [MIGRATION_LOCK_KEY]);
    if (rows[0]?.locked) return;
    if (!told) onWaiting?.();
    told = true;
    await new Promise((r) => setTimeout(r, LOCK_RETRY_MS));
  }
}

export async function applyMigrations(pool: pg.Pool, migrations: Migration[] = readMigrations(), onWaiting?: () => void): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Held until COMMIT/ROLLBACK: a second replica waits here, then finds everything applied.
    await takeMigrationLock(client, onWaiting);
    await client.query(`CREATE TABLE IF NOT EXISTS astrolabio_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM astrolabio_migrations')).rows.map((r) => r.version));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO astrolabio_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    await client.query('COMMIT');
    client.release();
    return applied;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    // true: the connection may be broken; the pool drops it rather than lend it again.
    client.release(true);
    throw err;
  }
}
