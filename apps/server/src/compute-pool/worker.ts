/**
 * The entry of a compute worker thread (pool.ts), run as the JavaScript bundle built from it
 * (worker-bundle.ts): opens the Swiss Ephemeris once for this thread (its state is the thread's
 * own: see docs/decisions/0044), warms up on one real period when the pool asks (warm-up.ts), keeps
 * its own cache of the bodies' paths, and answers tasks with bytes moved, not copied, to the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { openComputeWorkerState, runPoolTask, type PoolTask, type TaskAnswer } from './task.ts';
import { warmUpComputeWorker } from './warm-up.ts';

const state = openComputeWorkerState();

/** What the pool tells each thread (pool.ts). */
export interface ComputeWorkerData {
  /** Compute one period before taking tasks, and say so to the pool. */
  warmUp: boolean;
}

if ((workerData as ComputeWorkerData | undefined)?.warmUp) parentPort?.postMessage(await warmUpComputeWorker(state));

/** A view that owns its whole ArrayBuffer, so that moving the buffer moves nothing else (Node pools small Buffers). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** Piscina calls this with each task; the answer's buffer is transferred with it (piscina's move). */
export default async function computeWorker(task: PoolTask): Promise<unknown> {
  const answer = await runPoolTask(task, state);
  if (answer === null) return null;
  const bytes = ownBuffer(answer.bytes);
  const value: TaskAnswer = { bytes, encoding: answer.encoding };
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: value });
}
