/**
 * One job of a transit worker: a validated request of POST /api/transiti or of its exports → the
 * finished bytes of the answer (JSON from the route's schema writer, the calendar, the table),
 * compressed as negotiated. Only these bytes cross back to the main thread: cloning a ten-year
 * answer's 20 000 objects would cost more than computing them.
 */
import { createPathCache, type PathCache, type TechniqueEphemeris } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { runTransits, toTransitiResponse, type TransitRequest, type TransitRun } from '../adapters/transits.ts';
import { transitsToCsv, transitsToIcs } from '../adapters/transits-export.ts';
import { encodeAnswer, type AnswerEncoding } from './answer-encoding.ts';
import { monthlyJsonBytes, type MonthlyRequest } from './monthly-task.ts';
import type { MirataBody } from '@astrolabio/contract';
import { runReturnScan } from '../adapters/return-scan.ts';
import { createTechniqueMemo, runTechniques, toTecnicheResponse, type TechniqueMemo, type TechniqueRequest } from '../adapters/techniques.ts';
import { techniquesToCsv, techniquesToIcs } from '../adapters/techniques-export.ts';

export type TransitAnswerKind = 'json' | 'ics' | 'csv';

export interface TransitTask {
  kind: TransitAnswerKind;
  request: TransitRequest;
  encoding: AnswerEncoding;
  /** DTSTAMP of a calendar: when the request arrived, ms since 1970 UTC. */
  requestedAtMs: number;
  /**
   * One Int32 over a SharedArrayBuffer, set to 1 by the main thread when the client has gone: the
   * worker then skips the task, or stops after the step it is in (the engine is not interruptible).
   */
  cancelled: Int32Array;
}

/** GET /api/transiti-mensili's table of daily positions (monthly-task.ts, issue 22). */
export interface MonthlyTask {
  kind: 'monthly';
  request: MonthlyRequest;
  encoding: AnswerEncoding;
  requestedAtMs: number;
  cancelled: Int32Array;
}

/** The «Mirata» scan of every gazetteer place for one solar return (POST /api/rivoluzione-solare/mirata): its JSON. */
export interface ReturnScanTask {
  kind: 'returnScan';
  request: MirataBody;
  encoding: AnswerEncoding;
  requestedAtMs: number;
  cancelled: Int32Array;
}

/** POST /api/tecniche or its exports (issue 26): the layers asked for, as JSON, a calendar or a table. */
export interface TechniqueTask {
  kind: 'techniques';
  format: TransitAnswerKind;
  request: TechniqueRequest;
  encoding: AnswerEncoding;
  requestedAtMs: number;
  cancelled: Int32Array;
}

/** Any task of the pool's workers. */
export type PoolTask = TransitTask | ReturnScanTask | TechniqueTask | MonthlyTask;

export interface TransitAnswer {
  bytes: Uint8Array;
  encoding: AnswerEncoding;
}

/** What a worker keeps between tasks: the ephemeris it opened, its paths cache and its memo of the techniques' results. */
export interface TransitWorkerState {
  ephemeris: TechniqueEphemeris;
  cache: PathCache;
  /** Absent: every technique computed afresh (the warm-up, tests). */
  techniques?: TechniqueMemo;
}

/** Opens what a worker keeps: the ephemeris (once for this thread), an empty paths cache and memo. */
export function openTransitWorkerState(): TransitWorkerState {
  return { ephemeris: openSwissEphemeris(), cache: createPathCache(), techniques: createTechniqueMemo() };
}

/**
 * The transit answer as UTF-8 JSON. `toTransitiResponse` builds exactly the contract's
 * `transitiResponseSchema`, field by field (the tests check it against the schema and against the
 * schema's own writer, compileResponseWriter); JSON.stringify writes it as one flat string, where
 * fast-json-stringify's concatenations of a year's 755 kB cost as much again to flatten into bytes.
 */
function transitJsonBytes(run: TransitRun): Buffer {
  return Buffer.from(JSON.stringify(toTransitiResponse(run)));
}

const isCancelled = (task: PoolTask) => Atomics.load(task.cancelled, 0) === 1;

/** The task's answer, or null when its client went away before it was done. */
export function runTransitTask(task: PoolTask, state: TransitWorkerState): TransitAnswer | null {
  if (isCancelled(task)) return null;
  if (task.kind === 'returnScan') {
    const bytes = Buffer.from(JSON.stringify(runReturnScan(task.request, state.ephemeris)));
    return isCancelled(task) ? null : encodeAnswer(bytes, task.encoding);
  }
  if (task.kind === 'techniques') return runTechniqueTask(task, state);
  if (task.kind === 'monthly') return encodeAnswer(monthlyJsonBytes(task.request, state.ephemeris), task.encoding);
  const run = runTransits(task.request, state.ephemeris, state.cache);
  if (isCancelled(task)) return null;
  const bytes = task.kind === 'json'
    ? transitJsonBytes(run)
    : task.kind === 'ics'
      ? transitsToIcs(run, task.requestedAtMs, task.request.timeZone)
      : Buffer.from(transitsToCsv(run, task.request.timeZone));
  if (isCancelled(task)) return null;
  return encodeAnswer(bytes, task.encoding);
}

/** The layers of POST /api/tecniche, on the worker's paths cache (the transits' periods are shared). */
function runTechniqueTask(task: TechniqueTask, state: TransitWorkerState): TransitAnswer | null {
  const run = runTechniques(task.request, state.ephemeris, state.cache, state.techniques);
  if (isCancelled(task)) return null;
  const bytes = task.format === 'json'
    ? Buffer.from(JSON.stringify(toTecnicheResponse(run)))
    : task.format === 'ics'
      ? techniquesToIcs(run, task.requestedAtMs, task.request.timeZone)
      : Buffer.from(techniquesToCsv(run, task.request.timeZone));
  if (isCancelled(task)) return null;
  return encodeAnswer(bytes, task.encoding);
}
