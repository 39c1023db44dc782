/**
 * A profile of one click in Tabella Transiti (issue 23), for finding where its time goes, not a
 * figure for the bench: the chart computed for a period, its prefetched answer in hand, then the
 * click on the tab (and, with `--moon`, on «Mostra la Luna») traced in Chromium. Prints the wall
 * time, the main thread's task time and CPU time (trace `dur`/`tdur`) between the click and the
 * table drawn, the trace's events by name, and the JavaScript functions by self time (V8's
 * sampler). Run on a build (`npm run build -w @astrolabio/web`, or `-- --minify false` for names):
 *   node --import tsx scripts/bench/profile-click.ts [year|decade] [--moon] [--plain] [--settle <ms>] [--dist <dir>]
 * (`--plain`: timed only, not traced; `--settle`: a wait before the click).
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';
import { ANSWER_IN_HAND, computeChart, DECADE, timeClick, YEAR } from './transit-views.bench.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const period = args.includes('decade') ? DECADE : YEAR;
const moon = args.includes('--moon');
const distAt = args.indexOf('--dist');
const webDistDir = distAt >= 0 ? args[distAt + 1]! : join(root, 'apps/web/dist');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: unknown };
}

async function traced<T>(cdp: CDPSession, work: () => Promise<T>): Promise<{ result: T; events: TraceEvent[]; profile: CpuProfile }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // The sampler first: its start (a long task) stays out of the trace.
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,v8,blink',
    options: 'sampling-frequency=10000',
  } as never);
  const result = await work();
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.end');
  await done;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  return { result, events, profile };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

function selfTimes(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

/** Inclusive time per function (a function counted once per sample even when recursive). */
function totalTimes(profile: CpuProfile): [string, number][] {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
  });
  return [...total].sort((a, b) => b[1] - a[1]);
}

function summarise(events: TraceEvent[], label: string): void {
  const mainThread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = events.filter((e) => mainThread && e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  const wallMs = tasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const cpuMs = tasks.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
  console.log(`${label}: main thread tasks ${tasks.length}, ${wallMs.toFixed(1)} ms wall, ${cpuMs.toFixed(1)} ms CPU; longest ${(Math.max(0, ...tasks.map((t) => t.dur ?? 0)) / 1000).toFixed(1)} ms`);
  const t0 = tasks[0]?.ts ?? 0;
  for (const t of tasks.filter((e) => (e.dur ?? 0) > 3000)) console.log(`  task at +${((t.ts - t0) / 1000).toFixed(1)} ms: ${((t.dur ?? 0) / 1000).toFixed(1)} ms wall, ${((t.tdur ?? 0) / 1000).toFixed(1)} ms CPU`);
  const byName = new Map<string, { ms: number; cpu: number; n: number }>();
  for (const e of main) {
    const s = byName.get(e.name) ?? { ms: 0, cpu: 0, n: 0 };
    s.ms += (e.dur ?? 0) / 1000;
    s.cpu += (e.tdur ?? 0) / 1000;
    s.n++;
    byName.set(e.name, s);
  }
  for (const [name, s] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) console.log(`  ${name.padEnd(50)} ${s.ms.toFixed(1).padStart(8)} ms  cpu ${s.cpu.toFixed(1).padStart(7)}  ×${s.n}`);
}

async function clickProfiled(page: Page, cdp: CDPSession, selector: string, previousRows: number, label: string) {
  if (args.includes('--plain')) {
    const result = await timeClick(page, selector, previousRows);
    console.log(`== ${label}: ${result.ms.toFixed(1)} ms click → drawn, untraced (rows ${result.rows}, answer at ${result.answerMs?.toFixed(0)} ms, longest task ${result.longestTaskMs.toFixed(0)} ms), load ${loadavg()[0]!.toFixed(2)}`);
    return result;
  }
  const { result, events, profile } = await traced(cdp, () => timeClick(page, selector, previousRows));
  writeFileSync(`/tmp/profile-click-${label}.json`, JSON.stringify({ traceEvents: events }));
  writeFileSync(`/tmp/profile-click-${label}.cpuprofile`, JSON.stringify(profile));
  console.log(`\n== ${label}: ${result.ms.toFixed(1)} ms click → drawn (rows ${result.rows}, answer at ${result.answerMs?.toFixed(0)} ms, longest task ${result.longestTaskMs.toFixed(0)} ms), load ${loadavg()[0]!.toFixed(2)}`);
  summarise(events, label);
  console.log('  self time (sampler):');
  for (const [k, v] of selfTimes(profile).slice(0, 30)) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
  console.log('  total time (sampler):');
  for (const [k, v] of totalTimes(profile).slice(0, 45)) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
  return result;
}

const dataDir = mkdtempSync(join(tmpdir(), 'astrolabio-profile-'));
const app = await buildApp({ webDistDir, site: { subscribersDbPath: join(dataDir, 'iscritti.sqlite') } });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/transiti') console.log('POST /api/transiti for', (JSON.parse(r.postData() ?? '{}') as { planets?: string[] }).planets?.join(', '));
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Entra nell’app' }).click();
  await computeChart(page, period);
  await page.getByRole('tab', { name: 'Tabella Transiti' }).evaluate((el) => el.setAttribute('data-bench', 'tab'));
  await page.evaluate(`(${ANSWER_IN_HAND})()`);
  const settleAt = args.indexOf('--settle');
  if (settleAt >= 0) await page.waitForTimeout(Number(args[settleAt + 1]));
  console.log('before the click: rows in the page', await page.evaluate('document.querySelectorAll(".tt-row").length'));
  const cdp = await context.newCDPSession(page);
  const tab = await clickProfiled(page, cdp, '[data-bench=tab]', -1, 'tab');
  if (moon) {
    await page.getByRole('button', { name: 'Mostra la Luna' }).evaluate((el) => el.setAttribute('data-bench', 'moon'));
    await clickProfiled(page, cdp, '[data-bench=moon]', tab.rows, 'moon');
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
