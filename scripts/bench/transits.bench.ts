/**
 * Transit speed for one natal chart and one calendar year with all 13 transiting bodies × 16 natal
 * points × 5 aspects at maxOrb 3° (issue 12): the engine against its floor (every transiting body's
 * position once a day with raw calcUt; target ≤ 2×) and the ephemeris calls it makes; the answer's
 * size; and, from a Chromium page on the running server, one POST /api/transiti for the year
 * against the spec's way, 365 sequential POST /api/transiti-specifici (the one call's baseline:
 * 26–29 ms on 2026-11-21, to stay within 1.3×). Issue 25: the same year with every aspect (11) and
 * every natal point with the twelve house cusps (28), timed in the same loop as (1) (target ≤ 3×),
 * and the size of its answer.
 */
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import {
  ALL_ASPECT_CODES,
  ALL_POINT_CODES,
  computeHouseIngresses,
  computeNatalChart,
  computeTransits,
  datesInPeriod,
  midnightJulianDay,
  natalPointsOf,
  type Ephemeris,
} from '@astrolabio/core';
import { calcUt, openSwissEphemeris } from '@astrolabio/ephemeris';
import { ASPECT_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { buildApp } from '../../apps/server/src/app.ts';
import { BIRTH, BIRTH_JD_UT, EPHEMERIS_BODIES as TRANSITING } from './inputs.ts';
import { fmt, median, medianMs } from './timing.ts';
import { browserMissing, timeTransitsInBrowser } from './transits-in-browser.ts';
import type { BenchRow } from './types.ts';

export const title = 'Transiti di un anno (issue 12): motore e pavimento sweph, risposta, Chromium';

/** The year of the spec's default period. */
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };
const RUNS = 9;
const WARM_UP_RUNS = 2;
/** Rounds of the browser rows: each is the 365 calls once and the year's call three times. */
const BROWSER_ROUNDS = 5;
/** The one call's time from a Chromium page before this issue (decision 0013), ms, and the allowed factor. */
const BASELINE_YEAR_CALL_MS = { low: 26, high: 29, factor: 1.3 };

