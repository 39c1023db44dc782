/** TanStack Query defaults: results are pure functions of their inputs, so they stay fresh; no retry storms. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/**
 * Statuses a second try may cure: a proxy that lost the server for a moment (502, 504). A 4xx
 * answer will not change; a 500 is a bug that repeats; a 503 is the server saying it is busy or
 * its place service is down, with its own Italian sentence (and Retry-After): that sentence is
 * shown at once rather than after a silent wait.
 */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 504]);

/** One more try, and only for a failure that may pass by itself: no answer at all (network), 502, 504. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  return error.status === null || TRANSIENT_STATUSES.has(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
