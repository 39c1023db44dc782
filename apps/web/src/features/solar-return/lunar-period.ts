/** The lunar returns' period: the solar return's year, from its UTC day to the day before the next birthday (365 days). */
import { MS_PER_DAY } from '@astrolabio/core';

/** Days from the solar return's day: a year of lunar returns, 13 or 14 of them. */
export const LUNAR_PERIOD_DAYS = 365;

export function lunarPeriodAfter(solarReturnUt: string): { startDate: string; endDate: string } {
  const startMs = Date.parse(solarReturnUt.slice(0, 10) + 'T00:00:00Z');
  return { startDate: solarReturnUt.slice(0, 10), endDate: new Date(startMs + (LUNAR_PERIOD_DAYS - 1) * MS_PER_DAY).toISOString().slice(0, 10) };
}
