/**
 * What a task kind of the compute pool is (issue 32): `{ run, cost }` and the request shapes its
 * cost is calibrated on. A kind lives beside its adapter, as `adapters/<kind>.task.ts`, and is found
 * there by its name, the `compute.task` of the contract rows it serves (task-registry.ts): adding
 * one edits no list of the pool, the worker, the app or the limits.
 */
import type { LruCache, PathCache, TechniqueEphemeris } from '@astrolabio/core';
import type { ApiRouteName, API_ROUTES, RouteRawInput, RouteValidInput } from '@astrolabio/contract';
import type { AnswerFormat, CostModel } from './cost-model.ts';

/** What a run is given besides its request: the worker's ephemeris and caches, and what the row asks. */
export interface TaskContext {
  ephemeris: TechniqueEphemeris;
  /** The bodies' paths this worker keeps between tasks, shared by every request for a period. */
  paths: PathCache;
  /**
   * This worker's memo of pure results between tasks (a chart's slow layers asked for the view, then
   * the export); absent in the warm-up and in tests. Keys begin with the kind's name.
   */
  memo: LruCache<object> | undefined;
  /** What the row answers with: JSON, or a file in this format. */
  format: AnswerFormat;
  /** When the request arrived, ms since 1970 UTC: a calendar's DTSTAMP. */
  requestedAtMs: number;
  /** True once the client has gone: a run in several steps may stop early (its result is dropped). */
  cancelled(): boolean;
}

/**
 * A run's result: the answer object for a JSON row (written with JSON.stringify; under tests checked
 * against the row's answer schema first), the file's text or bytes for a file row.
 */
export type TaskOutput = object | string | Uint8Array;

/**
 * A request shape the cost is calibrated on (scripts/measure/task-costs.ts, the cost test, `npm run
 * bench`): a label, the row it is sent to and its raw input. Typed by the row: an input the row's
 * schema would not take is a type error.
 */
export type RequestShape = { [K in ApiRouteName]: { label: string; route: K; input: RouteRawInput<(typeof API_ROUTES)[K]> } }[ApiRouteName];

export interface TaskKind<I> {
  /**
   * The CPU milliseconds a worker is expected to spend on this validated request, from what drives
   * its work (days, bodies, aspects and orbs, symbolic years, places, return years), calibrated on
   * `shapes` (cost-model.ts). The fair scheduler weighs a task by it and the client's CPU budget is
   * charged it.
   */
  cost: CostModel<I>;
  /** The answer to a validated request of one of the kind's rows (ctx.format says which). */
  run(input: I, ctx: TaskContext): TaskOutput;
  /** The request shapes `cost` is calibrated on; at least one per row the kind serves. */
  shapes: readonly RequestShape[];
  /**
   * Answers that depend only on the request, shared by every client: the last this many kept on the
   * main thread (as promises, so that requests for one being made wait for it). Absent: none kept.
   */
  answersKept?: number;
}

/** Declares a task kind; the type parameter is the validated input of its rows. */
export const defineTaskKind = <I>(kind: TaskKind<I>): TaskKind<I> => kind;

/** The validated input of a row (its body's or its query's parsed value): what its task kind's `run` and `cost` take. */
export type RowInput<R extends (typeof API_ROUTES)[ApiRouteName]> = RouteValidInput<R>;
