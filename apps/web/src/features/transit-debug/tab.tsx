/**
 * Debug Transiti as a result tab (spec section 2; its spec for app/result-tabs.ts), after Tabella
 * Transiti and shown with it. Its run lives in the chart screen (this hook), not in the panel, so
 * that switching tabs does not lose it; the panel, which only draws the run, is a chunk of its own.
 */
import { useEffect, useMemo } from 'react';
import { it } from '../../i18n/it.ts';
import { defineResultTab, type ChartScreen, type TabState } from '../../result-tabs/tab-spec.ts';
import { lazyPanel } from '../../result-tabs/lazy-panel.tsx';
import { useTransitDebug } from './use-transit-debug.ts';

const panel = lazyPanel(() => import('./components/TransitDebug.tsx').then((m) => m.TransitDebug));

function useDebugTab({ chart, submission }: ChartScreen): TabState {
  const period = useMemo(() => submission && { startDate: submission.values.transitStart, endDate: submission.values.transitEnd }, [submission]);
  useEffect(() => {
    if (submission) void panel.preload();
  }, [submission]);
  const debug = useTransitDebug(chart?.answer ?? null, period);
  return { panel: chart && submission ? <panel.Panel debug={debug} /> : null };
}

export const resultTab = defineResultTab({
  id: 'debug-transiti',
  label: it.debug.tab,
  order: 30,
  useTab: useDebugTab,
});
