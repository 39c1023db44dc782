/**
 * Backups and restores as an operator runs them (issue 22), each a drill: a backup taken while
 * forms keep arriving, restored elsewhere, holds every subscription acknowledged before it began.
 * SQLite: the real server process takes the forms, `npm run iscritti -- backup` (SQLite's online
 * backup) copies, `ripristina` restores into the live file: it counts the rows newer than the
 * backup and refuses without `--sostituisci` or `--unisci`, and keeps a safety copy first (issue 33).
 * Postgres: deploy/postgres/backup.sh (compose's backup service) dumps as the least-privilege role
 * of deploy/postgres/app-role.sql, pg_restore restores into a new database, and `ripristina` from
 * it into the live one does the same as on SQLite.
 * Integration: processes and a Postgres cluster, tens of seconds.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgresSubscriberStore } from '../../src/questionnaire/postgres-subscribers.ts';
import { openSqliteSubscriberStore } from '../../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../../src/questionnaire/subscriber-store.ts';
import { describeWithPostgres, usePostgresCluster } from '../postgres-cluster.ts';
import { listeningPort, startServerProcess, type ServerRun } from '../server-process.ts';

const CLI = fileURLToPath(new URL('../../src/cli/iscritti.ts', import.meta.url));
const DEPLOY = fileURLToPath(new URL('../../../../deploy/postgres/', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'astrolabio-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a command to its end: its exit code and output. */
function runWithCode(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** Runs a command to its end; its output, or a rejection with it. */
async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { code, out } = await runWithCode(command, args, env);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')}: ${code}\n${out}`);
  return out;
}

/** `npm run iscritti -- …` as the operator runs it. */
const iscritti = (...args: string[]) => runWithCode(process.execPath, ['--import', 'tsx', CLI, ...args]);

/** The line of `ripristina`'s comparison that counts the rows newer than the backup. */
function newerThanBackup(out: string): number {
  const m = /^(\d+) iscritt[oi] del database (?:è|sono) più recent[ei] del backup/m.exec(out);
  if (!m) throw new Error(`no count of newer rows in:\n${out}`);
  return Number(m[1]);
}

/**
 * Adds subscribers one after another until `during` settles; the addresses acknowledged before it
 * started and all of them.
 */
async function writesDuring(add: (email: string) => Promise<boolean>, during: () => Promise<unknown>, before = 20) {
  const acknowledged: string[] = [];
  let n = 0;
  for (; n < before; n++) if (await add(`prima-${n}@esempio.it`)) acknowledged.push(`prima-${n}@esempio.it`);
  const beforeBackup = [...acknowledged];
  let done = false;
  const writing = (async () => {
    while (!done) if (await add(`durante-${n}@esempio.it`)) acknowledged.push(`durante-${n++}@esempio.it`);
  })();
  await during().finally(() => (done = true));
  await writing;
  return { beforeBackup, acknowledged };
}

