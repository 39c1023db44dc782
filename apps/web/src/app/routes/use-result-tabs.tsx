/**
 * The chart screen's result tabs after Aspetti, from the tab specs the features register
 * (app/result-tabs.ts): each spec's hook runs here, in the specs' order, with the chart on screen
 * and its share-link choice; what they show becomes the result panel's tabs and notices.
 */
import { Fragment, useMemo, type ReactNode } from 'react';
import type { ResultTab } from '../../features/chart/index.ts';
import type { TabChoices } from '../../features/share-link/index.ts';
import type { ChartScreen, ResultTabSpec, TabChoiceLink, TabState } from '../../result-tabs/tab-spec.ts';
import { RESULT_TABS } from '../result-tabs.ts';

export interface ResultTabs {
  tabs: ResultTab[];
  /** Shown above the tabs (a tab's data loading or failed). */
  notices: ReactNode;
}

/**
 * `linkChoices`: the tabs' choices a shared link opened on; `tell`: where each tab's choice on screen
 * goes. Each chart submitted gives the tabs new `onChange` functions, so a panel drawn for the same
 * chart tells its choice again for the new one.
 */
export function useResultTabs(screen: ChartScreen, linkChoices: TabChoices, tell: (tabId: string, choice: unknown) => void, specs: readonly ResultTabSpec[] = RESULT_TABS): ResultTabs {
  const { submission } = screen;
  const links = useMemo(() => {
    void submission; // a new submission, new functions (see above)
    return new Map(specs.map((spec): [string, TabChoiceLink<unknown>] => [spec.id, { initial: linkChoices[spec.id] ?? null, onChange: (choice) => tell(spec.id, choice) }]));
  }, [specs, linkChoices, tell, submission]);
  // The list of specs is fixed when the app loads: the hooks are called in the same order on every render.
  const states: TabState[] = [];
  for (const spec of specs) states.push(spec.useTab(screen, links.get(spec.id)!));
  const tabs = specs.flatMap((spec, i): ResultTab[] => {
    const { panel, keepMounted } = states[i]!;
    return panel === null ? [] : [{ value: spec.id, label: spec.label, panel, ...(keepMounted !== undefined ? { keepMounted } : {}) }];
  });
  const notices = states.map((s, i) => <Fragment key={specs[i]!.id}>{s.notice}</Fragment>);
  return { tabs, notices };
}
