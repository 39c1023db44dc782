/**
 * Subscribers in Postgres (DATABASE_URL) as an operator and a fault see them, against a real
 * server this file starts: a database that cannot be used stops the start with an Italian line
 * naming it (never its password); migrations apply once with replicas starting together;
 * `npm run iscritti` works on it; and while Postgres is down the form says the address was not
 * stored and /api/health answers 503, both recovering when it is back.
 */
import { spawnSync } from 'node:child_process';
import { afterEach, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { HTTP_TEXTS, QUESTIONNAIRE_TEXTS } from '../src/messages.ts';
import { applyMigrations, readMigrations } from '../src/questionnaire/postgres-migrations.ts';
import { openPostgresSubscriberStore, PostgresStoreError } from '../src/questionnaire/postgres-subscribers.ts';
import { startupFailureIt } from '../src/startup-errors.ts';
import { ENGLISH, postQuestionnaire } from './helpers.ts';
import { describeWithPostgres, usePostgresCluster } from './postgres-cluster.ts';

const ISCRITTI = new URL('../src/cli/iscritti.ts', import.meta.url).pathname;

describeWithPostgres()('Postgres', () => {
  const cluster = usePostgresCluster();

  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  const appOn = async (databaseUrl: string) => {
    const app = await buildApp({ site: { databaseUrl }, deps: { sourceArchive: undefined } });
    apps.push(app);
    return app;
  };

  /** What is really in the database, read with a connection of its own. */
  const emailsIn = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ email: string }>('SELECT email FROM subscribers ORDER BY email')).rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  };

  /** buildApp's refusal, and the Italian sentence the start prints for it. */
  const refusal = async (databaseUrl: string) => {
    try {
      await buildApp({ site: { databaseUrl }, deps: { sourceArchive: undefined } });
    } catch (err) {
      expect(err).toBeInstanceOf(PostgresStoreError);
      const message = startupFailureIt(err) ?? '';
      expect(message).not.toMatch(ENGLISH);
      return { problem: (err as PostgresStoreError).problem, message };
    }
    throw new Error(`buildApp accepted ${databaseUrl}`);
  };

  /** `url` with another password, database or port. */
  const changed = (url: string, change: (u: URL) => void) => {
    const u = new URL(url);
    change(u);
    return u.href;
  };

  test('a usable database: the table exists before any form arrives, and health says the database is ok', async () => {
    const url = await cluster().createDatabase();
    const app = await appOn(url);
    expect(await emailsIn(url)).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const form = await app.inject(postQuestionnaire({ email: 'Maria@Esempio.it', consenso: 'si' }));
    expect(form.statusCode).toBe(200);
    expect(await emailsIn(url)).toEqual(['maria@esempio.it']);
  });

  test('nobody listening at the address stops the start, naming the server but not the password', async () => {
    const url = changed(await cluster().createDatabase(), (u) => (u.port = String(cluster().port === 1 ? 2 : 1)));
    const { problem, message } = await refusal(url);
    expect(problem).toBe('unreachable');
    const password = new URL(url).password;
    expect(message).toBe(`il database degli iscritti ${url.replace(password, '***')} non risponde (127.0.0.1:${new URL(url).port}: connessione rifiutata, nessun server in ascolto): avvia Postgres o correggi DATABASE_URL.`);
    expect(message).not.toContain(password);
  });

  test('a wrong password stops the start', async () => {
    const url = changed(await cluster().createDatabase(), (u) => (u.password = 'sbagliata'));
    const { problem, message } = await refusal(url);
    expect(problem).toBe('authFailed');
    expect(message).toContain("Postgres ha rifiutato l’accesso dell’utente astrolabio");
    expect(message).not.toContain('sbagliata');
  });

  test('a database that does not exist stops the start, naming it', async () => {
    const url = changed(await cluster().createDatabase(), (u) => (u.pathname = '/manca'));
    const { problem, message } = await refusal(url);
    expect(problem).toBe('databaseMissing');
    expect(message).toContain('il database manca non esiste');
    expect(message).toContain('createdb manca');
  });

  test('a user who may not create the table stops the start', async () => {
    const admin = new pg.Client({ connectionString: cluster().adminUrl() });
    await admin.connect();
    await admin.query("CREATE ROLE ospite LOGIN PASSWORD 'ospite'");
    await admin.query('CREATE DATABASE altrui');
    await admin.end();
    // Postgres 15 and later: only the database's owner creates tables in its public schema.
    const { problem, message } = await refusal(`postgres://ospite:ospite@127.0.0.1:${cluster().port}/altrui`);
    expect(problem).toBe('notPermitted');
    expect(message).toContain("l’utente ospite non ha i permessi");
  });

  test('replicas starting together: the migrations run once, and a later start applies none', async () => {
    const url = await cluster().createDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresSubscriberStore(url)));
    await Promise.all(stores.map((s) => s.close()));
    const pool = new pg.Pool({ connectionString: url });
    try {
      const rows = (await pool.query<{ version: number; name: string }>('SELECT version, name FROM astrolabio_migrations ORDER BY version')).rows;
      expect(rows).toEqual(readMigrations().map((m) => ({ version: m.version, name: m.name })));
      expect(await applyMigrations(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  test('npm run iscritti lists, exports and deletes in Postgres, from DATABASE_URL or --db', async () => {
    const url = await cluster().createDatabase();
    const store = await openPostgresSubscriberStore(url);
    await store.add('luca@esempio.it', new Date('2025-06-01T08:30:00Z'));
    await store.close();
    const iscritti = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', ISCRITTI, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

    const list = iscritti(['elenco'], { DATABASE_URL: url });
    // A row from before the double opt-in, added without a mail: unconfirmed, and the list says why.
    expect(list.stdout).toBe('luca@esempio.it\t01/06/25, 10:30\tnon confermato\n1 iscritto.\n'
      + '1 non confermato: iscritto senza e-mail di conferma, perché il server non aveva un server di posta (SMTP_URL non impostata) o prima del doppio opt-in.\n');
    const csv = iscritti(['esporta', '--db', url]);
    // The CSV convention (decision 0061): a BOM first, as the SQLite export (iscritti-cli.test.ts).
    expect(csv.stdout).toBe('\uFEFFemail;consenso;versione_consenso;origine_hash;confermato;stato\r\nluca@esempio.it;2025-06-01T08:30:00.000Z;;;;non confermato\n');
    expect(iscritti(['elimina', 'Luca@esempio.it'], { DATABASE_URL: url }).status).toBe(0);
    expect(await emailsIn(url)).toEqual([]);

    const down = iscritti(['elenco'], { DATABASE_URL: changed(url, (u) => (u.port = '1')) });
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/^Il database degli iscritti postgres:\/\/astrolabio:\*\*\*@127\.0\.0\.1:1\/iscritti_\d+ non risponde/);
  }, 60_000);

  // Last: it stops the server the file shares.
  test('Postgres down while running: the visitor is told (503, what they typed kept), health says so, both recover', async () => {
    const url = await cluster().createDatabase();
    const app = await appOn(url);
    expect((await app.inject(postQuestionnaire({ email: 'prima@esempio.it', consenso: 'si' }))).statusCode).toBe(200);

    await cluster().stopServer();
    try {
      const res = await app.inject(postQuestionnaire({ email: 'durante@esempio.it', consenso: 'si' }));
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(HTTP_TEXTS.subscriptionFailed.replace("'", '&#39;'));
      expect(res.body).toContain('value="durante@esempio.it"');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ error: HTTP_TEXTS.databaseUnavailable });
    } finally {
      await cluster().startServer();
    }

    const again = await app.inject(postQuestionnaire({ email: 'dopo@esempio.it', consenso: 'si' }));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(QUESTIONNAIRE_TEXTS.thanks);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The refused address was not stored, and the visitor was told so.
    expect(await emailsIn(url)).toEqual(['dopo@esempio.it', 'prima@esempio.it']);
  }, 60_000);
});
