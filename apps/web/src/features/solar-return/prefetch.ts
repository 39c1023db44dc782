/**
 * The Rivoluzione Solare tab's first opening without a wait (issue 34, «Waits»: 1.75 s while the
 * server answers in 35 ms): once a chart is on screen, in the browser's first idle moment, the
 * panel's chunk is loaded and the return it opens on asked for, so the click only draws. Before,
 * the click loaded the chunk, which then asked for the return: two round trips after the click.
 * It waits until no other answer is being fetched (the transits'): loading the chunk while the
 * transit answer arrives made «Calcola» → Tabella Transiti slower (651 ms against 468 ms,
 * `npm run bench waits`).
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NatalRequest } from './api/natal-request.ts';
import { solarReturnQueryOptions } from './api/rivoluzione-solare.ts';
import { openingReturnChoice, solarReturnRequestOf, type ReturnChoice } from './return-choice.ts';

/** How long to wait for an idle moment at most, ms (and where the browser has no requestIdleCallback). */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** Runs `run` in an idle moment when `queryClient` fetches nothing (waiting for the fetches to end first). */
function whenQuietAndIdle(queryClient: QueryClient, run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  const attempt = () => {
    cancelIdle = whenIdle(() => {
      cancelIdle = null;
      if (queryClient.isFetching() === 0) {
        run();
        return;
      }
      unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() !== 0) return;
        unsubscribe?.();
        unsubscribe = null;
        attempt();
      });
    });
  };
  attempt();
  return () => {
    cancelIdle?.();
    unsubscribe?.();
  };
}

export interface SolarReturnPrefetch {
  /** The chart's request (null: no chart yet). */
  natal: NatalRequest | null;
  birthYear: number;
  /** The link's choice, which the panel opens on. */
  initialChoice: ReturnChoice | null;
  /** Loads the panel's chunk. */
  preloadPanel: () => Promise<unknown>;
}

export function usePrefetchSolarReturn({ natal, birthYear, initialChoice, preloadPanel }: SolarReturnPrefetch): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (natal === null) return;
    return whenQuietAndIdle(queryClient, () => {
      void preloadPanel();
      const choice = openingReturnChoice(initialChoice, birthYear, new Date().getFullYear());
      // A failed return is the panel's to show: nothing is kept of a failed prefetch.
      void queryClient.prefetchQuery(solarReturnQueryOptions(solarReturnRequestOf(natal, choice)));
    });
  }, [queryClient, natal, birthYear, initialChoice, preloadPanel]);
}
