/**
 * The subscribers' database going away while the server runs (issue 33), on SQLite (its file
 * replaced by a folder) and on Postgres (the server stopped): the first failed write turns
 * /api/health to 503 at once, even with a good answer just kept; the log says the outage once and
 * its end once, however many forms and probes arrive meanwhile; a write that succeeds again brings
 * health back.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { SiteConfig } from '../../src/site-config.ts';
import { postQuestionnaire } from '../helpers.ts';
import { describeWithPostgres, usePostgresCluster } from '../postgres-cluster.ts';

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
}

/** The app with its log lines kept (at info, the production default). */
async function appWithLog(site: Partial<SiteConfig>): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const app = await buildApp({
    logLevel: 'info',
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    site,
    deps: { sourceArchive: undefined },
  });
  await app.ready();
  return { app, lines };
}

const form = (app: FastifyInstance, email: string) => app.inject(postQuestionnaire({ email, consenso: 'si' }));
const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

/** The drill, the same on both engines: `breakIt` and `mendIt` take the database away and give it back. */
async function outageDrill(app: FastifyInstance, lines: LogLine[], breakIt: () => Promise<void> | void, mendIt: () => Promise<void> | void) {
  expect(await health(app)).toBe(200);
  expect((await form(app, 'prima@esempio.it')).statusCode).toBe(200);
  await breakIt();
  // A good answer is kept HEALTH_CACHE_MS, but the first failed write makes it stale: no waiting here.
  expect((await form(app, 'durante-0@esempio.it')).statusCode).toBe(503);
  expect(await health(app)).toBe(503);
  for (let i = 1; i < 20; i++) {
    expect((await form(app, `durante-${i}@esempio.it`)).statusCode).toBe(503);
    expect(await health(app)).toBe(503);
  }
  await mendIt();
  expect((await form(app, 'dopo@esempio.it')).statusCode).toBe(200);
  expect(await health(app)).toBe(200);

  const errors = lines.filter((l) => l.level >= 50);
  expect(errors.map((l) => l.msg)).toEqual([expect.stringMatching(/^subscribers database unavailable/)]);
  expect(lines.filter((l) => l.err?.stack !== undefined)).toHaveLength(1);
  expect(lines.filter((l) => l.msg === 'subscribers database available again')).toHaveLength(1);
}

describe('SQLite: the file replaced by a folder, then given back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-outage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('health 503 at once, one line for the outage and one for its end', async () => {
    const path = join(dir, 'iscritti.sqlite');
    const { app, lines } = await appWithLog({ subscribersDbPath: path });
    try {
      await outageDrill(app, lines, () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
        mkdirSync(path);
      }, () => rmSync(path, { recursive: true }));
    } finally {
      await app.close();
    }
  });
});

describeWithPostgres()('Postgres: the server stopped, then started again', { timeout: 120_000 }, () => {
  const cluster = usePostgresCluster();

  test('health 503 at once, one line for the outage and one for its end', async () => {
    const { app, lines } = await appWithLog({ databaseUrl: await cluster().createDatabase() });
    try {
      await outageDrill(app, lines, () => cluster().stopServer(), () => cluster().startServer());
    } finally {
      await app.close();
    }
  });
});
