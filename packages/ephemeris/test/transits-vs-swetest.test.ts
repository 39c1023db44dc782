/**
 * The transit engine on the real ephemeris against instants found with Debian's swetest alone
 * (fixtures/swetest-transits, see its README): exact hits, orb-window edges and stations.
 * Tolerance: 1 minute, the precision the API reports; the error is printed in seconds.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { openSwissEphemeris } from '../src/index.ts';
import { referenceInstants, SWETEST_TRANSIT_CASES as CASES } from '../../../test-support/swetest-transits.ts';
import {
  chartBodyPosition,
  computeTransits,
  epochMsToJulianDay,
  findStations,
  sampleTrack,
  SECONDS_PER_DAY,
  signedArcDegrees,
  type NatalPoints,
} from '@astrolabio/core';

const TOLERANCE_SECONDS = 60;
/** A natal chart whose Sun is at `longitudeDeg`: the target of a conjunction. */
function natalAt(longitudeDeg: number): NatalPoints {
  return { longitudes: { sun: longitudeDeg }, cusps: Array.from({ length: 12 }, (_, i) => i * 30) };
}

const ephemeris = openSwissEphemeris();
const errorsSeconds: number[] = [];

function expectMatches(label: string, reference: number[], engineJd: number[]): void {
  expect(engineJd.length, `${label}: number of instants`).toBe(reference.length);
  reference.forEach((ref, i) => {
    const errorS = Math.abs(engineJd[i]! - ref) * SECONDS_PER_DAY;
    errorsSeconds.push(errorS);
    expect(errorS, `${label} #${i + 1}`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  });
}

describe('transit engine vs swetest (tolerance 1 minute)', () => {
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
      bodies: [c.body], targets: ['sun'], aspects: ['conjunction'],
    }, ephemeris);
    const exact = records.flatMap((r) => r.exact).map(epochMsToJulianDay).sort((a, b) => a - b);
    expectMatches(c.id, referenceInstants(c), exact);
  });

  test.each(edgeCases.map((c) => [c.id, c] as const))('orb-window edges: %s', (_id, c) => {
    const { longitudeDeg, maxOrbDeg } = c.edgeOf!;
    const records = computeTransits({
      natal: natalAt(longitudeDeg), jdStart: c.fromJd, jdEnd: c.toJd, maxOrbDeg,
      bodies: [c.body], targets: ['sun'], aspects: ['conjunction'],
    }, ephemeris);
    const edges = records.flatMap((r) => [...(r.clippedStart ? [] : [r.start]), ...(r.clippedEnd ? [] : [r.end])])
      .map(epochMsToJulianDay)
      // Only the edges on this side of the window (the case's longitude), told apart by where the body is.
      .filter((jd) => Math.abs(signedArcDegrees(c.longitudeDeg!, chartBodyPosition(ephemeris, jd, c.body, 'true').longitude)) < 0.01)
      .sort((a, b) => a - b);
    expectMatches(c.id, referenceInstants(c), edges);
  });

  test.each(stationCases.map((c) => [c.id, c] as const))('stations: %s', (_id, c) => {
    const position = (jd: number) => chartBodyPosition(ephemeris, jd, c.body, 'true');
    const track = sampleTrack(ephemeris, c.body, 'true', c.fromJd, c.toJd, 1, Math.floor(c.fromJd));
    const stations = findStations(position, track, c.fromJd, c.toJd).map((s) => s.jd);
    expectMatches(c.id, referenceInstants(c), stations);
  });

  // A report, not a test: it prints what the tests above measured, however many of them ran.
  afterAll(() => {
    if (errorsSeconds.length === 0) return;
    const min = Math.min(...errorsSeconds);
    const max = Math.max(...errorsSeconds);
    const avg = errorsSeconds.reduce((a, b) => a + b, 0) / errorsSeconds.length;
    console.log(`transits vs swetest: ${errorsSeconds.length} instants, error min ${min.toFixed(2)} s, avg ${avg.toFixed(2)} s, max ${max.toFixed(2)} s`);
  });
});
