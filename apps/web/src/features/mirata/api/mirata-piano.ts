/** POST /api/mirata/piano and its .ics: the plan across years (each year's best choices and its lunar returns'), decoded once, here; the calendar as a file. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, decodeMirataPiano, type MirataPlanCodes } from '@astrolabio/contract';
import { callRoute, postRouteForFile } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import type { PianoBody } from '../search/mirata-search.ts';

export type MirataPlan = MirataPlanCodes;

export function useMirataPlan(body: PianoBody | null) {
  return useQuery({
    queryKey: ['mirata', 'piano', body] as const,
    queryFn: body === null ? skipToken : async ({ signal }): Promise<MirataPlan> => decodeMirataPiano(await callRoute(API_ROUTES.mirataPiano, { body }, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export async function downloadPlanCalendar(body: PianoBody): Promise<void> {
  const file = await postRouteForFile(API_ROUTES.mirataPianoIcs, body);
  downloadBlob(file.fileName, file.blob);
}
