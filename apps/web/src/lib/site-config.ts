/** GET /api/config: the questionnaire the gate embeds, the privacy contact and the source-code link. */
import { useQuery } from '@tanstack/react-query';
import { SITE_CONFIG_ROUTE } from '@astrolabio/contract/route-row.ts';
import { callRoute } from './api-client.ts';

const siteConfigQuery = {
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callRoute(SITE_CONFIG_ROUTE, {}, { signal }),
};

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
