/** POST /api/rivoluzione-solare: the solar return of a year at a place, decoded once, here, into codes (the contract's codec). */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeSolarReturn, type SolarReturnCodes } from '@astrolabio/contract';
import type { ReturnZodiac } from '@astrolabio/core';
import { callRoute } from '../../../lib/api-client.ts';
import type { NatalRequest, ReturnPlace } from './natal-request.ts';

/** The solar return in codes: its chart, the natal houses and aspects by code, the instant in epoch ms. */
export type SolarReturn = SolarReturnCodes;
export type { ReturnZodiac };

export interface SolarReturnRequest {
  natal: NatalRequest;
  year: number;
  /** Absent: the birth place. */
  luogo?: ReturnPlace;
  zodiaco: ReturnZodiac;
}

/** The query of `request`'s return: one per year, place and zodiac (a pure function of them: cached), for the panel and the tab's prefetch alike. */
export function solarReturnQueryOptions(request: SolarReturnRequest | null) {
  return queryOptions({
    queryKey: ['rivoluzione-solare', request] as const,
    queryFn: request === null ? skipToken : async ({ signal }): Promise<SolarReturn> => decodeSolarReturn(await callRoute(API_ROUTES.rivoluzioneSolare, { body: request }, { signal })),
    enabled: request !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The return of `request`, asked once per year, place and zodiac. */
export function useSolarReturn(request: SolarReturnRequest | null) {
  return useQuery(solarReturnQueryOptions(request));
}
