/** GET /api/config: the questionnaire the gate embeds, the privacy contact and the source-code link. */
import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '@astrolabio/contract';
import { callRoute } from './api-client.ts';

const siteConfigQuery = {
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callRoute(API_ROUTES.config, {}, { signal }),
};

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
