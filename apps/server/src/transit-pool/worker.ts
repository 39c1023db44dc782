/**
 * The entry of a transit worker thread (pool.ts), run as the JavaScript bundle built from it
 * (worker-bundle.ts): opens the Swiss Ephemeris once for this thread (its state is the thread's
 * own: see docs/decisions/0044), warms up on one real period when the pool asks (warm-up.ts), keeps
 * its own cache of the bodies' paths, and answers tasks with bytes moved, not copied, to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { openTransitWorkerState, runTransitTask, type PoolTask, type TransitAnswer } from './task.ts';
import { warmUpTransitWorker } from './warm-up.ts';

const state = openTransitWorkerState();

/** What the pool tells each thread (pool.ts). */
export interface TransitWorkerData {
  /** Compute one period before taking tasks, and say so to the pool. */
  warmUp: boolean;
}

if ((workerData as TransitWorkerData | undefined)?.warmUp) parentPort?.postMessage(warmUpTransitWorker(state));

/** A view that owns its whole ArrayBuffer, so that moving the buffer moves nothing else (Node pools small Buffers). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** Piscina calls this with each task; the answer's buffer is transferred with it (piscina's move). */
export default function transitWorker(task: PoolTask): unknown {
  const answer = runTransitTask(task, state);
  if (answer === null) return null;
  const bytes = ownBuffer(answer.bytes);
  const value: TransitAnswer = { bytes, encoding: answer.encoding };
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: value });
}
