/**
 * The «Rivoluzione Solare» result tab (issue 27; its spec for app/result-tabs.ts): the return
 * feature's panel, given the natal request the form sent, the natal chart, and the wheel the chart
 * screen lends to draw both charts with. Last of the tabs: it needs only the chart, not the period.
 * Its panel is a chunk of its own, loaded (and its return asked for) in the first idle moment after
 * a chart, so that the first opening only draws (prefetch.ts).
 */
import { it } from '../../i18n/it.ts';
import { defineResultTab, type ChartScreen, type TabChoiceLink, type TabState } from '../../result-tabs/tab-spec.ts';
import { lazyPanel } from '../../result-tabs/lazy-panel.tsx';
import type { ReturnChoice } from './return-choice.ts';
import { returnLink } from './return-link.ts';
import { usePrefetchSolarReturn } from './prefetch.ts';

export const RIVOLUZIONE_SOLARE_TAB = 'rivoluzione-solare';
/** The «Mirata» tab's id (features/mirata's MIRATA_TAB: features do not import each other; app/result-tabs.test.ts lists both). */
const MIRATA_TAB_ID = 'mirata';

const panel = lazyPanel(() => import('./components/SolarReturnPanel.tsx').then((m) => m.SolarReturnPanel));

function useSolarReturnTab({ chart, submission, renderWheel, showTab }: ChartScreen, link: TabChoiceLink<ReturnChoice>): TabState {
  const birthYear = submission ? Number(submission.values.date.slice(0, 4)) : 0;
  usePrefetchSolarReturn({ natal: chart && submission ? chart.request : null, birthYear, initialChoice: link.initial, preloadPanel: panel.preload });
  if (!chart || !submission) return { panel: null };
  return {
    panel: (
      <panel.Panel
        key={`${chart.answer.meta.ut}|${submission.birth.latitude}|${submission.birth.longitude}`}
        natal={chart.request}
        natalChart={chart.natal}
        birth={submission.birth}
        birthYear={birthYear}
        renderWheel={renderWheel}
        onOpenMirata={() => showTab(MIRATA_TAB_ID)}
        initialChoice={link.initial}
        onChoiceChange={link.onChange}
      />
    ),
  };
}

export const resultTab = defineResultTab<ReturnChoice>({
  id: RIVOLUZIONE_SOLARE_TAB,
  label: it.solarReturn.tab,
  order: 40,
  link: returnLink,
  useTab: useSolarReturnTab,
});
