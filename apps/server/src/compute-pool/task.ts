/**
 * One job of a compute worker: a row of the route table and its validated input → the finished
 * bytes of the answer (JSON, a calendar, a table), compressed as negotiated. The row names the task
 * kind that computes it (task-registry.ts); only the bytes cross back to the main thread (cloning a
 * ten-year answer's 20 000 objects would cost more than computing them).
 */
import { createLruCache, createPathCache, type LruCache, type PathCache, type TechniqueEphemeris } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { API_ROUTES, type AnyRoute, type TaskRouteName } from '@astrolabio/contract';
import { checkAnswer } from '../answer-writer.ts';
import { encodeAnswer, type AnswerEncoding } from './answer-encoding.ts';
import { loadTaskKind } from './task-registry.ts';
import type { TaskOutput } from './task-kind.ts';

export interface PoolTask {
  /** The row whose answer this is: its task kind computes, its format and schema shape the bytes. */
  route: TaskRouteName;
  /** The row's validated input: its body, or its query. */
  input: unknown;
  encoding: AnswerEncoding;
  /** When the request arrived, ms since 1970 UTC (a calendar's DTSTAMP). */
  requestedAtMs: number;
  /** Check a JSON answer against the row's answer schema before writing it (tests; plugins/serializer.ts). */
  validateAnswer: boolean;
  /**
   * One Int32 over a SharedArrayBuffer, set to 1 by the main thread when the client has gone: the
   * worker then skips the task, or stops after the step it is in (the engines are not interruptible).
   */
  cancelled: Int32Array;
}

export interface TaskAnswer {
  bytes: Uint8Array;
  encoding: AnswerEncoding;
}

/** What a worker keeps between tasks: the ephemeris it opened, its paths cache and its memo of pure results. */
export interface ComputeWorkerState {
  ephemeris: TechniqueEphemeris;
  paths: PathCache;
  /** Absent: every result computed afresh (the warm-up, tests). */
  memo?: LruCache<object>;
}

/** Results a worker's memo keeps: a few charts' slow layers (a lifetime of progressions is about 700 records). */
const MEMO_ENTRIES = 24;

/** Opens what a worker keeps: the ephemeris (once for this thread), an empty paths cache and memo. */
export function openComputeWorkerState(): ComputeWorkerState {
  return { ephemeris: openSwissEphemeris(), paths: createPathCache(), memo: createLruCache<object>(MEMO_ENTRIES) };
}

/** A run's result as the bytes the row answers with: JSON for a JSON row (checked under tests), the file's for a file row. */
function outputBytes(row: AnyRoute, output: TaskOutput, task: PoolTask): Buffer {
  if (row.answer === undefined) {
    if (typeof output === 'string') return Buffer.from(output);
    if (output instanceof Uint8Array) return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
    throw new TypeError(`${row.method} ${row.path}: a file row's task answered an object`);
  }
  if (task.validateAnswer) checkAnswer(row.answer as Parameters<typeof checkAnswer>[0], output, `${row.method} /api${row.path}`);
  return Buffer.from(JSON.stringify(output));
}

/** The task's answer, or null when its client went away before it was done. */
export async function runPoolTask(task: PoolTask, state: ComputeWorkerState): Promise<TaskAnswer | null> {
  const cancelled = () => Atomics.load(task.cancelled, 0) === 1;
  if (cancelled()) return null;
  const row: AnyRoute = API_ROUTES[task.route];
  const kind = await loadTaskKind(row.compute.task!);
  const output = kind.run(task.input, {
    ephemeris: state.ephemeris,
    paths: state.paths,
    memo: state.memo,
    format: row.file?.format ?? 'json',
    requestedAtMs: task.requestedAtMs,
    cancelled,
  });
  if (cancelled()) return null;
  const bytes = outputBytes(row, output, task);
  if (cancelled()) return null;
  return encodeAnswer(bytes, task.encoding);
}
