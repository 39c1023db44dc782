/**
 * The progressed Moon of a day (issue 34): its sign and natal house, its next sign and house
 * ingress, and the progressed lunation phase — Rudhyar's eight phases of the progressed Moon–Sun
 * elongation, 45° each — with the instant the phase began and the next one's. Every instant is a
 * root of the progressed positions (the ephemeris at the symbolic instant, a day for a year) found
 * by the generic search on calendar time, to a minute: not sampled from a period.
 * docs/decisions/0060-timing-techniques.md.
 */
import { normalizeDegrees } from '../angles.ts';
import type { TechniqueEphemeris } from '../ephemeris.ts';
import { houseOf } from '../houses.ts';
import { angleLevelCrossings } from '../layers/level-crossings.ts';
import { julianDayToEpochMs } from '../time.ts';
import { SIGN_CODES, SIGN_WIDTH_DEG, zodiacPosition, type SignCode } from '../zodiac.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';
import { progressedJulianDay } from './progressed-time.ts';

/**
 * Rudhyar's lunation cycle («The Lunation Cycle», 1967), the one astrologers read the progressed
 * lunation by: eight phases of 45° of the Moon's elongation from the Sun, from the new Moon.
 */
export const LUNATION_CYCLE_PHASES = ['newMoon', 'crescent', 'firstQuarter', 'gibbous', 'fullMoon', 'disseminating', 'lastQuarter', 'balsamic'] as const;
export type LunationCyclePhase = (typeof LUNATION_CYCLE_PHASES)[number];
export const LUNATION_CYCLE_PHASE_WIDTH_DEG = 45;

export interface ProgressedMoonSummary {
  /** The instant summarised, epoch ms UT. */
  timeMs: number;
  /** The progressed Moon's longitude, degrees [0, 360), its sign and its natal house. */
  longitudeDeg: number;
  sign: SignCode;
  house: number;
  /** The next sign it enters, and when (epoch ms UT). */
  nextSign: { timeMs: number; sign: SignCode };
  /** The next natal house it enters, and when. */
  nextHouse: { timeMs: number; house: number };
  /** The progressed Moon–Sun elongation, degrees [0, 360), its phase, when the phase began (null: before birth) and the next phase. */
  elongationDeg: number;
  phase: LunationCyclePhase;
  phaseSinceMs: number | null;
  nextPhase: { timeMs: number; phase: LunationCyclePhase };
}

export interface ProgressedMoonQuery {
  /** Birth instant, Julian day UT. */
  natalJd: number;
  /** Natal house cusps, degrees (1–12). */
  cusps: readonly number[];
}

/** The searches stop at a calendar minute. */
const DT_TOLERANCE_SECONDS = 60;
/**
 * A quarter of a symbolic day between samples: the progressed Moon moves 11.8–15.4° a symbolic day
 * and never turns back, its elongation from the Sun 10.8–14.4°: never a turn between samples.
 */
const STEP_DAYS = TROPICAL_YEAR_DAYS / 4;
/** How far a search looks, calendar days: a phase (45°) or a sign (30°) takes at most 4.2 symbolic days; a wide house a few more. */
const PHASE_WINDOW_DAYS = 5 * TROPICAL_YEAR_DAYS;
const INGRESS_WINDOW_DAYS = 5 * TROPICAL_YEAR_DAYS;
/** A house can be wider than a sign (up to a third of the circle near the polar circles): a whole turn of the Moon at most. */
const HOUSE_WINDOW_LIMIT_DAYS = 32 * TROPICAL_YEAR_DAYS;

