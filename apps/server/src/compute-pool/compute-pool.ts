/**
 * What the routes ask of a compute pool, whichever runs the tasks (worker threads in pool.ts, the
 * main thread in inline-pool.ts): its own module, so neither implementation imports the other for it.
 */
import type { PoolTask, TaskAnswer } from './task.ts';

/** A task as a caller gives it: the pool adds its cancellation flag. */
export type PoolTaskInput = Omit<PoolTask, 'cancelled'>;

export interface PoolRunOptions {
  /** Aborted when the client goes away: a waiting task is then skipped, a running one stops after its current step. */
  signal?: AbortSignal;
  /** Whose share of the workers it uses (the client's address, IPv6 by its network: client-key.ts). */
  client?: string;
  /** The task kind's estimate of its CPU, ms: the fair scheduler weighs clients by it. */
  costMs: number;
}

export interface ComputePool {
  /** Runs a task on a worker: its answer, or null when `signal` aborted first. */
  run(task: PoolTaskInput, options: PoolRunOptions): Promise<TaskAnswer | null>;
  /** Stops the threads (app.close()). */
  close(): Promise<void>;
  /**
   * Settles when the threads started at once have each computed their warm-up period (at once
   * when threads start at their first task, or with no threads); rejects when one fails to start.
   * The app is ready, and the server listens, only then (warm-up.ts). Absent: ready at once (a stub).
   */
  ready?: Promise<void>;
}
