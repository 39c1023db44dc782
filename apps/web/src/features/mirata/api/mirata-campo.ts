/** POST /api/mirata/campo: the map's field (the natal house of the return Ascendant and the verdict on a grid) and the astrocartography lines, decoded once, here. */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeMirataCampo, type MirataFieldCodes } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';
import type { RouteInput } from '../../../lib/api-client.ts';

export type CampoBody = RouteInput<typeof API_ROUTES.mirataCampo>['body'];
export type MirataField = MirataFieldCodes;

/** The field of `body`; while a new region loads, the last one stays drawn (it is drawn where its cells are). */
export function useMirataField(body: CampoBody | null) {
  return useQuery({
    queryKey: ['mirata', 'campo', body] as const,
    queryFn: body === null ? skipToken : async ({ signal }): Promise<MirataField> => decodeMirataCampo(await callRoute(API_ROUTES.mirataCampo, { body }, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
