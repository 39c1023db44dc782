/** GET /api/luoghi: up to five places whose name matches what the user typed. */
import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, SUGGESTIONS_LIMIT, SUGGESTIONS_MIN_CHARS } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';

function placeSuggestionsQuery(q: string) {
  return {
    queryKey: ['luoghi', q] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callRoute(API_ROUTES.luoghi, { query: { q, limit: SUGGESTIONS_LIMIT } }, { signal }),
  };
}

/** Suggestions for `q` (already debounced); nothing is asked for under three characters. */
export function usePlaceSuggestions(q: string, enabled: boolean) {
  const query = q.trim();
  return useQuery({
    ...placeSuggestionsQuery(query),
    enabled: enabled && query.length >= SUGGESTIONS_MIN_CHARS,
    select: (d) => d.results.slice(0, SUGGESTIONS_LIMIT),
  });
}
