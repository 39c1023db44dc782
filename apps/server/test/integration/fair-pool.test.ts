/**
 * The transit workers shared between clients (issue 22), on a listening server with real worker
 * threads behind one trusted proxy: one client's ten-year requests do not keep another's year
 * waiting behind them, and do not use up the queue so that the other is refused (503).
 * Integration: threads and HTTP, some seconds.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/plugins/rate-limit.ts';
import { ROME_1990 } from '../helpers.ts';

/** Long by its days (the scheduler weighs a task by them), quick without the Moon: ~0.2 s in a thread. */
const TEN_YEARS = { natal: ROME_1990, startDate: '2020-01-01', endDate: '2029-12-31', planets: ['Sole', 'Marte'] };
const ONE_YEAR = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', planets: ['Luna', 'Sole'] };

describe('fair share of the transit workers between clients', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await buildApp({ computePool: { threads: 2, maxQueue: 8 }, trustProxy: 1, rateLimits: DEFAULT_RATE_LIMITS });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    // Every thread has run code once.
    await Promise.all([1, 2].map(() => post('198.51.100.1', { ...ONE_YEAR, endDate: '2025-01-02' })));
  }, 60_000);
  afterAll(() => app.close());

  let answered = 0;
  async function post(client: string, body: unknown): Promise<{ status: number; order: number; retryAfter: string | null }> {
    const res = await fetch(`${origin}/api/transiti`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, order: ++answered, retryAfter: res.headers.get('retry-after') };
  }

  test('a second client\'s year is answered (200) before the first client\'s eight ten-year requests are half done', async () => {
    answered = 0;
    const first = Array.from({ length: 8 }, () => post('203.0.113.1', TEN_YEARS));
    await new Promise((r) => setTimeout(r, 50));
    const second = await post('203.0.113.2', ONE_YEAR);
    const firstAnswers = await Promise.all(first);
    expect(second.status).toBe(200);
    expect(firstAnswers.every((a) => a.status === 200)).toBe(true);
    expect(firstAnswers.filter((a) => a.order < second.order).length).toBeLessThan(4);
  });

  test('one client filling the queue does not get the other refused: the other\'s requests are all 200, the first one\'s excess 503 with Retry-After', async () => {
    const first = Array.from({ length: 14 }, () => post('203.0.113.1', TEN_YEARS));
    await new Promise((r) => setTimeout(r, 50));
    const second = await Promise.all(Array.from({ length: 3 }, () => post('2001:db8:5:6::1', ONE_YEAR)));
    const firstAnswers = await Promise.all(first);
    expect(second.map((a) => a.status)).toEqual([200, 200, 200]);
    const refused = firstAnswers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
