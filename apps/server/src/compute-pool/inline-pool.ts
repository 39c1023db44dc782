/**
 * The compute pool where threads cannot each have their own Swiss Ephemeris (macOS, Windows: see
 * SWISS_EPHEMERIS_STATE_PER_THREAD): the same tasks on the main thread, one at a time, as before
 * issue 17. The numbers stay right; the main thread waits for each answer, and nothing is queued.
 */
import { openComputeWorkerState, runPoolTask, type ComputeWorkerState } from './task.ts';
import type { ComputePool } from './compute-pool.ts';

export function createInlineComputePool(): ComputePool {
  let state: ComputeWorkerState | undefined;
  return {
    async run(task, { signal }) {
      if (signal?.aborted) return null;
      state ??= openComputeWorkerState();
      // Nothing can set it while the task runs on this thread.
      return runPoolTask({ ...task, cancelled: new Int32Array(1) }, state);
    },
    close: async () => {},
    ready: Promise.resolve(),
  };
}
