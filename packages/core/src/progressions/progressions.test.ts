/**
 * Secondary progressions on the synthetic sky, against its closed-form answers. A day after birth
 * stands for a year, so the progressed steady Sun and Moon reach a degree at the symbolic instant
 * epoch + (level − L₀ + 360k)/v, mapped back to the calendar; the progressed Medio Coeli reaches a
 * degree when the ARMC reaches that degree's right ascension (by the Sun's arc in right ascension,
 * or by Naibod's rate).
 */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees } from '../angles.ts';
import { aspectSidesDeg } from '../transits/engine.ts';
import type { NatalPoints } from '../natal-points.ts';
import { epochMsToJulianDay } from '../time.ts';
import { SIGN_CODES } from '../zodiac.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';
import { NAIBOD_DEG_PER_YEAR } from './progressed-angles.ts';
import { calendarJulianDay, progressedJulianDay } from './progressed-time.ts';
import { computeProgressions, LUNATION_PHASES, type ProgressionQuery } from './progressions.ts';
import {
  analyticLongitudeDeg,
  STEADY_MOTIONS,
  steadyCrossingJds,
  steadyLevelJds,
  SYNTHETIC_OBLIQUITY_DEG,
  syntheticTechniqueEphemeris,
  type AnalyticMotion,
} from '../../../../test-support/synthetic-ephemeris.ts';

/**
 * The transit engine finds symbolic instants to 1 s (and writes whole ms): a symbolic second is
 * TROPICAL_YEAR_DAYS calendar seconds, about 6 minutes.
 */
const BODY_TOLERANCE_SECONDS = 1.001 * TROPICAL_YEAR_DAYS;
/** The progressed lunation phases are searched to 0.1 symbolic s: 37 calendar seconds. */
const PHASE_TOLERANCE_SECONDS = 0.1001 * TROPICAL_YEAR_DAYS;
/** The angles' searches stop at 60 s; the Sun's right ascension, sampled daily, adds a few seconds. */
const ANGLE_TOLERANCE_SECONDS = 70;
const RAD = Math.PI / 180;

const sun = STEADY_MOTIONS.sun!;
const moon = STEADY_MOTIONS.moon!;
const BIRTH_JD = 2447965.875;
const PLACE = { latitudeDeg: 45, longitudeDeg: 12.5 };
/** Uneven natal cusps, house 1 at 101°. */
const CUSPS = [101, 128, 157, 190, 226, 256, 281, 308, 337, 10, 46, 76];
const NATAL: NatalPoints = {
  longitudes: { sun: analyticLongitudeDeg(sun, BIRTH_JD), moon: analyticLongitudeDeg(moon, BIRTH_JD), venus: 33.3, saturn: 287.1, ascendant: 101, midheaven: 10 },
  cusps: CUSPS,
};
/** Calendar period: from age 20 to age 50. */
const PERIOD = { jdStart: BIRTH_JD + 20 * TROPICAL_YEAR_DAYS, jdEnd: BIRTH_JD + 50 * TROPICAL_YEAR_DAYS };
const SYM = { from: progressedJulianDay(BIRTH_JD, PERIOD.jdStart), to: progressedJulianDay(BIRTH_JD, PERIOD.jdEnd) };

const baseQuery: ProgressionQuery = { natal: NATAL, natalJd: BIRTH_JD, ...PLACE, ...PERIOD };
const errorSeconds = (ms: number, jd: number) => Math.abs(epochMsToJulianDay(ms) - jd) * 86_400;
/** The calendar instants a progressed steady body reaches `levelDeg` in the period. */
const progressedAt = (m: AnalyticMotion, levelDeg: number) => steadyCrossingJds(m, levelDeg, SYM.from, SYM.to).map((jd) => calendarJulianDay(BIRTH_JD, jd));

