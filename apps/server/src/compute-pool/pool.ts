/**
 * The worker threads that compute every task kind's answers (piscina): transits, techniques, returns,
 * the «Mirata» scan, the exports, so that the main thread keeps answering while a ten-year calendar
 * is made. In front, a bounded queue shared fairly between clients (fair-scheduler.ts), each task
 * weighed by its kind's CPU estimate: when it is full the caller gets PoolFullError
 * (the route answers 503 with a Retry-After derived from the queue) instead of an ever longer wait.
 * Why threads and these sizes: docs/decisions/0044-worker-pool.md and 0056-production-readiness.md.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { SWISS_EPHEMERIS_STATE_PER_THREAD } from '@astrolabio/ephemeris';
import { HTTP_TEXTS } from '../messages.ts';
import type { PoolTask, TaskAnswer } from './task.ts';
import { createInlineComputePool } from './inline-pool.ts';
import { FairScheduler, QueueFullError } from './fair-scheduler.ts';
import type { ComputePool } from './compute-pool.ts';
import { computeWorkerFile } from './worker-bundle.ts';
import { whenWorkersWarm } from './warm-up.ts';
import type { ComputeWorkerData } from './worker.ts';

export type { ComputePool } from './compute-pool.ts';

export interface ComputePoolOptions {
  /** Worker threads; default one per core this process may use (defaultComputePoolSize). */
  threads?: number;
  /** Tasks that may wait for a thread; one more gets PoolFullError. Default QUEUE_PER_THREAD per thread. */
  maxQueue?: number;
  /** Tasks one client may have running at once (default MAX_IN_FLIGHT_PER_CLIENT). */
  maxInFlightPerClient?: number;
  /** Start every thread now (default), or each at the first task that needs it. */
  startAtOnce?: boolean;
  /** A worker failed outside a task (it could not start, or crashed): piscina replaces it. */
  onWorkerError?: (err: unknown) => void;
  /** A worker finished its warm-up period (warm-up.ts), in `ms`. */
  onWorkerWarm?: (ms: number) => void;
  /** The worker bundle was stale and could not be rebuilt: the old one runs (worker-bundle.ts). */
  onStaleWorker?: (reason: unknown) => void;
}

/**
 * Waiting tasks per thread. A ten-year answer takes a thread 0.5–2 s, a year's some 30 ms: four
 * waiting ten-year tasks per thread are a few seconds of wait at worst, still an answer a person
 * waits for; beyond that a client is better told to come back.
 */
export const QUEUE_PER_THREAD = 4;

/** Tasks one client may have running at once (issue 22). */
export const MAX_IN_FLIGHT_PER_CLIENT = 2;

/**
 * A task whose CPU estimate is above this is long, and leaves one thread free for the others: a
 * year of transits with the default settings (~50 ms) is short, so it is served beside anyone's
 * ten years, a hundred years of progressions or a «Mirata» scan.
 */
export const LONG_TASK_MS = 200;

/** Wall milliseconds per estimated CPU millisecond before anything is measured (the scheduler's Retry-After). */
const INITIAL_MS_PER_COST = 1;

/** The client of a task when the caller names none (tests, benchmarks). */
export const ANONYMOUS_CLIENT = 'anonymous';

/**
 * Workers are lowered this much in the scheduler's priority (Linux: the thread's nice value), so
 * that on a machine whose cores they keep busy the main thread still gets a core at once to answer
 * /api/health, a chart, a page.
 */
const WORKER_NICE_INCREMENT = 10;

/**
 * One thread per core this process may use (os.availableParallelism(): the CPU affinity, not a
 * container's CPU quota, which TRANSIT_WORKERS is for), each with QUEUE_PER_THREAD places to wait.
 */
export function defaultComputePoolSize(threads: number = availableParallelism()): { threads: number; maxQueue: number } {
  return { threads, maxQueue: threads * QUEUE_PER_THREAD };
}

