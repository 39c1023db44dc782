/**
 * The transit engine on the real ephemeris against instants found with Debian's swetest alone
 * (fixtures/swetest-transits, see its README): exact hits, orb-window edges and stations, each
 * found the way production finds it. Tolerances are what is measured plus a margin, so that a
 * regression shows: crossings 0.12 s measured (tolerance 0.5 s); stations 2 s measured, because
 * swetest prints speeds with 7 decimals and a slow planet's speed changes ~1e-7 °/d in a second
 * near a station (tolerance 5 s). Errors are printed in seconds.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { openSwissEphemeris } from '../src/index.ts';
import { referenceInstants, SWETEST_TRANSIT_CASES as CASES } from '../../../test-support/swetest-transits.ts';
import {
  bodyPaths,
  chartBodyPosition,
  computeTransits,
  epochMsToJulianDay,
  SECONDS_PER_DAY,
  signedArcDegrees,
  type NatalPoints,
  DEFAULT_POINT_KINDS,
} from '@astrolabio/core';

const CROSSING_TOLERANCE_SECONDS = 0.5;
const STATION_TOLERANCE_SECONDS = 5;
/** A natal chart whose Sun is at `longitudeDeg`: the target of a conjunction. */
function natalAt(longitudeDeg: number): NatalPoints {
  return { longitudes: { sun: longitudeDeg }, cusps: Array.from({ length: 12 }, (_, i) => i * 30) };
}

const ephemeris = openSwissEphemeris();
const errorsSeconds = { crossings: [] as number[], stations: [] as number[] };

function expectMatches(label: string, reference: number[], engineJd: number[], kind: keyof typeof errorsSeconds): void {
  const tolerance = kind === 'stations' ? STATION_TOLERANCE_SECONDS : CROSSING_TOLERANCE_SECONDS;
  expect(engineJd.length, `${label}: number of instants`).toBe(reference.length);
  reference.forEach((ref, i) => {
    const errorS = Math.abs(engineJd[i]! - ref) * SECONDS_PER_DAY;
    errorsSeconds[kind].push(errorS);
    expect(errorS, `${label} #${i + 1}`).toBeLessThanOrEqual(tolerance);
  });
}

describe(`transit engine vs swetest (crossings ${CROSSING_TOLERANCE_SECONDS} s, stations ${STATION_TOLERANCE_SECONDS} s)`, () => {
  const exactCases = CASES.filter((c) => c.kind === 'crossing' && !c.edgeOf);
  const edgeCases = CASES.filter((c) => c.edgeOf);
  const stationCases = CASES.filter((c) => c.kind === 'station');

  test('the fixtures hold at least 30 exact hits, and 50 instants in all', () => {
    expect(exactCases.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(30);
    expect(CASES.reduce((n, c) => n + referenceInstants(c).length, 0)).toBeGreaterThanOrEqual(50);
  });

  test.each(exactCases.map((c) => [c.id, c] as const))('exact hits: %s', (_id, c) => {
    const records = computeTransits({
      natal: natalAt(c.longitudeDeg!), jdStart: c.fromJd, jdEnd: c.toJd,
      bodies: [c.body], natalPoints: ['sun'], aspects: ['conjunction'],
    }, ephemeris);
    const exact = records.flatMap((r) => r.exactMs).map(epochMsToJulianDay).sort((a, b) => a - b);
    expectMatches(c.id, referenceInstants(c), exact, 'crossings');
  });

  test.each(edgeCases.map((c) => [c.id, c] as const))('orb-window edges: %s', (_id, c) => {
    const { longitudeDeg, maxOrbDeg } = c.edgeOf!;
    const records = computeTransits({
      natal: natalAt(longitudeDeg), jdStart: c.fromJd, jdEnd: c.toJd, maxOrbDeg,
      bodies: [c.body], natalPoints: ['sun'], aspects: ['conjunction'],
    }, ephemeris);
    const edges = records.flatMap((r) => [...(r.clippedStart ? [] : [r.startMs]), ...(r.clippedEnd ? [] : [r.endMs])])
      .map(epochMsToJulianDay)
      // Only the edges on this side of the window (the case's longitude), told apart by where the body is.
      .filter((jd) => Math.abs(signedArcDegrees(c.longitudeDeg!, chartBodyPosition(ephemeris, jd, c.body, DEFAULT_POINT_KINDS).longitude)) < 0.01)
      .sort((a, b) => a - b);
    expectMatches(c.id, referenceInstants(c), edges, 'crossings');
  });

  test.each(stationCases.map((c) => [c.id, c] as const))('stations: %s', (_id, c) => {
    // As a transit request finds them: the body's path over the period, on the production grid.
    const path = bodyPaths(ephemeris, [c.body], DEFAULT_POINT_KINDS, c.fromJd, c.toJd).get(c.body)!;
    const stations = path.stations.map((s) => s.jd).filter((jd) => jd > c.fromJd && jd < c.toJd);
    expectMatches(c.id, referenceInstants(c), stations, 'stations');
  });

  // A report, not a test: it prints what the tests above measured, however many of them ran.
  afterAll(() => {
    for (const [kind, errors] of Object.entries(errorsSeconds)) {
      if (errors.length === 0) continue;
      const avg = errors.reduce((a, b) => a + b, 0) / errors.length;
      console.log(`transits vs swetest, ${kind}: ${errors.length} instants, error min ${Math.min(...errors).toFixed(3)} s, avg ${avg.toFixed(3)} s, max ${Math.max(...errors).toFixed(3)} s`);
    }
  });
});
