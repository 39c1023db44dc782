/**
 * The relationship charts on the real ephemeris against Debian's swetest and a computation that
 * imports nothing of Astrolabio (fixtures/swetest-couple, see its README), for six couples:
 * - Tema Davison: the instant and place as the fixture script computed them; every body, cusp,
 *   Ascendant and MC against swetest at that instant and place;
 * - Tema composito: every midpoint against the script's own midpoints of swetest's positions, the
 *   cusps against swetest's houses at the meridian of the composite Medio Coeli;
 * - Sinastria: every inter-aspect within its orb found, none extra, each orb against the one from
 *   swetest's positions;
 * - the midpoint rule (0° Ariete, exact oppositions, the 180th meridian) against the script's table.
 * Tolerances near what is measured (the same library and files: float noise only); each test prints
 * its largest error.
 */
import { afterAll, describe, expect, test } from 'vitest';
import {
  ALL_ASPECT_CODES,
  BODY_CODES,
  computeCompositeChart,
  computeDavisonChart,
  computeNatalChart,
  computeSynastry,
  davisonFrame,
  DEFAULT_SYNASTRY_ORBS,
  geographicMidpointLongitudeDeg,
  natalPointsOf,
  separationDegrees,
  shorterArcMidpointDeg,
  type NatalChart,
} from '@astrolabio/core';
import { openSwissEphemeris } from '../src/index.ts';
import {
  coupleExpectation,
  SWETEST_COUPLES,
  SWETEST_SYNASTRY_ORBS,
  swetestCoupleRuns,
  swetestMidpointTable,
  utJd,
  type SwetestCouple,
  type SwetestRun,
} from '../../../test-support/swetest-couple.ts';

/** Positions and cusps: the same library and files as swetest, so only float noise (measured < 0.001″). */
const POSITION_TOLERANCE_ARCSEC = 0.01;
/** Orbs of the synastry: to the arc-minute is the demand; measured far below. */
const ORB_TOLERANCE_DEG = 0.01 / 3600;
/** The script's midpoints of exactly representable longitudes: the same doubles, or one rounding apart. */
const MIDPOINT_TOLERANCE_DEG = 1e-9;

const ephemeris = openSwissEphemeris();
const worst = { davisonArcsec: 0, compositeArcsec: 0, orbArcsec: 0 };

function chartOf(c: SwetestCouple, which: 'first' | 'second'): NatalChart {
  const b = c[which];
  return computeNatalChart({ jdUt: utJd(b.ut), latitude: b.latitude, longitude: b.longitude, houseSystem: c.houseSystem, aspects: ALL_ASPECT_CODES }, ephemeris);
}

/** The chart's bodies, cusps, Ascendant and MC against a swetest run; the largest difference, arc-seconds. */
function compareWithRun(chart: NatalChart, run: SwetestRun, label: string): number {
  let largest = 0;
  const check = (mine: number, theirs: number | undefined, what: string) => {
    expect(theirs, `${label}: swetest's ${what}`).toBeDefined();
    const arcsec = separationDegrees(mine, theirs!) * 3600;
    largest = Math.max(largest, arcsec);
    expect(arcsec, `${label}: ${what}`).toBeLessThanOrEqual(POSITION_TOLERANCE_ARCSEC);
  };
  for (const code of BODY_CODES) {
    if (code !== 'southNode') check(chart.bodies[code].longitude, run.bodies[code], code);
  }
  run.cusps.forEach((cusp, i) => check(chart.cusps[i]!, cusp, `cusp ${i + 1}`));
  expect(run.cusps).toHaveLength(12);
  check(chart.ascendant, run.ascendant, 'Ascendant');
  check(chart.midheaven, run.midheaven, 'MC');
  // Where swetest fell back to Porphyry, the chart did too and says so.
  expect(chart.houseSystem).toBe(run.porphyryFallback ? 'porphyry' : chart.requestedHouseSystem);
  expect(chart.warnings.length > 0).toBe(run.porphyryFallback);
  return largest;
}

