/**
 * Two people (issue 35): synastry + composite + Davison for a couple (target ≤ 50 ms on the
 * server), each part apart; and a year of transits to the Tema composito (and to the Tema Davison)
 * beside a year to a natal chart, timed in the same loop, turn by turn (target: the composite's
 * year no dearer than the natal one). On this thread through the server's adapters (cold: a new
 * path cache each run), then through the API (app.inject, the pool's real threads; a new couple or
 * chart each request, a birth a minute later, so that nothing of the charts is cached).
 */
import { performance } from 'node:perf_hooks';
import {
  computeSynastry,
  createPathCache,
  davisonFrame,
  DEFAULT_SYNASTRY_ORBS,
  natalPointsOf,
  nearestPlaceWithin,
} from '@astrolabio/core';
import { coppiaBodySchema, coppiaTransitiBodySchema, transitiBodySchema } from '@astrolabio/contract';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { buildApp } from '../../apps/server/src/app.ts';
import { birthFrameOf, compositeOf, coupleChartsIt, coupleNatalCharts, davisonOf } from '../../apps/server/src/adapters/couple-charts.ts';
import { runCoupleChartTransits } from '../../apps/server/src/adapters/couple-transits.ts';
import { runTransits } from '../../apps/server/src/adapters/transits.ts';
import { scanPlaces } from '../../apps/server/src/adapters/return-scan.ts';
import { BIRTH } from './inputs.ts';
import { fmt, median, medianMs } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Two people (issue 35): synastry + composite + Davison; a year of transits to the composite vs to a natal chart';

const TARGET_COUPLE_MS = 50;
/** The second person: Milano, two years on (the pool's shape couple). */
const SECOND = { datetime: '1992-06-15T08:30', latitude: 45.4642, longitude: 9.19, timezone: 2 };
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };
const RUNS = 21;
const TRANSIT_RUNS = 7;

/** Median ms of each function, run turn by turn `runs` times after one warm-up each: the machine's load weighs on all alike. */
async function pairedMedians<const F extends readonly (() => unknown)[]>(fns: F, runs: number): Promise<{ [K in keyof F]: number }> {
  for (const fn of fns) await fn();
  const times = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      times[k]!.push(performance.now() - t);
    }
  }
  return times.map(median) as { [K in keyof F]: number };
}

