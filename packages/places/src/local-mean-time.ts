/**
 * Italy before standard time: until 1 November 1893 (Regio Decreto 10 agosto 1893 n. 490) civil
 * time was each place's local mean time, so the offset is the birthplace's own longitude / 15,
 * not Rome's (the tz database's Europe/Rome gives Rome's +0:49:56 to the whole country).
 */
import type { CivilDateTime } from '@astrolabio/core';

/** Zones that follow Italy's civil time: Italy, the Vatican, San Marino. */
export const ITALIAN_ZONES: ReadonlySet<string> = new Set(['Europe/Rome', 'Europe/Vatican', 'Europe/San_Marino']);

/** First local day of Central European Time in Italy. */
export const ITALIAN_STANDARD_TIME_FROM = { year: 1893, month: 11, day: 1 } as const;

/** Seconds of time per degree of longitude: 24 h / 360°. */
const SECONDS_PER_DEGREE = 240;

/** Whether a local time in this zone is before Italy adopted standard time. */
export function isItalianLocalMeanTime(zone: string, local: CivilDateTime): boolean {
  if (!ITALIAN_ZONES.has(zone)) return false;
  const { year, month, day } = ITALIAN_STANDARD_TIME_FROM;
  return local.year * 10_000 + local.month * 100 + local.day < year * 10_000 + month * 100 + day;
}

/** Local mean time's offset from UTC at a longitude (degrees, east positive), in seconds. */
export function localMeanTimeOffsetSeconds(longitude: number): number {
  return longitude * SECONDS_PER_DEGREE;
}