describe('SQLite: npm run iscritti -- backup while the server takes forms, then ripristina', { timeout: 120_000 }, () => {
  const db = join(dir, 'iscritti.sqlite');
  let server: ServerRun;
  let origin: string;
  beforeAll(async () => {
    server = startServerProcess({ HOST: '127.0.0.1', PORT: '0', SUBSCRIBERS_DB_PATH: db, RATE_LIMIT_QUESTIONNAIRE_MAX: '0' });
    origin = `http://127.0.0.1:${await listeningPort(server)}`;
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exit;
  });

  test('every form acknowledged before the backup is in it, and in the database it is restored into', async () => {
    const backup = join(dir, 'copia.sqlite');
    const post = async (email: string) => (await fetch(`${origin}/questionario`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, consenso: 'si' }).toString(),
    })).status === 200;
    const { beforeBackup, acknowledged } = await writesDuring(post, () => run(process.execPath, ['--import', 'tsx', CLI, 'backup', backup, '--db', db]));
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);

    const copy = openSqliteSubscriberStore(backup);
    const inBackup = new Set((await copy.list()).map((s) => s.email));
    await copy.close();
    for (const email of beforeBackup) expect(inBackup.has(email), email).toBe(true);

    // The restore into the running server's database (issue 33): the rows acknowledged after the
    // backup are counted and nothing changes until the operator chooses.
    const live = async () => {
      const store = openSqliteSubscriberStore(db);
      try {
        return new Set((await store.list()).map((s) => s.email));
      } finally {
        await store.close();
      }
    };
    const before = await live();
    const newer = [...before].filter((e) => !inBackup.has(e)).length;
    expect(newer).toBeGreaterThan(0);
    const refused = await iscritti('ripristina', backup, '--db', db);
    expect(refused.code).toBe(1);
    expect(newerThanBackup(refused.out)).toBe(newer);
    expect(refused.out).toContain('--sostituisci');
    expect(refused.out).toContain('--unisci');
    expect(await live()).toEqual(before);
    expect(readdirSync(dir).filter((f) => f.includes('prima-del-ripristino'))).toEqual([]);

    // --unisci: nothing lost; a safety copy first, holding the database as it was.
    const merged = await iscritti('ripristina', backup, '--unisci', '--db', db);
    expect(merged.code, merged.out).toBe(0);
    const safetyFile = /Copia di sicurezza del database com’era prima: (.+)\.$/m.exec(merged.out)?.[1];
    expect(safetyFile).toMatch(/iscritti\.sqlite\.prima-del-ripristino-\d{8}t\d{6}_\d{3}z\.sqlite$/);
    const safety = openSqliteSubscriberStore(safetyFile!);
    expect(new Set((await safety.list()).map((s) => s.email))).toEqual(before);
    await safety.close();
    expect(await live()).toEqual(before);

    // --sostituisci: the database becomes the backup; the newer rows are in the new safety copy.
    const replaced = await iscritti('ripristina', backup, '--sostituisci', '--db', db);
    expect(replaced.code, replaced.out).toBe(0);
    expect(replaced.out).toContain(`ora ci sono ${inBackup.size} iscritti`);
    expect(await live()).toEqual(inBackup);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});

