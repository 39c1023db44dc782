/**
 * Secondary progressions' clock, a day for a year: the chart of the day `age` days after birth
 * stands for the year `age` years after it. One year is the mean tropical year (the Sun's return
 * to the equinox, what "a year of life" is measured by), so the mapping is linear both ways.
 */
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';

/** The symbolic (progressed) instant of a calendar instant, both Julian days UT. */
export function progressedJulianDay(natalJd: number, calendarJd: number): number {
  return natalJd + (calendarJd - natalJd) / TROPICAL_YEAR_DAYS;
}

/** The calendar instant a progressed (symbolic) instant stands for, both Julian days UT. */
export function calendarJulianDay(natalJd: number, progressedJd: number): number {
  return natalJd + (progressedJd - natalJd) * TROPICAL_YEAR_DAYS;
}

/** Age in tropical years at a calendar instant. */
export function ageYears(natalJd: number, calendarJd: number): number {
  return (calendarJd - natalJd) / TROPICAL_YEAR_DAYS;
}
