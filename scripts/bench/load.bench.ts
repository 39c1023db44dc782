/**
 * The server under heavy work (issue 17, section 1): `npm start`'s own process on loopback, and
 * from this process /api/health asked every few milliseconds while eight ten-year POST
 * /api/transiti, then eight ten-year calendars, run at once; one ten-year calendar alone; the
 * server's memory (RSS) before and after. Each figure beside the issue's baseline and target.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { transitiBodySchema } from '@astrolabio/contract';
import { openComputeWorkerState, runPoolTask } from '../../apps/server/src/compute-pool/task.ts';
import { BIRTH } from './inputs.ts';
import { fmt, median, quantile } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Sotto carico (issue 17): /api/health durante transiti di dieci anni, calendario, memoria';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));

const TEN_YEARS = { natal: BIRTH, startDate: '2020-01-01', endDate: '2029-12-31' };
const CONCURRENT = 8;
/** Pause between two health probes (each waits for the previous answer). */
const PROBE_GAP_MS = 5;
/** Ten-year periods no request has asked for yet (the bodies' paths not in any worker's cache). */
const NEW_DECADES = ['2030', '2040', '2050'].map((y) => ({ startDate: `${y}-01-01`, endDate: `${Number(y) + 9}-12-31` }));
/** Runs of the lone calendar of a period already asked for. */
const LONE_CALENDAR_RUNS = 3;
/** How long /api/health is asked with nothing else running: the floor of the figures under load. */
const IDLE_PROBING_MS = 1500;
/** Target for /api/health p99 under load (the issue), ms. */
const HEALTH_P99_TARGET_MS = 50;

interface Server {
  child: ChildProcess;
  origin: string;
}

/**
 * `npm start`'s server (src/server.ts) with the settings an operator would give: no rate limit
 * (one client sends everything here) unless `settings` say otherwise, an external questionnaire
 * (so no subscribers' database to set up), logs at `info` to read the port it listens on.
 */
async function startServer(settings: Record<string, string> = { RATE_LIMIT_CALCULATIONS_MAX: '0' }): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      QUESTIONNAIRE_URL: 'https://example.org/questionario',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  for (let waitedMs = 0; waitedMs < 120_000; waitedMs += 100) {
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m) return { child, origin: m[1]! };
    if (child.exitCode !== null) throw new Error(`the server exited: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start within 120 s');
}

/** The server's resident memory, MB (Linux /proc; undefined elsewhere). */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1000;
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

/** One request; the body is counted, not kept (nor decompressed): the client stays light. */
function send(origin: string, method: 'GET' | 'POST', path: string, body?: unknown, agent?: Agent, client?: string): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${origin}${path}`, {
      method,
      agent,
      headers: { 'accept-encoding': 'br', ...(client ? { 'x-forwarded-for': client } : {}), ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}) },
    }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - start }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** /api/health asked again and again, one request at a time, until `work` settles: each answer's time, ms. */
async function healthDuring(origin: string, work: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    times.push((await send(origin, 'GET', '/api/health', undefined, agent)).ms);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  agent.destroy();
  return times;
}

interface UnderLoad {
  healthMs: number[];
  heavy: Answer[];
  wallMs: number;
}

/** `CONCURRENT` copies of a ten-year request at once, and /api/health meanwhile. */
async function healthWhile(origin: string, path: string): Promise<UnderLoad> {
  const heavy = Promise.all(Array.from({ length: CONCURRENT }, () => send(origin, 'POST', path, TEN_YEARS)));
  const healthMs = await healthDuring(origin, heavy);
  const answers = await heavy;
  // All sent at once: the slowest is when the last was answered.
  return { healthMs, heavy: answers, wallMs: Math.max(...answers.map((a) => a.ms)) };
}

/**
 * A worker's work for one ten-year calendar, done here in one thread without HTTP: its CPU time
 * (this process's, so the garbage collector's helper threads count too), which other programs on
 * the machine do not inflate as they do wall time. The decades are new to this process, then again.
 */