describe.each(SWETEST_COUPLES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  const runs = swetestCoupleRuns(c);
  const expected = coupleExpectation(c);
  const first = chartOf(c, 'first');
  const second = chartOf(c, 'second');

  test('the two births are swetest\'s (the charts the couple is made of)', () => {
    compareWithRun(first, runs.first, 'first');
    compareWithRun(second, runs.second, 'second');
  });

  test(`Tema Davison: the midpoint instant and place, bodies and cusps within ${POSITION_TOLERANCE_ARCSEC}″ of swetest`, () => {
    const frames = [c.first, c.second].map((b) => ({ jdUt: utJd(b.ut), latitude: b.latitude, longitude: b.longitude }));
    const frame = davisonFrame(frames[0]!, frames[1]!);
    expect(frame.jdUt).toBeCloseTo(expected.davison.jdUt, 9);
    expect(frame.latitude).toBeCloseTo(expected.davison.latitude, 12);
    expect(frame.longitude).toBeCloseTo(expected.davison.longitude, 12);
    const davison = computeDavisonChart(frames[0]!, frames[1]!, { houseSystem: c.houseSystem }, ephemeris);
    worst.davisonArcsec = Math.max(worst.davisonArcsec, compareWithRun(davison, runs.davison, 'Davison'));
  });

  test(`Tema composito: the midpoints, the instant, the cusps from the composite Medio Coeli within ${POSITION_TOLERANCE_ARCSEC}″`, () => {
    const reference = c.reference ?? c.first;
    const composite = computeCompositeChart({ first, second, place: { latitude: reference.latitude, longitude: reference.longitude } }, ephemeris);
    expect(composite.jdUt).toBeCloseTo(expected.composite.jdUt, 9);
    expect(ephemeris.obliquityDeg(composite.jdUt)).toBeCloseTo(runs.compositeFrame.obliquity!, 6);
    let largest = 0;
    for (const [point, lon] of Object.entries(expected.composite.points)) {
      const mine = point === 'midheaven' ? composite.midheaven : composite.bodies[point as (typeof BODY_CODES)[number]].longitude;
      const arcsec = separationDegrees(mine, lon) * 3600;
      largest = Math.max(largest, arcsec);
      expect(arcsec, point).toBeLessThanOrEqual(POSITION_TOLERANCE_ARCSEC);
    }
    expect(Object.keys(expected.composite.points)).toHaveLength(15);
    const houses = runs.compositeHouses;
    houses.cusps.forEach((cusp, i) => {
      const arcsec = separationDegrees(composite.cusps[i]!, cusp) * 3600;
      largest = Math.max(largest, arcsec);
      expect(arcsec, `cusp ${i + 1}`).toBeLessThanOrEqual(POSITION_TOLERANCE_ARCSEC);
    });
    expect(separationDegrees(composite.ascendant, houses.ascendant) * 3600).toBeLessThanOrEqual(POSITION_TOLERANCE_ARCSEC);
    expect(composite.houseSystem).toBe(houses.porphyryFallback ? 'porphyry' : c.houseSystem);
    worst.compositeArcsec = Math.max(worst.compositeArcsec, largest);
  });

  test('Sinastria: every inter-aspect within its orb, none extra, the orbs of swetest\'s positions', () => {
    const got = computeSynastry(natalPointsOf(first), natalPointsOf(second), { aspects: ALL_ASPECT_CODES });
    const key = (a: { first: string; second: string; aspect: string }) => `${a.first} ${a.second} ${a.aspect}`;
    const reference = new Map(expected.synastry.map((a) => [key(a), a]));
    const mine = new Map(got.aspects.map((a) => [key({ first: a.firstPoint, second: a.secondPoint, aspect: a.aspect }), a]));
    // An orb within a millionth of a degree of its limit may fall either side: neither required nor refused.
    const required = expected.synastry.filter((a) => !a.borderline).map(key);
    expect([...mine.keys()].filter((k) => !reference.has(k)), 'extra').toEqual([]);
    expect(required.filter((k) => !mine.has(k)), 'missing').toEqual([]);
    for (const [k, a] of mine) {
      const arcsec = Math.abs(a.orbDeg - reference.get(k)!.orbDeg) * 3600;
      worst.orbArcsec = Math.max(worst.orbArcsec, arcsec);
      expect(arcsec / 3600, k).toBeLessThanOrEqual(ORB_TOLERANCE_DEG);
    }
    expect(required.length).toBeGreaterThan(40);
  });
});

describe('the synastry orbs and the midpoint rule', () => {
  test('the fixture was listed with the default synastry orbs', () => {
    expect(SWETEST_SYNASTRY_ORBS).toEqual(DEFAULT_SYNASTRY_ORBS);
  });

  test('midpoints across 0° Ariete, of exact oppositions and across the 180th meridian, as the script computes them', () => {
    const table = swetestMidpointTable();
    for (const { a, b, midpoint } of table.ecliptic) expect(separationDegrees(shorterArcMidpointDeg(a, b), midpoint), `${a} ${b}`).toBeLessThan(MIDPOINT_TOLERANCE_DEG);
    for (const { a, b, midpoint } of table.meridians) expect(Math.abs(geographicMidpointLongitudeDeg(a, b) - midpoint), `${a} ${b}`).toBeLessThan(MIDPOINT_TOLERANCE_DEG);
  });
});

afterAll(() => {
  console.log(`couple vs swetest: largest error Davison ${worst.davisonArcsec.toFixed(5)}″, composite ${worst.compositeArcsec.toFixed(5)}″, synastry orb ${worst.orbArcsec.toFixed(5)}″`);
});
