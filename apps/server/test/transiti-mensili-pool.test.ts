/**
 * GET /api/transiti-mensili made by a compute worker and kept (issue 22; its kind's `answersKept`):
 * the main thread does not compute it, the same table asked again (even at once) is made once, a
 * failure is not kept, the answer is the contract's with longitudes to a millionth of a degree, and
 * a table being made is cancelled when every client waiting for it has gone (issue 32), not before.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { transitiMensiliResponseSchema } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { createComputePool, PoolFullError, type ComputePool } from '../src/compute-pool/pool.ts';

const URL_2025 = '/api/transiti-mensili?startDate=2025-01-01&endDate=2025-03-31';

describe('transiti-mensili through the worker pool', () => {
  const real = createComputePool({ threads: 1, startAtOnce: false });
  const kinds: string[] = [];
  let failNext = false;
  const spy: ComputePool = {
    run: (task, options) => {
      kinds.push(task.route);
      if (failNext) {
        failNext = false;
        return Promise.reject(new PoolFullError(3));
      }
      return real.run(task, options);
    },
    close: () => real.close(),
    ready: real.ready,
  };
  let app: FastifyInstance;
  afterAll(() => app.close());

  test('made once for three requests at once and one after, in any encoding asked; the contract\'s answer', { timeout: 30_000 }, async () => {
    app = await buildApp({ deps: { pool: spy } });
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: URL_2025 })));
    const again = await app.inject({ method: 'GET', url: URL_2025 });
    expect(kinds).toEqual(['transitiMensili']);
    for (const a of [...answers, again]) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = transitiMensiliResponseSchema.parse(answers[0]!.json());
    expect(parsed.meta.days).toBe(90);
    const sun = parsed.transiti['2025-01']!['2025-01-01']!.Sole!;
    expect(Math.round(sun.longitude * 1e6) / 1e6).toBe(sun.longitude);
    const br = await app.inject({ method: 'GET', url: URL_2025, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(again.rawPayload.length / 4);
    expect(kinds).toEqual(['transitiMensili', 'transitiMensili']);
  });

  test('a full pool: 503 with Retry-After, not kept: the next request makes the table', { timeout: 30_000 }, async () => {
    const url = '/api/transiti-mensili?startDate=2026-01-01&endDate=2026-01-31';
    failNext = true;
    const refused = await app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('a shared table whose clients go away', () => {
  test('is cancelled when the last client waiting for it closes its connection, not when the first does; then it is not kept', { timeout: 30_000 }, async () => {
    const runs: AbortSignal[] = [];
    // A pool that never finishes on its own: a task ends only when its signal aborts.
    const stalled: ComputePool = {
      run: (_task, { signal }) => new Promise((resolve) => {
        runs.push(signal!);
        signal!.addEventListener('abort', () => resolve(null), { once: true });
      }),
      close: async () => {},
    };
    const server = await buildApp({ deps: { pool: stalled } });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const open = () => {
        const client = httpRequest({ host: '127.0.0.1', port, path: URL_2025 });
        client.on('error', () => {});
        client.end();
        return client;
      };
      const first = open();
      await vi.waitFor(() => expect(runs).toHaveLength(1));
      const second = open();
      // The second joins the first's table: no new task.
      await new Promise((r) => setTimeout(r, 200));
      expect(runs).toHaveLength(1);
      first.destroy();
      await new Promise((r) => setTimeout(r, 200));
      expect(runs[0]!.aborted).toBe(false);
      second.destroy();
      await vi.waitFor(() => expect(runs[0]!.aborted).toBe(true));
      // Not kept: the next request starts it again.
      const third = open();
      await vi.waitFor(() => expect(runs).toHaveLength(2));
      third.destroy();
    } finally {
      await server.close();
    }
  });
});
