/** POST /api/rivoluzioni-lunari: the lunar returns of a period at a place, each read against the natal chart. */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type RivoluzioniLunariResponse } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';
import type { NatalRequest, ReturnPlace } from './natal-request.ts';

export type LunarReturn = RivoluzioniLunariResponse['ritorni'][number];

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
    mutationFn: (request: LunarReturnsRequest) => callRoute(API_ROUTES.rivoluzioniLunari, { body: request }),
  });
}