describe('progressed bodies in aspect to natal points (within a symbolic second, 6 min, of the closed form)', () => {
  const eph = syntheticTechniqueEphemeris();
  const natalPoints = ['moon', 'venus', 'saturn'] as const;
  const aspects = ['conjunction', 'square', 'trine', 'opposition'] as const;
  const orbDeg = 1;
  const run = computeProgressions({ ...baseQuery, movingPoints: ['sun', 'moon'], natalPoints, aspects, maxOrbDeg: orbDeg }, eph);

  test('each exact hit, start and end of the orb at its closed form, and nothing else', () => {
    const expected = (['sun', 'moon'] as const).flatMap((body) => natalPoints.flatMap((q) => aspects.flatMap((aspect) => aspectSidesDeg(aspect).flatMap((side) => {
      const m = STEADY_MOTIONS[body]!;
      const levelDeg = normalizeDegrees(NATAL.longitudes[q]! + side);
      return progressedAt(m, levelDeg).map((exactJd) => ({
        body, q, aspect, side, exactJd,
        startJd: calendarJulianDay(BIRTH_JD, progressedJulianDay(BIRTH_JD, exactJd) - orbDeg / m.meanSpeedDegPerDay),
        endJd: calendarJulianDay(BIRTH_JD, progressedJulianDay(BIRTH_JD, exactJd) + orbDeg / m.meanSpeedDegPerDay),
      }));
    })))).filter((e) => e.startJd > PERIOD.jdStart && e.endJd < PERIOD.jdEnd);
    // The progressed Moon goes round once in 27.3 years: every natal point, every side.
    expect(expected.length).toBeGreaterThanOrEqual(15);
    const whole = run.records.filter((r) => !r.clippedStart && !r.clippedEnd);
    expect(whole).toHaveLength(expected.length);
    for (const e of expected) {
      const r = whole.find((x) => x.movingPoint === e.body && x.natalPoint === e.q && x.angleDeg === e.side && errorSeconds(x.exactMs[0]!, e.exactJd) < 86_400);
      expect(r, `${e.body} ${e.side}° ${e.q}`).toBeDefined();
      expect(r).toMatchObject({ layer: 'progressions', aspect: e.aspect });
      expect(r!.exactMs).toHaveLength(1);
      expect(errorSeconds(r!.exactMs[0]!, e.exactJd)).toBeLessThanOrEqual(BODY_TOLERANCE_SECONDS);
      expect(errorSeconds(r!.startMs, e.startJd)).toBeLessThanOrEqual(BODY_TOLERANCE_SECONDS);
      expect(errorSeconds(r!.endMs, e.endJd)).toBeLessThanOrEqual(BODY_TOLERANCE_SECONDS);
    }
  });

  test('the progressed Moon back on its natal place (27.3 years on) is kept; the Sun on its own, exact at birth only, is not', () => {
    const [returnJd] = progressedAt(moon, NATAL.longitudes.moon!);
    const lunarReturn = run.records.filter((r) => r.movingPoint === 'moon' && r.natalPoint === 'moon' && r.aspect === 'conjunction');
    expect(lunarReturn).toHaveLength(1);
    expect(errorSeconds(lunarReturn[0]!.exactMs[0]!, returnJd!)).toBeLessThanOrEqual(BODY_TOLERANCE_SECONDS);
  });

  test('the progressed Moon\'s sign ingresses: each sign entered at its 30° boundary, in order', () => {
    const expected = SIGN_CODES.flatMap((sign, i) => progressedAt(moon, i * 30).map((jd) => ({ sign, jd }))).sort((a, b) => a.jd - b.jd);
    expect(expected.length).toBeGreaterThanOrEqual(13);
    expect(run.moonSignIngresses.map((i) => [i.sign, i.retrograde])).toEqual(expected.map((e) => [e.sign, false]));
    run.moonSignIngresses.forEach((i, k) => expect(errorSeconds(i.timeMs, expected[k]!.jd)).toBeLessThanOrEqual(BODY_TOLERANCE_SECONDS));
  });

  test('the progressed Moon\'s natal-house ingresses: each house entered at its cusp, in order', () => {
    const expected = CUSPS.flatMap((cusp, i) => progressedAt(moon, cusp).map((jd) => ({ house: i + 1, jd }))).sort((a, b) => a.jd - b.jd);
    expect(run.moonHouseIngresses.map((i) => i.house)).toEqual(expected.map((e) => e.house));
    run.moonHouseIngresses.forEach((i, k) => expect(errorSeconds(i.timeMs, expected[k]!.jd)).toBeLessThanOrEqual(BODY_TOLERANCE_SECONDS));
  });

  test('the progressed lunation phases: the Moon–Sun elongation at 0°, 90°, 180°, 270°, in order', () => {
    const elongationAt0 = moon.longitudeDeg - sun.longitudeDeg;
    const speed = moon.meanSpeedDegPerDay - sun.meanSpeedDegPerDay;
    const expected = LUNATION_PHASES.flatMap((phase, i) => steadyLevelJds(elongationAt0, speed, sun.epochJd, i * 90, SYM.from, SYM.to)
      .map((jd) => ({ phase, jd: calendarJulianDay(BIRTH_JD, jd) }))).sort((a, b) => a.jd - b.jd);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(run.lunationPhases.map((p) => p.phase)).toEqual(expected.map((e) => e.phase));
    run.lunationPhases.forEach((p, k) => expect(errorSeconds(p.timeMs, expected[k]!.jd)).toBeLessThanOrEqual(PHASE_TOLERANCE_SECONDS));
  });
});

