/** GET /api/transiti-mensili: the planets' positions by month and day over the transit period. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { NODE_KINDS } from '@astrolabio/core';
import { getJson } from '../../../lib/api-client.ts';

const positionSchema = z.object({
  longitude: z.number(),
  degree: z.number(),
  sign: z.string(),
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
  nodo: string;
}

export function monthlyTransitsQuery(period: TransitPeriod) {
  return {
    queryKey: ['transiti-mensili', period.startDate, period.endDate, period.nodo] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getJson('/api/transiti-mensili', monthlyTransitsSchema, { query: { ...period }, signal }),
  };
}

/** Runs only when `period` is given (after a chart, with both transit dates set). */
export function useMonthlyTransits(period: TransitPeriod | null) {
  return useQuery({
    ...monthlyTransitsQuery(period ?? { startDate: '', endDate: '', nodo: '' }),
    enabled: period !== null,
  });
}
