/**
 * Solar arc directions on the synthetic sky, against its closed-form answers: with a steady Sun the
 * arc grows v·age/year degrees, so a directed point p + arc meets natal point q + side at
 * age = (q + side − p) / v tropical years, and enters and leaves the orb at ∓ the orb in arc.
 */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees } from '../angles.ts';
import { aspectSidesDeg } from '../transits/engine.ts';
import type { NatalPoints } from '../natal-points.ts';
import { epochMsToJulianDay } from '../time.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';
import { computeSolarArcDirections, solarArcFunction } from './solar-arc.ts';
import { analyticLongitudeDeg, STEADY_MOTIONS, syntheticTechniqueEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

/** The search's own precision for directions (dtToleranceSeconds 60), plus a second for the ms rounding. */
const TOLERANCE_SECONDS = 61;
const sun = STEADY_MOTIONS.sun!;
const BIRTH_JD = 2447965.875;
/** Degrees of solar arc a tropical year, on the steady Sun. */
const ARC_DEG_PER_YEAR = sun.meanSpeedDegPerDay;
const natalSunDeg = analyticLongitudeDeg(sun, BIRTH_JD);
const NATAL: NatalPoints = {
  longitudes: { sun: natalSunDeg, moon: 10, mars: normalizeDegrees(natalSunDeg + 25.3), saturn: 200.5, ascendant: 95, midheaven: 5 },
  cusps: Array.from({ length: 12 }, (_, i) => (95 + 30 * i) % 360),
};

/** Calendar Julian day at which the arc reaches `arcDeg`. */
const jdAtArc = (arcDeg: number) => BIRTH_JD + (arcDeg / ARC_DEG_PER_YEAR) * TROPICAL_YEAR_DAYS;
const errorSeconds = (ms: number, jd: number) => Math.abs(epochMsToJulianDay(ms) - jd) * 86_400;

describe('solar arc directions (instants within 61 s of the closed form)', () => {
  const eph = syntheticTechniqueEphemeris();
  const period = { jdStart: BIRTH_JD + 2 * TROPICAL_YEAR_DAYS, jdEnd: BIRTH_JD + 62 * TROPICAL_YEAR_DAYS };

  test('the arc is the progressed Sun less the natal one: v degrees a year', () => {
    const arc = solarArcFunction({ natal: NATAL, natalJd: BIRTH_JD, ...period }, eph);
    for (const years of [2, 10.5, 33, 61.9]) expect(arc(BIRTH_JD + years * TROPICAL_YEAR_DAYS)).toBeCloseTo(ARC_DEG_PER_YEAR * years, 9);
  });

  test('every aspect of every directed point to every natal point, each exact, start and end at its closed form', () => {
    const moving = ['sun', 'mars', 'midheaven'] as const;
    const natal = ['moon', 'saturn', 'ascendant'] as const;
    const aspects = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
    const orbDeg = 1;
    const records = computeSolarArcDirections({ natal: NATAL, natalJd: BIRTH_JD, ...period, movingPoints: moving, natalPoints: natal, aspects, maxOrbDeg: orbDeg }, eph);

    // The closed form: each (directed point, natal point, side) is exact once, at arc = q + side − p (mod 360).
    const expected = moving.flatMap((p) => natal.flatMap((q) => aspects.flatMap((aspect) => aspectSidesDeg(aspect).map((side) => {
      const arcDeg = normalizeDegrees(NATAL.longitudes[q]! + side - NATAL.longitudes[p]!);
      return { movingPoint: p, natalPoint: q, aspect, angleDeg: side, exactJd: jdAtArc(arcDeg), startJd: jdAtArc(arcDeg - orbDeg), endJd: jdAtArc(arcDeg + orbDeg) };
    })))).filter((e) => e.startJd >= period.jdStart && e.endJd < period.jdEnd);
    expect(expected.length).toBeGreaterThan(5);
    expect(records.filter((r) => !r.clippedStart && !r.clippedEnd)).toHaveLength(expected.length);

    for (const e of expected) {
      const r = records.find((x) => x.movingPoint === e.movingPoint && x.natalPoint === e.natalPoint && x.angleDeg === e.angleDeg);
      expect(r, `${e.movingPoint} ${e.angleDeg}° ${e.natalPoint}`).toBeDefined();
      expect(r!.aspect).toBe(e.aspect);
      expect(r!.layer).toBe('directions');
      expect(r!.exactMs).toHaveLength(1);
      expect(errorSeconds(r!.exactMs[0]!, e.exactJd)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      expect(errorSeconds(r!.startMs, e.startJd)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      expect(errorSeconds(r!.endMs, e.endJd)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      expect(r!.peak).toEqual({ timeMs: r!.exactMs[0], orbDeg: 0 });
    }
    // In time order.
    expect(records.map((r) => r.startMs)).toEqual([...records.map((r) => r.startMs)].sort((a, b) => a - b));
  });

  test('an aspect already in orb when the period starts is clipped there, its peak the closest end', () => {
    // Mars directed to the sextile of the Moon; the period starts half a degree of arc after the exact hit.
    const arcDeg = normalizeDegrees(NATAL.longitudes.moon! + 60 - NATAL.longitudes.mars!);
    const jdStart = jdAtArc(arcDeg + 0.5);
    const [r, ...rest] = computeSolarArcDirections({
      natal: NATAL, natalJd: BIRTH_JD, jdStart, jdEnd: jdStart + TROPICAL_YEAR_DAYS, movingPoints: ['mars'], natalPoints: ['moon'], aspects: ['sextile'],
    }, eph);
    expect(rest).toEqual([]);
    expect(r).toMatchObject({ clippedStart: true, clippedEnd: false, exactMs: [] });
    expect(r!.peak.orbDeg).toBeCloseTo(0.5, 6);
    expect(errorSeconds(r!.endMs, jdAtArc(arcDeg + 1))).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  });

  test('the natal house of a directed point at its exact hit is the house of the aspect point', () => {
    // Saturn (200.5°) reaches the trine of the Moon (10°) at 250°, arc 49.5°, in natal house 6 (95° + 5·30° = 245°).
    const [r, ...rest] = computeSolarArcDirections({ natal: NATAL, natalJd: BIRTH_JD, ...period, movingPoints: ['saturn'], natalPoints: ['moon'], aspects: ['trine'] }, eph);
    expect(rest).toEqual([]);
    expect(errorSeconds(r!.exactMs[0]!, jdAtArc(49.5))).toBeLessThanOrEqual(TOLERANCE_SECONDS);
    expect(r!.house).toBe(6);
  });
});
