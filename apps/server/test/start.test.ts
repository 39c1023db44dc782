/**
 * `npm start`'s server process (src/server.ts) as an operator meets it: a wrong setting or an
 * unusable subscribers' file stops the start with an Italian line naming it (exit 1), a damaged
 * ephemeris file is named likewise, and SIGTERM ends the process by SHUTDOWN_TIMEOUT_MS even with
 * a connection that never finishes its request.
 */
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_EPHEMERIS_DIR, EPHEMERIS_FILES, EphemerisFileError, openSwissEphemeris } from '@astrolabio/ephemeris';
import { openSqliteSubscriberStore } from '../src/questionnaire/sqlite-subscribers.ts';
import { startupFailureIt } from '../src/startup-errors.ts';
import { ENGLISH } from './helpers.ts';
import { listeningPort, startServerProcess, type ServerRun } from './server-process.ts';

const isRoot = process.getuid?.() === 0;

const root = mkdtempSync(join(tmpdir(), 'astrolabio-start-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = (mode = 0o755) => {
  const dir = join(root, String(++n));
  mkdirSync(dir);
  chmodSync(dir, mode);
  return dir;
};

/**
 * Starts src/server.ts with `env` on a free loopback port, a throw-away database unless given. The
 * server never overrides file permissions, even under root: it meets them as a service user would.
 */
function startServer(env: Record<string, string>): ServerRun {
  return startServerProcess({
    HOME: root,
    HOST: '127.0.0.1',
    PORT: '0',
    SUBSCRIBERS_DB_PATH: join(folder(0o777), 'iscritti.sqlite'),
    ...env,
  }, { obeyFilePermissions: true });
}

async function failedStart(env: Record<string, string>): Promise<string> {
  const run = startServer(env);
  expect(await run.exit).toBe(1);
  const line = run.stderr.trim();
  expect(line).toMatch(/^Avvio non riuscito: /);
  expect(line).not.toMatch(/\n\s+at /); // no stack trace: a sentence for the operator
  return line;
}

describe('a wrong setting stops the start', () => {
  test.each([
    ['PORT', '', 'PORT è vuota'],
    ['PORT', '0x10', 'PORT deve essere un numero intero in cifre decimali tra 0 e 65535, non «0x10»'],
    ['GEOCODER_TIMEOUT_MS', '9999999999', 'GEOCODER_TIMEOUT_MS deve essere un numero intero in cifre decimali tra 1 e 2147483647'],
    ['SHUTDOWN_TIMEOUT_MS', 'dieci', 'SHUTDOWN_TIMEOUT_MS deve essere un numero intero'],
  ])('%s=%j', async (name, value, expected) => {
    expect(await failedStart({ [name]: value })).toContain(expected);
  }, 60_000);
});

describe('an unusable subscribers database stops the start, naming the path', () => {
  test('a folder the service user cannot write in', async () => {
    const dir = folder(0o555);
    const path = join(dir, 'iscritti.sqlite');
    const line = await failedStart({ SUBSCRIBERS_DB_PATH: path });
    expect(line).toBe(`Avvio non riuscito: il server non può scrivere nella cartella ${dir} del database degli iscritti ${path}: dagli il permesso di scrittura o correggi SUBSCRIBERS_DB_PATH.`);
  }, 60_000);

  test('a read-only database file', async () => {
    const dir = folder(0o777);
    const path = join(dir, 'iscritti.sqlite');
    await openSqliteSubscriberStore(path).close();
    chmodSync(path, 0o444);
    const line = await failedStart({ SUBSCRIBERS_DB_PATH: path });
    expect(line).toBe(`Avvio non riuscito: il database degli iscritti ${path} è in sola lettura: dagli il permesso di scrittura o correggi SUBSCRIBERS_DB_PATH.`);
  }, 60_000);

  test('a path whose folder does not exist', async () => {
    const path = join(folder(), 'manca', 'iscritti.sqlite');
    expect(await failedStart({ SUBSCRIBERS_DB_PATH: path })).toContain(`la cartella ${join(path, '..')} del database degli iscritti ${path} non esiste`);
  }, 60_000);

  test('a folder in place of the file', async () => {
    const dir = folder();
    expect(await failedStart({ SUBSCRIBERS_DB_PATH: dir })).toContain(`il database degli iscritti ${dir} è una cartella`);
  }, 60_000);

  // Without root, a folder closed even to its owner could not be removed after the test.
  test.runIf(isRoot)('a folder on the path the service user may not enter', async () => {
    const closed = folder(0o000);
    const path = join(closed, 'iscritti.sqlite');
    expect(await failedStart({ SUBSCRIBERS_DB_PATH: path })).toContain(`non ha il permesso di raggiungere il database degli iscritti ${path}`);
  }, 60_000);
});

describe('a damaged ephemeris file is named at start', () => {
  const copy = () => {
    const dir = folder();
    for (const file of EPHEMERIS_FILES) copyFileSync(join(DEFAULT_EPHEMERIS_DIR, file), join(dir, file));
    return dir;
  };
  const failure = (dir: string) => {
    try {
      openSwissEphemeris(dir);
    } catch (err) {
      expect(err).toBeInstanceOf(EphemerisFileError);
      return startupFailureIt(err) ?? '';
    }
    throw new Error('opened');
  };

  test('a truncated sepl_18.se1', () => {
    const dir = copy();
    const path = join(dir, 'sepl_18.se1');
    truncateSync(path, 100_000);
    const message = failure(dir);
    expect(message).toBe(`il file delle effemeridi ${path} è danneggiato: 100000 byte invece di 484055. Ripristinalo dal repository (git checkout -- ${path}).`);
    expect(message).not.toMatch(ENGLISH);
  });

  test('a missing semo_18.se1', () => {
    const dir = copy();
    rmSync(join(dir, 'semo_18.se1'));
    expect(failure(dir)).toContain(`manca il file delle effemeridi ${join(dir, 'semo_18.se1')}`);
  });
});

describe('shutdown', () => {
  test('SIGTERM with a request that never finishes: the process exits by SHUTDOWN_TIMEOUT_MS, saying why', async () => {
    const run = startServer({ SHUTDOWN_TIMEOUT_MS: '500', LOG_LEVEL: 'info' });
    try {
      const port = await listeningPort(run);
      // A POST whose body never comes: the connection stays busy, Fastify's close() waits for it.
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((ok) => socket.once('connect', ok));
      socket.write('POST /api/tema-natale HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"dat');
      await new Promise((r) => setTimeout(r, 300));
      run.child.kill('SIGTERM');
      const code = await Promise.race([run.exit, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
      socket.destroy();
      expect(code).toBe(1);
      expect(run.stderr).toContain('non si sono chiuse entro 500 ms (SHUTDOWN_TIMEOUT_MS)');
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 90_000);

  test('SIGTERM with nothing open: a clean exit 0; at the default level no request is logged', async () => {
    const run = startServer({});
    try {
      const port = await listeningPort(run);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
      expect(run.stdout).not.toContain('/api/health');
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 90_000);
});