/** The progressed Moon at the calendar instant `calendarJd` (Julian day UT). */
export function progressedMoonSummary(q: ProgressedMoonQuery, calendarJd: number, ephemeris: TechniqueEphemeris): ProgressedMoonSummary {
  const moonDeg = (jd: number) => ephemeris.position(progressedJulianDay(q.natalJd, jd), 'moon').longitude;
  const elongationDeg = (jd: number) => {
    const symbolic = progressedJulianDay(q.natalJd, jd);
    return normalizeDegrees(ephemeris.position(symbolic, 'moon').longitude - ephemeris.position(symbolic, 'sun').longitude);
  };
  const longitude = normalizeDegrees(moonDeg(calendarJd));
  const sign = zodiacPosition(longitude).sign;
  const house = houseOf(longitude, q.cusps);

  const signCusps = SIGN_CODES.map((_, i) => i * SIGN_WIDTH_DEG);
  const signIngress = firstCrossingAfter(moonDeg, signCusps, calendarJd, INGRESS_WINDOW_DAYS);
  const houseIngress = firstCrossingAfter(moonDeg, q.cusps, calendarJd, HOUSE_WINDOW_LIMIT_DAYS);

  const elongation = elongationDeg(calendarJd);
  const phaseIndex = Math.floor(elongation / LUNATION_CYCLE_PHASE_WIDTH_DEG) % LUNATION_CYCLE_PHASES.length;
  const nextIndex = (phaseIndex + 1) % LUNATION_CYCLE_PHASES.length;
  const since = lastCrossingBefore(elongationDeg, phaseIndex * LUNATION_CYCLE_PHASE_WIDTH_DEG, calendarJd, PHASE_WINDOW_DAYS);
  const next = firstCrossingAfter(elongationDeg, [nextIndex * LUNATION_CYCLE_PHASE_WIDTH_DEG], calendarJd, PHASE_WINDOW_DAYS);

  return {
    timeMs: julianDayToEpochMs(calendarJd),
    longitudeDeg: longitude,
    sign,
    house,
    nextSign: { timeMs: julianDayToEpochMs(signIngress.jd), sign: SIGN_CODES[signIngress.level]! },
    nextHouse: { timeMs: julianDayToEpochMs(houseIngress.jd), house: houseIngress.level + 1 },
    elongationDeg: elongation,
    phase: LUNATION_CYCLE_PHASES[phaseIndex]!,
    phaseSinceMs: since !== null && since >= q.natalJd ? julianDayToEpochMs(since) : null,
    nextPhase: { timeMs: julianDayToEpochMs(next.jd), phase: LUNATION_CYCLE_PHASES[nextIndex]! },
  };
}

/** The first crossing of one of `levelsDeg` after `fromJd` (not at it), looking up to `limitDays` ahead in windows. */
function firstCrossingAfter(f: (jd: number) => number, levelsDeg: readonly number[], fromJd: number, limitDays: number): { jd: number; level: number } {
  for (let start = fromJd; start < fromJd + limitDays; start += INGRESS_WINDOW_DAYS) {
    const found = angleLevelCrossings(f, levelsDeg, start, start + INGRESS_WINDOW_DAYS, STEP_DAYS, { dtToleranceSeconds: DT_TOLERANCE_SECONDS })
      .find((c) => c.jd > fromJd && c.direction > 0);
    if (found) return { jd: found.jd, level: found.level };
  }
  throw new RangeError(`the progressed Moon crosses none of the levels within ${limitDays} days`);
}

/** The last crossing of `levelDeg` at or before `toJd` within `windowDays`, or null. */
function lastCrossingBefore(f: (jd: number) => number, levelDeg: number, toJd: number, windowDays: number): number | null {
  const found = angleLevelCrossings(f, [levelDeg], toJd - windowDays, toJd, STEP_DAYS, { dtToleranceSeconds: DT_TOLERANCE_SECONDS })
    .filter((c) => c.direction > 0);
  // At toJd exactly the crossing belongs to the next interval: the level is where f stands now.
  if (found.length === 0) return normalizeDegrees(f(toJd)) === normalizeDegrees(levelDeg) ? toJd : null;
  return found[found.length - 1]!.jd;
}