async function calendarCpuMs(): Promise<{ newPeriodMs: number[]; againMs: number[] }> {
  const state = openComputeWorkerState();
  const task = (period: { startDate: string; endDate: string }) => ({
    route: 'transitiIcs' as const, input: transitiBodySchema.parse({ ...TEN_YEARS, ...period }), encoding: 'br' as const, requestedAtMs: Date.now(), validateAnswer: false, cancelled: new Int32Array(1),
  });
  const cpuMs = async (period: { startDate: string; endDate: string }) => {
    const before = process.cpuUsage();
    await runPoolTask(task(period), state);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  // The code compiled first, on a short period, as in a worker that has answered before.
  await cpuMs({ startDate: '2100-01-01', endDate: '2100-03-31' });
  const newPeriodMs: number[] = [];
  for (const d of NEW_DECADES) newPeriodMs.push(await cpuMs(d));
  const againMs: number[] = [];
  for (const d of NEW_DECADES) againMs.push(await cpuMs(d));
  return { newPeriodMs, againMs };
}

const ms = (x: number) => `${fmt(x, x < 100 ? 1 : 0)} ms`;

function loadRows(what: string, r: UnderLoad, baseline: string): BenchRow[] {
  const sorted = [...r.healthMs].sort((a, b) => a - b);
  const p99 = quantile(sorted, 0.99);
  const refused = r.heavy.filter((a) => a.status === 503).length;
  const failed = r.heavy.filter((a) => a.status !== 200 && a.status !== 503).length;
  return [
    {
      label: `/api/health during ${CONCURRENT} concurrent ten-year ${what}: p50 / p99 / max (${sorted.length} probes)`,
      value: `${ms(quantile(sorted, 0.5))} / ${ms(p99)} / ${ms(sorted.at(-1)!)} — target p99 ≤ ${HEALTH_P99_TARGET_MS} ms${p99 <= HEALTH_P99_TARGET_MS ? '' : ' (missed)'}; before: ${baseline}`,
    },
    {
      label: `  the ${CONCURRENT} ${what}: all answered after / each`,
      value: `${ms(r.wallMs)} / median ${ms(median(r.heavy.map((a) => a.ms)))}, ${fmt(median(r.heavy.map((a) => a.bytes)) / 1000)} kB brotli each`
        + `${refused ? `; ${refused} refused (503: queue full)` : ''}${failed ? `; ${failed} failed!` : ''}`,
    },
  ];
}

/** A year for the second client of the fairness figure: the kind of request a person makes. */
const ONE_YEAR = { natal: BIRTH, startDate: '2026-01-01', endDate: '2026-12-31' };
const FIRST_CLIENT = '203.0.113.1';
const SECOND_CLIENT = '203.0.113.2';
/** Runs of the second client's year, alone and under the first client's load. */
const FAIRNESS_RUNS = 3;
/** Target: the second client's year under load within this many times its time alone (issue 22). */
const FAIRNESS_TARGET_RATIO = 3;

/**
 * Issue 22's fairness figure: the first client keeps `CONCURRENT` ten-year requests going (each
 * answered one sent again) while the second asks for a year, `FAIRNESS_RUNS` times; the second's
 * time alone first. Before the fair scheduler the second waited behind the whole queue or got 503.
 */
async function fairness(origin: string): Promise<{ alone: Answer[]; loaded: Answer[]; firstAnswered: number; firstRefused: number }> {
  const alone: Answer[] = [];
  for (let i = 0; i < FAIRNESS_RUNS; i++) alone.push(await send(origin, 'POST', '/api/transiti', ONE_YEAR, undefined, SECOND_CLIENT));
  let stop = false;
  let firstAnswered = 0;
  let firstRefused = 0;
  const keepGoing = async () => {
    while (!stop) {
      const a = await send(origin, 'POST', '/api/transiti', TEN_YEARS, undefined, FIRST_CLIENT);
      if (a.status === 200) firstAnswered++;
      else firstRefused++;
    }
  };
  const first = Array.from({ length: CONCURRENT }, keepGoing);
  // The first client's requests fill the workers and the queue.
  await new Promise((r) => setTimeout(r, 1500));
  const loaded: Answer[] = [];
  for (let i = 0; i < FAIRNESS_RUNS; i++) {
    loaded.push(await send(origin, 'POST', '/api/transiti', ONE_YEAR, undefined, SECOND_CLIENT));
    await new Promise((r) => setTimeout(r, 300));
  }
  stop = true;
  await Promise.all(first);
  return { alone, loaded, firstAnswered, firstRefused };
}

/** Clients looping on transiti-mensili for this long while /api/health is probed (issue 22). */
const MONTHLY_LOOP_MS = 6000;
const MONTHLY_CLIENTS = 3;
/** The audit's period: 732 days. */
const MONTHLY_PERIOD = 'startDate=2024-01-01&endDate=2026-01-01';

/**
 * /api/health while `MONTHLY_CLIENTS` clients loop on transiti-mensili: on the same 732 days (as
 * the audit did: kept after the first), and each on a period of its own every time (never kept:
 * every request is made by a worker).
 */
async function healthWhileMonthly(origin: string, samePeriod: boolean): Promise<{ healthMs: number[]; answered: number; statuses: Set<number> }> {
  let stop = false;
  let answered = 0;
  let n = 0;
  const statuses = new Set<number>();
  const loop = async (client: number) => {
    while (!stop) {
      const year = 1900 + (n++ % 400);
      const query = samePeriod ? MONTHLY_PERIOD : `startDate=${year}-01-01&endDate=${year + 2}-01-01`;
      const a = await send(origin, 'GET', `/api/transiti-mensili?${query}`, undefined, undefined, `198.51.${samePeriod ? 100 : 101}.${client}`);
      statuses.add(a.status);
      answered++;
      // Over its limit (429), a client that loops still waits a moment before asking again.
      if (a.status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
  };
  const loops = Promise.all(Array.from({ length: MONTHLY_CLIENTS }, (_, i) => loop(i + 1)));
  const healthMs = await healthDuring(origin, new Promise((r) => setTimeout(r, MONTHLY_LOOP_MS)));
  stop = true;
  await loops;
  return { healthMs, answered, statuses };
}

function monthlyRow(what: string, r: { healthMs: number[]; answered: number; statuses: Set<number> }): BenchRow {
  const sorted = [...r.healthMs].sort((a, b) => a - b);
  const p99 = quantile(sorted, 0.99);
  return {
    label: `/api/health while ${MONTHLY_CLIENTS} clients loop on transiti-mensili, ${what}: p50 / p99 / max (${sorted.length} probes)`,
    value: `${ms(quantile(sorted, 0.5))} / ${ms(p99)} / ${ms(sorted.at(-1)!)} — target p99 ≤ ${HEALTH_P99_TARGET_MS} ms${p99 <= HEALTH_P99_TARGET_MS ? '' : ' (missed)'}; `
      + `before: p99 166 ms, max 293 ms; ${r.answered} tables answered (status ${[...r.statuses].join(', ')})`,
  };
}

export async function run(): Promise<BenchRow[]> {
  const server = await startServer();
  const { origin } = server;
  const pid = server.child.pid!;
  try {
    // Short periods at once, so that every worker has run code (compiled); the ten years' paths are not cached yet.
    await Promise.all(Array.from({ length: 4 }, () => send(origin, 'POST', '/api/transiti', { natal: BIRTH, startDate: '2025-01-01', endDate: '2025-01-31' })));
    const rssStart = rssMb(pid);
    const idle = (await healthDuring(origin, new Promise((r) => setTimeout(r, IDLE_PROBING_MS)))).sort((a, b) => a - b);

    const json = await healthWhile(origin, '/api/transiti');
    const ics = await healthWhile(origin, '/api/transiti.ics');

    const lone: Answer[] = [];
    for (const decade of NEW_DECADES) lone.push(await send(origin, 'POST', '/api/transiti.ics', { ...TEN_YEARS, ...decade }));
    const again: Answer[] = [];
    for (let i = 0; i < LONE_CALENDAR_RUNS; i++) again.push(await send(origin, 'POST', '/api/transiti.ics', TEN_YEARS));
    const rssEnd = rssMb(pid);

    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    // Issue 22's figures: clients behind a proxy (TRUST_PROXY=1, named in X-Forwarded-For), each
    // within the default limits (120 calculations a minute), as the audit ran them.
    const fairServer = await startServer({ TRUST_PROXY: '1' });
    let fair: Awaited<ReturnType<typeof fairness>>;
    let monthlySame: Awaited<ReturnType<typeof healthWhileMonthly>>;
    let monthlyEach: Awaited<ReturnType<typeof healthWhileMonthly>>;
    try {
      await Promise.all([1, 2].map(() => send(fairServer.origin, 'POST', '/api/transiti', { natal: BIRTH, startDate: '2025-01-01', endDate: '2025-01-31' })));
      fair = await fairness(fairServer.origin);
      monthlySame = await healthWhileMonthly(fairServer.origin, true);
      monthlyEach = await healthWhileMonthly(fairServer.origin, false);
    } finally {
      fairServer.child.kill('SIGTERM');
      await new Promise((r) => fairServer.child.once('exit', r));
    }

    const mb = (x: number | undefined) => (x === undefined ? 'n/a' : `${fmt(x)} MB`);
    const aloneMs = median(fair.alone.map((a) => a.ms));
    const loadedMs = median(fair.loaded.map((a) => a.ms));
    const cpu = await calendarCpuMs();
    return [
      { label: `/api/health, idle: p50 / p99 (${idle.length} probes)`, value: `${ms(quantile(idle, 0.5))} / ${ms(quantile(idle, 0.99))}` },
      ...loadRows('POST /api/transiti', json, 'one such request stalled it 0.4–2 s'),
      ...loadRows('POST /api/transiti.ics', ics, 'p50 5.5 s, max 19 s'),
      {
        label: `one ten-year calendar alone (POST /api/transiti.ics, ~22 600 events, median of ${NEW_DECADES.length} / ${LONE_CALENDAR_RUNS}): a new period / one asked before`,
        value: `${ms(median(lone.map((a) => a.ms)))} / ${ms(median(again.map((a) => a.ms)))} — target < 1 s; before: 7.3 s`,
      },
      {
        label: `  the same in one thread, no HTTP: CPU time, a new period / one asked before (median of ${NEW_DECADES.length})`,
        value: `${ms(median(cpu.newPeriodMs))} / ${ms(median(cpu.againMs))} — target < 1 s`,
      },
      {
        label: `second client's one-year POST /api/transiti while the first keeps ${CONCURRENT} ten-year ones going: status / median time (${FAIRNESS_RUNS} runs) / alone`,
        value: `${fair.loaded.map((a) => a.status).join(' ')} / ${ms(loadedMs)} / ${ms(aloneMs)} = ${fmt(loadedMs / aloneMs, 1)}× — target 200 within ${FAIRNESS_TARGET_RATIO}×`
          + `${loadedMs <= FAIRNESS_TARGET_RATIO * aloneMs ? '' : ' (missed)'}; before: 14 of 14 answered 503`,
      },
      {
        label: '  the first client meanwhile: answered / refused (503, Retry-After)',
        value: `${fair.firstAnswered} / ${fair.firstRefused}`,
      },
      monthlyRow('the same 732 days', monthlySame),
      monthlyRow('a new 732 days each time', monthlyEach),
      { label: 'server RSS: after start and warm-up / after the run', value: `${mb(rssStart)} / ${mb(rssEnd)} — before: 0.6 GB → 1.0 GB` },
    ];
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
  }
}
