/**
 * GET /api/luoghi: up to five places whose name matches what the user typed — the birth form's
 * place search and the return's place picker ask the same way, with the spec's timing (section 9).
 */
import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, SUGGESTIONS_LIMIT, SUGGESTIONS_MIN_CHARS } from '@astrolabio/contract';
import { callRoute } from './api-client.ts';

/** The pause in typing before suggestions are asked for, ms (the length limits are the contract's). */
export const SUGGESTIONS_DEBOUNCE_MS = 600;

/** Suggestions for `q` (already debounced); nothing is asked for under three characters. */
export function usePlaceSuggestions(q: string, enabled: boolean) {
  const query = q.trim();
  return useQuery({
    queryKey: ['luoghi', query] as const,
    queryFn: ({ signal }) => callRoute(API_ROUTES.luoghi, { query: { q: query, limit: SUGGESTIONS_LIMIT } }, { signal }),
    enabled: enabled && query.length >= SUGGESTIONS_MIN_CHARS,
    select: (d) => d.results.slice(0, SUGGESTIONS_LIMIT),
  });
}
