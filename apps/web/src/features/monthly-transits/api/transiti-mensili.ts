/** GET /api/transiti-mensili: the planets' positions by month and day over the transit period. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { transitiMensiliResponseSchema, type DailyBodyPosition, type TransitiMensiliResponse } from '@astrolabio/contract';
import type { NodeKind } from '@astrolabio/core';
import { getJson } from '../../../lib/api-client.ts';

/** One body's position on one day: longitude, degree in its sign, the sign's Italian name, retrograde. */
export type MonthlyPosition = DailyBodyPosition;
/** month → date → body (Italian name) → position, with the period and the node used. */
export type MonthlyTransits = TransitiMensiliResponse;

export interface TransitPeriod {
  startDate: string;
  endDate: string;
  /** The chart's lunar node, so that Nodo Nord and Nodo Sud match the natal ones. */
  nodo: NodeKind;
}

/** Runs only when `period` is given (after a chart, with both transit dates set). */
export function useMonthlyTransits(period: TransitPeriod | null) {
  return useQuery({
    queryKey: ['transiti-mensili', period?.startDate, period?.endDate, period?.nodo] as const,
    queryFn: period === null ? skipToken : ({ signal }) =>
      getJson('/api/transiti-mensili', transitiMensiliResponseSchema, { query: { ...period }, signal }),
  });
}
