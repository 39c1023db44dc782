/**
 * What the routes ask of a transit pool, whichever runs the tasks (worker threads in pool.ts, the
 * main thread in inline-pool.ts): its own module, so neither implementation imports the other for it.
 */
import type { PoolTask, TransitAnswer } from './task.ts';

/** A task as a caller gives it: the pool adds its cancellation flag. */
export type PoolTaskInput = PoolTask extends infer T ? (T extends PoolTask ? Omit<T, 'cancelled'> : never) : never;

export interface TransitPool {
  /**
   * Runs a task on a worker: its answer, or null when `signal` aborted first (the client went away:
   * a waiting task is then skipped, a running one stops after its current step). `client` is whose
   * share of the workers it uses (the client's address, IPv6 by its network: client-key.ts).
   */
  run(task: PoolTaskInput, signal?: AbortSignal, client?: string): Promise<TransitAnswer | null>;
  /** Stops the threads (app.close()). */
  close(): Promise<void>;
  /**
   * Settles when the threads started at once have each computed their warm-up period (at once
   * when threads start at their first task, or with no threads); rejects when one fails to start.
   * The app is ready, and the server listens, only then (warm-up.ts). Absent: ready at once (a stub).
   */
  ready?: Promise<void>;
}
