/** POST /api/rivoluzioni-lunari: the lunar returns of a period at a place, each read against the natal chart, decoded once, here, into codes. */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, decodeLunarReturns, type LunarReturnsCodes, type ReturnChartCodes } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';
import type { NatalRequest, ReturnPlace } from './natal-request.ts';

/** One return in codes (a solar return is one too, with its year and zodiac): what the return tables draw. */
export type LunarReturn = ReturnChartCodes;

export interface LunarReturnsRequest {
  natal: NatalRequest;
  /** `YYYY-MM-DD`, UTC days, both included. */
  startDate: string;
  endDate: string;
  luogo?: ReturnPlace;
}

export function useLunarReturns() {
  return useMutation({
    mutationKey: ['rivoluzioni-lunari'],
    mutationFn: async (request: LunarReturnsRequest): Promise<LunarReturnsCodes> => decodeLunarReturns(await callRoute(API_ROUTES.rivoluzioniLunari, { body: request })),
  });
}
