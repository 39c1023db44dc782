/**
 * The progressed Moon's summary on the synthetic sky's steady Sun and Moon, against closed forms:
 * the progressed Moon reaches a degree at the symbolic instant epoch + (level − L₀ + 360k)/v, and the
 * elongation likewise at its own speed, mapped back to the calendar (a day for a year).
 */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees } from '../angles.ts';
import { houseOf } from '../houses.ts';
import { epochMsToJulianDay } from '../time.ts';
import { SIGN_CODES } from '../zodiac.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';
import { calendarJulianDay, progressedJulianDay } from './progressed-time.ts';
import { LUNATION_CYCLE_PHASES, progressedMoonSummary } from './progressed-moon.ts';
import { analyticLongitudeDeg, STEADY_MOTIONS, steadyCrossingJds, steadyLevelJds, syntheticTechniqueEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

/** The searches stop at a calendar minute. */
const TOLERANCE_SECONDS = 60;
const sun = STEADY_MOTIONS.sun!;
const moon = STEADY_MOTIONS.moon!;
const BIRTH_JD = 2447965.875;
const CUSPS = [101, 128, 157, 190, 226, 256, 281, 308, 337, 10, 46, 76];
const eph = syntheticTechniqueEphemeris();
const errorSeconds = (ms: number, jd: number) => Math.abs(epochMsToJulianDay(ms) - jd) * 86_400;
/** The elongation's steady motion: the Moon's less the Sun's. */
const ELONGATION = { start: moon.longitudeDeg - sun.longitudeDeg, speed: moon.meanSpeedDegPerDay - sun.meanSpeedDegPerDay };
const elongationAt = (symbolicJd: number) => normalizeDegrees(ELONGATION.start + ELONGATION.speed * (symbolicJd - sun.epochJd));
const firstAfter = (jds: number[], jd: number) => jds.find((x) => x > jd)!;

describe('progressedMoonSummary on a steady sky', () => {
  test.each([20, 33.3, 47.25, 61.9])('at age %s: sign, house, next ingresses and the phase at their closed forms (within a minute)', (age) => {
    const calendarJd = BIRTH_JD + age * TROPICAL_YEAR_DAYS;
    const symbolic = progressedJulianDay(BIRTH_JD, calendarJd);
    const s = progressedMoonSummary({ natalJd: BIRTH_JD, cusps: CUSPS }, calendarJd, eph);
    const lon = analyticLongitudeDeg(moon, symbolic);
    expect(s.longitudeDeg).toBeCloseTo(lon, 9);
    expect(s.sign).toBe(SIGN_CODES[Math.floor(lon / 30)]);
    expect(s.house).toBe(houseOf(lon, CUSPS));

    // The next sign: the next multiple of 30°; the next house: the next cusp, whichever the Moon meets first.
    const window = [symbolic, symbolic + 40] as const;
    const nextSignLevel = (Math.floor(lon / 30) + 1) * 30 % 360;
    const signJd = calendarJulianDay(BIRTH_JD, firstAfter(steadyCrossingJds(moon, nextSignLevel, ...window), symbolic));
    expect(errorSeconds(s.nextSign.timeMs, signJd)).toBeLessThan(TOLERANCE_SECONDS);
    expect(s.nextSign.sign).toBe(SIGN_CODES[nextSignLevel / 30]);
    const nextCusp = CUSPS[s.house % 12]!;
    const houseJd = calendarJulianDay(BIRTH_JD, firstAfter(steadyCrossingJds(moon, nextCusp, ...window), symbolic));
    expect(errorSeconds(s.nextHouse.timeMs, houseJd)).toBeLessThan(TOLERANCE_SECONDS);
    expect(s.nextHouse.house).toBe((s.house % 12) + 1);

    // The phase: 45° of elongation each; it began when the elongation last reached its start, the next at its end.
    const e = elongationAt(symbolic);
    expect(s.elongationDeg).toBeCloseTo(e, 9);
    const index = Math.floor(e / 45);
    expect(s.phase).toBe(LUNATION_CYCLE_PHASES[index]);
    const began = steadyLevelJds(ELONGATION.start, ELONGATION.speed, sun.epochJd, index * 45, symbolic - 10, symbolic + 1e-9).at(-1)!;
    expect(errorSeconds(s.phaseSinceMs!, calendarJulianDay(BIRTH_JD, began))).toBeLessThan(TOLERANCE_SECONDS);
    const next = steadyLevelJds(ELONGATION.start, ELONGATION.speed, sun.epochJd, ((index + 1) % 8) * 45, symbolic, symbolic + 10)[0]!;
    expect(errorSeconds(s.nextPhase.timeMs, calendarJulianDay(BIRTH_JD, next))).toBeLessThan(TOLERANCE_SECONDS);
    expect(s.nextPhase.phase).toBe(LUNATION_CYCLE_PHASES[(index + 1) % 8]);
  });

  test('a phase that began before birth has no «since»', () => {
    // Find an age inside the first phase of life: the elongation at birth and the next boundary.
    const e0 = elongationAt(BIRTH_JD);
    const toNextBoundaryDays = (45 - (e0 % 45)) / ELONGATION.speed; // symbolic days
    const calendarJd = BIRTH_JD + (toNextBoundaryDays / 2) * TROPICAL_YEAR_DAYS;
    expect(progressedMoonSummary({ natalJd: BIRTH_JD, cusps: CUSPS }, calendarJd, eph).phaseSinceMs).toBeNull();
  });
});