/**
 * A worker's old-generation heap, MB. The largest answer (ten years, every body, point and aspect,
 * maxOrb 10, as JSON) holds 116 MB alive at its peak; without a limit V8 lets each worker's heap
 * grow well past that before collecting, and eight ten-year answers took the process from 0.25 to
 * 1 GB; with this limit it stays near 0.5 GB. A worker that still ran out would end with an error
 * (its task answered 500) and piscina would start another.
 */
const WORKER_HEAP_LIMIT_MB = 256;

/** The queue is full: answer 503 with Retry-After. */
export class PoolFullError extends Error {
  override name = 'PoolFullError';
  readonly statusCode = 503;
  /** How long the queue's work now would take the threads, at the pace measured so far. */
  constructor(readonly retryAfterSeconds: number) {
    super(HTTP_TEXTS.busy(retryAfterSeconds));
  }
}

/** Piscina's errors when a task finds no thread and no room to wait (it exports no classes for them). */
const QUEUE_FULL_MESSAGES = new Set(['Task queue is at limit', 'No task queue available and all Workers are busy']);

/**
 * The Node options a worker starts with: the process's own, without tsx (`node --import tsx`
 * runs the server's TypeScript): the worker is the JavaScript bundle and needs no loader.
 */
function workerExecArgv(): string[] {
  const args: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const arg = process.execArgv[i]!;
    if ((arg === '--import' || arg === '--require' || arg === '--loader') && /\btsx\b/.test(process.execArgv[i + 1] ?? '')) i++;
    else if (!/^--(import|require|loader)=.*\btsx\b/.test(arg)) args.push(arg);
  }
  return args;
}

/** The pool of worker threads; on a platform whose threads share one Swiss Ephemeris, the main thread instead. */
export function createComputePool(options: ComputePoolOptions = {}): ComputePool {
  if (!SWISS_EPHEMERIS_STATE_PER_THREAD) return createInlineComputePool();
  const defaults = defaultComputePoolSize(options.threads);
  const startAtOnce = options.startAtOnce !== false;
  const workerData: ComputeWorkerData = { warmUp: startAtOnce };
  const scheduler = new FairScheduler<TaskAnswer | null>({
    slots: defaults.threads,
    maxWaiting: options.maxQueue ?? defaults.maxQueue,
    maxInFlightPerClient: options.maxInFlightPerClient ?? MAX_IN_FLIGHT_PER_CLIENT,
    longTaskCost: LONG_TASK_MS,
    initialMsPerCost: INITIAL_MS_PER_COST,
  });
  const piscina = new Piscina<PoolTask, TaskAnswer | null>({
    filename: computeWorkerFile(options.onStaleWorker),
    workerData,
    minThreads: startAtOnce ? defaults.threads : 0,
    maxThreads: defaults.threads,
    // The scheduler hands piscina no more tasks than threads; this room is for threads still starting.
    maxQueue: defaults.threads,
    // A worker is kept for the life of the app: starting one loads the code and opens the
    // ephemeris again, and its paths cache would start cold.
    idleTimeout: Number.POSITIVE_INFINITY,
    niceIncrement: WORKER_NICE_INCREMENT,
    execArgv: workerExecArgv(),
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_LIMIT_MB },
  });
  // Without a listener, an 'error' event would end the process.
  piscina.on('error', (err: unknown) => options.onWorkerError?.(err));
  const ready = whenWorkersWarm(piscina, startAtOnce ? defaults.threads : 0, options.onWorkerWarm);
  // Awaited by the app; a rejection no one awaits (a test's pool closed first) must not end the process.
  ready.catch(() => {});
  return {
    ready,
    async run(task, { signal, client = ANONYMOUS_CLIENT, costMs }) {
      const cancelled = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
      const cancel = () => Atomics.store(cancelled, 0, 1);
      if (signal?.aborted) return null;
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        return await scheduler.submit(client, costMs, () => piscina.run({ ...task, cancelled }), signal);
      } catch (err) {
        if (err instanceof QueueFullError) throw new PoolFullError(err.retryAfterSeconds);
        if (err instanceof Error && QUEUE_FULL_MESSAGES.has(err.message)) throw new PoolFullError(scheduler.retryAfterSeconds());
        throw err;
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    },
    close: () => piscina.destroy(),
  };
}
