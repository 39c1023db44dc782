/**
 * Return instants on the synthetic sky, against its closed-form answers: a steady Sun and Moon come
 * back to a longitude every 360°/v days, so each return the search finds has an exact counterpart.
 */
import { describe, expect, test } from 'vitest';
import { SECONDS_PER_DAY } from '../search.ts';
import { lunarReturnJds, RETURN_TOLERANCE_SECONDS, solarReturnJd, solarReturnWindow } from './return-instant.ts';
import {
  analyticLongitudeDeg,
  STEADY_MOTIONS,
  steadyCrossingJds,
  SYNTHETIC_PRECESSION_DEG_PER_DAY,
  syntheticEphemeris,
  syntheticTechniqueEphemeris,
} from '../../../../test-support/synthetic-ephemeris.ts';

const sun = STEADY_MOTIONS.sun!;
const moon = STEADY_MOTIONS.moon!;
/** A birth on 1990-03-15 at about 09:00 UT, in the synthetic sky (it runs before its epoch too). */
const BIRTH_JD = 2447965.875;
const BIRTH_YEAR = 1990;

/** |found − expected| in seconds, for instants in Julian days. */
const errorSeconds = (foundJd: number, expectedJd: number) => Math.abs(foundJd - expectedJd) * SECONDS_PER_DAY;

describe('solarReturnJd (within RETURN_TOLERANCE_SECONDS, 0.1 s, of the closed form)', () => {
  const eph = syntheticTechniqueEphemeris();
  const natalSunDeg = analyticLongitudeDeg(sun, BIRTH_JD);

  test.each([1991, 2000, 2027, 2089])('the return of %i: the Sun back at its natal degree, k·360°/v after birth', (year) => {
    const found = solarReturnJd({ natalJdUt: BIRTH_JD, year, birthYear: BIRTH_YEAR }, eph);
    const window = solarReturnWindow({ natalJdUt: BIRTH_JD, year, birthYear: BIRTH_YEAR });
    const [expected] = steadyCrossingJds(sun, natalSunDeg, window.fromJd, window.toJd);
    expect(errorSeconds(found, BIRTH_JD + ((year - BIRTH_YEAR) * 360) / sun.meanSpeedDegPerDay)).toBeLessThanOrEqual(RETURN_TOLERANCE_SECONDS);
    expect(errorSeconds(found, expected!)).toBeLessThanOrEqual(RETURN_TOLERANCE_SECONDS);
  });

  test('precession-corrected: the sidereal Sun back, k·360°/(v − precession) after birth (later each year)', () => {
    for (const year of [2000, 2027]) {
      const found = solarReturnJd({ natalJdUt: BIRTH_JD, year, birthYear: BIRTH_YEAR, zodiac: 'precessionCorrected' }, eph);
      const expected = BIRTH_JD + ((year - BIRTH_YEAR) * 360) / (sun.meanSpeedDegPerDay - SYNTHETIC_PRECESSION_DEG_PER_DAY);
      expect(errorSeconds(found, expected)).toBeLessThanOrEqual(RETURN_TOLERANCE_SECONDS);
      const tropical = solarReturnJd({ natalJdUt: BIRTH_JD, year, birthYear: BIRTH_YEAR }, eph);
      // 50.29″ a year at 0.9856° a day: about 20.4 minutes a year later.
      expect((found - tropical) * 1440 / (year - BIRTH_YEAR)).toBeCloseTo((50.29 / 3600 / 0.9856) * 1440, 0);
    }
  });

  test('an ephemeris without sidereal longitudes cannot give a precession-corrected return', () => {
    expect(() => solarReturnJd({ natalJdUt: BIRTH_JD, year: 2000, birthYear: BIRTH_YEAR, zodiac: 'precessionCorrected' }, syntheticEphemeris(STEADY_MOTIONS)))
      .toThrow(/no sidereal longitudes/);
  });
});

describe('lunarReturnJds (within 0.1 s of the closed form, every return of the period and no other)', () => {
  const eph = syntheticTechniqueEphemeris();

  test.each([
    { natalMoonDeg: 123.4, days: 365 },
    // The natal degree at 0°: the signed arc jumps at 180° away, never at the return.
    { natalMoonDeg: 0, days: 100 },
    { natalMoonDeg: 359.99, days: 60 },
  ])('a Moon at $natalMoonDeg° over $days days', ({ natalMoonDeg, days }) => {
    const fromJd = BIRTH_JD + 20 * 365.25;
    const found = lunarReturnJds(natalMoonDeg, fromJd, fromJd + days, eph);
    const expected = steadyCrossingJds(moon, natalMoonDeg, fromJd, fromJd + days);
    expect(found).toHaveLength(expected.length);
    expect(found.length).toBeGreaterThanOrEqual(Math.floor(days / 27.33));
    found.forEach((jd, i) => expect(errorSeconds(jd, expected[i]!)).toBeLessThanOrEqual(RETURN_TOLERANCE_SECONDS));
  });
});
