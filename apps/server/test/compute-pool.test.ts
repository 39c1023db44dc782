/**
 * The compute workers (issues 17, 32): an answer made in a worker is the bytes the route's schema
 * writer and the exports make in-process, and passes the contract; the server answers other requests while
 * a worker computes ten years; a full queue answers 503 with Retry-After in Italian; a task whose
 * client went away is skipped. Small pools (one thread, a queue of one) keep these fast.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { transitiBodySchema, transitiResponseSchema } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { HTTP_TEXTS } from '../src/messages.ts';
import { compileResponseWriter } from '../src/plugins/serializer.ts';
import { runTransits, toTransitiResponse, exactHits } from '../src/adapters/transits.ts';
import { transitsToCsv, transitsToIcs } from '../src/adapters/transits-export.ts';
import { createComputePool, type ComputePool } from '../src/compute-pool/pool.ts';
import { createInlineComputePool } from '../src/compute-pool/inline-pool.ts';
import type { PoolTaskInput } from '../src/compute-pool/compute-pool.ts';
import type { TaskAnswer } from '../src/compute-pool/task.ts';
import { ENGLISH, postJson, ROME_1990 } from './helpers.ts';

const YEAR = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31' };
/** Ten years of the Moon: long enough (hundreds of ms in a worker) that other requests arrive while it runs. */
const TEN_YEARS_OF_THE_MOON = { natal: ROME_1990, startDate: '2020-01-01', endDate: '2029-12-31', planets: ['Luna'] };
const ONE_DAY = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-01', planets: ['Luna'] };

