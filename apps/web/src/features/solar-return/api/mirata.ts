/** POST /api/rivoluzione-solare/mirata: every gazetteer place for one solar return, filtered (the scan runs on the server's pool). */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type MirataResponse } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';
import type { MirataRequest } from '../mirata-filters.ts';

export type Mirata = MirataResponse;

export function useMirata() {
  return useMutation({
    mutationKey: ['rivoluzione-solare', 'mirata'],
    mutationFn: (request: MirataRequest) => callRoute(API_ROUTES.mirata, { body: request }),
  });
}
