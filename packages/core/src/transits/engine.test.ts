/** Unit tests of the transit engine against a brute force of analytic motions (no Swiss Ephemeris). */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees, signedArcDegrees } from '../angles.ts';
import { epochMsToJulianDay, julianDayToEpochMs } from '../time.ts';
import type { NatalPoints } from '../natal-points.ts';
import { CUSP_CODES } from '../bodies.ts';
import { uniformOrbTable, withOrbs } from '../orbs.ts';
import { aspectSidesDeg, computeTransits, MAX_TRANSIT_PERIOD_DAYS, type TransitQuery } from './engine.ts';
import { analyticLongitudeDeg as lonAt, bruteCrossings, bruteStations, SYNTHETIC_MOTIONS, syntheticEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

/** Instants are checked against a brute force of the same analytic motion to 1 second. */
const TOLERANCE_SECONDS = 1;
const EPOCH = 2460676.5; // 2025-01-01T00:00Z
const CUSPS = Array.from({ length: 12 }, (_, i) => i * 30);
const saturn = SYNTHETIC_MOTIONS.saturn!;
const moon = SYNTHETIC_MOTIONS.moon!;

function natal(longitudes: NatalPoints['longitudes']): NatalPoints {
  return { longitudes, cusps: CUSPS };
}

function expectInstants(actualMs: number[], expectedJd: number[]): void {
  expect(actualMs).toHaveLength(expectedJd.length);
  actualMs.forEach((ms, i) => {
    expect(Math.abs(epochMsToJulianDay(ms) - expectedJd[i]!) * 86_400).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  });
}

function run(q: Omit<TransitQuery, 'jdStart' | 'jdEnd'> & { jdStart?: number; jdEnd?: number }) {
  const eph = syntheticEphemeris();
  return { records: computeTransits({ jdStart: EPOCH, jdEnd: EPOCH + 365, ...q }, eph) };
}

describe('computeTransits on analytic motions (instants within 1 s of a brute force)', () => {
  test('a retrograde loop: three exact passes and both stations in one stretch', () => {
    // The synthetic Saturn loops between about 343.3° and 349.6° in 2025; 346° is crossed three times.
    const { records } = run({ natal: natal({ sun: 346 }), bodies: ['saturn'], natalPoints: ['sun'], aspects: ['conjunction'], maxOrbDeg: 5 });
    expect(records).toHaveLength(1);
    const [r] = records;
    expectInstants(r!.exactMs, bruteCrossings(saturn, 346, EPOCH, EPOCH + 365, 1));
    expect(r!.exactMs).toHaveLength(3);
    expectInstants(r!.stations.map((s) => s.timeMs), bruteStations(saturn, EPOCH, EPOCH + 365));
    expect(r!.stations.map((s) => s.kind)).toEqual(['retrograde', 'direct']);
    expect(r!.peak).toEqual({ timeMs: r!.exactMs[0], orbDeg: 0 });
    expectInstants([r!.startMs, r!.endMs], [bruteCrossings(saturn, 341, EPOCH, EPOCH + 365, 1)[0]!, bruteCrossings(saturn, 351, EPOCH, EPOCH + 365, 1)[0]!]);
  });

  test('three passes across 0° Ariete (the loop of the second year spans 356°–2.4°)', () => {
    const jdStart = EPOCH + 365;
    const { records } = run({ natal: natal({ moon: 0 }), bodies: ['saturn'], natalPoints: ['moon'], aspects: ['conjunction'], jdStart, jdEnd: jdStart + 400 });
    const exact = records.flatMap((r) => r.exactMs);
    expect(exact).toHaveLength(3);
    expectInstants(exact, bruteCrossings(saturn, 0, jdStart, jdStart + 400, 1));
  });

  test('a station just short of exact: no hit, the peak is the station and its orb', () => {
    const [retrograde] = bruteStations(saturn, EPOCH, EPOCH + 365);
    const stationLon = lonAt(saturn, retrograde!);
    const { records } = run({ natal: natal({ sun: stationLon + 0.05 }), bodies: ['saturn'], natalPoints: ['sun'], aspects: ['conjunction'] });
    const first = records[0]!;
    expect(first.exactMs).toEqual([]);
    expect(first.stations.map((s) => s.kind)).toEqual(['retrograde']);
    expect(Math.abs(epochMsToJulianDay(first.peak.timeMs) - retrograde!) * 86_400).toBeLessThanOrEqual(TOLERANCE_SECONDS);
    expect(first.peak.orbDeg).toBeCloseTo(0.05, 6);
    // The orb closes again later, when the planet has turned direct and comes back to exact.
    expect(records[1]!.exactMs.length).toBeGreaterThan(0);
  });

  test('the Moon: every aspect, both sides, matches the brute force (a daily sample would miss most)', () => {
    const target = 123.4;
    const { records } = run({ natal: natal({ mars: target }), bodies: ['moon'], natalPoints: ['mars'], jdEnd: EPOCH + 60 });
    for (const aspect of ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const) {
      for (const angle of aspectSidesDeg(aspect)) {
        const mine = records.filter((r) => r.aspect === aspect && r.angleDeg === angle);
        expectInstants(mine.flatMap((r) => r.exactMs), bruteCrossings(moon, normalizeDegrees(target + angle), EPOCH, EPOCH + 60, 0.05));
        // Every stretch opens and closes 3° either side (none is clipped in this period but the first).
        for (const r of mine.filter((x) => !x.clippedStart && !x.clippedEnd)) {
          expect(Math.abs(signedArcDegrees(target + angle, lonAt(moon, epochMsToJulianDay(r.startMs))))).toBeCloseTo(3, 4);
          expect(r.exactMs).toHaveLength(1);
        }
      }
    }
    expect(records.map((r) => r.startMs)).toEqual([...records.map((r) => r.startMs)].sort((a, b) => a - b));
  });

  test('clipped at the period start and end', () => {
    // The synthetic Moon is at 350° at the start: a target at 352° is already within 3°.
    const { records } = run({ natal: natal({ sun: 352 }), bodies: ['moon'], natalPoints: ['sun'], aspects: ['conjunction'], jdEnd: EPOCH + 27.5 });
    const first = records[0]!;
    expect(first.clippedStart).toBe(true);
    expect(first.startMs).toBe(julianDayToEpochMs(EPOCH));
    const last = records[records.length - 1]!;
    expect(last.clippedEnd).toBe(true);
    expect(last.endMs).toBe(julianDayToEpochMs(EPOCH + 27.5));
  });

  test('daily orbs: the closest approach of each UTC day of the stretch (0 on an exact day), against a dense scan (1e-4°)', () => {
    const target = 352;
    const { records } = run({ natal: natal({ sun: target }), natalPoints: ['sun'], bodies: ['moon', 'saturn'], aspects: ['conjunction', 'square'], maxOrbDeg: 5, jdEnd: EPOCH + 120 });
    expect(records.length).toBeGreaterThan(10);
    let days = 0;
    for (const r of records) {
      const m = r.transitBody === 'moon' ? moon : saturn;
      const point = target + r.angleDeg;
      const startJd = epochMsToJulianDay(r.startMs);
      const endJd = epochMsToJulianDay(r.endMs);
      const firstMidnight = Math.floor(startJd - 0.5) + 0.5;
      expect(r.daily.firstDate).toBe(new Date(r.startMs).toISOString().slice(0, 10));
      expect(r.daily.orbsDeg).toHaveLength(Math.ceil(endJd - firstMidnight));
      r.daily.orbsDeg.forEach((orbDeg, d) => {
        const from = Math.max(startJd, firstMidnight + d);
        const to = Math.min(endJd, firstMidnight + d + 1);
        let closest = Number.POSITIVE_INFINITY;
        for (let k = 0; k <= 2000; k++) closest = Math.min(closest, Math.abs(signedArcDegrees(point, lonAt(m, from + ((to - from) * k) / 2000))));
        const exactThatDay = r.exactMs.some((ms) => epochMsToJulianDay(ms) >= from && epochMsToJulianDay(ms) <= to);
        if (exactThatDay) expect(orbDeg).toBe(0);
        else expect(Math.abs(orbDeg - closest)).toBeLessThan(1e-4);
        days++;
      });
    }
    expect(days).toBeGreaterThan(50);
  });

  test('the house is the natal house of the transiting body at the peak', () => {
    const { records } = run({ natal: natal({ sun: 346 }), bodies: ['saturn'], natalPoints: ['sun'], aspects: ['conjunction'], maxOrbDeg: 5 });
    expect(records[0]!.house).toBe(12); // 346° lies in the cusp interval [330°, 360°)
    const { records: trine } = run({ natal: natal({ sun: 346 - 120 }), bodies: ['saturn'], natalPoints: ['sun'], aspects: ['trine'], maxOrbDeg: 5 });
    expect(trine[0]!.house).toBe(12); // the transiting body's house, not the natal point's
  });

  test('a body exactly on an angle is in the house that begins there: ASC conjunction → 1, opposition → 7, MC conjunction → 10', () => {
    // Quadrant cusps whose angles are cusps; the Descendant and the IC as another computation
    // would give them, a few bits away from Ascendant + 180° (the rounding the rule must not see).
    const asc = 123.4567;
    const mc = 31.2345;
    const cusps = [asc, 150, 180, mc + 180 + 1e-13, 240, 270, asc + 180 - 2e-14, 330, 0, mc, 60, 90];
    const eph = syntheticEphemeris();
    const records = computeTransits({
      natal: { longitudes: { ascendant: asc, midheaven: mc }, cusps },
      jdStart: EPOCH, jdEnd: EPOCH + 365, bodies: ['moon'], aspects: ['conjunction', 'opposition'],
    }, eph);
    const houses = (point: 'ascendant' | 'midheaven', aspect: 'conjunction' | 'opposition') =>
      new Set(records.filter((r) => r.natalPoint === point && r.aspect === aspect && r.exactMs.length > 0).map((r) => r.house));
    expect(houses('ascendant', 'conjunction')).toEqual(new Set([1]));
    expect(houses('ascendant', 'opposition')).toEqual(new Set([7]));
    expect(houses('midheaven', 'conjunction')).toEqual(new Set([10]));
    expect(houses('midheaven', 'opposition')).toEqual(new Set([4]));
  });

  test('refuses a period that is empty, too long or out of range, and an orb out of range', () => {
    const n = natal({ sun: 0 });
    expect(() => run({ natal: n, jdEnd: EPOCH })).toThrow(RangeError);
    expect(() => run({ natal: n, jdEnd: EPOCH + MAX_TRANSIT_PERIOD_DAYS + 1 })).toThrow(RangeError);
    expect(() => run({ natal: n, maxOrbDeg: 0 })).toThrow(RangeError);
    expect(() => run({ natal: n, maxOrbDeg: 11 })).toThrow(RangeError);
    expect(() => run({ natal: n, jdStart: 2378496.5, jdEnd: 2378500.5 })).toThrow(RangeError);
  });

  test('no targets or no bodies: no records', () => {
    expect(run({ natal: natal({}), bodies: ['moon'] }).records).toEqual([]);
    expect(run({ natal: natal({ sun: 1 }), bodies: [] }).records).toEqual([]);
  });
});

describe('issue 25: minor aspects, orb tables and house cusps in the same engine', () => {
  test.each([
    ['semisextile', [30, 330]], ['semisquare', [45, 315]], ['sesquiquadrate', [135, 225]], ['quincunx', [150, 210]],
    ['quintile', [72, 288]], ['biquintile', [144, 216]],
  ] as const)('%s: every exact hit of both sides, as the brute force finds them', (aspect, sides) => {
    const { records } = run({ natal: natal({ mars: 100 }), bodies: ['moon'], natalPoints: ['mars'], aspects: [aspect] });
    for (const side of sides) {
      const hits = records.filter((r) => r.angleDeg === side).flatMap((r) => r.exactMs);
      expectInstants(hits, bruteCrossings(moon, normalizeDegrees(100 + side), EPOCH, EPOCH + 365, 1));
      expect(hits.length).toBeGreaterThan(10);
    }
    expect(new Set(records.map((r) => r.aspect))).toEqual(new Set([aspect]));
  });

  test('an orb per aspect: each stretch opens and closes at its own aspect\'s orb', () => {
    const orbs = withOrbs(uniformOrbTable(3), { square: { orbDeg: 6, luminaryOrbDeg: 6 }, quincunx: { orbDeg: 1, luminaryOrbDeg: 1 } });
    // Saturn runs from 340° to about 104° in ten years: the square at 350° and the quincunx at 50° to 260°.
    const { records } = run({ natal: natal({ mars: 260 }), bodies: ['saturn'], natalPoints: ['mars'], aspects: ['square', 'quincunx'], orbs, jdEnd: EPOCH + 3650 });
    for (const r of records) {
      const orbDeg = r.aspect === 'square' ? 6 : 1;
      for (const [ms, clipped] of [[r.startMs, r.clippedStart], [r.endMs, r.clippedEnd]] as const) {
        if (clipped) continue;
        const arc = signedArcDegrees(normalizeDegrees(260 + r.angleDeg), lonAt(saturn, epochMsToJulianDay(ms)));
        expect(Math.abs(Math.abs(arc) - orbDeg)).toBeLessThan(1e-6);
      }
    }
    expect(new Set(records.map((r) => r.aspect))).toEqual(new Set(['square', 'quincunx']));
  });

  test('Sole and Luna take the wider column, as transiting body or as natal point; the others the narrower', () => {
    const orbs = withOrbs(uniformOrbTable(2), { conjunction: { orbDeg: 2, luminaryOrbDeg: 5 } });
    const widest = (q: Pick<TransitQuery, 'natal' | 'bodies' | 'natalPoints'>) => {
      const { records } = run({ ...q, aspects: ['conjunction'], orbs, jdEnd: EPOCH + 3650 });
      const r = records.find((x) => !x.clippedStart && !x.clippedEnd)!;
      return Math.abs(signedArcDegrees(lonAt(SYNTHETIC_MOTIONS[q.bodies![0] as 'moon']!, epochMsToJulianDay(r.startMs)), natalLon(q)));
    };
    const natalLon = (q: Pick<TransitQuery, 'natal' | 'natalPoints'>) => q.natal.longitudes[q.natalPoints![0] as 'sun']!;
    expect(widest({ natal: natal({ mars: 100 }), bodies: ['moon'], natalPoints: ['mars'] })).toBeCloseTo(5, 6);
    expect(widest({ natal: natal({ sun: 20 }), bodies: ['saturn'], natalPoints: ['sun'] })).toBeCloseTo(5, 6);
    expect(widest({ natal: natal({ venus: 20 }), bodies: ['saturn'], natalPoints: ['venus'] })).toBeCloseTo(2, 6);
  });

  test('house cusps as natal points: each cusp\'s hits; a cusp on the Ascendant is left to the Ascendant', () => {
    const cusps = [10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310, 340];
    const points = { longitudes: { ascendant: 10, midheaven: 280 }, cusps };
    const { records } = run({ natal: points, bodies: ['moon'], natalPoints: ['ascendant', 'midheaven', ...CUSP_CODES], aspects: ['conjunction'] });
    expect(new Set(records.map((r) => r.natalPoint))).toEqual(new Set(['ascendant', 'midheaven', 'cusp2', 'cusp3', 'cusp4', 'cusp5', 'cusp6', 'cusp7', 'cusp8', 'cusp9', 'cusp11', 'cusp12']));
    const cusp2Hits = records.filter((r) => r.natalPoint === 'cusp2').flatMap((r) => r.exactMs);
    expectInstants(cusp2Hits, bruteCrossings(moon, 40, EPOCH, EPOCH + 365, 1));
    // Asked alone, cusp 1 is measured (whole-sign houses: it differs from the Ascendant anyway).
    const alone = run({ natal: points, bodies: ['moon'], natalPoints: ['cusp1'], aspects: ['conjunction'] }).records;
    expect(alone.length).toBeGreaterThan(10);
    expect(new Set(alone.map((r) => r.natalPoint))).toEqual(new Set(['cusp1']));
  });
});
