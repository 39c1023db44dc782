/**
 * A task kind's cost (task-kind.ts): CPU milliseconds estimated as a sum of the request's work
 * drivers (days × bodies, crossings, daily orbs, symbolic years, places, return charts…) each times
 * its milliseconds per unit. The drivers are the kind's model of its work; the milliseconds per unit
 * are fitted on its request shapes by scripts/measure/task-costs.ts, against CPU measured on one
 * thread with nothing cached, and written back into the kind's file.
 */
import type { FileFormat } from '@astrolabio/contract';

/** What the row answers with: a calendar costs more to write than the same events as JSON. */
export type AnswerFormat = 'json' | FileFormat;

export interface CostModel<I, K extends string = string> {
  /** The estimate: CPU ms a worker is expected to spend on this validated request, answered in `format`. */
  (input: I, format: AnswerFormat): number;
  /** How much of each driver of work the request holds (units: the driver's name says). */
  drivers(input: I, format: AnswerFormat): Readonly<Record<K, number>>;
  /** CPU ms per unit of each driver, as fitted. */
  readonly msPer: Readonly<Record<K, number>>;
}

/** The smallest estimate of any task: the thread hop, the writing, the compression. */
export const MIN_TASK_COST_MS = 1;

/** A cost model from its drivers and their fitted milliseconds per unit. */
export function linearCost<I, K extends string>(drivers: (input: I, format: AnswerFormat) => Record<K, number>, msPer: Readonly<Record<K, number>>): CostModel<I, K> {
  const estimate = (input: I, format: AnswerFormat): number => {
    const d = drivers(input, format);
    let ms = 0;
    for (const key of Object.keys(msPer) as K[]) ms += d[key] * msPer[key];
    return Math.max(MIN_TASK_COST_MS, ms);
  };
  return Object.assign(estimate, { drivers, msPer });
}
