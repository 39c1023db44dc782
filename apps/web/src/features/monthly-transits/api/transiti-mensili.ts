/** GET /api/transiti-mensili: the planets' positions by month and day over the transit period. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { NODE_KINDS, type NodeKind } from '@astrolabio/core';
import { SIGN_NAMES_IT } from '@astrolabio/names-it';
import { getJson } from '../../../lib/api-client.ts';

const positionSchema = z.object({
  longitude: z.number(),
  degree: z.number(),
  /** Italian sign name, from the same catalogue as the server's. */
  sign: z.enum(Object.values(SIGN_NAMES_IT)),
  formatted: z.string(),
  retrograde: z.boolean(),
});
export type MonthlyPosition = z.infer<typeof positionSchema>;

export const monthlyTransitsSchema = z.object({
  /** "start - end". */
  periodo: z.string(),
  /** month → date → planet (Italian name) → position. */
  transiti: z.record(z.string(), z.record(z.string(), z.record(z.string(), positionSchema))),
  meta: z.object({
    /** UT time of day of the daily positions, e.g. "12:00". */
    timeOfDayUt: z.string(),
    /** Days of the period, both ends included. */
    days: z.int(),
    /** The lunar node used for Nodo Nord and Nodo Sud. */
    nodo: z.enum(NODE_KINDS),
  }),
});
export type MonthlyTransits = z.infer<typeof monthlyTransitsSchema>;

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
      getJson('/api/transiti-mensili', monthlyTransitsSchema, { query: { ...period }, signal }),
  });
}
