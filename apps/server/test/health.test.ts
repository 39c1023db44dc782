/**
 * /api/health's readiness is cheap under frequent probes (issues 22 and 23): probes at once share
 * one check, a good answer is kept HEALTH_CACHE_MS, a bad one is not; /api/health/live never asks
 * the database.
 */
import { afterAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { HTTP_TEXTS } from '../src/messages.ts';
import { HEALTH_CACHE_MS } from '../src/routes/health.ts';
import { openSqliteSubscriberStore } from '../src/questionnaire/sqlite-subscribers.ts';

describe('readiness and liveness', () => {
  const store = openSqliteSubscriberStore(':memory:');
  let failing = false;
  const check = vi.fn(async () => {
    if (failing) throw new Error('no writes');
    await store.check();
  });
  let app: FastifyInstance;
  afterAll(() => app.close());

  test('five probes at once: one check; again within the second: none; after it: one more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      app = await buildApp({ deps: { subscribers: { ...store, check }, sourceArchive: undefined } });
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/health' })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[0]!.json()).toMatchObject({ status: 'ok', database: 'ok' });
      expect(check).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(HEALTH_CACHE_MS - 1);
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(check).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failed check is not kept: 503 now, 200 at the next probe once writes work; liveness 200 throughout without a check', async () => {
    failing = true;
    // The first test's good answer was stamped by the faked clock, HEALTH_CACHE_MS ahead of the real
    // one: wait twice the cache's life, so that it has expired however fast that test ran.
    await new Promise((r) => setTimeout(r, 2 * HEALTH_CACHE_MS + 10));
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: HTTP_TEXTS.databaseUnavailable });
    const calls = check.mock.calls.length;
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(check).toHaveBeenCalledTimes(calls);
    failing = false;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
