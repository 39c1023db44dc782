/**
 * A result tab as a spec (issue 32, «Tabs register themselves»): its id, label and place, its
 * share-link keys with their codec, and the hook that makes its panel for the chart on screen. Each
 * feature that adds a tab exports one as `resultTab` (made with defineResultTab) from `features/<feature>/tab.ts(x)`; app/ finds
 * them by that convention (app/result-tabs.ts), so a new tab edits no shared list, no MainScreen
 * and no share fragment. This module holds the types the tabs and the chart screen share.
 */
import type { ReactNode } from 'react';
import type { API_ROUTES, NatalChartCodes, TemaNataleResponse } from '@astrolabio/contract';
import type { RouteInput } from '../lib/api-client.ts';
import type { BirthFormValues } from '../birth-data/birth-form-values.ts';
import type { ChartBirthData } from '../birth-data/chart-birth-data.ts';
import type { TabLink } from './link-keys.ts';

/** The birth data as the form sent them to POST /api/tema-natale (the technique routes take them again as `natal`). */
export type NatalRequest = RouteInput<typeof API_ROUTES.temaNatale>['body'];

/** What the form submitted: its values, and the birth data they were read as (the chart header's). */
export interface Submission {
  values: BirthFormValues;
  birth: ChartBirthData;
}

/**
 * What the chart screen lends every tab, on each render. `submission` comes at the press of
 * «Calcola» (a tab may start loading its panel then); `chart` once the chart is computed for it.
 */
export interface ChartScreen {
  submission: Submission | null;
  /**
   * The chart computed for `submission`: the answer (sent back by the technique requests as
   * `natalData`), the same chart in codes (decoded once by the chart feature), and the request it answered.
   */
  chart: { answer: TemaNataleResponse; natal: NatalChartCodes; request: NatalRequest } | null;
  /** Draws a chart's wheel (the chart feature's, lent by the page: features do not import each other); `title` names it for screen readers. */
  renderWheel: (chart: NatalChartCodes, title?: string) => ReactNode;
  /** Shows another result tab, by its id: a panel's pointer to a neighbour (the Rivoluzione Solare's to «Mirata»). */
  showTab: (tabId: string) => void;
}

/** The tab's choice a shared link opened on (`initial`), and where the choice on screen goes (the address bar, «Condividi»). */
export interface TabChoiceLink<Choice> {
  initial: Choice | null;
  /** Told the choice on screen, at first and at each change; a new function for each chart submitted, so a panel tells it again. */
  onChange: (choice: Choice) => void;
}

/** What a tab shows for the chart on screen. */
export interface TabState {
  /** The panel; null while the tab is not shown (no chart yet, its data not there). */
  panel: ReactNode | null;
  /** Drawn ahead, hidden, while another tab is shown (features/chart's ResultTab.keepMounted). */
  keepMounted?: boolean;
  /** Shown above the tabs whether or not the tab is (its data loading or failed). */
  notice?: ReactNode;
}

export interface ResultTabSpec<Choice = unknown> {
  /** The tab's value, and `tab=` in a shared link: lower case, digits and dashes. */
  id: string;
  label: string;
  /** Its place after Pianeti, Case and Aspetti: lower first (the spec's order: Transiti Mensili 10, Tabella Transiti 20, …). */
  order: number;
  /** Its keys in a shared link, when it has choices worth sharing. */
  link?: TabLink<Choice>;
  /**
   * Called by the chart screen on every render, in the tabs' order (a hook: the list of tabs is
   * fixed when the app loads, so the calls keep their order). Its state lives in the screen, so it
   * survives switching tabs.
   */
  useTab: (screen: ChartScreen, link: TabChoiceLink<Choice>) => TabState;
}

/**
 * A spec as the registry holds it, its choice type erased: the screen hands each tab only the
 * choices its own codec read or its own panel told, so the erasure is sound.
 */
export function defineResultTab<Choice>(spec: ResultTabSpec<Choice>): ResultTabSpec {
  return spec as unknown as ResultTabSpec;
}
