/**
 * A throw-away Postgres server for the tests: Debian's `postgresql` binaries, a new cluster made
 * with initdb under a temporary folder, listening on 127.0.0.1 and a free port only, with a
 * password (scram-sha-256) like a real deployment; stopped and removed by `stop()`. initdb refuses
 * root, so as root it runs as the `postgres` user the Debian package creates. Without Postgres the
 * tests that need it skip with a message, except in CI (CI=true), where they fail.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';

/** The folder of initdb and postgres: pg_config's, else the newest /usr/lib/postgresql/<version>/bin. */
function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config (it comes with libpq-dev): look where Debian installs the server.
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

/** The unprivileged user the server runs as when the tests run as root. */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

const isRoot = process.getuid?.() === 0;

/** Why no throw-away Postgres can be started here, or undefined when one can. */
export function postgresUnavailableReason(): string | undefined {
  if (postgresBinDir() === undefined) return "Postgres non è installato (manca initdb): apt-get install postgresql, come fa .ci/run.";
  if (isRoot && postgresUser() === undefined) return "i test girano come root e manca l'utente postgres per initdb (lo crea il pacchetto postgresql).";
  return undefined;
}

/**
 * `describe` for the tests that need Postgres: runs them, or, when Postgres is missing, skips
 * them saying why, except in CI where a missing Postgres fails the file.
 */
export function describeWithPostgres(): typeof describe | typeof describe.skip {
  const reason = postgresUnavailableReason();
  if (reason === undefined) return describe;
  if (process.env.CI) throw new Error(`Postgres tests cannot run in CI: ${reason}`);
  console.warn(`Test di Postgres saltati: ${reason}`);
  return describe.skip;
}

/**
 * A describe block's own throw-away cluster: started before its tests (initdb takes a while on a
 * loaded machine), stopped after them. Returns the getter its tests read the cluster with.
 */
export function usePostgresCluster(): () => PostgresCluster {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 120_000);
  afterAll(() => cluster?.stop(), 60_000);
  return () => {
    if (!cluster) throw new Error('the Postgres cluster is not started (usePostgresCluster outside a describe block?)');
    return cluster;
  };
}

export interface PostgresCluster {
  port: number;
  /** A new, empty database owned by the role `astrolabio`; its URL, with the password. */
  createDatabase(): Promise<string>;
  /** The superuser's URL, for a test's own checks. */
  adminUrl(database?: string): string;
  /** Stops the server (fast shutdown: open connections are cut), keeping its data. */
  stopServer(): Promise<void>;
  /** Starts it again on the same port and data. */
  startServer(): Promise<void>;
  /** Stops the server and removes the folder. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const ROLE = 'astrolabio';

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error(postgresUnavailableReason());
  const owner = isRoot ? postgresUser() : undefined;
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-pg-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const superPassword = randomBytes(12).toString('hex');
  const rolePassword = randomBytes(12).toString('hex');
  const pwFile = join(dir, 'pw');
  writeFileSync(pwFile, `${superPassword}\n`, { mode: 0o600 });
  if (owner) chownSync(pwFile, owner.uid, owner.gid);
  execFileSync(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], {
    ...asOwner, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'],
  });
  rmSync(pwFile);

  const port = await freePort();
  let server: ChildProcess | undefined;
  let log = '';
  const killOnExit = () => server?.kill('SIGQUIT');
  process.once('exit', killOnExit);

  const adminUrl = (database = 'postgres') => `postgres://postgres:${superPassword}@127.0.0.1:${port}/${database}`;

  const startServer = async () => {
    log = '';
    server = spawn(join(bin, 'postgres'), [
      '-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`,
      // A test database: durability is not what is tested, and fsync on a shared disk is slow.
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ], { ...asOwner, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    for (let waitedMs = 0; waitedMs < 30_000; waitedMs += 100) {
      if (server.exitCode !== null) throw new Error(`postgres exited: ${log}`);
      const client = new pg.Client({ connectionString: adminUrl() });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`postgres did not start within 30 s: ${log}`);
  };

  const stopServer = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  };

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  await startServer();
  // The app connects as an ordinary role that owns its database, as in compose.yaml.
  await admin((c) => c.query(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${rolePassword}'`));
  let databases = 0;

  return {
    port,
    adminUrl,
    createDatabase: async () => {
      const name = `iscritti_${++databases}`;
      await admin((c) => c.query(`CREATE DATABASE ${name} OWNER ${ROLE}`));
      return `postgres://${ROLE}:${rolePassword}@127.0.0.1:${port}/${name}`;
    },
    stopServer,
    startServer,
    stop: async () => {
      await stopServer();
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
