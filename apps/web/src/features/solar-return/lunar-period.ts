/** The lunar returns' period: the solar return's year, from its UTC day to the day before the next birthday (365 days). */
import { MS_PER_DAY } from '@astrolabio/core';

/** Days from the solar return's day: a year of lunar returns, 13 or 14 of them. */
export const LUNAR_PERIOD_DAYS = 365;

/** The period after a solar return at `solarReturnMs` (epoch ms UT). */
export function lunarPeriodAfter(solarReturnMs: number): { startDate: string; endDate: string } {
  const startMs = Math.floor(solarReturnMs / MS_PER_DAY) * MS_PER_DAY;
  const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { startDate: dateOf(startMs), endDate: dateOf(startMs + (LUNAR_PERIOD_DAYS - 1) * MS_PER_DAY) };
}