/** The ephemeris, counting its calls. */
function counting(ephemeris: Ephemeris): Ephemeris & { calls: number } {
  const counted = {
    calls: 0,
    position: (jd: number, body: Parameters<Ephemeris['position']>[1]) => {
      counted.calls++;
      return ephemeris.position(jd, body);
    },
    houses: ephemeris.houses.bind(ephemeris),
  };
  return counted;
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const natal = natalPointsOf(computeNatalChart({ jdUt: BIRTH_JD_UT, latitude: BIRTH.latitude, longitude: BIRTH.longitude }, ephemeris));
  const days = datesInPeriod(YEAR.startDate, YEAR.endDate);
  const jdStart = midnightJulianDay(YEAR.startDate);
  const query = { natal, jdStart, jdEnd: jdStart + days.length, maxOrbDeg: 3 };

  let records = 0;
  let exact = 0;
  const engine = () => {
    const r = computeTransits(query, ephemeris);
    records = r.length;
    exact = r.reduce((n, t) => n + t.exactMs.length, 0);
  };
  const everyQuery = { ...query, aspects: ALL_ASPECT_CODES, natalPoints: ALL_POINT_CODES };
  let everyRecords = 0;
  let everyExact = 0;
  const everything = () => {
    const r = computeTransits(everyQuery, ephemeris);
    everyRecords = r.length;
    everyExact = r.reduce((n, t) => n + t.exactMs.length, 0);
  };
  const floor = () => {
    for (let d = 0; d < days.length; d++) for (const body of TRANSITING) calcUt(jdStart + 0.5 + d, body);
  };
  // Two untimed runs each (the JIT compiles the code), then (1) and (2) alternate run by run, so
  // that a busy moment of the shared machine weighs on both alike. No cache: every run is cold.
  for (let i = 0; i < WARM_UP_RUNS; i++) {
    engine();
    floor();
    everything();
  }
  const engineTimes: number[] = [];
  const floorTimes: number[] = [];
  const everyTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    engineTimes.push(await medianMs(engine, 1));
    floorTimes.push(await medianMs(floor, 1));
    everyTimes.push(await medianMs(everything, 1));
  }
  const everyMs = median(everyTimes);
  const engineMs = median(engineTimes);
  const floorMs = median(floorTimes);
  const counted = counting(ephemeris);
  computeTransits(query, counted);
  const engineCalls = counted.calls;
  const ingresses = computeHouseIngresses(query, ephemeris).reduce((n, h) => n + h.ingresses.length, 0);

  const app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const natalData = await (await post(`${origin}/api/tema-natale`, BIRTH)).json();
    const answer = await (await fetch(`${origin}/api/transiti`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify({ natalData, ...YEAR }),
    })).arrayBuffer();
    const rawKb = answer.byteLength / 1000;
    const everyAnswer = await (await fetch(`${origin}/api/transiti`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({
        natalData, ...YEAR, aspects: ALL_ASPECT_CODES.map((a) => ASPECT_NAMES_IT[a]), natalPlanets: ALL_POINT_CODES.map((p) => POINT_NAMES_IT[p]),
      }),
    })).arrayBuffer();
    const everyRawKb = everyAnswer.byteLength / 1000;
    const everyBrotliKb = brotliCompressSync(Buffer.from(everyAnswer), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length / 1000;
    const brotliKb = brotliCompressSync(Buffer.from(answer), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length / 1000;

    const missing = browserMissing();
    const inBrowser = missing ? undefined : await timeTransitsInBrowser({ origin, natalData, days, period: YEAR, rounds: BROWSER_ROUNDS, yearCallsPerRound: 3 });
    const ms = (x: number) => `${fmt(x, 1)} ms`;
    const browserRows: BenchRow[] = inBrowser ? (() => {
      const specMs = median(inBrowser.specRuns);
      const yearMs = median(inBrowser.yearRuns);
      const limit = BASELINE_YEAR_CALL_MS.high * BASELINE_YEAR_CALL_MS.factor;
      return [
        { label: `(3 Chromium) the spec's way from a page: ${days.length} sequential POST /api/transiti-specifici (median of ${BROWSER_ROUNDS})`, value: `${ms(specMs)} (runs: ${inBrowser.specRuns.map((x) => fmt(x)).join(', ')})` },
        { label: `(4 Chromium) one POST /api/transiti from the same page, parsed (median of ${inBrowser.yearRuns.length})`, value: `${ms(yearMs)} — baseline ${BASELINE_YEAR_CALL_MS.low}–${BASELINE_YEAR_CALL_MS.high} ms, target ≤ ${fmt(limit, 1)} ms (×${BASELINE_YEAR_CALL_MS.factor})` },
        { label: '(3) / (4) in Chromium', value: `×${fmt(specMs / yearMs, 1)}` },
      ];
    })() : [{ label: '(3) and (4) in Chromium', value: `not measured: ${missing}` }];
    return [
      { label: `(1) engine: ${YEAR.startDate} … ${YEAR.endDate}, 13 × 16 × 5 at 3° (median of ${RUNS}, no cache)`, value: `${ms(engineMs)} (${records} transits, ${exact} exact hits)` },
      { label: `(2) floor: ${TRANSITING.length} bodies × ${days.length} days with raw calcUt (median of ${RUNS})`, value: ms(floorMs) },
      { label: '(1) / (2) (target ≤ 2)', value: `×${fmt(engineMs / floorMs, 2)}` },
      { label: '(1) ephemeris calls (samples, stations, polishing)', value: `${fmt(engineCalls)} (floor: ${fmt(TRANSITING.length * days.length)})` },
      { label: 'house ingresses of the 13 bodies (same paths)', value: fmt(ingresses) },
      { label: 'the answer of POST /api/transiti for the year', value: `${fmt(rawKb)} kB of JSON, ${fmt(brotliKb)} kB with brotli 1 (was 893 kB and 109 kB)` },
      { label: `(5) engine, same year, 13 × 28 × 11: every aspect, the twelve cusps (median of ${RUNS}, same loop as (1))`, value: `${ms(everyMs)} (${everyRecords} transits, ${everyExact} exact hits)` },
      { label: '(5) / (1) (target ≤ 3, issue 25)', value: `×${fmt(everyMs / engineMs, 2)}` },
      { label: '(5) its answer of POST /api/transiti', value: `${fmt(everyRawKb)} kB of JSON, ${fmt(everyBrotliKb)} kB with brotli 1 (default: ${fmt(rawKb)} kB, ${fmt(brotliKb)} kB)` },
      ...browserRows,
    ];
  } finally {
    await app.close();
  }
}
