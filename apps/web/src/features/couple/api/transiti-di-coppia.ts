/**
 * POST /api/coppia/transiti-di-coppia: «transiti di coppia» over the chart's period — one transiting
 * body aspecting a point of each person at once — decoded once, here, into core's CoupleTransit
 * (the contract's codec), with the bodies the answer used.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeCoupleTransit, orbsMetaOf } from '@astrolabio/contract';
import { DEFAULT_COUPLE_TRANSIT_BODIES, settingsChanges, type CalculationSettings, type CoupleTransit } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { callRoute, type RouteInput } from '../../../lib/api-client.ts';
import type { CouplePeople } from './coppia.ts';

export type SharedTransitsRequest = RouteInput<typeof API_ROUTES.transitiDiCoppia>['body'];

/** The request: the couple, the period, and the chart's aspects and transit orbs when they are not the defaults. */
export function sharedTransitsRequestOf(people: CouplePeople, startDate: string, endDate: string, settings: CalculationSettings): SharedTransitsRequest {
  const changed = settingsChanges(settings);
  const aspects = changed.aspects ?? settings.aspects;
  return {
    ...people,
    startDate,
    endDate,
    ...(changed.aspects ? { aspects: changed.aspects.map((a) => ASPECT_NAMES_IT[a]) } : {}),
    ...(changed.transitOrbs ? { orbs: orbsMetaOf(changed.transitOrbs, aspects) } : {}),
  };
}

/** The bodies asked for: the API's default (Marte to Plutone). */
export const SHARED_TRANSIT_BODIES = DEFAULT_COUPLE_TRANSIT_BODIES;

export function useSharedTransits(request: SharedTransitsRequest | null) {
  return useQuery({
    queryKey: ['transiti-di-coppia', request] as const,
    queryFn: request === null ? skipToken : async ({ signal }): Promise<CoupleTransit[]> => {
      const answer = await callRoute(API_ROUTES.transitiDiCoppia, { body: request }, { signal });
      return answer.transiti.map(decodeCoupleTransit);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
