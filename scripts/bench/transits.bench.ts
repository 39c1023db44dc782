/**
 * Transit engine speed (issue 3), side by side for one natal chart and one calendar year with all
 * 13 transiting bodies × 16 natal targets × 5 aspects at maxOrb 3°:
 * (1) the engine, (2) the floor: every transiting body's position once a day with raw calcUt,
 * (3) the spec's way: 365 sequential POST /api/transiti-specifici over loopback,
 * (4) one POST /api/transiti for the year over loopback. Targets: (1) ≤ 2 × (2); (4) ≥ 50 × faster than (3).
 * (3) and (4) are measured twice: from Node's `fetch` in this process, and from a Chromium page, the
 * client the spec's transit table runs in (transits-in-browser.ts).
 * Also (4 transport): the same answer's bytes sent without computing anything, i.e. the part of (4)
 * that is HTTP, compression, the client's decompression and JSON.parse (docs/decisions/0013).
 */
import type { AddressInfo } from 'node:net';
import {
  computeNatalChart,
  computeTransits,
  datesInPeriod,
  midnightJulianDay,
  natalPointsOf,
} from '@astrolabio/core';
import { calcUt, openSwissEphemeris } from '@astrolabio/ephemeris';
import { buildApp } from '../../apps/server/src/app.ts';
import { LARGE_ANSWER_COMPRESSION } from '../../apps/server/src/routes/transiti.ts';
import { BIRTH, BIRTH_JD_UT, EPHEMERIS_BODIES as TRANSITING } from './inputs.ts';
import { fmt, median, medianMs } from './timing.ts';
import { browserMissing, timeTransitsInBrowser } from './transits-in-browser.ts';
import type { BenchRow } from './types.ts';

export const title = 'Transiti di un anno (issue 3): motore, pavimento sweph, HTTP';

