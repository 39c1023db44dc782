/** Monthly transits reshaped for the tables: months in order, and each month's first day for Sole…Plutone. */
import { BODY_CODES, SUN_TO_PLUTO, type BodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import type { MonthlyPosition, MonthlyTransits } from './api/transiti-mensili.ts';

interface MonthSummary {
  month: string;
  /** The first day of the month inside the period (YYYY-MM-DD). */
  firstDate: string;
  positions: Partial<Record<BodyCode, MonthlyPosition>>;
}

export function monthsInOrder(t: MonthlyTransits): string[] {
  return Object.keys(t.transiti).sort();
}

export function datesInOrder(t: MonthlyTransits, month: string): string[] {
  return Object.keys(t.transiti[month] ?? {}).sort();
}

export function hasMonthlyTransits(t: MonthlyTransits | undefined): t is MonthlyTransits {
  return t !== undefined && monthsInOrder(t).some((m) => datesInOrder(t, m).length > 0);
}

/** One row per month: where each body from the Sun to Pluto stands on the month's first day. */
export function monthlySummary(t: MonthlyTransits): MonthSummary[] {
  return monthsInOrder(t).flatMap((month) => {
    const firstDate = datesInOrder(t, month)[0];
    if (!firstDate) return [];
    const day = t.transiti[month]![firstDate]!;
    const positions: MonthSummary['positions'] = {};
    for (const code of SUN_TO_PLUTO) {
      const p = day[BODY_NAMES_IT[code]];
      if (p) positions[code] = p;
    }
    return [{ month, firstDate, positions }];
  });
}

/** The bodies a period's data holds, in the one planet order of the app. */
export function bodiesPresent(t: MonthlyTransits): BodyCode[] {
  const names = new Set<string>();
  for (const days of Object.values(t.transiti)) for (const planets of Object.values(days)) for (const n of Object.keys(planets)) names.add(n);
  return BODY_CODES.filter((c) => names.has(BODY_NAMES_IT[c]));
}
