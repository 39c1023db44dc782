/**
 * The frame is safe by construction (issue 32): every row of the contract's table is served, at its
 * method and path; every task row's kind is registered, with a request shape for the row, and its
 * requests go to the compute pool (none is computed on the main thread); every calculation row is
 * limited and priced: counted, and charged to the client's CPU budget (429 with Retry-After and an
 * Italian sentence); the inline rows stay under the CPU bound their row states; a GET row whose
 * query may hold a birth says so, for the cache headers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PREFIX, API_ROUTES, type AnyRoute, type ApiRouteName } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import type { ComputePool } from '../src/compute-pool/compute-pool.ts';
import { loadTaskKinds, taskKindNames } from '../src/compute-pool/task-registry.ts';
import { HTTP_TEXTS } from '../src/messages.ts';
import { ENGLISH, ROME_1990, rowRequests } from './helpers.ts';

const rows = Object.entries(API_ROUTES) as [ApiRouteName, AnyRoute][];
const rowOf = (name: ApiRouteName): AnyRoute => API_ROUTES[name];

/** A pool that computes nothing: it records which row each task is for and answers a tiny JSON. */
function recordingPool(): ComputePool & { routes: string[]; costs: number[] } {
  const routes: string[] = [];
  const costs: number[] = [];
  return {
    routes,
    costs,
    run: async (task, options) => {
      routes.push(task.route);
      costs.push(options.costMs);
      return { bytes: new TextEncoder().encode('{}'), encoding: 'identity' };
    },
    close: async () => {},
  };
}

let natal: unknown;
const requests = await rowRequests(() => natal);

/** The same row asked for another answer: a GET's query with its dates a year later. */
function anotherRequest(name: ApiRouteName, request: InjectOptions): InjectOptions {
  expect(rowOf(name).method, name).toBe('GET');
  return { ...request, url: String(request.url).replace(/(\d{4})-/g, (_, year: string) => `${Number(year) + 1}-`) };
}

describe('every row is served, and task rows are computed by the pool', () => {
  let app: FastifyInstance;
  const pool = recordingPool();
  beforeAll(async () => {
    app = await buildApp({ deps: { pool } });
    natal = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
  });
  afterAll(() => app.close());

  test('every row has its route, at its method and path', () => {
    for (const [name, row] of rows) expect(app.hasRoute({ method: row.method, url: `${API_PREFIX}${row.path}` }), name).toBe(true);
  });

  test('every task kind a row names is registered, with a request shape for each of its rows', async () => {
    const kinds = await loadTaskKinds();
    expect([...kinds.keys()].sort()).toEqual(taskKindNames().sort());
    for (const [name, row] of rows) {
      if (row.compute.task === undefined) continue;
      expect(kinds.get(row.compute.task)?.shapes.some((s) => s.route === name), name).toBe(true);
    }
  });

  test('a GET row whose query may hold a birth says so (personalQuery: cached by the browser only, plugins/cache.ts)', () => {
    const BIRTH_FIELDS = ['datetime', 'latitude', 'longitude', 'persona', 'luogoNascita', 'place', 'date', 'time'];
    for (const [name, row] of rows) {
      if (row.method !== 'GET' || !row.query) continue;
      const fields = (row.query as unknown as { shape?: Record<string, unknown> }).shape;
      // A query whose fields cannot be read (a transformed schema) counts as holding one.
      const mayHoldBirth = !fields || Object.keys(fields).some((f) => BIRTH_FIELDS.includes(f));
      expect(row.personalQuery === true, name).toBe(mayHoldBirth);
    }
  });

  test.each(requests.filter(([name]) => rowOf(name).compute.task !== undefined))('%s goes to the pool, priced', async (name, request) => {
    const before = pool.routes.length;
    const res = await app.inject(request());
    expect(res.statusCode, res.body).toBe(200);
    expect(pool.routes.slice(before)).toEqual([name]);
    expect(pool.costs.at(-1)).toBeGreaterThan(0);
  });
});

