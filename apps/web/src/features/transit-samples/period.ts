/**
 * The transit test pages' period (spec sections 2 and 9): a month or a whole year, the ten years
 * offered, today's year and month as default, and the dates each choice covers.
 */
import { daysInMonth } from '@astrolabio/core';

export const PERIOD_MODES = ['month', 'year'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

export interface PeriodChoice {
  mode: PeriodMode;
  year: number;
  /** 1–12; kept in year mode, so that going back to a month restores it. */
  month: number;
}

/** Calendar days `YYYY-MM-DD`, both included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Spec section 9: ten years, starting five before the current one. */
export const YEAR_CHOICES = { count: 10, beforeCurrent: 5 } as const;

export function yearChoices(currentYear: number): number[] {
  return Array.from({ length: YEAR_CHOICES.count }, (_, i) => currentYear - YEAR_CHOICES.beforeCurrent + i);
}

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** Today's year and month in the user's own calendar (an Italian just after midnight on the 1st is in the new month). */
export function localYearMonth(now: Date): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** Spec section 9: the current year and month. */
export function defaultPeriodChoice(today: YearMonth): PeriodChoice {
  return { mode: 'month', year: today.year, month: today.month };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Month: day 1 to its last day; year: 1 January to 31 December (spec section 9). */
export function periodRange(choice: PeriodChoice): DateRange {
  const y = String(choice.year).padStart(4, '0');
  if (choice.mode === 'year') return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
  const m = pad2(choice.month);
  return { startDate: `${y}-${m}-01`, endDate: `${y}-${m}-${pad2(daysInMonth(choice.year, choice.month))}` };
}
