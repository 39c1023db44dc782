/** GET /api/luoghi: up to five places whose name matches what the user typed. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getJson } from '../../../lib/api-client.ts';
import { MIN_QUERY_LENGTH, SUGGESTIONS_LIMIT } from '../constants.ts';

export const placeSuggestionsSchema = z.object({
  results: z.array(z.object({
    formatted: z.string(),
    latitude: z.optional(z.number()),
    longitude: z.optional(z.number()),
    zone: z.optional(z.string()),
    country: z.optional(z.string()),
  })),
});

function placeSuggestionsQuery(q: string) {
  return {
    queryKey: ['luoghi', q] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getJson('/api/luoghi', placeSuggestionsSchema, { query: { q, limit: SUGGESTIONS_LIMIT }, signal }),
  };
}

/** Suggestions for `q` (already debounced); nothing is asked for under three characters. */
export function usePlaceSuggestions(q: string, enabled: boolean) {
  const query = q.trim();
  return useQuery({
    ...placeSuggestionsQuery(query),
    enabled: enabled && query.length >= MIN_QUERY_LENGTH,
    select: (d) => d.results.slice(0, SUGGESTIONS_LIMIT),
  });
}
