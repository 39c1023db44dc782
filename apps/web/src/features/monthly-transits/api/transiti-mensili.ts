/** GET /api/transiti-mensili: the planets' positions day by day over the transit period, decoded here once into codes. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeMonthlyPositions, type DailyBodyCodes, type MonthlyPositionsCodes } from '@astrolabio/contract';
import { DAILY_POSITIONS_MAX_DAYS, daysInPeriod, MS_PER_DAY, utcDateOf, type NodeKind } from '@astrolabio/core';
import { callRoute } from '../../../lib/api-client.ts';

/** One body's position on one day: its longitude (the sign follows from it) and whether it is retrograde. */
export type MonthlyPosition = DailyBodyCodes;
/** Every day of the period in order, each body by code, with the period and the node used. */
export type MonthlyTransits = MonthlyPositionsCodes;

export interface TransitPeriod {
  startDate: string;
  endDate: string;
  /** The chart's lunar node, so that Nodo Nord and Nodo Sud match the natal ones. */
  nodo: NodeKind;
}

/**
 * The part of a transit period the monthly positions cover: all of it up to DAILY_POSITIONS_MAX_DAYS
 * days, else its first DAILY_POSITIONS_MAX_DAYS days (the transit views cover up to ten years).
 */
export function monthlyPeriodOf(period: TransitPeriod): TransitPeriod & { clipped: boolean } {
  if (daysInPeriod(period.startDate, period.endDate) <= DAILY_POSITIONS_MAX_DAYS) return { ...period, clipped: false };
  const endDate = utcDateOf(Date.parse(`${period.startDate}T00:00:00Z`) + (DAILY_POSITIONS_MAX_DAYS - 1) * MS_PER_DAY);
  return { ...period, endDate, clipped: true };
}

/** Runs only when `period` is given (after a chart, with both transit dates set); a longer period's first 732 days. */
export function useMonthlyTransits(period: TransitPeriod | null) {
  const asked = period && monthlyPeriodOf(period);
  return useQuery({
    queryKey: ['transiti-mensili', asked?.startDate, asked?.endDate, asked?.nodo] as const,
    queryFn: asked === null ? skipToken : async ({ signal }): Promise<MonthlyTransits> =>
      decodeMonthlyPositions(await callRoute(API_ROUTES.transitiMensili, { query: { startDate: asked.startDate, endDate: asked.endDate, nodo: asked.nodo } }, { signal })),
  });
}
