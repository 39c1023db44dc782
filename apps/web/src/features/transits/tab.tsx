/**
 * Tabella Transiti as a result tab (spec section 2; its spec for app/result-tabs.ts): shown once
 * the chart is computed with its period. Its panel's chunk is asked for at the press of «Calcola»,
 * while the chart is computed, and its answer as soon as the chart is there: once that has come,
 * the panel is drawn ahead, hidden, so the click on the tab only shows it (decision 0014).
 */
import { useEffect, useMemo } from 'react';
import { it } from '../../i18n/it.ts';
import { defineResultTab, type ChartScreen, type TabChoiceLink, type TabState } from '../../result-tabs/tab-spec.ts';
import { lazyPanel } from '../../result-tabs/lazy-panel.tsx';
import { usePrefetchTransits } from './api/prefetch.ts';
import { userLabelOf } from './model/user-label.ts';
import { layerLink, type LinkedLayers } from './layer-link.ts';

export const TABELLA_TRANSITI_TAB = 'tabella-transiti';

const panel = lazyPanel(() => import('./components/TransitsPanel.tsx').then((m) => m.TransitsPanel));
/** The panel in its own chunk, for another chart's transits (features/couple: the composite's, the Davison chart's). */
export const transitsPanel = panel;

/** The chart, its period and its identity (birth instant and place) from what the form submitted. */
function transitsInput(chart: ChartScreen['chart'], submission: ChartScreen['submission']) {
  if (!chart || !submission) return null;
  const { values, birth } = submission;
  return {
    chart: chart.answer,
    natal: chart.natal,
    startDate: values.transitStart,
    endDate: values.transitEnd,
    identity: { ut: chart.answer.meta.ut, latitude: birth.latitude, longitude: birth.longitude },
    settings: values.settings,
    // Whose chart the exports name (issue 34).
    person: { name: birth.name, place: birth.place },
  };
}

function useTransitsTab({ chart, submission }: ChartScreen, link: TabChoiceLink<LinkedLayers>): TabState {
  // One object per chart and submission: the panel's props stay the same between renders.
  const transits = useMemo(() => transitsInput(chart, submission), [chart, submission]);
  useEffect(() => {
    if (submission) void panel.preload();
  }, [submission]);
  const answered = usePrefetchTransits(transits);
  if (!transits || !submission) return { panel: null };
  const { identity, startDate, endDate } = transits;
  const { birth } = submission;
  const userLabel = userLabelOf({ profileName: birth.name.trim() || null, date: birth.date, time: birth.time, place: birth.place, latitude: identity.latitude, longitude: identity.longitude });
  return {
    keepMounted: answered,
    panel: (
      <panel.Panel
        key={`${identity.ut}|${identity.latitude}|${identity.longitude}|${startDate}|${endDate}|${JSON.stringify(transits.settings)}|${JSON.stringify(link.initial)}`}
        {...transits}
        userLabel={userLabel}
        initialLayerChoice={link.initial}
        onLayerChoiceChange={link.onChange}
      />
    ),
  };
}

export const resultTab = defineResultTab<LinkedLayers>({
  id: TABELLA_TRANSITI_TAB,
  label: it.transits.tab,
  order: 20,
  link: layerLink,
  useTab: useTransitsTab,
});
