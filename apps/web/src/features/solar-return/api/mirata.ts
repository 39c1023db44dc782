/** POST /api/rivoluzione-solare/mirata: every gazetteer place for one solar return, filtered (the scan runs on the server's pool), decoded once, here, into codes. */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, decodeMirata, type MirataCodes } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';
import type { MirataRequest } from '../mirata-filters.ts';

export type Mirata = MirataCodes;

export function useMirata() {
  return useMutation({
    mutationKey: ['rivoluzione-solare', 'mirata'],
    mutationFn: async (request: MirataRequest): Promise<Mirata> => decodeMirata(await callRoute(API_ROUTES.mirata, { body: request })),
  });
}
