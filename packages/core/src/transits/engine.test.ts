/** Unit tests of the transit engine against a brute force of analytic motions (no Swiss Ephemeris). */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees, signedArcDegrees } from '../angles.ts';
import { epochMsToJulianDay, julianDayToEpochMs } from '../time.ts';
import type { NatalPoints } from '../natal-points.ts';
import { aspectSidesDeg, computeTransits, MAX_TRANSIT_PERIOD_DAYS, type TransitQuery } from './engine.ts';
import { analyticLongitude, SYNTHETIC_MOTIONS, syntheticEphemeris, type AnalyticMotion } from './synthetic-ephemeris.ts';

/** Instants are checked against a brute force of the same analytic motion to 1 second. */
const TOLERANCE_SECONDS = 1;
const EPOCH = 2460676.5; // 2025-01-01T00:00Z
const CUSPS = Array.from({ length: 12 }, (_, i) => i * 30);
const saturn = SYNTHETIC_MOTIONS.saturn!;
const moon = SYNTHETIC_MOTIONS.moon!;

function natal(longitudes: NatalPoints['longitudes']): NatalPoints {
  return { longitudes, cusps: CUSPS };
}

function lonAt(m: AnalyticMotion, jd: number): number {
  return normalizeDegrees(analyticLongitude(m, jd).unwrapped);
}

/** Brute force: scan every `stepDays` and bisect each sign change of the arc to `levelDeg`. */
function bruteCrossings(m: AnalyticMotion, levelDeg: number, from: number, to: number, stepDays: number): number[] {
  const g = (t: number) => signedArcDegrees(levelDeg, lonAt(m, t));
  const out: number[] = [];
  for (let a = from; a < to; a += stepDays) {
    const b = Math.min(a + stepDays, to);
    let ga = g(a);
    const gb = g(b);
    if ((ga < 0) === (gb < 0) || Math.abs(ga - gb) > 90) continue;
    let lo = a;
    let hi = b;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      const gm = g(mid);
      if ((gm < 0) === (ga < 0)) {
        lo = mid;
        ga = gm;
      } else hi = mid;
    }
    out.push((lo + hi) / 2);
  }
  return out;
}

/** Brute force of the stations: sign changes of the speed. */
function bruteStations(m: AnalyticMotion, from: number, to: number): number[] {
  const v = (t: number) => analyticLongitude(m, t).speed;
  const out: number[] = [];
  for (let a = from; a < to; a += 0.5) {
    let lo = a;
    let hi = a + 0.5;
    if ((v(lo) < 0) === (v(hi) < 0)) continue;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if ((v(mid) < 0) === (v(lo) < 0)) lo = mid;
      else hi = mid;
    }
    out.push((lo + hi) / 2);
  }
  return out;
}

function expectInstants(actualMs: number[], expectedJd: number[]): void {
  expect(actualMs).toHaveLength(expectedJd.length);
  actualMs.forEach((ms, i) => {
    expect(Math.abs(epochMsToJulianDay(ms) - expectedJd[i]!) * 86_400).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  });
}

function run(q: Omit<TransitQuery, 'jdStart' | 'jdEnd'> & { jdStart?: number; jdEnd?: number }) {
  const eph = syntheticEphemeris();
  const records = computeTransits({ jdStart: EPOCH, jdEnd: EPOCH + 365, ...q }, eph);
  return { records, calls: eph.calls };
}

