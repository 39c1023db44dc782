/**
 * Issue 34, «Waits»: the ten-year calendar (POST /api/transiti.ics) of this checkout beside the
 * checkout in BENCH_BASELINE_DIR (the baseline is 99ffa0f, before the exports wrote the
 * user's zone), both servers up at once and requests alternated so both see the same load: five new
 * decades (nothing cached), then one decade asked again.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BIRTH } from './inputs.ts';
import { baselineDir, REPO, startServerProcess, type ServerProcess } from './server-process.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Issue 34: il calendario .ics di dieci anni — contro la base nella stessa esecuzione';

const NEW_DECADES = [2030, 2040, 2050, 2060, 2070];
const AGAIN_RUNS = 3;
const ms = (x: number) => `${fmt(x, 0)} ms`;

async function postDecade(origin: string, startYear: number): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${origin}/api/transiti.ics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    body: JSON.stringify({ natal: BIRTH, startDate: `${startYear}-01-01`, endDate: `${startYear + 9}-12-31` }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`POST /api/transiti.ics: ${res.status}`);
  return performance.now() - t;
}

interface Times {
  fresh: number[];
  again: number[];
}

export async function run(): Promise<BenchRow[]> {
  const base = baselineDir();
  const dirs: Record<string, string> = base ? { ora: REPO, base } : { ora: REPO };
  const servers: Record<string, ServerProcess> = {};
  try {
    for (const [name, dir] of Object.entries(dirs)) servers[name] = await startServerProcess(dir);
    // Warm: the workers' first calendar (a decade no measured round asks for).
    for (const s of Object.values(servers)) await postDecade(s.origin, 2100);
    const times: Record<string, Times> = {};
    for (const name of Object.keys(servers)) times[name] = { fresh: [], again: [] };
    for (const y of NEW_DECADES) for (const [name, s] of Object.entries(servers)) times[name]!.fresh.push(await postDecade(s.origin, y));
    for (let i = 0; i < AGAIN_RUNS; i++) for (const [name, s] of Object.entries(servers)) times[name]!.again.push(await postDecade(s.origin, NEW_DECADES[0]!));
    const rows: BenchRow[] = [{ label: 'load average (1 min) at the end', value: fmt(loadavg()[0]!, 2) }];
    for (const [name, t] of Object.entries(times)) {
      rows.push({ label: `${name}: a new decade, median of ${t.fresh.length}`, value: `${ms(median(t.fresh))}  (${t.fresh.map((x) => fmt(x, 0)).join(', ')})` });
      rows.push({ label: `${name}: a decade asked before, median of ${t.again.length}`, value: ms(median(t.again)) });
    }
    if (times.base) {
      rows.push({ label: 'ora / base, a new decade', value: `×${fmt(median(times.ora!.fresh) / median(times.base.fresh), 2)} (issue 34: was ×1.8)` });
      rows.push({ label: 'ora / base, a decade asked before', value: `×${fmt(median(times.ora!.again) / median(times.base.again), 2)}` });
    } else {
      rows.push({ label: 'baseline', value: 'not measured: set BENCH_BASELINE_DIR to a checkout of 99ffa0f with node_modules' });
    }
    return rows;
  } finally {
    for (const s of Object.values(servers)) await s.stop();
  }
}
