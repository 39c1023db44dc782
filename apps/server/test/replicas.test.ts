/**
 * The server is stateless: two real server processes (two replicas) on two ports share one
 * Postgres, and what one is told the other knows. An address subscribed through one is the
 * subscribers' list seen from the other's settings, and the same address posted to both at once
 * is one row. The chart answers, cached per process, are the same from either. A replica whose
 * Postgres does not answer at start stops, saying so.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { QUESTIONNAIRE_TEXTS } from '../src/messages.ts';
import { ROME_1990 } from './helpers.ts';
import { describeWithPostgres, usePostgresCluster } from './postgres-cluster.ts';
import { listeningPort, startServerProcess, type ServerRun } from './server-process.ts';

const ISCRITTI = new URL('../src/cli/iscritti.ts', import.meta.url).pathname;

describeWithPostgres()('two replicas on one Postgres', () => {
  // Registered first: its afterAll runs last (hooks unwind as a stack), after the replicas stop.
  const cluster = usePostgresCluster();
  let databaseUrl: string;
  const runs: ServerRun[] = [];
  let one: string;
  let two: string;

  /** A replica as compose.yaml runs it: its own port, the shared database, no file of its own, one proxy in front. */
  const replica = () => {
    const run = startServerProcess({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, TRUST_PROXY: '1' });
    runs.push(run);
    return run;
  };

  beforeAll(async () => {
    databaseUrl = await cluster().createDatabase();
    // Started together, as `docker compose up` starts them: the migration runs once between them.
    const [a, b] = [replica(), replica()];
    one = `http://127.0.0.1:${await listeningPort(a)}`;
    two = `http://127.0.0.1:${await listeningPort(b)}`;
  }, 180_000);

  afterAll(async () => {
    for (const run of runs) {
      if (run.child.exitCode === null) {
        run.child.kill('SIGTERM');
        await run.exit;
      }
    }
  }, 60_000);

  let visitors = 0;
  /**
   * The built-in form posted as a browser on that page posts it, through the proxy: each post
   * from another visitor (X-Forwarded-For), so that the per-address limit is not what is tested.
   */
  const subscribe = async (base: string, email: string) => {
    const visitor = ++visitors;
    const res = await fetch(`${base}/questionario`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        // What nginx appends: the address it saw (fewer than 250 visitors here).
        'x-forwarded-for': `198.51.100.${visitor}`,
      },
      body: new URLSearchParams({ email, consenso: 'si' }),
    });
    return { status: res.status, body: await res.text() };
  };

  /** `npm run iscritti -- esporta` with the replicas' settings: the e-mails in the shared database. */
  const listed = () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', ISCRITTI, 'esporta'], { encoding: 'utf8', env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl } });
    expect(result.status).toBe(0);
    return result.stdout.trim().split('\r\n').slice(1).map((line) => line.split(';')[0]);
  };

  test('subscribed through one, known to the other', async () => {
    expect((await subscribe(one, 'maria@esempio.it')).status).toBe(200);
    expect(listed()).toEqual(['maria@esempio.it']);
    // The other replica finds it there: the same thanks, and no second row.
    const again = await subscribe(two, 'Maria@Esempio.it');
    expect(again.status).toBe(200);
    expect(again.body).toContain(QUESTIONNAIRE_TEXTS.thanks);
    expect((await subscribe(two, 'luca@esempio.it')).status).toBe(200);
    expect(listed()).toEqual(['maria@esempio.it', 'luca@esempio.it']);
  }, 60_000);

  test('the same address posted to both at once: both thank, one row', async () => {
    const emails = Array.from({ length: 15 }, (_, i) => `insieme${i}@esempio.it`);
    const answers = await Promise.all(emails.flatMap((e) => [subscribe(one, e), subscribe(two, e.toUpperCase())]));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const rows = listed().filter((e) => e!.startsWith('insieme'));
    expect(rows.sort()).toEqual([...emails].sort());
  }, 60_000);

  test('a chart is the same answer from either replica, asked once or again (each process caches only pure results)', async () => {
    const chart = async (base: string) => (await fetch(`${base}/api/tema-natale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROME_1990) })).text();
    const first = await chart(one);
    expect(JSON.parse(first)).toHaveProperty('pianeti');
    expect([await chart(two), await chart(one), await chart(two)]).toEqual([first, first, first]);
  }, 60_000);

  test('both report the shared database in /api/health', async () => {
    for (const base of [one, two]) {
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    }
  });

  test('a replica whose Postgres does not answer at start stops with an Italian line (exit 1)', async () => {
    const unreachable = new URL(databaseUrl);
    unreachable.port = '1';
    const run = startServerProcess({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: unreachable.href });
    expect(await run.exit).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Avvio non riuscito: il database degli iscritti postgres:\/\/astrolabio:\*\*\*@127\.0\.0\.1:1\/\w+ non risponde \(127\.0\.0\.1:1: connessione rifiutata, nessun server in ascolto\): avvia Postgres o correggi DATABASE_URL\.$/);
  }, 60_000);
});
