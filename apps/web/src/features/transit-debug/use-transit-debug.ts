/**
 * Runs Debug Transiti's load: one POST /api/transiti-specifici per day, one after the other (the
 * spec's way), a failed day recorded and the next one asked; interruptible, and abandoned when the
 * chart or the period changes. Lives in the page, so switching tabs does not lose a run.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { dayFailure, fetchTransitiSpecifici, type DebugNatalChart } from './api/transiti-specifici.ts';
import { debugDates, debugReducer, IDLE_RUN, type DebugRun } from './debug-run.ts';

export interface DebugPeriod {
  startDate: string;
  endDate: string;
}

export interface TransitDebug {
  run: DebugRun;
  /** The days a load asks for (at most 30 from the period's start). */
  dates: readonly string[];
  start: () => void;
  stop: () => void;
  select: (date: string) => void;
}

interface OwnedRun {
  /** The chart and period the run belongs to: a run of another chart is never shown. */
  chart: DebugNatalChart | null;
  dates: readonly string[];
  run: DebugRun;
}

type Action = Parameters<typeof debugReducer>[1] | { type: 'own'; chart: DebugNatalChart; dates: readonly string[] };

function ownedReducer(state: OwnedRun, action: Action): OwnedRun {
  if (action.type === 'own') return { chart: action.chart, dates: action.dates, run: IDLE_RUN };
  return { ...state, run: debugReducer(state.run, action) };
}

export function useTransitDebug(chart: DebugNatalChart | null, period: DebugPeriod | null): TransitDebug {
  const startDate = period?.startDate;
  const endDate = period?.endDate;
  const dates = useMemo(() => (startDate && endDate ? debugDates(startDate, endDate) : []), [startDate, endDate]);
  const [state, dispatch] = useReducer(ownedReducer, { chart: null, dates: [], run: IDLE_RUN });
  const controller = useRef<AbortController | null>(null);

  // A new chart or period abandons the run in flight (its answers would belong to the old chart).
  useEffect(() => () => controller.current?.abort(), [chart, dates]);

  const start = useCallback(() => {
    if (!chart || dates.length === 0) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    dispatch({ type: 'own', chart, dates });
    dispatch({ type: 'start', dates });
    void (async () => {
      for (const date of dates) {
        try {
          const response = await fetchTransitiSpecifici(date, chart, own.signal);
          if (own.signal.aborted) return;
          dispatch({ type: 'loaded', date, response });
        } catch (error) {
          if (own.signal.aborted) return;
          dispatch({ type: 'failed', date, ...dayFailure(error) });
        }
      }
    })();
  }, [chart, dates]);

  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'stop' });
  }, []);

  const select = useCallback((date: string) => dispatch({ type: 'select', date }), []);

  const current = state.chart === chart && state.dates === dates ? state.run : IDLE_RUN;
  return { run: current, dates, start, stop, select };
}
