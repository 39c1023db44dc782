/** The years the return's select offers: from the first birthday after birth to the ephemeris' end, around this year. */
import { SUPPORTED_LAST_DATE } from '@astrolabio/contract';

/** Years offered on each side of this year. */
export const YEARS_AROUND = 30;

/** The last year whose return the ephemeris surely covers (its window reaches a few days past the birthday). */
const LAST_YEAR = Number(SUPPORTED_LAST_DATE.slice(0, 4)) - 1;

export function returnYears(birthYear: number, thisYear: number): number[] {
  const from = Math.max(birthYear + 1, thisYear - YEARS_AROUND);
  const to = Math.min(LAST_YEAR, Math.max(from, thisYear + YEARS_AROUND));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The year shown first: this year's return, or the first one for a birth this year or later. */
export function defaultReturnYear(birthYear: number, thisYear: number): number {
  return Math.min(LAST_YEAR, Math.max(birthYear + 1, thisYear));
}
