/** TanStack Query defaults: results are pure functions of their inputs, so they stay fresh; no retry storms. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network hiccup may.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
