/**
 * Once-a-day positions (the monthly transits and the daily transit call): the one time of day they
 * are computed at, the days of a period, and the month each day is grouped under.
 * docs/decisions/0006-daily-positions-time.md and 0007-maximum-spans.md explain the choices.
 */
import { BODY_CODES, DEFAULT_POINT_KINDS, type BodyCode, type PointKinds } from './bodies.ts';
import type { BodyPosition, Ephemeris } from './ephemeris.ts';
import { chartBodyPositions } from './positions.ts';
import { civilToEpochMs, epochMsToJulianDay, MS_PER_DAY, parseCalendarDate, utcDateOf } from './time.ts';

/** Daily positions are taken at 12:00 UT of each calendar day (13:00 or 14:00 in Italy). */
export const DAILY_POSITION_UT_HOUR = 12;
/** The same, as text for API metadata. */
export const DAILY_POSITION_UT_TIME = `${String(DAILY_POSITION_UT_HOUR).padStart(2, '0')}:00`;

/**
 * Longest period of daily positions in one request, in days, both ends included: two years plus
 * one day, so that e.g. 2024-01-01 → 2026-01-01 (across a leap day) still fits.
 */
export const DAILY_POSITIONS_MAX_DAYS = 732;

/** `YYYY-MM-DD` → milliseconds since the Unix epoch of that day's 00:00 UT. Throws on a non-date. */
function dayStartMs(date: string): number {
  const civil = parseCalendarDate(date);
  if (!civil) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${date}`);
  return civilToEpochMs(civil);
}

/** Julian day (UT) of 00:00 UT of a calendar day `YYYY-MM-DD`: where a period of whole UTC days starts. */
export function midnightJulianDay(date: string): number {
  return epochMsToJulianDay(dayStartMs(date));
}

/** Julian day (UT) of the daily position of a calendar day `YYYY-MM-DD`: 12:00 UT that day. */
export function dailyJulianDay(date: string): number {
  return epochMsToJulianDay(dayStartMs(date) + DAILY_POSITION_UT_HOUR * 3_600_000);
}

/** Number of calendar days from `startDate` to `endDate`, both included (0 or less if end < start). */
export function daysInPeriod(startDate: string, endDate: string): number {
  return Math.round((dayStartMs(endDate) - dayStartMs(startDate)) / MS_PER_DAY) + 1;
}

/** Every calendar day `YYYY-MM-DD` from `startDate` to `endDate`, both included, in order. */
export function datesInPeriod(startDate: string, endDate: string): string[] {
  const start = dayStartMs(startDate);
  const count = daysInPeriod(startDate, endDate);
  return Array.from({ length: Math.max(0, count) }, (_, i) => utcDateOf(start + i * MS_PER_DAY));
}

/** The month a day is grouped under: `2025-01-15` → `2025-01`. */
export function monthKeyOf(date: string): string {
  return date.slice(0, 7);
}

export interface DayPositions {
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  /** Julian day (UT) of the positions: 12:00 UT of `date`. */
  jdUt: number;
  positions: Partial<Record<BodyCode, BodyPosition>>;
}

/** Positions of every body at 12:00 UT of one day `YYYY-MM-DD`. */
export function dayPositions(ephemeris: Ephemeris, date: string, kinds: PointKinds = DEFAULT_POINT_KINDS): DayPositions {
  const jdUt = dailyJulianDay(date);
  return { date, jdUt, positions: chartBodyPositions(ephemeris, jdUt, BODY_CODES, kinds) };
}

/** Positions of every body at 12:00 UT of every day from `startDate` to `endDate`, both included. */
export function dailyPositions(ephemeris: Ephemeris, startDate: string, endDate: string, kinds: PointKinds = DEFAULT_POINT_KINDS): DayPositions[] {
  return datesInPeriod(startDate, endDate).map((date) => dayPositions(ephemeris, date, kinds));
}
