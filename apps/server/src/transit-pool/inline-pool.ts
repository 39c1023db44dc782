/**
 * The transit pool where threads cannot each have their own Swiss Ephemeris (macOS, Windows: see
 * SWISS_EPHEMERIS_STATE_PER_THREAD): the same tasks on the main thread, one at a time, as before
 * issue 17. The numbers stay right; the main thread waits for each answer, and nothing is queued.
 */
import { openTransitWorkerState, runTransitTask, type TransitWorkerState } from './task.ts';
import type { TransitPool } from './transit-pool.ts';

export function createInlineTransitPool(): TransitPool {
  let state: TransitWorkerState | undefined;
  return {
    async run(task, signal) {
      if (signal?.aborted) return null;
      state ??= openTransitWorkerState();
      // Nothing can set it while the task runs on this thread.
      return runTransitTask({ ...task, cancelled: new Int32Array(1) }, state);
    },
    close: async () => {},
    ready: Promise.resolve(),
  };
}
