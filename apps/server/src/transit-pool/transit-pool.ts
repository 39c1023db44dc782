/**
 * What the routes ask of a transit pool, whichever runs the tasks (worker threads in pool.ts, the
 * main thread in inline-pool.ts): its own module, so neither implementation imports the other for it.
 */
import type { TransitAnswer, TransitTask } from './task.ts';

export interface TransitPool {
  /**
   * Runs a task on a worker: its answer, or null when `signal` aborted first (the client went away:
   * a waiting task is then skipped, a running one stops after its current step).
   */
  run(task: Omit<TransitTask, 'cancelled'>, signal?: AbortSignal): Promise<TransitAnswer | null>;
  /** Stops the threads (app.close()). */
  close(): Promise<void>;
}
