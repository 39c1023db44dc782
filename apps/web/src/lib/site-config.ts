/** GET /api/config: the questionnaire the gate embeds, the privacy contact and the source-code link. */
import { useQuery } from '@tanstack/react-query';
import { siteConfigResponseSchema } from '@astrolabio/contract';
import { getJson } from './api-client.ts';

const siteConfigQuery = {
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getJson('/api/config', siteConfigResponseSchema, { signal }),
};

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