describe('computeTransits on analytic motions (instants within 1 s of a brute force)', () => {
  test('a retrograde loop: three exact passes and both stations in one stretch', () => {
    // The synthetic Saturn loops between about 343.3° and 349.6° in 2025; 346° is crossed three times.
    const { records } = run({ natal: natal({ sun: 346 }), bodies: ['saturn'], targets: ['sun'], aspects: ['conjunction'], maxOrbDeg: 5 });
    expect(records).toHaveLength(1);
    const [r] = records;
    expectInstants(r!.exact, bruteCrossings(saturn, 346, EPOCH, EPOCH + 365, 1));
    expect(r!.exact).toHaveLength(3);
    expectInstants(r!.stations.map((s) => s.time), bruteStations(saturn, EPOCH, EPOCH + 365));
    expect(r!.stations.map((s) => s.kind)).toEqual(['retrograde', 'direct']);
    expect(r!.peak).toEqual({ time: r!.exact[0], orb: 0 });
    expectInstants([r!.start, r!.end], [bruteCrossings(saturn, 341, EPOCH, EPOCH + 365, 1)[0]!, bruteCrossings(saturn, 351, EPOCH, EPOCH + 365, 1)[0]!]);
  });

  test('three passes across 0° Ariete (the loop of the second year spans 356°–2.4°)', () => {
    const jdStart = EPOCH + 365;
    const { records } = run({ natal: natal({ moon: 0 }), bodies: ['saturn'], targets: ['moon'], aspects: ['conjunction'], jdStart, jdEnd: jdStart + 400 });
    const exact = records.flatMap((r) => r.exact);
    expect(exact).toHaveLength(3);
    expectInstants(exact, bruteCrossings(saturn, 0, jdStart, jdStart + 400, 1));
  });

  test('a station just short of exact: no hit, the peak is the station and its orb', () => {
    const [retrograde] = bruteStations(saturn, EPOCH, EPOCH + 365);
    const stationLon = lonAt(saturn, retrograde!);
    const { records } = run({ natal: natal({ sun: stationLon + 0.05 }), bodies: ['saturn'], targets: ['sun'], aspects: ['conjunction'] });
    const first = records[0]!;
    expect(first.exact).toEqual([]);
    expect(first.stations.map((s) => s.kind)).toEqual(['retrograde']);
    expect(Math.abs(epochMsToJulianDay(first.peak.time) - retrograde!) * 86_400).toBeLessThanOrEqual(TOLERANCE_SECONDS);
    expect(first.peak.orb).toBeCloseTo(0.05, 6);
    // The orb closes again later, when the planet has turned direct and comes back to exact.
    expect(records[1]!.exact.length).toBeGreaterThan(0);
  });

  test('the Moon: every aspect, both sides, matches the brute force (a daily sample would miss most)', () => {
    const target = 123.4;
    const { records } = run({ natal: natal({ mars: target }), bodies: ['moon'], targets: ['mars'], jdEnd: EPOCH + 60 });
    for (const aspect of ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const) {
      for (const angle of aspectSidesDeg(aspect)) {
        const mine = records.filter((r) => r.aspect === aspect && r.angleDeg === angle);
        expectInstants(mine.flatMap((r) => r.exact), bruteCrossings(moon, normalizeDegrees(target + angle), EPOCH, EPOCH + 60, 0.05));
        // Every stretch opens and closes 3° either side (none is clipped in this period but the first).
        for (const r of mine.filter((x) => !x.clippedStart && !x.clippedEnd)) {
          expect(Math.abs(signedArcDegrees(target + angle, lonAt(moon, epochMsToJulianDay(r.start))))).toBeCloseTo(3, 4);
          expect(r.exact).toHaveLength(1);
        }
      }
    }
    expect(records.map((r) => r.start)).toEqual([...records.map((r) => r.start)].sort((a, b) => a - b));
  });

  test('clipped at the period start and end; daily orbs at 12:00 UT, one per UTC day of the stretch', () => {
    // The synthetic Moon is at 350° at the start: a target at 352° is already within 3°.
    const { records } = run({ natal: natal({ sun: 352 }), bodies: ['moon'], targets: ['sun'], aspects: ['conjunction'], jdEnd: EPOCH + 27.5 });
    const first = records[0]!;
    expect(first.clippedStart).toBe(true);
    expect(first.start).toBe(julianDayToEpochMs(EPOCH));
    expect(first.daily[0]!.date).toBe('2025-01-01');
    expect(first.daily[0]!.orb).toBeCloseTo(Math.abs(signedArcDegrees(352, lonAt(moon, EPOCH + 0.5))), 6);
    const exactDay = new Date(first.exact[0]!).toISOString().slice(0, 10);
    expect(first.daily.map((d) => d.date)).toContain(exactDay);
    expect(first.daily.at(-1)!.date).toBe(new Date(first.end).toISOString().slice(0, 10));
    const last = records[records.length - 1]!;
    expect(last.clippedEnd).toBe(true);
    expect(last.end).toBe(julianDayToEpochMs(EPOCH + 27.5));
  });

  test('the house is the natal house of the transiting body at the peak', () => {
    const { records } = run({ natal: natal({ sun: 346 }), bodies: ['saturn'], targets: ['sun'], aspects: ['conjunction'], maxOrbDeg: 5 });
    expect(records[0]!.house).toBe(12); // 346° lies in the cusp interval [330°, 360°)
    const { records: trine } = run({ natal: natal({ sun: 346 - 120 }), bodies: ['saturn'], targets: ['sun'], aspects: ['trine'], maxOrbDeg: 5 });
    expect(trine[0]!.house).toBe(12); // the transiting body's house, not the target's
  });

  test('sampling is once per body: the synthetic Moon over a year costs about two positions per day', () => {
    const { calls, records } = run({ natal: natal({ sun: 10, moon: 200, mars: 77 }), bodies: ['moon'] });
    expect(records.length).toBeGreaterThan(300);
    // Moon every 12 h + Sun every 2 days + a few polishes, for 3 targets × 8 aspect sides.
    expect(calls).toBeLessThan(365 * 2 + 200 + 50);
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