/** `birth` `minutes` minutes later in the same hour (a new chart each request; minutes < 60). */
function minutesLater<B extends { datetime: string }>(birth: B, minutes: number): B {
  const [date, time] = birth.datetime.split('T') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const hh = String(Math.floor(total / 60) % 24).padStart(2, '0');
  return { ...birth, datetime: `${date}T${hh}:${String(total % 60).padStart(2, '0')}` };
}

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const places = scanPlaces();
  const couple = coppiaBodySchema.parse({ primo: BIRTH, secondo: SECOND });

  // The whole answer of POST /api/coppia on this thread, then its parts on the same charts.
  const wholeMs = await medianMs(() => coupleChartsIt(couple, ephemeris, places), RUNS);
  const [first, second] = coupleNatalCharts(couple, ephemeris);
  const [natalsMs, synastryMs, compositeMs, davisonMs, placeMs] = await pairedMedians([
    () => coupleNatalCharts(couple, ephemeris),
    () => computeSynastry(natalPointsOf(first), natalPointsOf(second), { orbs: DEFAULT_SYNASTRY_ORBS }),
    () => compositeOf(couple, first, second, ephemeris),
    () => davisonOf(couple, ephemeris),
    () => nearestPlaceWithin(places, davisonFrame(birthFrameOf(couple.primo), birthFrameOf(couple.secondo))),
  ], RUNS);
  const synastryCount = computeSynastry(natalPointsOf(first), natalPointsOf(second), { orbs: DEFAULT_SYNASTRY_ORBS }).aspects.length;

  // A year of transits, cold (a new path cache each run), the three charts turn by turn.
  const natalBody = transitiBodySchema.parse({ natal: BIRTH, ...YEAR });
  const compositeBody = coppiaTransitiBodySchema.parse({ primo: BIRTH, secondo: SECOND, tema: 'composite', ...YEAR });
  const davisonBody = coppiaTransitiBodySchema.parse({ primo: BIRTH, secondo: SECOND, tema: 'davison', ...YEAR });
  const counts = { natal: 0, composite: 0, davison: 0 };
  const [natalYearMs, compositeYearMs, davisonYearMs] = await pairedMedians([
    () => { counts.natal = runTransits(natalBody, ephemeris, createPathCache()).records.length; },
    () => { counts.composite = runCoupleChartTransits(compositeBody, ephemeris, createPathCache()).records.length; },
    () => { counts.davison = runCoupleChartTransits(davisonBody, ephemeris, createPathCache()).records.length; },
  ], TRANSIT_RUNS);

  const app = await buildApp();
  try {
    const post = async (url: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url, payload, headers: { 'accept-encoding': 'identity' } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    // A new couple (or chart) each request: the first person a minute later each time.
    let minute = 0;
    const next = () => minutesLater(BIRTH, ++minute % 60);
    const [apiCoupleMs] = await pairedMedians([() => post('/api/coppia', { primo: next(), secondo: SECOND })], RUNS);
    const [apiNatalYearMs, apiCompositeYearMs] = await pairedMedians([
      () => post('/api/transiti', { natal: next(), ...YEAR }),
      () => post('/api/coppia/transiti', { primo: next(), secondo: SECOND, tema: 'composite', ...YEAR }),
    ], TRANSIT_RUNS);
    const parts = natalsMs + synastryMs + compositeMs + davisonMs + placeMs;
    return [
      { label: 'this thread: POST /api/coppia\'s answer (2 natal charts, synastry, composite, Davison, its place\'s name)', value: `${fmt(wholeMs, 1)} ms (target ≤ ${TARGET_COUPLE_MS} ms)` },
      { label: '  the two natal charts', value: `${fmt(natalsMs, 2)} ms` },
      { label: `  synastry (16 × 16 points, 5 aspects, synastry orbs: ${synastryCount} aspects)`, value: `${fmt(synastryMs, 2)} ms` },
      { label: '  composite (midpoints, reference-place houses, aspects)', value: `${fmt(compositeMs, 2)} ms` },
      { label: '  Davison chart', value: `${fmt(davisonMs, 2)} ms` },
      { label: `  Davison place's name (nearest of ${fmt(places.length)} gazetteer places)`, value: `${fmt(placeMs, 2)} ms` },
      { label: '  sum of the parts (the rest: encoding the answer)', value: `${fmt(parts, 1)} ms` },
      { label: 'API: POST /api/coppia, a new couple each request (pool)', value: `${fmt(apiCoupleMs, 1)} ms (target ≤ ${TARGET_COUPLE_MS} ms)` },
      { label: `this thread: a year of transits to a natal chart (2025, cold; ${counts.natal} transits)`, value: `${fmt(natalYearMs, 1)} ms (baseline)` },
      { label: `this thread: the same year to the Tema composito (${counts.composite} transits)`, value: `${fmt(compositeYearMs, 1)} ms = ×${fmt(compositeYearMs / natalYearMs, 2)} (target ≤ ×1)` },
      { label: `this thread: the same year to the Tema Davison (${counts.davison} transits)`, value: `${fmt(davisonYearMs, 1)} ms = ×${fmt(davisonYearMs / natalYearMs, 2)}` },
      { label: 'API: POST /api/transiti, a year, a new chart each request', value: `${fmt(apiNatalYearMs, 1)} ms (baseline)` },
      { label: 'API: POST /api/coppia/transiti (composito), a year, a new couple each request', value: `${fmt(apiCompositeYearMs, 1)} ms = ×${fmt(apiCompositeYearMs / apiNatalYearMs, 2)} (target ≤ ×1)` },
    ];
  } finally {
    await app.close();
  }
}
