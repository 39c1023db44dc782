/**
 * Where the time of one warm POST /api/transiti goes, as the transit bench's (4) row makes it: one
 * natal chart, one calendar year, every body, target and aspect at 3°, server and client (Node's
 * fetch, which asks for gzip) in one process over loopback. Server phases come from Fastify hooks;
 * the engine and the JSON writer are also timed on their own, in the same process and between the
 * same requests. Medians over the runs (docs/decisions/0013-transit-answer-speed.md).
 *
 * Run: node --import tsx scripts/measure/transit-answer-breakdown.ts [runs, default 40]
 */
import type { AddressInfo } from 'node:net';
import { PerformanceObserver } from 'node:perf_hooks';
import { createPathCache } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { buildApp } from '../../apps/server/src/app.ts';
import { runTransits, type TransitRequest } from '../../apps/server/src/adapters/transits.ts';
import { transitiResponseJson } from '../../apps/server/src/adapters/transits-json.ts';
import { transitiBodySchema } from '@astrolabio/contract';
import { BIRTH } from '../bench/inputs.ts';
import { median } from '../bench/timing.ts';

const RUNS = Number(process.argv[2] ?? 40);
const WARM_UP_RUNS = 5;
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const gcPauses: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push({ start: e.startTime, duration: e.duration });
}).observe({ entryTypes: ['gc'] });

const app = await buildApp();
const at: Record<string, number> = {};
app.addHook('onRequest', async () => void (at.received = performance.now()));
app.addHook('preHandler', async () => void (at.validated = performance.now()));
app.addHook('onSend', async () => void (at.answered = performance.now()));
app.addHook('onResponse', async () => void (at.sent = performance.now()));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
const natalData = await (await post(`${base}/tema-natale`, BIRTH)).json();

// The engine and the writer alone, on the same request, with their own warm path cache.
const ephemeris = openSwissEphemeris();
const request = transitiBodySchema.parse({ natalData, ...YEAR }) as TransitRequest;
const cache = createPathCache();
runTransits(request, ephemeris, cache);

const PHASES = [
  'client → server (request sent, routed)',
  'validation (zod)',
  'handler: engine + JSON writer',
  'compression (gzip 1) and sending',
  'client: receive, decompress, decode',
  'client: JSON.parse',
] as const;
const rows: { phases: number[]; total: number; engine: number; writer: number; marks: number[] }[] = [];
for (let i = 0; i < WARM_UP_RUNS + RUNS; i++) {
  const t0 = performance.now();
  const res = await post(`${base}/transiti`, { natalData, ...YEAR });
  const text = await res.text();
  const t1 = performance.now();
  JSON.parse(text);
  const t2 = performance.now();
  const e0 = performance.now();
  const run = runTransits(request, ephemeris, cache);
  const e1 = performance.now();
  transitiResponseJson(run);
  const e2 = performance.now();
  const marks = [t0, at.received!, at.validated!, at.answered!, at.sent!, t1, t2];
  if (i >= WARM_UP_RUNS) {
    rows.push({ phases: PHASES.map((_, p) => marks[p + 1]! - marks[p]!), total: t2 - t0, engine: e1 - e0, writer: e2 - e1, marks });
  }
}
await new Promise((resolve) => setTimeout(resolve, 50)); // let the last GC entries arrive
await app.close();

const gcIn = (p: number) => {
  let sum = 0;
  for (const g of gcPauses) for (const r of rows) if (g.start >= r.marks[p]! && g.start < r.marks[p + 1]!) sum += g.duration;
  return sum / rows.length;
};
console.log(`warm POST /api/transiti, ${YEAR.startDate} … ${YEAR.endDate}, medians of ${RUNS} (ms); GC = mean pause per request in the phase`);
PHASES.forEach((name, p) => console.log(`  ${name.padEnd(40)} ${median(rows.map((r) => r.phases[p]!)).toFixed(1).padStart(6)}   GC ${gcIn(p).toFixed(1)}`));
console.log(`  ${'total'.padEnd(40)} ${median(rows.map((r) => r.total)).toFixed(1).padStart(6)}`);
console.log(`  ${'alone: engine (warm path cache)'.padEnd(40)} ${median(rows.map((r) => r.engine)).toFixed(1).padStart(6)}`);
console.log(`  ${'alone: JSON writer'.padEnd(40)} ${median(rows.map((r) => r.writer)).toFixed(1).padStart(6)}`);
