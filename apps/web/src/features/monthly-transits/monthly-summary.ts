/** Monthly transits reshaped for the tables: months in order, and each month's first day for Sole…Plutone. */
import { BODY_CODES, monthKeyOf, SUN_TO_PLUTO, type BodyCode } from '@astrolabio/core';
import type { MonthlyPosition, MonthlyTransits } from './api/transiti-mensili.ts';

interface MonthSummary {
  month: string;
  /** The first day of the month inside the period (YYYY-MM-DD). */
  firstDate: string;
  positions: Partial<Record<BodyCode, MonthlyPosition>>;
}

type Day = MonthlyTransits['days'][number];

/** The days of one month `YYYY-MM`, in date order. */
export function daysOfMonth(t: MonthlyTransits, month: string): Day[] {
  return t.days.filter((d) => monthKeyOf(d.date) === month).sort((a, b) => a.date.localeCompare(b.date));
}

export function monthsInOrder(t: MonthlyTransits): string[] {
  return [...new Set(t.days.map((d) => monthKeyOf(d.date)))].sort();
}

export function hasMonthlyTransits(t: MonthlyTransits | undefined): t is MonthlyTransits {
  return t !== undefined && t.days.length > 0;
}

/** One row per month: where each body from the Sun to Pluto stands on the month's first day. */
export function monthlySummary(t: MonthlyTransits): MonthSummary[] {
  return monthsInOrder(t).flatMap((month) => {
    const first = daysOfMonth(t, month)[0];
    if (!first) return [];
    const positions: MonthSummary['positions'] = {};
    for (const code of SUN_TO_PLUTO) {
      const p = first.bodies[code];
      if (p) positions[code] = p;
    }
    return [{ month, firstDate: first.date, positions }];
  });
}

/** The bodies a period's data holds, in the one planet order of the app. */
export function bodiesPresent(t: MonthlyTransits): BodyCode[] {
  return BODY_CODES.filter((c) => t.days.some((d) => d.bodies[c] !== undefined));
}
