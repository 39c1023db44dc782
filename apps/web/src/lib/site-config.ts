/** GET /api/config: the questionnaire the gate embeds, the privacy contact and the source-code link. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getJson } from './api-client.ts';

export const siteConfigSchema = z.object({
  questionnaireUrl: z.string().check(z.minLength(1)),
  privacyEmail: z.nullable(z.string()),
  sourceCodeUrl: z.string().check(z.minLength(1)),
});

const siteConfigQuery = {
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getJson('/api/config', siteConfigSchema, { signal }),
};

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
