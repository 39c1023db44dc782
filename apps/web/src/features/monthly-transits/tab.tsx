/**
 * Transiti Mensili as a result tab (spec section 2; its spec for app/result-tabs.ts): the positions
 * day by day are asked for once the chart is computed, and the tab shows when they have come (their
 * loading and failure are said above the tabs). The panel is a chunk of its own, asked for at the
 * press of «Calcola».
 */
import { useEffect, useMemo } from 'react';
import { it } from '../../i18n/it.ts';
import { defineResultTab, type ChartScreen, type TabState } from '../../result-tabs/tab-spec.ts';
import { lazyPanel } from '../../result-tabs/lazy-panel.tsx';
import { monthlyPeriodOf, useMonthlyTransits } from './api/transiti-mensili.ts';
import { MonthlyTransitsStatus } from './components/MonthlyTransitsStatus.tsx';
import { hasMonthlyTransits } from './monthly-summary.ts';

const panel = lazyPanel(() => import('./components/MonthlyTransits.tsx').then((m) => m.MonthlyTransits));

function useMonthlyTab({ chart, submission }: ChartScreen): TabState {
  // One object per submission: the query restarts when it changes.
  const period = useMemo(() => submission && {
    startDate: submission.values.transitStart,
    endDate: submission.values.transitEnd,
    nodo: submission.values.nodeKind,
  }, [submission]);
  useEffect(() => {
    if (submission) void panel.preload();
  }, [submission]);
  const monthly = useMonthlyTransits(chart ? period : null);
  const notice = <MonthlyTransitsStatus isLoading={monthly.isLoading} error={monthly.error} />;
  if (!period || !hasMonthlyTransits(monthly.data)) return { panel: null, notice };
  const asked = monthlyPeriodOf(period);
  return { panel: <panel.Panel data={monthly.data} clippedAt={asked.clipped ? asked.endDate : undefined} />, notice };
}

export const resultTab = defineResultTab({
  id: 'transiti-mensili',
  label: it.monthly.tab,
  order: 10,
  useTab: useMonthlyTab,
});
