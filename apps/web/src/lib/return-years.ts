/** The years the return's select offers: from the first birthday after birth to the ephemeris' end. */
import { SUPPORTED_LAST_DATE } from '@astrolabio/contract';

/** The last year whose return the ephemeris surely covers (its window reaches a few days past the birthday). */
const LAST_YEAR = Number(SUPPORTED_LAST_DATE.slice(0, 4)) - 1;

/** Every return of a life: the first birthday (birth year + 1) up to the last year supported. */
export function returnYears(birthYear: number): number[] {
  const from = Math.min(birthYear + 1, LAST_YEAR);
  return Array.from({ length: LAST_YEAR - from + 1 }, (_, i) => from + i);
}

/** The year shown first: this year's return, or the first one for a birth this year or later. */
export function defaultReturnYear(birthYear: number, thisYear: number): number {
  return Math.min(LAST_YEAR, Math.max(birthYear + 1, thisYear));
}