describe('answers made in a worker: the same bytes as in-process', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ computePool: { threads: 2 } });
  });
  afterAll(() => app.close());
  // What the route made on the main thread before the pool: the same functions, here in-process.
  let inProcess: ReturnType<typeof runTransits> | undefined;
  const run = () => (inProcess ??= runTransits(transitiBodySchema.parse(YEAR), openSwissEphemeris()));

  test('POST /api/transiti: the schema writer\'s bytes, and they pass the contract', async () => {
    const res = await app.inject(postJson('/api/transiti', YEAR));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(compileResponseWriter(transitiResponseSchema)(toTransitiResponse(run())));
    const parsed = transitiResponseSchema.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  test('POST /api/transiti.csv and .ics: the exports\' bytes; the calendar read back by ical.js', async () => {
    const csv = await app.inject(postJson('/api/transiti.csv', YEAR));
    expect(csv.body).toBe(transitsToCsv(run()));
    const ics = await app.inject(postJson('/api/transiti.ics', YEAR));
    expect(ics.statusCode).toBe(200);
    const stamp = /\r\nDTSTAMP:(\d{8}T\d{6}Z)\r\n/.exec(ics.body)![1]!;
    const stampMs = Date.UTC(+stamp.slice(0, 4), +stamp.slice(4, 6) - 1, +stamp.slice(6, 8), +stamp.slice(9, 11), +stamp.slice(11, 13), +stamp.slice(13, 15));
    expect(ics.body).toBe(transitsToIcs(run(), stampMs).toString('utf8'));
    const hits = exactHits(run());
    const events = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(hits.length);
    expect(hits.length).toBeGreaterThan(2000);
    events.forEach((event, i) => expect(event.startDate.toJSDate().getTime()).toBe(Math.round(hits[i]!.timeMs / 60_000) * 60_000));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  test('where threads would share the ephemeris (macOS, Windows), the main thread makes the same bytes', async () => {
    const res = await app.inject(postJson('/api/transiti.csv', YEAR));
    const inline = await createInlineComputePool().run(
      { route: 'transitiCsv', input: transitiBodySchema.parse(YEAR), encoding: 'identity', requestedAtMs: 0, validateAnswer: true },
      { costMs: 1 },
    );
    expect(Buffer.from(inline!.bytes).toString('utf8')).toBe(res.body);
  });

  test('compressed in the worker as negotiated, with Vary; small answers and x-no-compression are not', async () => {
    const br = await app.inject({ ...postJson('/api/transiti', YEAR), headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    const off = await app.inject({ ...postJson('/api/transiti', YEAR), headers: { 'content-type': 'application/json', 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(off.headers['content-encoding']).toBeUndefined();
    const small = await app.inject({ ...postJson('/api/transiti', { ...ONE_DAY, natalPlanets: ['Sole'], aspects: ['Congiunzione'] }), headers: { 'content-type': 'application/json', 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the main thread keeps answering while workers compute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ computePool: { threads: 1 } });
    // The worker started and warm: what is measured below is the ten years, not the thread's start.
    expect((await app.inject(postJson('/api/transiti', ONE_DAY))).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  test('/api/health and a natal chart are answered before a ten-year answer is done', async () => {
    let tenYearsDone = false;
    const tenYears = app.inject(postJson('/api/transiti', TEN_YEARS_OF_THE_MOON)).then((res) => {
      tenYearsDone = true;
      return res;
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const chart = await app.inject(postJson('/api/tema-natale', ROME_1990));
    expect(chart.statusCode).toBe(200);
    // On the main thread (before issue 17) the ten years ran first, and these waited for them.
    expect(tenYearsDone).toBe(false);
    expect((await tenYears).statusCode).toBe(200);
  });
});

describe('a full queue: 503 with Retry-After and an Italian message, never an endless wait', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ computePool: { threads: 1, maxQueue: 1 } });
    expect((await app.inject(postJson('/api/transiti', ONE_DAY))).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  test('one running, one waiting, the third refused; the first two are answered', async () => {
    const answers = await Promise.all([
      app.inject(postJson('/api/transiti', TEN_YEARS_OF_THE_MOON)),
      app.inject(postJson('/api/transiti.csv', TEN_YEARS_OF_THE_MOON)),
      app.inject({ method: 'GET', url: '/api/transiti.ics?datetime=1990-01-01T12:00&timezone=0&latitude=41.9&longitude=12.5&startDate=2020-01-01&endDate=2029-12-31&planets=Luna' }),
    ]);
    // Whichever reached the pool last (a GET has no body to read, so it may come first).
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503]);
    const refused = answers.find((a) => a.statusCode === 503)!;
    // Derived from the queue: the two ten-year tasks' work at the pace measured so far.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ error: HTTP_TEXTS.busy(retryAfter) });
    expect(refused.json().error).not.toMatch(ENGLISH);
    // Once the queue has room again, the same request is answered.
    expect((await app.inject(postJson('/api/transiti', ONE_DAY))).statusCode).toBe(200);
  });
});

describe('a client that goes away', { timeout: 30_000 }, () => {
  let pool: ComputePool;
  afterAll(() => pool.close());

  test('its waiting task is skipped: the pool answers null for it, and the task before it is answered', async () => {
    pool = createComputePool({ threads: 1, startAtOnce: false });
    const task = (request: unknown): PoolTaskInput => ({ route: 'transiti', input: transitiBodySchema.parse(request), encoding: 'identity', requestedAtMs: 0, validateAnswer: true });
    const running = pool.run(task(TEN_YEARS_OF_THE_MOON), { costMs: 1000 });
    const clientGone = new AbortController();
    const waiting = pool.run(task(TEN_YEARS_OF_THE_MOON), { signal: clientGone.signal, costMs: 1000 });
    clientGone.abort();
    expect(await waiting).toBeNull();
    expect((await running)!.bytes.length).toBeGreaterThan(100_000);
    // A task whose client is gone before it is sent is not sent.
    expect(await pool.run(task(ONE_DAY), { signal: AbortSignal.abort(), costMs: 1 })).toBeNull();
  });

  test('over HTTP: closing the connection aborts the task the route gave the pool', async () => {
    const real = createComputePool({ threads: 1, startAtOnce: false });
    const runs: { signal: AbortSignal | undefined; answer: Promise<TaskAnswer | null> }[] = [];
    const spy: ComputePool = {
      run: (task, options) => {
        const answer = real.run(task, options);
        runs.push({ signal: options.signal, answer });
        return answer;
      },
      close: () => real.close(),
      ready: real.ready,
    };
    const app = await buildApp({ deps: { pool: spy } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const client = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/transiti', headers: { 'content-type': 'application/json' } });
      client.on('error', () => {});
      client.end(JSON.stringify(TEN_YEARS_OF_THE_MOON));
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
      client.destroy();
      await vi.waitFor(() => expect(runs[0]!.signal?.aborted).toBe(true), { timeout: 10_000 });
      expect(await runs[0]!.answer).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('HEAD on an export (issue 22): the headers a GET would send, no computation', { timeout: 30_000 }, () => {
  test('200 with the type and file name, an empty body, the pool never asked; a bad query still 400', async () => {
    const runs: string[] = [];
    const pool: ComputePool = { run: async (task) => (runs.push(task.route), null), close: async () => {} };
    const app = await buildApp({ deps: { pool } });
    try {
      const query = 'datetime=1990-01-01T12:00&timezone=0&latitude=41.9&longitude=12.5&startDate=2020-01-01&endDate=2029-12-31';
      for (const ext of ['ics', 'csv']) {
        const head = await app.inject({ method: 'HEAD', url: `/api/transiti.${ext}?${query}` });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toContain(ext === 'ics' ? 'text/calendar' : 'text/csv');
        expect(head.headers['content-disposition']).toBe(`attachment; filename="transiti-2020-01-01-2029-12-31.${ext}"`);
        expect(head.body).toBe('');
      }
      expect(runs).toEqual([]);
      expect((await app.inject({ method: 'HEAD', url: '/api/transiti.ics?latitude=0x10' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
