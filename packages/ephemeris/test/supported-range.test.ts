/**
 * The supported range of core/time.ts is really covered by the committed files: every body can be
 * computed at both ends without a Moshier fallback, and just outside the start it cannot.
 */
import { describe, expect, test } from 'vitest';
import {
  computeTransits,
  dailyJulianDay,
  midnightJulianDay,
  POINT_CODES,
  TRANSIT_FIRST_DATE,
  SUPPORTED_FIRST_DATE,
  SUPPORTED_JD_END,
  SUPPORTED_JD_START,
  SUPPORTED_LAST_DATE,
  type EphemerisBody,
} from '@astrolabio/core';
import { calcUt, EphemerisError, openSwissEphemeris, swissEphemeris } from '../src/index.ts';

const BODIES: readonly EphemerisBody[] = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto',
  'chiron', 'meanApogee', 'osculatingApogee', 'trueNode', 'meanNode',
];
const ONE_SECOND_DAYS = 1 / 86_400;

openSwissEphemeris();

describe('supported range vs the committed ephemeris files', () => {
  test.each([
    ['first supported instant', SUPPORTED_JD_START],
    ['last supported instant', SUPPORTED_JD_END - ONE_SECOND_DAYS],
    ['12:00 UT of the first date', dailyJulianDay(SUPPORTED_FIRST_DATE)],
    ['12:00 UT of the last date', dailyJulianDay(SUPPORTED_LAST_DATE)],
  ])('%s: every body from the files', (_label, jd) => {
    for (const body of BODIES) expect(() => calcUt(jd, body), body).not.toThrow();
  });

  test('before the range, the missing file is an explicit error, never a silent Moshier position', () => {
    expect(() => calcUt(SUPPORTED_JD_START - 0.5, 'pluto')).toThrow(EphemerisError);
    expect(() => calcUt(SUPPORTED_JD_START - 0.5, 'pluto')).toThrow(/Swiss Ephemeris files/);
  });

  test('transits can be computed from the first transit date and up to the last supported date', () => {
    const natal = { longitudes: Object.fromEntries(POINT_CODES.map((p, i) => [p, i * 22.5])), cusps: Array.from({ length: 12 }, (_, i) => i * 30) };
    const first = midnightJulianDay(TRANSIT_FIRST_DATE);
    expect(computeTransits({ natal, jdStart: first, jdEnd: first + 31 }, swissEphemeris).length).toBeGreaterThan(0);
    expect(computeTransits({ natal, jdStart: SUPPORTED_JD_END - 31, jdEnd: SUPPORTED_JD_END }, swissEphemeris).length).toBeGreaterThan(0);
    // The day before is refused by the engine's own check, not by the files.
    expect(() => computeTransits({ natal, jdStart: first - 1, jdEnd: first + 30 }, swissEphemeris)).toThrow(RangeError);
  });
});
