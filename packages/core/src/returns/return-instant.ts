/**
 * Return instants: when the transiting Sun (or Moon) comes back to its natal longitude. The place
 * does not enter: only the houses and angles of a return chart depend on it. Each instant is a
 * root of the signed arc natal → transiting, found by the core's one root finder (search.ts).
 */
import { signedArcDegrees } from '../angles.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { searchAngleDeg } from '../search.ts';

/** The return's zodiac: the natal longitude as it is (tropical), or moved by the precession since birth. */
export const RETURN_ZODIACS = ['tropical', 'precessionCorrected'] as const;
export type ReturnZodiac = (typeof RETURN_ZODIACS)[number];
export const DEFAULT_RETURN_ZODIAC: ReturnZodiac = 'tropical';

/** Precision of a return instant, seconds: ten times finer than the second the API writes. */
export const RETURN_TOLERANCE_SECONDS = 0.1;

/** Mean tropical year in days (J2000): how far apart two solar returns lie, to a few minutes. */
export const TROPICAL_YEAR_DAYS = 365.24219;
/** Sampling step of the lunar return search, days: under a tenth of the Moon's 27.3-day return. */
const LUNAR_RETURN_STEP_DAYS = 1;

/**
 * Half-width of the window searched around the n-th anniversary, days. The anniversary guess is
 * off by under a day (the year's length varies by minutes; the Sun's speed by ±3 %), so ±5 days
 * always brackets exactly one return.
 */
const SOLAR_WINDOW_DAYS = 5;

/**
 * How much later each year a precession-corrected return comes, days: 50.29″ of precession a year at
 * the Sun's mean 0.9856° a day (the sidereal year is 20 minutes longer than the tropical one).
 */
const PRECESSION_DELAY_DAYS_PER_YEAR = 50.29 / 3600 / 0.9856;

/**
 * The Sun's longitude in the return's zodiac at an instant: tropical, or sidereal (the precession-
 * corrected return: the Sun back where it was against the stars, which the ephemeris measures).
 */
function sunLongitudeFn(zodiac: ReturnZodiac, ephemeris: Ephemeris): (jdUt: number) => number {
  if (zodiac === 'tropical') return (t) => ephemeris.position(t, 'sun').longitude;
  const sidereal = ephemeris.siderealLongitude?.bind(ephemeris);
  if (!sidereal) throw new Error('this ephemeris has no sidereal longitudes: no precession-corrected return');
  return (t) => sidereal(t, 'sun');
}

export interface SolarReturnQuery {
  /** Birth instant, Julian day UT. */
  natalJdUt: number;
  /** The calendar year of the birthday whose return is asked (the n-th return, n = year − birth year). */
  year: number;
  /** The birth's calendar year, as the birth data give it. */
  birthYear: number;
  zodiac?: ReturnZodiac;
}

/**
 * The Julian days (UT) between which the return of `q.year` is searched: the ephemeris must cover
 * them (the contract checks it, so that a year at the end of the range is a 400, not an error).
 */
export function solarReturnWindow(q: SolarReturnQuery): { fromJd: number; toJd: number } {
  const years = q.year - q.birthYear;
  const zodiac = q.zodiac ?? DEFAULT_RETURN_ZODIAC;
  const guess = q.natalJdUt + years * TROPICAL_YEAR_DAYS + (zodiac === 'tropical' ? 0 : years * PRECESSION_DELAY_DAYS_PER_YEAR);
  return { fromJd: guess - SOLAR_WINDOW_DAYS, toJd: guess + SOLAR_WINDOW_DAYS };
}

/**
 * The instant (Julian day UT) the Sun returns to its natal longitude near the birthday of `year`,
 * to RETURN_TOLERANCE_SECONDS. Throws when no return lies in the window (cannot happen for a
 * continuous ephemeris; a bug to see).
 */
export function solarReturnJd(q: SolarReturnQuery, ephemeris: Ephemeris): number {
  const zodiac = q.zodiac ?? DEFAULT_RETURN_ZODIAC;
  const window = solarReturnWindow(q);
  const sunAt = sunLongitudeFn(zodiac, ephemeris);
  const found = searchAngleDeg(sunAt, sunAt(q.natalJdUt), window.fromJd, window.toJd, { dtToleranceSeconds: RETURN_TOLERANCE_SECONDS });
  if (found === null) throw new Error(`no solar return in JD [${window.fromJd}, ${window.toJd}]`);
  return found;
}

/**
 * The instants (Julian days UT, ascending) the Moon returns to `natalMoonDeg` in [fromJd, toJd).
 * The Moon moves 11.8–15.4° a day and never backwards, so sampling once a day finds every return as
 * a change of sign of the signed arc from below to above zero, while the arc is small (the jump
 * from +180° to −180° half a month later is no return).
 */
export function lunarReturnJds(natalMoonDeg: number, fromJd: number, toJd: number, ephemeris: Ephemeris): number[] {
  const moonAt = (t: number) => ephemeris.position(t, 'moon').longitude;
  const f = (t: number) => signedArcDegrees(natalMoonDeg, moonAt(t));
  const out: number[] = [];
  let t1 = fromJd;
  let f1 = f(t1);
  while (t1 < toJd) {
    const t2 = Math.min(t1 + LUNAR_RETURN_STEP_DAYS, toJd);
    const f2 = f(t2);
    if (f1 < 0 && f2 >= 0 && f2 - f1 < 90) {
      const t = searchAngleDeg(moonAt, natalMoonDeg, t1, t2, { dtToleranceSeconds: RETURN_TOLERANCE_SECONDS, initF1: f1, initF2: f2 });
      if (t !== null && t < toJd) out.push(t);
    }
    t1 = t2;
    f1 = f2;
  }
  return out;
}
