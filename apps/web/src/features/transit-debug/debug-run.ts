/**
 * The Debug Transiti run as a pure model (spec sections 2, 7, 8, 9): which days are loaded (at most
 * 30 from the period's start), each day's state, the progress "day k of N" and the chosen day.
 * The hook that calls the server only dispatches these actions.
 */
import { datesInPeriod } from '@astrolabio/core';
import type { DebugDayCodes } from '@astrolabio/contract';
import type { DebugDayAnswer } from './api/transiti-specifici.ts';

/** Spec section 9: the debug view loads at most 30 days. */
export const DEBUG_MAX_DAYS = 30;

/** The days the debug view loads: from the period's start, at most DEBUG_MAX_DAYS, never past its end. */
export function debugDates(startDate: string, endDate: string): string[] {
  return datesInPeriod(startDate, endDate).slice(0, DEBUG_MAX_DAYS);
}

export type DebugDay =
  | { date: string; status: 'waiting' }
  | { date: string; status: 'loading' }
  | { date: string; status: 'loaded'; response: DebugDayAnswer; aspectCount: number }
  /** `message` is the spec's per-day text (section 8); `detail` the server's own sentence, when it sent one. */
  | { date: string; status: 'failed'; message: string; detail: string | null };

export interface DebugRun {
  /** idle: nothing asked yet; stopped: the user interrupted it (the days not reached stay waiting). */
  phase: 'idle' | 'loading' | 'done' | 'stopped';
  days: DebugDay[];
  /** The day whose detail is shown. */
  selectedDate: string | null;
}

export type DebugAction =
  | { type: 'start'; dates: readonly string[] }
  | { type: 'loaded'; date: string; response: DebugDayAnswer }
  | { type: 'failed'; date: string; message: string; detail: string | null }
  | { type: 'stop' }
  | { type: 'select'; date: string };

export const IDLE_RUN: DebugRun = { phase: 'idle', days: [], selectedDate: null };

/** A day's aspect count: every aspect of every transiting body to every natal point. */
export function aspectCount(day: DebugDayCodes): number {
  return day.aspects.reduce((n, pair) => n + pair.aspects.length, 0);
}

/** A day has finished; the next waiting day (calls are sequential) becomes the one loading. */
function settle(run: DebugRun, settled: DebugDay): DebugRun {
  const index = run.days.findIndex((d) => d.date === settled.date);
  if (run.phase !== 'loading' || index < 0 || run.days[index]!.status !== 'loading') return run;
  const days = run.days.slice();
  days[index] = settled;
  const next = days[index + 1];
  if (next) days[index + 1] = { date: next.date, status: 'loading' };
  return {
    phase: next ? 'loading' : 'done',
    days,
    // The first day that arrives is shown at once, so the panel is never empty after a load.
    selectedDate: run.selectedDate ?? settled.date,
  };
}

export function debugReducer(run: DebugRun, action: DebugAction): DebugRun {
  switch (action.type) {
    case 'start': {
      const days: DebugDay[] = action.dates.map((date, i) => (i === 0 ? { date, status: 'loading' } : { date, status: 'waiting' }));
      return { phase: days.length > 0 ? 'loading' : 'done', days, selectedDate: null };
    }
    case 'loaded':
      return settle(run, { date: action.date, status: 'loaded', response: action.response, aspectCount: aspectCount(action.response.codes) });
    case 'failed':
      return settle(run, { date: action.date, status: 'failed', message: action.message, detail: action.detail });
    case 'stop':
      if (run.phase !== 'loading') return run;
      return { ...run, phase: 'stopped', days: run.days.map((d) => (d.status === 'loading' ? { date: d.date, status: 'waiting' } : d)) };
    case 'select':
      return run.days.some((d) => d.date === action.date) ? { ...run, selectedDate: action.date } : run;
  }
}

export interface DebugProgress {
  /** Days finished (loaded or failed). */
  done: number;
  total: number;
  /** 1-based position of the day being loaded ("day k of N"), null when none is. */
  current: number | null;
}

export function debugProgress(run: DebugRun): DebugProgress {
  const loading = run.days.findIndex((d) => d.status === 'loading');
  return {
    done: run.days.filter((d) => d.status === 'loaded' || d.status === 'failed').length,
    total: run.days.length,
    current: loading < 0 ? null : loading + 1,
  };
}

export function selectedDay(run: DebugRun): DebugDay | null {
  return run.days.find((d) => d.date === run.selectedDate) ?? null;
}
