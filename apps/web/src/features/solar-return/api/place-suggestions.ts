/**
 * GET /api/luoghi for the return's place: the same suggestions as the birth form's place search,
 * whose coordinates are all a return chart needs (its zone at the return instant is the server's).
 */
import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, SUGGESTIONS_LIMIT, SUGGESTIONS_MIN_CHARS } from '@astrolabio/contract';
import { callRoute } from '../../../lib/api-client.ts';

export function useReturnPlaceSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['luoghi', query] as const,
    queryFn: ({ signal }) => callRoute(API_ROUTES.luoghi, { query: { q: query, limit: SUGGESTIONS_LIMIT } }, { signal }),
    enabled: query.length >= SUGGESTIONS_MIN_CHARS,
    select: (d) => d.results.slice(0, SUGGESTIONS_LIMIT),
  });
}
