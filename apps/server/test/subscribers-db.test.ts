/**
 * The subscribers' database as a fault sees it: opened and checked when the app is built (an
 * unusable path is refused, named, in Italian), reported by /api/health, and never written into
 * a file that was deleted while the server ran.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { HTTP_TEXTS, QUESTIONNAIRE_TEXTS } from '../src/messages.ts';
import { openSqliteSubscriberStore, SubscriberStoreError, type SubscriberStoreProblem } from '../src/questionnaire/sqlite-subscribers.ts';
import { startupFailureIt } from '../src/startup-errors.ts';
import { ENGLISH, postQuestionnaire } from './helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'astrolabio-iscritti-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
/** A fresh folder under the test's temporary root. */
const folder = () => {
  const dir = join(root, String(++n));
  mkdirSync(dir);
  return dir;
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** What is really in the file at `path`, read by a connection of its own. */
function emailsIn(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], { email: string }>('SELECT email FROM subscribers ORDER BY email').all().map((r) => r.email);
  } finally {
    db.close();
  }
}

function postForm(app: FastifyInstance, email: string) {
  return app.inject(postQuestionnaire({ email, consenso: 'si' }));
}

async function appOn(path: string) {
  const app = await buildApp({ site: { subscribersDbPath: path }, deps: { sourceArchive: undefined } });
  apps.push(app);
  return app;
}

/** buildApp's refusal, and the Italian sentence the start prints for it. */
async function refusal(path: string): Promise<{ problem: SubscriberStoreProblem; message: string }> {
  try {
    await buildApp({ site: { subscribersDbPath: path }, deps: { sourceArchive: undefined } });
  } catch (err) {
    expect(err).toBeInstanceOf(SubscriberStoreError);
    return { problem: (err as SubscriberStoreError).problem, message: startupFailureIt(err) ?? '' };
  }
  throw new Error(`buildApp accepted ${path}`);
}

describe('the database is opened when the app is built', () => {
  test('a usable path: the file exists before any form arrives, and health says so', async () => {
    const path = join(folder(), 'iscritti.sqlite');
    const app = await appOn(path);
    expect(emailsIn(path)).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  test('with an external questionnaire no database is opened, and health says it is unused', async () => {
    const path = join(folder(), 'iscritti.sqlite');
    const app = await buildApp({ site: { subscribersDbPath: path, questionnaireUrl: 'https://moduli.esempio.it/f' }, deps: { sourceArchive: undefined } });
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'unused' });
  });

  test('a folder in place of the file', async () => {
    const path = folder();
    const { problem, message } = await refusal(path);
    expect(problem).toBe('isFolder');
    expect(message).toBe(`il database degli iscritti ${path} è una cartella, non un file (SUBSCRIBERS_DB_PATH).`);
  });

  test('a folder that does not exist (a configured path is not invented)', async () => {
    const path = join(folder(), 'manca', 'iscritti.sqlite');
    const { problem, message } = await refusal(path);
    expect(problem).toBe('folderMissing');
    expect(message).toContain(path);
    expect(message).toContain('non esiste');
  });

  test('a file that is not a database', async () => {
    const path = join(folder(), 'iscritti.sqlite');
    writeFileSync(path, 'Questo non è un database SQLite.\n'.repeat(200));
    const { problem, message } = await refusal(path);
    expect(problem).toBe('notADatabase');
    expect(message).toBe(`il file ${path} non è un database SQLite (SUBSCRIBERS_DB_PATH): correggi il percorso.`);
    expect(message).not.toMatch(ENGLISH);
  });

  // Permissions do not stop root: start.test.ts runs these two as an unprivileged user when the tests run as root.
  test.runIf(process.getuid?.() !== 0)('a folder the server cannot write in', async () => {
    const dir = folder();
    const { chmodSync } = await import('node:fs');
    chmodSync(dir, 0o555);
    try {
      const { problem, message } = await refusal(join(dir, 'iscritti.sqlite'));
      expect(problem).toBe('folderNotWritable');
      expect(message).toContain(dir);
    } finally {
      chmodSync(dir, 0o755);
    }
  });
});

describe('a database file deleted while the server runs', () => {
  test('the next address is written to a new file at the path, not into the deleted one', async () => {
    const path = join(folder(), 'iscritti.sqlite');
    const app = await appOn(path);
    expect((await postForm(app, 'prima@esempio.it')).statusCode).toBe(200);
    expect(emailsIn(path)).toEqual(['prima@esempio.it']);

    unlinkSync(path);
    const res = await postForm(app, 'dopo@esempio.it');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(QUESTIONNAIRE_TEXTS.thanks);
    // Acknowledged means on disk, where the operator and npm run iscritti look.
    expect(emailsIn(path)).toEqual(['dopo@esempio.it']);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  test('a file moved over it (a restored backup) is the one used from then on', async () => {
    const path = join(folder(), 'iscritti.sqlite');
    const app = await appOn(path);
    await postForm(app, 'prima@esempio.it');
    const backup = `${path}.copia`;
    const other = openSqliteSubscriberStore(backup);
    await other.add('dal-backup@esempio.it');
    await other.close();
    const { renameSync } = await import('node:fs');
    renameSync(backup, path);
    await postForm(app, 'dopo@esempio.it');
    expect(emailsIn(path)).toEqual(['dal-backup@esempio.it', 'dopo@esempio.it']);
  });

  test('when the file cannot be made again, the visitor is told (503, what they typed kept) and health reports the database', async () => {
    const dir = folder();
    const path = join(dir, 'iscritti.sqlite');
    const app = await appOn(path);
    rmSync(dir, { recursive: true });
    const res = await postForm(app, 'maria@esempio.it');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain(HTTP_TEXTS.subscriptionFailed.replace("'", '&#39;'));
    expect(res.body).toContain('value="maria@esempio.it"');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: HTTP_TEXTS.databaseUnavailable });
  });
});
