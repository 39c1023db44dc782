/**
 * The period of the slow techniques (progressions, solar arc directions): the transits' own, the
 * whole life (a hundred years from the birth day), or N years from the transits' start; and the
 * years axis their rows are drawn on when that period is long (issue 26: «they move slowly, so the
 * views show years, not days»). Pure functions: LayerRows only draws what these return.
 */
import { z } from 'zod/mini';
import { MAX_PROGRESSION_PERIOD_DAYS, MS_PER_DAY, SUPPORTED_LAST_DATE, TRANSIT_FIRST_DATE, utcDateOf, type LayerCode } from '@astrolabio/core';
import { dayStartMs } from '../timeline/timeline-geometry.ts';

/** The layers that move about a degree a year and so may span a lifetime. */
export const SLOW_LAYERS: readonly Extract<LayerCode, 'progressions' | 'directions'>[] = ['progressions', 'directions'];

/** The N-years choices offered (each longer than the years-axis threshold). */
export const SLOW_PERIOD_YEARS = [5, 10, 20, 50] as const;

export type SlowPeriodChoice = 'transits' | 'life' | `${(typeof SLOW_PERIOD_YEARS)[number]}y`;

export const SLOW_PERIOD_CHOICES: readonly SlowPeriodChoice[] = ['transits', 'life', ...SLOW_PERIOD_YEARS.map((n) => `${n}y` as const)];

/** As stored with the chart and carried in the share link. */
export const slowPeriodChoiceSchema = z.enum(SLOW_PERIOD_CHOICES as [SlowPeriodChoice, ...SlowPeriodChoice[]]);

/** The years of an N-years choice, or null for the other two. */
export function slowPeriodYears(choice: SlowPeriodChoice): number | null {
  return choice.endsWith('y') ? Number(choice.slice(0, -1)) : null;
}

/** «Longer than about three years»: from here the slow rows get year columns. */
export const YEARS_AXIS_MIN_DAYS = 3 * 366;

const addDays = (date: string, days: number) => utcDateOf(dayStartMs(date) + days * MS_PER_DAY);
const earliest = (a: string, b: string) => (a < b ? a : b);
const latest = (a: string, b: string) => (a > b ? a : b);

/** `YYYY-MM-DD` `years` calendar years after `date`, less a day (29 Feb → 28 Feb in a common year). */
function yearsLater(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const sameDay = `${String(y).padStart(4, '0')}${date.slice(4)}`;
  const valid = utcDateOf(dayStartMs(sameDay)) === sameDay ? sameDay : `${String(y).padStart(4, '0')}-03-01`;
  return addDays(valid, -1);
}

/**
 * The slow layers' period for a choice: never before the birth day (the API refuses it) nor the
 * ephemeris' first date, at most MAX_PROGRESSION_PERIOD_DAYS days, within the supported dates.
 */
export function slowPeriodDates(choice: SlowPeriodChoice, p: { birthDate: string; startDate: string; endDate: string }): { startDate: string; endDate: string } {
  const floor = latest(p.birthDate, TRANSIT_FIRST_DATE);
  const years = slowPeriodYears(choice);
  const startDate = choice === 'life' ? floor : latest(p.startDate, floor);
  const wanted = choice === 'transits' ? p.endDate : yearsLater(startDate, years ?? 100);
  const cap = earliest(addDays(startDate, MAX_PROGRESSION_PERIOD_DAYS - 1), SUPPORTED_LAST_DATE);
  return { startDate, endDate: latest(startDate, earliest(wanted, cap)) };
}

/** Days in an inclusive period. */
export function periodDays(startDate: string, endDate: string): number {
  return Math.round((dayStartMs(endDate) - dayStartMs(startDate)) / MS_PER_DAY) + 1;
}

/** Whether the slow rows get a years axis of their own (else they share the transits' months). */
export function needsYearsAxis(period: { startDate: string; endDate: string }, transits: { startDate: string; endDate: string }): boolean {
  return periodDays(period.startDate, period.endDate) > YEARS_AXIS_MIN_DAYS
    || period.startDate !== transits.startDate || period.endDate !== transits.endDate;
}

/** A year's boundary on the axis. */
export interface YearTick {
  year: number;
  x: number;
  /** Whether the year is written (every 1, 2, 5, 10 or 20 years, as room allows). */
  labelled: boolean;
}

export interface YearsAxis {
  widthPx: number;
  /** An instant (epoch ms) on the axis, clamped to its ends. */
  instantX(ms: number): number;
  ticks: YearTick[];
  /** Years between written labels. */
  labelEveryYears: number;
}

/** The steps of the labels, smallest first: the first leaving `minLabelGapPx` between two labels wins. */
export const YEAR_LABEL_STEPS = [1, 2, 5, 10, 20] as const;

/**
 * A linear axis from the first day's 00:00 to the last day's end, `widthPx` wide: a tick on each
 * 1 January inside it, the labels on the years that are multiples of the step.
 */
export function yearsAxis(startDate: string, endDate: string, widthPx: number, minLabelGapPx = 40): YearsAxis {
  const startMs = dayStartMs(startDate);
  const endMs = dayStartMs(endDate) + MS_PER_DAY;
  const pxPerMs = widthPx / (endMs - startMs);
  const instantX = (ms: number) => (Math.min(Math.max(ms, startMs), endMs) - startMs) * pxPerMs;
  const pxPerYear = 365.2425 * MS_PER_DAY * pxPerMs;
  const labelEveryYears = YEAR_LABEL_STEPS.find((s) => s * pxPerYear >= minLabelGapPx) ?? YEAR_LABEL_STEPS[4];
  const ticks: YearTick[] = [];
  for (let year = Number(startDate.slice(0, 4)); ; year++) {
    const ms = Date.UTC(year, 0, 1);
    if (ms >= endMs) break;
    if (ms < startMs) continue;
    ticks.push({ year, x: instantX(ms), labelled: year % labelEveryYears === 0 });
  }
  return { widthPx, instantX, ticks, labelEveryYears };
}