describe('every calculation row is limited and priced', { timeout: 30_000 }, () => {
  test.each(requests.filter(([name]) => API_ROUTES[name].limit === 'calculations'))('%s: counted', async (_name, request) => {
    const app = await buildApp({ deps: { pool: recordingPool() }, rateLimits: {
      questionnaire: { max: 0, windowMs: 1 }, calculations: { max: 1, windowMs: 60_000 }, places: { max: 0, windowMs: 1 },
    } });
    try {
      natal ??= (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990, remoteAddress: '192.0.2.9' })).json();
      expect((await app.inject(request())).statusCode).toBe(200);
      const refused = await app.inject(request());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  test.each(requests.filter(([name]) => API_ROUTES[name].limit === 'calculations'))('%s: charged to the CPU budget', async (name, request) => {
    // A budget of a hundredth of a millisecond: the first request takes it all (and leaves a debt), the next waits.
    const app = await buildApp({ deps: { pool: recordingPool() }, rateLimits: {
      questionnaire: { max: 0, windowMs: 1 }, calculations: { max: 0, windowMs: 60_000, cpuMs: 0.01 }, places: { max: 0, windowMs: 1 },
    } });
    try {
      natal ??= (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990, remoteAddress: '192.0.2.9' })).json();
      expect((await app.inject(request())).statusCode).toBe(200);
      // A kind whose answers are shared (the monthly table) charges only the request that computes:
      // the same answer again is free, another is not.
      const task = rowOf(name).compute.task;
      const shared = task !== undefined && (await loadTaskKinds()).get(task)!.answersKept !== undefined;
      if (shared) expect((await app.inject(request())).statusCode).toBe(200);
      const refused = await app.inject(shared ? anotherRequest(name, request()) : request());
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ error: HTTP_TEXTS.cpuBudgetSpent(retryAfter) });
      expect(refused.json().error).not.toMatch(ENGLISH);
      // Another client keeps its own budget.
      expect((await app.inject({ ...request(), remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the inline rows stay under their CPU bound (process CPU per request, warm, varied inputs)', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ deps: { pool: recordingPool() } });
    natal = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
  });
  afterAll(() => app.close());

  const PLACES = ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Catania', 'Venezia', 'Verona'];
  /** The i-th request to an inline row: charts and days that no cache has seen, places in turn. */
  const varied: Partial<Record<ApiRouteName, (i: number) => InjectOptions>> = {
    temaNatale: (i) => ({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, datetime: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}` } }),
    transitiSpecifici: (i) => ({ method: 'POST', url: '/api/transiti-specifici', payload: { targetDate: `20${10 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`, natalData: natal } }),
    luoghi: (i) => ({ method: 'GET', url: `/api/luoghi?q=${encodeURIComponent(PLACES[i % PLACES.length]!.slice(0, 3 + (i % 3)))}` }),
    resolveLocation: (i) => ({ method: 'GET', url: `/api/resolve-location?place=${encodeURIComponent(PLACES[i % PLACES.length]!)}&date=${1900 + (i % 120)}-06-01&time=09:00` }),
  };

  test.each(requests.filter(([name]) => rowOf(name).compute.inline !== undefined))('%s', async (name, request) => {
    const bound = rowOf(name).compute.inline!.maxCpuMs;
    const nth = varied[name] ?? (() => request());
    for (let i = 0; i < 20; i++) expect((await app.inject(nth(1000 + i))).statusCode).toBe(200);
    const N = 60;
    const before = process.cpuUsage();
    for (let i = 0; i < N; i++) await app.inject(nth(i));
    const used = process.cpuUsage(before);
    const perRequestMs = (used.user + used.system) / 1000 / N;
    console.log(`${name}: ${perRequestMs.toFixed(2)} ms of CPU per request (bound ${bound} ms)`);
    expect(perRequestMs).toBeLessThan(bound);
  });
});
