/**
 * Issue 23, each figure beside its baseline measured in the same run: this checkout against the
 * checkout in BENCH_BASELINE_DIR (the issue's baseline is 99ffa0f; see server-process.ts). Without
 * it, only this checkout's figures. (1) the first visitor after a start: a year's POST /api/transiti
 * sent as soon as /api/health answers, against warm calls, and the start-up time; (2) the click on
 * «Tabella Transiti» to the table drawn, and «Mostra la Luna» for ten years (transit-views' rounds);
 * (3) the first page's weight: as built, and as Chromium receives it; (4) requests a second with
 * the server pinned to core 0 and the load generator to core 1: natal (same chart, a different
 * chart each time) and /api/health, with the server's CPU time a request; the core's own natal
 * charts a second in this process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { computeNatalChart } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';
import { BIRTH, BIRTH_JD_UT } from './inputs.ts';
import { baselineDir, processCpuMs, REPO, startServerProcess, type ServerProcess } from './server-process.ts';
import { fmt, median, opsPerSecond } from './timing.ts';
import { DECADE, round, YEAR, type Timed } from './transit-views.bench.ts';
import type { BenchRow } from './types.ts';

export const title = 'Issue 23: primo visitatore, clic su Tabella Transiti, prima pagina, costo di una richiesta — contro la base nella stessa esecuzione';

const DISTINCT_BIRTH_REQUEST = fileURLToPath(new URL('./distinct-birth-request.cjs', import.meta.url));
const ms = (x: number) => `${fmt(x, x < 100 ? 1 : 0)} ms`;
const kb = (n: number) => `${fmt(n / 1000, 1)} kB`;

interface Version {
  name: 'ora' | 'base';
  dir: string;
}

async function post(origin: string, path: string, body: unknown): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t;
}

// ---- (1) the first visitor after a start

interface FirstVisit {
  startUpMs: number;
  firstMs: number;
  warmMs: number;
}

const year = (y: number) => ({ natal: BIRTH, startDate: `${y}-01-01`, endDate: `${y}-12-31` });

async function firstVisit(v: Version): Promise<FirstVisit> {
  const server = await startServerProcess(v.dir);
  try {
    // /api/health asked until it answers 200: the moment a proxy or an orchestrator sends visitors.
    for (;;) {
      const ok = await fetch(`${server.origin}/api/health`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const startUpMs = performance.now() - server.startedAtMs;
    const firstMs = await post(server.origin, '/api/transiti', year(2025));
    // Warm: other years (new periods, computed afresh by code that has run).
    const warm: number[] = [];
    for (const y of [2026, 2027, 2028, 2029]) warm.push(await post(server.origin, '/api/transiti', year(y)));
    return { startUpMs, firstMs, warmMs: median(warm) };
  } finally {
    await server.stop();
  }
}

// ---- (4) requests a second, pinned

interface Rates {
  natal: number;
  natalDistinct: number;
  health: number;
  natalCpuUs: number;
  distinctCpuUs: number;
  healthCpuUs: number;
}

async function rate(server: ServerProcess, path: string, init: { method: 'GET' | 'POST'; body?: string; setupRequest?: string }): Promise<{ rps: number; cpuUs: number }> {
  const headers = init.body ? { 'content-type': 'application/json' } : {};
  const before = processCpuMs(server.child.pid!);
  const r = await autocannon({
    url: `${server.origin}${path}`,
    method: init.method,
    body: init.body,
    headers,
    ...(init.setupRequest ? { requests: [{ method: init.method, headers, setupRequest: init.setupRequest }] } : {}),
    connections: 10,
    duration: 5,
    workers: 1,
  } as autocannon.Options);
  const cpuMs = processCpuMs(server.child.pid!) - before;
  if (r.errors + r.non2xx > 0) throw new Error(`${path}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { rps: r.requests.average, cpuUs: (cpuMs * 1000) / r.requests.total };
}

/**
 * Every version's server at once, each pinned to core 0 (this process, the load generator, is on
 * core 1); the routes measured in turn, one version after the other, `RATE_ROUNDS` times, and each
 * figure the best of its rounds: on a shared machine the least disturbed round is the closest to
 * the code's own cost.
 */
