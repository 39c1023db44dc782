/** POST /api/rivoluzione-solare: the solar return of a year at a place (the contract's answer). */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type RivoluzioneSolareResponse } from '@astrolabio/contract';
import type { ReturnZodiac } from '@astrolabio/core';
import { callRoute } from '../../../lib/api-client.ts';
import type { NatalRequest, ReturnPlace } from './natal-request.ts';

export type SolarReturn = RivoluzioneSolareResponse;
export type { ReturnZodiac };

export interface SolarReturnRequest {
  natal: NatalRequest;
  year: number;
  /** Absent: the birth place. */
  luogo?: ReturnPlace;
  zodiaco: ReturnZodiac;
}

/** The return of `request`, asked once per year, place and zodiac (a pure function of them: cached). */
export function useSolarReturn(request: SolarReturnRequest | null) {
  return useQuery({
    queryKey: ['rivoluzione-solare', request] as const,
    queryFn: request === null ? skipToken : ({ signal }) => callRoute(API_ROUTES.rivoluzioneSolare, { body: request }, { signal }),
    enabled: request !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
