/**
 * A compute worker's warm-up: one real period computed, written and compressed when the thread
 * starts, so that V8 has compiled the engine, the writer and brotli before the first visitor asks
 * (a fresh thread's first year took 227–238 ms against 35–85 ms warm; issue 23). Each worker sends
 * one message when done; the pool is ready when every worker has (the server listens only then).
 */
import { createPathCache } from '@astrolabio/core';
import { transitiBodySchema } from '@astrolabio/contract';
import { runPoolTask, type ComputeWorkerState } from './task.ts';

/**
 * A year no one is likely to ask first, for a chart of its own: the path cache it fills is thrown
 * away, so a visitor's first period is computed from scratch like any new period, only by compiled code.
 */
const WARM_UP_BODY = {
  natal: { datetime: '1975-06-15T08:30', latitude: 45.4642, longitude: 9.19, timezone: 1 },
  startDate: '2003-01-01',
  endDate: '2003-12-31',
};

/** The message a worker posts when warm (`ms`: how long its warm-up took). */
export interface WarmUpMessage {
  computeWorkerWarm: { ms: number };
}

export function isWarmUpMessage(message: unknown): message is WarmUpMessage {
  return typeof message === 'object' && message !== null && 'computeWorkerWarm' in message;
}

/** Runs the warm-up period on this thread's ephemeris with a throw-away path cache; its duration, ms. */
export async function warmUpComputeWorker(state: ComputeWorkerState): Promise<WarmUpMessage> {
  const startMs = performance.now();
  const input = transitiBodySchema.parse(WARM_UP_BODY);
  await runPoolTask(
    { route: 'transiti', input, encoding: 'br', requestedAtMs: Date.now(), validateAnswer: false, cancelled: new Int32Array(1) },
    { ephemeris: state.ephemeris, paths: createPathCache() },
  );
  return { computeWorkerWarm: { ms: performance.now() - startMs } };
}

/**
 * Resolves when `threads` workers have posted their warm-up message on `source` (piscina re-emits
 * a worker's messages as 'message'), or rejects at the first worker error before that: a worker that
 * cannot start is a failed start, not a server that waits forever. `onWarm` hears each worker's time.
 */
export function whenWorkersWarm(
  source: { on(event: 'message' | 'error', listener: (value: unknown) => void): unknown; off(event: 'message' | 'error', listener: (value: unknown) => void): unknown },
  threads: number,
  onWarm: (ms: number) => void = () => {},
): Promise<void> {
  if (threads === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let warm = 0;
    const stop = () => {
      source.off('message', onMessage);
      source.off('error', onError);
    };
    const onMessage = (message: unknown) => {
      if (!isWarmUpMessage(message)) return;
      onWarm(message.computeWorkerWarm.ms);
      if (++warm < threads) return;
      stop();
      resolve();
    };
    const onError = (err: unknown) => {
      stop();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    source.on('message', onMessage);
    source.on('error', onError);
  });
}