async function rates(versions: readonly Version[]): Promise<Map<string, Rates>> {
  const servers = new Map<string, ServerProcess>();
  try {
    for (const v of versions) servers.set(v.name, await startServerProcess(v.dir, { cores: '0' }));
    const body = JSON.stringify(BIRTH);
    const routes = {
      natal: { path: '/api/tema-natale', init: { method: 'POST' as const, body } },
      distinct: { path: '/api/tema-natale', init: { method: 'POST' as const, body, setupRequest: DISTINCT_BIRTH_REQUEST } },
      health: { path: '/api/health', init: { method: 'GET' as const } },
    };
    const best = new Map<string, Record<keyof typeof routes, { rps: number; cpuUs: number }>>();
    for (let r = 0; r < RATE_ROUNDS; r++) {
      for (const [route, { path, init }] of Object.entries(routes) as [keyof typeof routes, (typeof routes)[keyof typeof routes]][]) {
        for (const v of versions) {
          const m = await rate(servers.get(v.name)!, path, init);
          const old = best.get(v.name) ?? ({} as Record<keyof typeof routes, { rps: number; cpuUs: number }>);
          const prev = old[route];
          old[route] = prev ? { rps: Math.max(prev.rps, m.rps), cpuUs: Math.min(prev.cpuUs, m.cpuUs) } : m;
          best.set(v.name, old);
        }
      }
    }
    return new Map([...best].map(([name, b]) => [name, {
      natal: b.natal.rps, natalDistinct: b.distinct.rps, health: b.health.rps,
      natalCpuUs: b.natal.cpuUs, distinctCpuUs: b.distinct.cpuUs, healthCpuUs: b.health.cpuUs,
    }]));
  } finally {
    for (const s of servers.values()) await s.stop();
  }
}

// ---- (3) the first page's weight

interface Weight {
  /** index.html and the files it loads, compressed as the server sends them (brotli 11 now, brotli 4 before) and gzip -9. */
  gateBrotli: number;
  gateGzip: number;
  /** In Chromium: bytes received for the document, scripts and stylesheets when the gate is drawn, and 5 s after the load. */
  receivedAtGate: number;
  receivedWhenIdle: number;
}

function builtFirstPage(dir: string): { brotli: number; gzip: number } {
  const dist = join(dir, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!.replace(/^\//, ''));
  const files = ['index.html', ...attr(/<script[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g)];
  let brotli = 0;
  let gzip = 0;
  for (const f of files) {
    const bytes = readFileSync(join(dist, f));
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { brotli, gzip };
}

/** Runs in the page: bytes received (transferSize) of the document, scripts and stylesheets so far. */
const RECEIVED = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const own = performance.getEntriesByType('resource').filter((e) => (e.initiatorType === 'script' || e.initiatorType === 'link' || e.initiatorType === 'other' || e.initiatorType === 'css') && /\\.(js|css)$/.test(new URL(e.name).pathname));
  return (nav ? nav.transferSize : 0) + own.reduce((s, e) => s + e.transferSize, 0);
})()`;

async function weight(v: Version): Promise<Weight> {
  execFileSync('npm', ['run', 'build', '-w', '@astrolabio/web'], { cwd: v.dir, stdio: 'ignore' });
  const built = builtFirstPage(v.dir);
  const server = await startServerProcess(v.dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/`);
    await page.getByRole('button', { name: 'Entra nell’app' }).waitFor();
    const receivedAtGate = (await page.evaluate(RECEIVED)) as number;
    await page.waitForLoadState('load');
    await page.waitForTimeout(5000);
    const receivedWhenIdle = (await page.evaluate(RECEIVED)) as number;
    return { gateBrotli: built.brotli, gateGzip: built.gzip, receivedAtGate, receivedWhenIdle };
  } finally {
    await browser.close();
    await server.stop();
  }
}

// ---- (2) the click, through transit-views' rounds

interface Clicks {
  yearTab: Timed[];
  decadeTab: Timed[];
  decadeMoon: Timed[];
}

async function clicks(v: Version, rounds: number): Promise<Clicks> {
  // The web app as built by weight() just before, served by the version's own server.
  const server = await startServerProcess(v.dir);
  try {
    const result: Clicks = { yearTab: [], decadeTab: [], decadeMoon: [] };
    for (let r = 0; r < rounds; r++) {
      // The case: the year's answer already fetched (the chart prefetches it), then the click.
      result.yearTab.push((await round(server.origin, YEAR, { answerInHand: true })).withoutMoon);
      const decade = await round(server.origin, DECADE, { answerInHand: true });
      result.decadeTab.push(decade.withoutMoon);
      result.decadeMoon.push(decade.withMoon);
    }
    return result;
  } finally {
    await server.stop();
  }
}

const CLICK_ROUNDS = 3;
const RATE_ROUNDS = 2;
const START_ROUNDS = 3;