describeWithPostgres()('Postgres: the backup service\'s pg_dump while forms arrive, as the least-privilege role; pg_restore', { timeout: 180_000 }, () => {
  const cluster = usePostgresCluster();

  /** A database as compose makes it: owned by the superuser, the app's role made by app-role.sql. */
  async function composeLikeDatabase(name: string, role: string): Promise<string> {
    const admin = new pg.Client({ connectionString: cluster().adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    execFileSync('psql', [cluster().adminUrl(name), '-q', '-v', 'ON_ERROR_STOP=1', '-v', `app_role=${role}`, '-v', 'app_password=segreta', '-v', `dbname=${name}`, '-f', join(DEPLOY, 'app-role.sql')]);
    return `postgres://${role}:segreta@127.0.0.1:${cluster().port}/${name}`;
  }

  test('the app runs as a role that owns its schema and nothing else', async () => {
    const url = await composeLikeDatabase('privilegi', 'app_privilegi');
    const store = await openPostgresSubscriberStore(url);
    expect(await store.add('a@esempio.it')).toBe('added');
    await store.check();
    await store.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const role = (await client.query('SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user')).rows[0];
      expect(role).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
      expect((await client.query("SELECT schemaname FROM pg_tables WHERE tablename = 'subscribers'")).rows).toEqual([{ schemaname: 'app_privilegi' }]);
      await expect(client.query('CREATE TABLE public.altro (x int)')).rejects.toMatchObject({ code: '42501' });
      await expect(client.query('CREATE DATABASE altro')).rejects.toMatchObject({ code: '42501' });
      await expect(client.query('SELECT * FROM pg_authid')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.end();
    }
  });

  test('a failed dump is said and recorded (health: failing) and tried again after BACKUP_RETRY_SECONDS, not a day later; the next success is recorded (health: ok)', async () => {
    const url = await composeLikeDatabase('riprova', 'app_riprova');
    const app = await buildApp({ site: { databaseUrl: url }, deps: { sourceArchive: undefined } });
    const backupOf = async () => ((await app.inject({ method: 'GET', url: '/api/health' })).json() as { backup?: { status: string; lastSuccessAt: string | null } }).backup;
    const u = new URL(url);
    // The backups' folder not there yet: pg_dump cannot write, as with a volume gone or full.
    const backups = join(dir, 'riprova');
    expect(await backupOf()).toBeUndefined();
    const service = spawn('sh', [join(DEPLOY, 'backup.sh')], {
      env: {
        ...process.env, PGHOST: u.hostname, PGPORT: u.port, PGUSER: u.username, PGPASSWORD: u.password, PGDATABASE: u.pathname.slice(1),
        BACKUP_DIR: backups, BACKUP_INTERVAL_SECONDS: '86400', BACKUP_RETRY_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    service.stdout.on('data', (b: Buffer) => (log += b.toString()));
    service.stderr.on('data', (b: Buffer) => (log += b.toString()));
    try {
      await expect.poll(() => log, { timeout: 20_000 }).toContain('backup: pg_dump failed; trying again in 2 s');
      await expect.poll(async () => (await backupOf())?.status, { timeout: 20_000 }).toBe('failing');
      execFileSync('mkdir', ['-p', backups]);
      await expect.poll(() => readdirSync(backups).filter((f) => f.endsWith('.dump')).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await backupOf())?.status, { timeout: 20_000 }).toBe('ok');
      expect((await backupOf())?.lastSuccessAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    } finally {
      service.kill('SIGTERM');
      await app.close();
    }
  });

  test('a dump taken during writes, restored into a new database, holds every row acknowledged before it; old dumps go', async () => {
    const url = await composeLikeDatabase('drill', 'app_drill');
    const store: SubscriberStore = await openPostgresSubscriberStore(url);
    const backups = join(dir, 'pg');
    execFileSync('mkdir', ['-p', backups]);
    const old = join(backups, 'astrolabio-20000101T000000Z.dump');
    writeFileSync(old, 'vecchio');
    utimesSync(old, new Date('2000-01-01'), new Date('2000-01-01'));
    const u = new URL(url);
    const env = { PGHOST: u.hostname, PGPORT: u.port, PGUSER: u.username, PGPASSWORD: u.password, PGDATABASE: u.pathname.slice(1), BACKUP_DIR: backups, BACKUP_ONCE: '1', BACKUP_KEEP_DAYS: '14' };
    const { beforeBackup, acknowledged } = await writesDuring(async (email) => (await store.add(email)) === 'added', () => run('sh', [join(DEPLOY, 'backup.sh')], env));
    await store.close();
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);
    const dumps = readdirSync(backups);
    expect(dumps).toHaveLength(1);
    expect(dumps[0]).toMatch(/^astrolabio-\d{8}T\d{6}Z\.dump$/);

    // As the README says: a new database, the dump restored into it by the superuser (it recreates
    // the app's schema, owned by the app's role), then the app reads it as that role.
    const admin = new pg.Client({ connectionString: cluster().adminUrl() });
    await admin.connect();
    await admin.query('CREATE DATABASE ripristino');
    await admin.end();
    await run('pg_restore', ['--clean', '--if-exists', '--exit-on-error', '--dbname', cluster().adminUrl('ripristino'), join(backups, dumps[0]!)]);
    const restoredUrl = `postgres://${u.username}:${u.password}@127.0.0.1:${cluster().port}/ripristino`;
    const restored = await openPostgresSubscriberStore(restoredUrl);
    const emails = new Set((await restored.list()).map((r) => r.email));
    await restored.close();
    for (const email of beforeBackup) expect(emails.has(email), email).toBe(true);

    // Back into the live database (issue 33): from the restored copy, by `npm run iscritti -- ripristina`.
    const newer = acknowledged.filter((e) => !emails.has(e)).length;
    await (async () => {
      const live = await openPostgresSubscriberStore(url);
      await live.add('dopo-il-backup@esempio.it');
      await live.close();
    })();
    const refused = await iscritti('ripristina', restoredUrl, '--db', url);
    expect(refused.code).toBe(1);
    expect(newerThanBackup(refused.out)).toBe(newer + 1);
    const merged = await iscritti('ripristina', restoredUrl, '--unisci', '--db', url);
    expect(merged.code, merged.out).toBe(0);
    const table = /Copia di sicurezza del database com’era prima: (subscribers_prima_del_ripristino_\w+)\.$/m.exec(merged.out)?.[1];
    expect(table).toBeDefined();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect(Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)).toBe(acknowledged.length + 1);
      expect(Number((await client.query('SELECT count(*) AS n FROM subscribers')).rows[0].n)).toBe(acknowledged.length + 1);
    } finally {
      await client.end();
    }
  });
});
