/**
 * The «Mirata» result tab (issue 36; its spec for app/result-tabs.ts): the Rivoluzione Solare
 * Mirata as the Italian school works it, for the chart on screen, after the Rivoluzione Solare.
 * Home is the birth place; the profile the form names keeps the user's rules. Its panel is a chunk
 * of its own, and the map another inside it.
 */
import { it } from '../../i18n/it.ts';
import { defineResultTab, type ChartScreen, type TabChoiceLink, type TabState } from '../../result-tabs/tab-spec.ts';
import { lazyPanel } from '../../result-tabs/lazy-panel.tsx';
import { mirataLink, type MirataTabChoice } from './mirata-link.ts';

export const MIRATA_TAB = 'mirata';

const panel = lazyPanel(() => import('./components/MirataPanel.tsx').then((m) => m.MirataPanel));

function useMirataTab({ chart, submission }: ChartScreen, link: TabChoiceLink<MirataTabChoice>): TabState {
  if (!chart || !submission) return { panel: null };
  const home = { latitude: Number(chart.request.latitude), longitude: Number(chart.request.longitude), nome: submission.birth.place || it.mirata.birthPlace };
  return {
    panel: (
      <panel.Panel
        key={`${chart.answer.meta.ut}|${submission.birth.latitude}|${submission.birth.longitude}`}
        natal={chart.request}
        birthYear={Number(submission.values.date.slice(0, 4))}
        home={home}
        profileName={submission.values.profileName}
        initialChoice={link.initial}
        onChoiceChange={link.onChange}
      />
    ),
  };
}

export const resultTab = defineResultTab<MirataTabChoice>({
  id: MIRATA_TAB,
  label: it.mirata.tab,
  order: 45,
  link: mirataLink,
  useTab: useMirataTab,
});
