/** POST /api/mirata/luoghi: one year's places read by the rules, grouped into choices and explained; decoded once, here, into codes. */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeMirataLuoghi, type MirataLuoghiCodes } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';
import type { LuoghiBody } from '../search/mirata-search.ts';

export type MirataPlaces = MirataLuoghiCodes;

/** The places of `body` (null: nothing searched yet); a pure function of the body, so cached for the session. */
export function useMirataPlaces(body: LuoghiBody | null) {
  return useQuery({
    queryKey: ['mirata', 'luoghi', body] as const,
    queryFn: body === null ? skipToken : async ({ signal }): Promise<MirataPlaces> => decodeMirataLuoghi(await callRoute(API_ROUTES.mirataLuoghi, { body }, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
