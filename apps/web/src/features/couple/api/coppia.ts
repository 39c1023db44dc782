/**
 * POST /api/coppia: the couple's charts — both natal charts with the couple's settings, the
 * Sinastria, the Tema composito and the Tema Davison — for the chart on screen (the first person) and
 * the second person; decoded once, here, into codes (the contract's codec). The answer is kept too:
 * the composite's and the Davison chart's stand where a natal chart would in the transit views.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeCoupleCharts, type CoppiaResponse, type CoupleChartsCodes } from '@astrolabio/contract';
import { callRoute, type RouteInput } from '../../../lib/api-client.ts';
import type { NatalRequest } from '../../../result-tabs/tab-spec.ts';
import { personBody, type SecondPerson } from '../model/second-person.ts';

export type CoupleRequest = RouteInput<typeof API_ROUTES.coppia>['body'];

/** What every couple request carries: the two people and the chart's settings (its house system, node, Lilith). */
export type CouplePeople = Pick<CoupleRequest, 'primo' | 'secondo' | 'houseSystem' | 'nodo' | 'lilith'>;

/** The two people of the couple: the chart on screen as the form sent it, and the second. */
export function couplePeopleOf(first: NatalRequest, second: SecondPerson): CouplePeople {
  return {
    primo: { datetime: first.datetime, latitude: first.latitude, longitude: first.longitude, timezone: first.timezone },
    secondo: personBody(second),
    houseSystem: first.houseSystem,
    nodo: first.nodo,
    ...(first.lilith ? { lilith: first.lilith } : {}),
  };
}

/** The charts' request: the people, and the chart's aspects and orbs (the synastry's orbs stay the API's: decision 0090). */
export function coupleRequestOf(first: NatalRequest, second: SecondPerson): CoupleRequest {
  return {
    ...couplePeopleOf(first, second),
    ...(first.aspects ? { aspects: first.aspects } : {}),
    ...(first.orbs ? { orbs: first.orbs } : {}),
  };
}

export interface CoupleCharts {
  answer: CoppiaResponse;
  codes: CoupleChartsCodes;
}

/** The couple's charts, asked once per request (a pure function of it: cached). */
export function useCoupleCharts(request: CoupleRequest | null) {
  return useQuery({
    queryKey: ['coppia', request] as const,
    queryFn: request === null ? skipToken : async ({ signal }): Promise<CoupleCharts> => {
      const answer = await callRoute(API_ROUTES.coppia, { body: request }, { signal });
      return { answer, codes: decodeCoupleCharts(answer) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
