/**
 * The compute worker's start (issue 23): the thread runs the built JavaScript bundle with no
 * TypeScript loader, finds the ephemeris files from it, warms up on one real period and says so;
 * the pool is ready, and the app with it, only when every worker has; a stale bundle is rebuilt,
 * and a task kind added since the build makes it stale (issue 32).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { transitiBodySchema } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { createComputePool, type ComputePool } from '../src/compute-pool/pool.ts';
import { taskKindNames } from '../src/compute-pool/task-registry.ts';
import { isWarmUpMessage } from '../src/compute-pool/warm-up.ts';
import { buildComputeWorker, computeWorkerBundleIsStale } from '../src/compute-pool/worker-bundle.ts';
import { postJson, ROME_1990 } from './helpers.ts';

describe('the worker bundle', () => {
  let dir: string;
  let bundle: string;
  let inputs: string[];
  beforeAll(async () => {
    // Inside the server's folder (dist/ is git-ignored), so that Node finds the packages left to it.
    const dist = fileURLToPath(new URL('../dist/', import.meta.url));
    mkdirSync(dist, { recursive: true });
    dir = mkdtempSync(join(dist, 'test-worker-'));
    bundle = join(dir, 'compute-worker.mjs');
    inputs = await buildComputeWorker(bundle);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('holds our TypeScript; imports only Node\'s modules and the packages left to Node', () => {
    expect(inputs.some((f) => f.endsWith('packages/core/src/transits/engine.ts'))).toBe(true);
    // Every task kind the contract's rows name, found by the registry's pattern, not by a list.
    for (const kind of taskKindNames()) expect(inputs.some((f) => f.endsWith(`apps/server/src/adapters/${kind}.task.ts`)), kind).toBe(true);
    const imports = [...readFileSync(bundle, 'utf8').matchAll(/^import .* from ["']([^"']+)["'];$/gm)].map((m) => m[1]!);
    expect(imports.filter((i) => !i.startsWith('node:'))).toEqual(expect.arrayContaining(['piscina', 'sweph']));
    expect(imports.filter((i) => !i.startsWith('node:') && !['piscina', 'sweph', 'geo-tz/all'].includes(i))).toEqual([]);
    expect(imports.some((i) => i.endsWith('.ts'))).toBe(false);
  });

  test('runs in a plain thread (no tsx), opens the ephemeris beside its sources, warms up and says so', { timeout: 60_000 }, async () => {
    const worker = new Worker(bundle, { workerData: { warmUp: true }, execArgv: [] });
    try {
      const message = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(isWarmUpMessage(message)).toBe(true);
    } finally {
      await worker.terminate();
    }
  });

  test('is stale when missing, or when one of its sources is newer', () => {
    expect(computeWorkerBundleIsStale(join(dir, 'none.mjs'))).toBe(true);
    expect(computeWorkerBundleIsStale(bundle)).toBe(false);
    const source = join(dir, 'source.ts');
    writeFileSync(source, '');
    const earlier = new Date(Date.now() - 3_600_000);
    utimesSync(source, earlier, earlier);
    writeFileSync(`${bundle}.inputs.json`, JSON.stringify([...inputs, source]));
    expect(computeWorkerBundleIsStale(bundle)).toBe(false);
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    expect(computeWorkerBundleIsStale(bundle)).toBe(true);
    rmSync(source);
    expect(computeWorkerBundleIsStale(bundle)).toBe(true);
  });

  test('is stale when a task kind was added since it was built', () => {
    writeFileSync(`${bundle}.inputs.json`, JSON.stringify(inputs));
    const kinds = join(dir, 'adapters');
    mkdirSync(kinds);
    writeFileSync(join(kinds, 'helper.ts'), '');
    expect(computeWorkerBundleIsStale(bundle, kinds)).toBe(false);
    writeFileSync(join(kinds, 'new-technique.task.ts'), '');
    expect(computeWorkerBundleIsStale(bundle, kinds)).toBe(true);
  });
});

describe('readiness', () => {
  test('a pool started at once is ready when each of its threads has warmed up', { timeout: 60_000 }, async () => {
    const warm: number[] = [];
    const pool = createComputePool({ threads: 2, startAtOnce: true, onWorkerWarm: (ms) => warm.push(ms) });
    try {
      await pool.ready;
      expect(warm).toHaveLength(2);
      const input = transitiBodySchema.parse({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-31' });
      const answer = await pool.run({ route: 'transitiCsv', input, encoding: 'identity', requestedAtMs: 0, validateAnswer: true }, { costMs: 10 });
      expect(answer?.bytes.length).toBeGreaterThan(100);
    } finally {
      await pool.close();
    }
  });

  test('the app is ready (and a server listens) only once its pool is', { timeout: 60_000 }, async () => {
    let warmUp!: () => void;
    const real = createComputePool({ threads: 1, startAtOnce: false });
    const pool: ComputePool = { run: real.run, close: real.close, ready: new Promise<void>((resolve) => (warmUp = resolve)) };
    const app = await buildApp({ deps: { pool } });
    try {
      let ready = false;
      const whenReady = app.ready().then(() => (ready = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(ready).toBe(false);
      warmUp();
      await whenReady;
      expect((await app.inject(postJson('/api/transiti', { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-03' }))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
