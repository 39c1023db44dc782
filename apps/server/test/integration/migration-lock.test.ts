/**
 * A replica that finds another's migration lock waits for it, saying so, instead of failing after
 * the 5-s query timeout with «Postgres non risponde» (issue 22): the real server process against a
 * Postgres cluster where a connection holds the lock for longer than that timeout.
 * Integration: a Postgres cluster and the server process, some seconds.
 */
import pg from 'pg';
import { expect, test } from 'vitest';
import { STARTUP_TEXTS } from '../../src/messages.ts';
import { describeWithPostgres, usePostgresCluster } from '../postgres-cluster.ts';
import { listeningPort, startServerProcess } from '../server-process.ts';

/** postgres-migrations.ts's key. */
const MIGRATION_LOCK_KEY = 7_418_100_018;
const HELD_MS = 7000;

describeWithPostgres()('the migration lock held by another replica', { timeout: 120_000 }, () => {
  const cluster = usePostgresCluster();

  test(`held ${HELD_MS / 1000} s: the server says it waits, then starts and answers`, async () => {
    const url = await cluster().createDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const server = startServerProcess({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: url });
    try {
      const released = new Promise<void>((resolve) => setTimeout(() => {
        void holder.query('COMMIT').then(() => resolve());
      }, HELD_MS));
      const port = await listeningPort(server);
      await released;
      expect(server.stdout).toContain(STARTUP_TEXTS.waitingForMigration);
      expect(server.stderr).not.toContain('non risponde');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await holder.end();
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });
});