describe('the progressed Medio Coeli in aspect to natal points (within 70 s of the closed form)', () => {
  const eph = syntheticTechniqueEphemeris();
  const natalArmcDeg = eph.armcDeg(BIRTH_JD, PLACE.longitudeDeg);
  const ε = SYNTHETIC_OBLIQUITY_DEG * RAD;
  /** Right ascension of an ecliptic longitude (latitude 0), degrees [0, 360). */
  const raOf = (lonDeg: number) => normalizeDegrees(Math.atan2(Math.sin(lonDeg * RAD) * Math.cos(ε), Math.cos(lonDeg * RAD)) / RAD);
  /** Ecliptic longitude of a right ascension (latitude 0), degrees [0, 360): the MC of that ARMC. */
  const lonOfRa = (raDeg: number) => normalizeDegrees(Math.atan2(Math.sin(raDeg * RAD), Math.cos(raDeg * RAD) * Math.cos(ε)) / RAD);
  /** Natal points placed so that the MC meets them after 25°, 33° and 41° of arc (ages about 25 to 41). */
  const natal: NatalPoints = {
    longitudes: {
      sun: NATAL.longitudes.sun!,
      venus: normalizeDegrees(lonOfRa(natalArmcDeg + 25) - 90),
      saturn: normalizeDegrees(lonOfRa(natalArmcDeg + 33) - 120),
      moon: lonOfRa(natalArmcDeg + 41),
    },
    cusps: CUSPS,
  };
  const targets = [
    { natalPoint: 'venus', side: 90, arcDeg: 25 },
    { natalPoint: 'saturn', side: 120, arcDeg: 33 },
    { natalPoint: 'moon', side: 0, arcDeg: 41 },
  ] as const;

  /** Runs the progressed MC by `method`, and checks each target's one exact hit at `calendarJdOfArc(arc)`. */
  function expectMidheavenHits(method: 'solarArcRightAscension' | 'naibod', calendarJdOfArc: (arcDeg: number) => number) {
    const run = computeProgressions({ ...baseQuery, natal, movingPoints: ['midheaven'], natalPoints: ['moon', 'venus', 'saturn'], aspects: ['conjunction', 'square', 'trine'], angleMethod: method }, eph);
    const exact = run.records.filter((r) => r.exactMs.length > 0);
    expect(exact.map((r) => [r.natalPoint, r.angleDeg])).toEqual(targets.map((t) => [t.natalPoint, t.side]));
    targets.forEach((t, i) => {
      expect(exact[i]!.exactMs).toHaveLength(1);
      expect(errorSeconds(exact[i]!.exactMs[0]!, calendarJdOfArc(t.arcDeg))).toBeLessThanOrEqual(ANGLE_TOLERANCE_SECONDS);
    });
  }

  test('by the Sun\'s arc in right ascension (the default): when the progressed Sun\'s right ascension has grown by the arc', () => {
    const natalSunRa = raOf(natal.longitudes.sun!);
    expectMidheavenHits('solarArcRightAscension', (arcDeg) => {
      const [symJd] = steadyCrossingJds(sun, lonOfRa(natalSunRa + arcDeg), BIRTH_JD, BIRTH_JD + 100);
      return calendarJulianDay(BIRTH_JD, symJd!);
    });
  });

  test('by Naibod\'s rate: arc / 0°59′08.33″ years after birth', () => {
    expectMidheavenHits('naibod', (arcDeg) => BIRTH_JD + (arcDeg / NAIBOD_DEG_PER_YEAR) * TROPICAL_YEAR_DAYS);
  });
});
