/**
 * A quick A/B of one ten-year POST /api/transiti.ics (new decades, then one asked before) between
 * this checkout and BENCH_BASELINE_DIR, both servers up at once, requests alternated.
 */
import { performance } from 'node:perf_hooks';
import { BIRTH } from './inputs.ts';
import { baselineDir, REPO, startServerProcess } from './server-process.ts';
import { median } from './timing.ts';

const base = baselineDir();
const dirs = base ? { ora: REPO, base } : { ora: REPO };
const servers = Object.fromEntries(await Promise.all(Object.entries(dirs).map(async ([k, d]) => [k, await startServerProcess(d)] as const)));
const post = async (origin: string, startYear: number) => {
  const t = performance.now();
  const res = await fetch(`${origin}/api/transiti.ics`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, body: JSON.stringify({ natal: BIRTH, startDate: `${startYear}-01-01`, endDate: `${startYear + 9}-12-31` }) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(String(res.status));
  return performance.now() - t;
};
try {
  for (const s of Object.values(servers)) await post(s.origin, 2100);
  const times: Record<string, { fresh: number[]; again: number[] }> = {};
  for (const y of [2030, 2040, 2050, 2060, 2070]) for (const [k, s] of Object.entries(servers)) (times[k] ??= { fresh: [], again: [] }).fresh.push(await post(s.origin, y));
  for (let i = 0; i < 3; i++) for (const [k, s] of Object.entries(servers)) times[k]!.again.push(await post(s.origin, 2030));
  for (const [k, t] of Object.entries(times)) console.log(k, 'new decade median', median(t.fresh).toFixed(0), 'ms', t.fresh.map((x) => x.toFixed(0)).join(' '), '| asked before', median(t.again).toFixed(0), 'ms');
} finally {
  for (const s of Object.values(servers)) await s.stop();
}
