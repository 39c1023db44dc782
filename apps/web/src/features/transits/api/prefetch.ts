/**
 * Asks for Tabella Transiti's answer as soon as the chart is computed, as the spec asks for the
 * monthly transits after it: the tab then opens on a table, not on a wait. The same query (and
 * bodies: Luna as the chart's filters have it) as the tab's, so it is asked once; and makes the
 * table's model and first drawings when the answer arrives, so that the click on the tab only draws.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { DEFAULT_CALCULATION_SETTINGS, type CalculationSettings } from '@astrolabio/core';
import { transitsQueryOptions } from './transiti.ts';
import { chartIdOf, type ChartIdentity } from '../model/chart-identity.ts';
import { bodiesToFetch, filtersChartId, initialFilters } from '../model/filters.ts';
import { warmTransitViews } from '../model/view-model.ts';

export interface PrefetchInput {
  chart: TemaNataleResponse;
  startDate: string;
  endDate: string;
  identity: ChartIdentity;
  settings?: CalculationSettings;
}

/**
 * Asks for the answer and makes its model; true once the answer is there for this input (the tab
 * can then be drawn ahead, hidden: the tab spec, tab.tsx).
 */
export function usePrefetchTransits(input: PrefetchInput | null): boolean {
  const queryClient = useQueryClient();
  const chart = input?.chart;
  const startDate = input?.startDate;
  const endDate = input?.endDate;
  const chartId = input ? chartIdOf(input.identity) : null;
  const settings = input?.settings ?? DEFAULT_CALCULATION_SETTINGS;
  // The input whose answer has come (compared field by field: the input object is new every render).
  const [answered, setAnswered] = useState<{ chart: TemaNataleResponse; startDate: string; endDate: string; chartId: string; settings: CalculationSettings } | null>(null);
  useEffect(() => {
    if (!chart || !startDate || !endDate || chartId === null) return;
    const filters = initialFilters(filtersChartId(chartId, settings.aspects), startDate, endDate, settings.aspects);
    const planets = bodiesToFetch(filters);
    if (!planets) return;
    const options = transitsQueryOptions({ natalData: chart, startDate, endDate, planets, settings });
    let stopWarming: (() => void) | null = null;
    let gone = false;
    // The answer's model and first drawings are made as soon as it arrives, in idle moments, so
    // that the click on the tab only draws (view-model.ts).
    void queryClient.prefetchQuery(options).then(() => {
      const data = queryClient.getQueryData(options.queryKey);
      if (!data || gone) return;
      setAnswered({ chart, startDate, endDate, chartId, settings });
      stopWarming = warmTransitViews(data, filters);
    });
    return () => {
      gone = true;
      stopWarming?.();
    };
  }, [queryClient, chart, startDate, endDate, chartId, settings]);
  return answered !== null && answered.chart === chart && answered.startDate === startDate && answered.endDate === endDate
    && answered.chartId === chartId && answered.settings === settings;
}
