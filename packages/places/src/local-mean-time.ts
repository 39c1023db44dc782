/**
 * Local mean time: before a place adopted a standard time, its civil time was its own mean solar
 * time, so the offset is the birthplace's longitude / 15, not that of the city the tz database
 * names the zone after (Ulm 1879: +0:39:58, not Berlin's +0:53:28).
 * - Italy: until 1 November 1893 (Regio Decreto 10 agosto 1893 n. 490), although the tz database
 *   gives the whole country Rome's mean time (+0:49:56) from 1866;
 * - elsewhere: while the tz database itself says local mean time (abbreviation LMT).
 */
import { type CivilDateTime } from '@astrolabio/core';
import type { ZoneHistory } from './tz/tz-data.ts';

/** Zones that follow Italy's civil time: Italy, the Vatican, San Marino. */
export const ITALIAN_ZONES: ReadonlySet<string> = new Set(['Europe/Rome', 'Europe/Vatican', 'Europe/San_Marino']);

/** First local day of Central European Time in Italy. */
export const ITALIAN_STANDARD_TIME_FROM = { year: 1893, month: 11, day: 1, hour: 0, minute: 0, second: 0 } as const;

/** Seconds of time per degree of longitude: 24 h / 360°. */
const SECONDS_PER_DEGREE = 240;

/** The tz database's abbreviation for local mean time. */
export const LMT_ABBREVIATION = 'LMT';

function compareCivil(a: CivilDateTime, b: CivilDateTime): number {
  return a.year - b.year || a.month - b.month || a.day - b.day || a.hour - b.hour || a.minute - b.minute || a.second - b.second;
}

/** Whether a local time in this zone is before Italy adopted standard time. */
export function isItalianLocalMeanTime(zone: string, local: CivilDateTime): boolean {
  return ITALIAN_ZONES.has(zone) && compareCivil(local, ITALIAN_STANDARD_TIME_FROM) < 0;
}

/**
 * When the zone's first standard time began, as the wall clock read it just before the change (in
 * local mean time), or undefined when the tz database starts the zone with no LMT period.
 */
export function localMeanTimeEnd(zone: ZoneHistory): CivilDateTime | undefined {
  if (zone.typeOf(0).abbreviation !== LMT_ABBREVIATION) return undefined;
  let p = 1;
  while (p < zone.periodCount && zone.typeOf(p).abbreviation === LMT_ABBREVIATION) p++;
  if (p >= zone.periodCount) return undefined;
  const wall = new Date((zone.startsSeconds[p]! + zone.typeOf(p - 1).offsetSeconds) * 1000);
  return {
    year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(),
    hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds(),
  };
}

/** Local mean time's offset from UTC at a longitude (degrees, east positive), in seconds. */
export function localMeanTimeOffsetSeconds(longitude: number): number {
  return longitude * SECONDS_PER_DEGREE;
}