/** The year of the spec's default period. */
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };
const RUNS = 9;
const WARM_UP_RUNS = 2;
/** Rounds of the browser rows: each is the 365 calls once and the year's call three times. */
const BROWSER_ROUNDS = 5;

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const natal = natalPointsOf(computeNatalChart({ jdUt: BIRTH_JD_UT, latitude: BIRTH.latitude, longitude: BIRTH.longitude }, ephemeris));
  const days = datesInPeriod(YEAR.startDate, YEAR.endDate);
  const jdStart = midnightJulianDay(YEAR.startDate);
  const jdEnd = jdStart + days.length;

  let records = 0;
  let exact = 0;
  const engine = () => {
    const r = computeTransits({ natal, jdStart, jdEnd, maxOrbDeg: 3 }, ephemeris);
    records = r.length;
    exact = r.reduce((n, t) => n + t.exact.length, 0);
  };
  const floor = () => {
    for (let d = 0; d < days.length; d++) for (const body of TRANSITING) calcUt(jdStart + 0.5 + d, body);
  };
  // Two untimed runs each (the JIT compiles the code), then (1) and (2) alternate run by run, so
  // that a busy moment of the shared machine weighs on both alike. No cache: every run is cold.
  for (let i = 0; i < WARM_UP_RUNS; i++) {
    engine();
    floor();
  }
  const engineTimes: number[] = [];
  const floorTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    engineTimes.push(await medianMs(engine, 1));
    floorTimes.push(await medianMs(floor, 1));
  }
  const engineMs = median(engineTimes);
  const floorMs = median(floorTimes);

  const app = await buildApp();
  // What (4) costs without the engine: the same answer's bytes, sent as POST /api/transiti sends
  // them (compression included), downloaded and parsed by the same client.
  let sameAnswer: Buffer = Buffer.alloc(0);
  app.post('/bench/same-answer', { compress: LARGE_ANSWER_COMPRESSION }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(sameAnswer));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const base = `${origin}/api`;
  try {
    const natalData = await (await post(`${base}/tema-natale`, BIRTH)).json();

    // (3) The spec's transit table: one call per day, one after another.
    await (await post(`${base}/transiti-specifici`, { targetDate: days[0], natalData })).arrayBuffer(); // warm-up
    const t0 = performance.now();
    for (const targetDate of days) {
      const res = await post(`${base}/transiti-specifici`, { targetDate, natalData });
      if (res.status !== 200) throw new Error(`transiti-specifici ${targetDate}: ${res.status}`);
      await res.json();
    }
    const specMs = performance.now() - t0;

    // (4) The whole year in one call. A first call for another year warms the server's code up.
    // Cold: the first call for a year computes the bodies' paths (median over five new years).
    // Warm: later calls for the same year, from any chart, find them in the server's cache.
    let bytes = 0;
    const year = (period: typeof YEAR, url = `${base}/transiti`) => async () => {
      const res = await post(url, { natalData, ...period });
      if (res.status !== 200) throw new Error(`transiti: ${res.status}`);
      const text = await res.text();
      bytes = text.length;
      JSON.parse(text); // as a client would, and as (3) does for each day
    };
    await year({ startDate: '2024-01-01', endDate: '2024-12-31' })();
    const coldTimes: number[] = [];
    for (const y of [2026, 2027, 2028, 2029, 2030]) coldTimes.push(await medianMs(year({ startDate: `${y}-01-01`, endDate: `${y}-12-31` }), 1));
    const coldMs = median(coldTimes);
    await year(YEAR)();
    const yearMs = await medianMs(year(YEAR), 7);
    const plain = await fetch(`${base}/transiti`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify({ natalData, ...YEAR }),
    });
    sameAnswer = Buffer.from(await plain.arrayBuffer());
    const sameAnswerUrl = `${origin}/bench/same-answer`;
    await year(YEAR, sameAnswerUrl)();
    const transportMs = await medianMs(year(YEAR, sameAnswerUrl), 7);

    const missing = browserMissing();
    const inBrowser = missing ? undefined : await timeTransitsInBrowser({
      origin, natalData, days, period: YEAR, rounds: BROWSER_ROUNDS, yearCallsPerRound: 3,
    });
    const browserSpecMs = inBrowser ? median(inBrowser.specRuns) : Number.NaN;
    const browserYearMs = inBrowser ? median(inBrowser.yearRuns) : Number.NaN;
    const plainSpecMs = inBrowser ? median(inBrowser.plainSpecRuns) : Number.NaN;
    const plainYearMs = inBrowser ? median(inBrowser.plainYearRuns) : Number.NaN;

    const ms = (x: number) => `${fmt(x, 1)} ms`;
    const browserRows: BenchRow[] = inBrowser ? [
      { label: `(3 Chromium) the spec's way from a page: ${days.length} sequential POST /api/transiti-specifici (median of ${BROWSER_ROUNDS})`, value: `${ms(browserSpecMs)} (runs: ${inBrowser.specRuns.map((x) => fmt(x)).join(', ')})` },
      { label: `(4 Chromium) one POST /api/transiti from the same page, parsed (median of ${inBrowser.yearRuns.length})`, value: ms(browserYearMs) },
      { label: '(3) / (4) in Chromium (target ≥ 50)', value: `×${fmt(browserSpecMs / browserYearMs, 1)}` },
      { label: '(3) and (4) uncompressed, diagnostic: the same page asking with x-no-compression, both ways', value: `${ms(plainSpecMs)} and ${ms(plainYearMs)}, ×${fmt(plainSpecMs / plainYearMs, 1)}` },
    ] : [{ label: '(3) and (4) in Chromium', value: `not measured: ${missing}` }];
    return [
      { label: `(1) engine: ${YEAR.startDate} … ${YEAR.endDate}, 13 × 16 × 5 at 3° (median of ${RUNS})`, value: `${ms(engineMs)} (${records} transits, ${exact} exact hits)` },
      { label: `(2) floor: ${TRANSITING.length} bodies × ${days.length} days with raw calcUt (median of ${RUNS})`, value: ms(floorMs) },
      { label: '(1) / (2) (target ≤ 2)', value: `×${fmt(engineMs / floorMs, 2)}` },
      { label: `(3) spec's way from Node's fetch: ${days.length} sequential POST /api/transiti-specifici`, value: ms(specMs) },
      { label: '(4) one POST /api/transiti for the year from Node\'s fetch, paths cached (median of 7)', value: `${ms(yearMs)} (${fmt(bytes / 1024)} kB of JSON, parsed)` },
      { label: '(4 cold) the first call for a year, paths computed (median of 5 years)', value: ms(coldMs) },
      { label: '(4 transport) the same answer, computed beforehand: HTTP, compression, client (median of 7)', value: ms(transportMs) },
      { label: '(3) / (4) from Node\'s fetch (target ≥ 50)', value: `×${fmt(specMs / yearMs, 1)} (cold: ×${fmt(specMs / coldMs, 1)})` },
      ...browserRows,
    ];
  } finally {
    await app.close();
  }
}