export async function run(): Promise<BenchRow[]> {
  const base = baselineDir();
  const versions: Version[] = [{ name: 'ora', dir: REPO }, ...(base ? [{ name: 'base' as const, dir: base }] : [])];
  const loads: number[] = [loadavg()[0]!];
  // This process (the load generator, the browser's driver) on core 1; servers pinned by rates() to core 0.
  try {
    execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  } catch { /* not Linux: unpinned */ }

  // A version whose workers run a built bundle gets it built first, as `npm run build` does before `npm start`.
  for (const v of versions) {
    // Its name before issue 32, in an older version compared: build-transit-worker.ts.
    const buildWorker = ['build-compute-worker.ts', 'build-transit-worker.ts'].map((f) => join(v.dir, 'apps/server/src/cli', f)).find((f) => existsSync(f));
    if (buildWorker) execFileSync(process.execPath, ['--import', 'tsx', buildWorker], { cwd: v.dir, stdio: 'ignore' });
  }

  const visits = new Map<string, FirstVisit[]>(versions.map((v) => [v.name, []]));
  for (let r = 0; r < START_ROUNDS; r++) for (const v of versions) visits.get(v.name)!.push(await firstVisit(v));
  loads.push(loadavg()[0]!);

  const rate = await rates(versions);
  loads.push(loadavg()[0]!);
  const ephemeris = openSwissEphemeris();
  let n = 0;
  const coreCharts = opsPerSecond(() => computeNatalChart({ jdUt: BIRTH_JD_UT + (n++ % 1000) * 0.37, latitude: BIRTH.latitude, longitude: BIRTH.longitude }, ephemeris), 2000);

  const weights = new Map<string, Weight>();
  const clicked = new Map<string, Clicks>();
  for (const v of versions) {
    weights.set(v.name, await weight(v));
    clicked.set(v.name, await clicks(v, CLICK_ROUNDS));
  }
  // The last build left in this checkout is this checkout's.
  loads.push(loadavg()[0]!);

  const rows: BenchRow[] = [];
  const both = (f: (name: string) => string) => versions.map((v) => `${v.name}: ${f(v.name)}`).join(' | ');
  const ratio = (a: number, b: number) => `×${fmt(a / b, 2)}`;

  rows.push({ label: `(1) start-up: spawn → /api/health 200 (median of ${START_ROUNDS} fresh servers)`, value: both((n) => ms(median(visits.get(n)!.map((x) => x.startUpMs)))) });
  rows.push({ label: '    first POST /api/transiti, a year (2025), sent as soon as health answers', value: both((n) => `${ms(median(visits.get(n)!.map((x) => x.firstMs)))} (${visits.get(n)!.map((x) => fmt(x.firstMs)).join(', ')})`) });
  rows.push({ label: '    warm: a new year each (2026–2029), median', value: both((n) => ms(median(visits.get(n)!.map((x) => x.warmMs)))) });
  rows.push({ label: '    first / warm (target ≤ 1.5)', value: both((n) => ratio(median(visits.get(n)!.map((x) => x.firstMs)), median(visits.get(n)!.map((x) => x.warmMs)))) });

  const clickCell = (t: Timed[]) => `${ms(median(t.map((x) => x.ms)))} (${t.map((x) => fmt(x.ms)).join(', ')})`;
  rows.push({ label: `(2) click on «Tabella Transiti», a year, its prefetched answer in hand → table drawn (median of ${CLICK_ROUNDS}; target ≤ 100 ms)`, value: both((n) => clickCell(clicked.get(n)!.yearTab)) });
  rows.push({ label: '    the same, ten years', value: both((n) => clickCell(clicked.get(n)!.decadeTab)) });
  rows.push({ label: '    ten years, click on «Mostra la Luna» → table with Luna (a new call; target ≤ 1 s)', value: both((n) => clickCell(clicked.get(n)!.decadeMoon)) });

  rows.push({ label: '(3) first page as built: index.html + its JS and CSS, brotli 11 (target ≤ 150 kB)', value: both((n) => kb(weights.get(n)!.gateBrotli)) });
  rows.push({ label: '    the same, gzip -9', value: both((n) => kb(weights.get(n)!.gateGzip)) });
  rows.push({ label: '    Chromium, received when the gate is drawn (document, JS, CSS)', value: both((n) => kb(weights.get(n)!.receivedAtGate)) });
  rows.push({ label: '    Chromium, received 5 s after the load (the chart screen fetched while the visitor reads)', value: both((n) => kb(weights.get(n)!.receivedWhenIdle)) });

  const r = (n: string) => rate.get(n)!;
  rows.push({ label: `(4) POST /api/tema-natale, the same chart: req/s (server CPU µs a request), best of ${RATE_ROUNDS} rounds`, value: both((n) => `${fmt(r(n).natal)} (${fmt(r(n).natalCpuUs)} µs)`) });
  rows.push({ label: '    POST /api/tema-natale, a different chart each request', value: both((n) => `${fmt(r(n).natalDistinct)} (${fmt(r(n).distinctCpuUs)} µs)`) });
  rows.push({ label: '    GET /api/health', value: both((n) => `${fmt(r(n).health)} (${fmt(r(n).healthCpuUs)} µs)`) });
  if (base) {
    rows.push({ label: '    now / base: natal same, natal different, health (target ≥ 1)', value: `${ratio(r('ora').natal, r('base').natal)}, ${ratio(r('ora').natalDistinct, r('base').natalDistinct)}, ${ratio(r('ora').health, r('base').health)}` });
  }
  rows.push({ label: '    core alone in this process: natal charts/s; HTTP different charts / core', value: `${fmt(coreCharts)} charts/s; ${both((n) => ratio(r(n).natalDistinct, coreCharts))}` });
  rows.push({ label: 'load average (1 min) at the start / after (1) / after (4) / at the end', value: `${loads.map((l) => fmt(l, 1)).join(' / ')}` });
  if (!base) rows.push({ label: 'baseline', value: 'not measured: set BENCH_BASELINE_DIR to a checkout of 99ffa0f with node_modules' });
  return rows;
}
