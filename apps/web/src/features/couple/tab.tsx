/**
 * The «Coppia» result tab (issue 35; its spec for app/result-tabs.ts): the relationship charts of the
 * chart on screen (the first person) and a second person. Last of the tabs: it needs the chart, and a
 * second birth. Its panel is a chunk of its own, loaded when the tab first shows.
 */
import { it } from '../../i18n/it.ts';
import { defineResultTab, type ChartScreen, type TabChoiceLink, type TabState } from '../../result-tabs/tab-spec.ts';
import { lazyPanel } from '../../result-tabs/lazy-panel.tsx';
import { coupleLink, type CoupleChoice } from './couple-link.ts';

export const COPPIA_TAB = 'coppia';

const panel = lazyPanel(() => import('./components/CouplePanel.tsx').then((m) => m.CouplePanel));

function useCoupleTab({ chart, submission }: ChartScreen, link: TabChoiceLink<CoupleChoice>): TabState {
  if (!chart || !submission) return { panel: null };
  return {
    panel: (
      <panel.Panel
        key={`${chart.answer.meta.ut}|${submission.birth.latitude}|${submission.birth.longitude}`}
        natal={chart.request}
        birth={submission.birth}
        values={submission.values}
        initialChoice={link.initial}
        onChoiceChange={link.onChange}
      />
    ),
  };
}

export const resultTab = defineResultTab<CoupleChoice>({
  id: COPPIA_TAB,
  label: it.couple.tab,
  order: 50,
  link: coupleLink,
  useTab: useCoupleTab,
});
