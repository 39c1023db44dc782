/**
 * GET /api/transiti-mensili's answer made in a transit worker (issue 22): 732 days took the main
 * thread ~0.2 s, and three clients looping on it pushed /api/health to p99 166 ms.
 */
import { dailyPositions, type Ephemeris, type PointKinds } from '@astrolabio/core';
import { toTransitiMensiliResponse } from '../adapters/monthly-transits.ts';

export interface MonthlyRequest {
  startDate: string;
  endDate: string;
  kinds: PointKinds;
}

/** The answer as UTF-8 JSON: the contract's shape, built field by field by the adapter. */
export function monthlyJsonBytes(request: MonthlyRequest, ephemeris: Ephemeris): Buffer {
  const days = dailyPositions(ephemeris, request.startDate, request.endDate, request.kinds);
  return Buffer.from(JSON.stringify(toTransitiMensiliResponse(request.startDate, request.endDate, days, request.kinds)));
}
