/**
 * The result tabs the transit features add after Aspetti (spec section 2: the transit tabs of a
 * chart computed with a transit period): Transiti Mensili when its positions have come, then
 * Tabella Transiti (its own chunk, loaded when the tab first shows), which does not wait for them:
 * its own call covers ten years, the monthly positions two (docs/decisions/0050-transit-views.md).
 * Debug Transiti goes after Tabella Transiti.
 */
import { lazy, memo, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { natalChartOf } from '../../features/chart/api/tema-natale.ts';
import type { ResultTab } from '../../features/chart/components/ChartResults.tsx';
import { monthlyPeriodOf, type MonthlyTransits as MonthlyTransitsData } from '../../features/monthly-transits/api/transiti-mensili.ts';
import { MonthlyTransits } from '../../features/monthly-transits/components/MonthlyTransits.tsx';
import { hasMonthlyTransits } from '../../features/monthly-transits/monthly-summary.ts';
import { usePrefetchTransits } from '../../features/transits/api/prefetch.ts';
import { userLabelOf } from '../../features/transits/model/user-label.ts';
import type { TransitsPanelProps } from '../../features/transits/components/TransitsPanel.tsx';
import type { SharedLayerChoice } from '../../features/share-link/share-fragment.ts';
import type { ChartBirthData } from '../../features/chart/components/ChartResults.tsx';
import type { BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { it } from '../../i18n/it.ts';

// The panel's chunk is asked for when the form is sent, while the chart is computed: the tab then
// opens without waiting for it. Once loaded it is drawn directly, not through Suspense, which holds
// a revealed boundary's content back for 300 ms after its fallback showed (React 19's throttle).
let transitsPanelModule: Promise<{ TransitsPanel: ComponentType<TransitsPanelProps> }> | null = null;
let LoadedTransitsPanel: ComponentType<TransitsPanelProps> | null = null;
function loadTransitsPanel() {
  transitsPanelModule ??= import('../../features/transits/components/TransitsPanel.tsx').then((m) => {
    LoadedTransitsPanel = m.TransitsPanel;
    return m;
  });
  return transitsPanelModule;
}
const LazyTransitsPanel = lazy(() => loadTransitsPanel().then((m) => ({ default: m.TransitsPanel })));

// Memoised: the chart screen re-renders on every click of a tab, and the panel's props stay the same.
const TransitsPanelWhenLoaded = memo(function TransitsPanelWhenLoaded(props: TransitsPanelProps) {
  if (LoadedTransitsPanel) return <LoadedTransitsPanel {...props} />;
  return (
    <Suspense fallback={<Center py="md"><Loader size="sm" aria-label={it.loading} /></Center>}>
      <LazyTransitsPanel {...props} />
    </Suspense>
  );
});

/** What the form submitted: its values, and the birth data they were read as (the chart header's). */
export interface Submission {
  values: BirthFormValues;
  birth: ChartBirthData;
}

/** The value of the Tabella Transiti tab. */
export const TABELLA_TRANSITI_TAB = 'tabella-transiti';

/** The layers a shared link opened Tabella Transiti on (`initial`), and where the choice on screen goes (the address bar, «Condividi»). */
export interface LayerLink {
  initial: SharedLayerChoice | null;
  onChange: (choice: SharedLayerChoice) => void;
}

/** The tabs, and the transit table's answer asked for as soon as the chart is there. */
export function useTransitTabs(
  monthly: MonthlyTransitsData | undefined,
  chart: TemaNataleResponse | undefined,
  submission: Submission | null,
  layerLink?: LayerLink,
): ResultTab[] {
  // One object per chart and submission: the panel's props stay the same between renders.
  const transits = useMemo(() => (chart && submission ? transitsInput(chart, submission) : null), [chart, submission]);
  useEffect(() => {
    if (submission) void loadTransitsPanel();
  }, [submission]);
  // Once its answer is there, the panel is drawn ahead, hidden: the click only shows it.
  const answered = usePrefetchTransits(transits);
  const monthlyPeriod = submission && monthlyPeriodOf({ startDate: submission.values.transitStart, endDate: submission.values.transitEnd, nodo: submission.values.nodeKind });
  const tabs: ResultTab[] = hasMonthlyTransits(monthly)
    ? [{ value: 'transiti-mensili', label: it.monthly.tab, panel: <MonthlyTransits data={monthly} clippedAt={monthlyPeriod?.clipped ? monthlyPeriod.endDate : undefined} /> }]
    : [];
  if (transits && submission) {
    const { identity, startDate, endDate } = transits;
    const { birth } = submission;
    const userLabel = userLabelOf({ profileName: birth.name.trim() || null, date: birth.date, time: birth.time, place: birth.place, latitude: identity.latitude, longitude: identity.longitude });
    tabs.push({
      value: TABELLA_TRANSITI_TAB,
      label: it.transits.tab,
      keepMounted: answered,
      panel: (
        <TransitsPanelWhenLoaded
          key={`${identity.ut}|${identity.latitude}|${identity.longitude}|${startDate}|${endDate}|${JSON.stringify(transits.settings)}|${JSON.stringify(layerLink?.initial ?? null)}`}
          {...transits}
          userLabel={userLabel}
          initialLayerChoice={layerLink?.initial ?? null}
          onLayerChoiceChange={layerLink?.onChange}
        />
      ),
    });
  }
  return tabs;
}

/** The chart, its period and its identity (birth instant and place) from what the form submitted. */
function transitsInput(chart: TemaNataleResponse, submission: Submission) {
  const { values, birth } = submission;
  return {
    chart,
    natal: natalChartOf(chart),
    startDate: values.transitStart,
    endDate: values.transitEnd,
    identity: { ut: chart.meta.ut, latitude: birth.latitude, longitude: birth.longitude },
    settings: values.settings,
  };
}
