/**
 * What a transit task costs the worker that runs it, in days of period (the engine's work grows
 * with the days; a ten-year answer takes a thread ~1 s, a month's a few ms): the fair scheduler
 * weighs clients by it and tells a long task from a short one.
 */
import { daysInPeriod } from '@astrolabio/core';
import type { PoolTaskInput } from './transit-pool.ts';

/** The fixed part of any task (parsing, writing, moving the bytes), in days' worth. */
const TASK_OVERHEAD_DAYS = 10;

/**
 * Above this a task is long and leaves one thread free for the others: a year (and a leap year)
 * is short, so a one-year request is served beside anyone's ten years.
 */
export const LONG_TASK_COST = 400;

/** Milliseconds per day of period before anything is measured: ~1 s for ten years (docs/decisions/0044). */
export const INITIAL_MS_PER_COST = 0.3;

/**
 * A solar return's place scan (every gazetteer place): not measured in days; counted as long, so
 * it never takes the thread kept free for short requests.
 */
const RETURN_SCAN_COST = 1000;

export function taskCost(task: PoolTaskInput): number {
  if (task.kind === 'returnScan') return RETURN_SCAN_COST;
  return daysInPeriod(task.request.startDate, task.request.endDate) + TASK_OVERHEAD_DAYS;
}
