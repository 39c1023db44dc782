/**
 * The transits feature's public face (app/ imports only this): Tabella Transiti's result tab (found
 * by app/result-tabs.ts through tab.tsx), the transits request, and the views of
 * /testing/transits-table (its period timeline, pair matrix and event list, with their models); and
 * for features/couple (issue 35) the panel itself, lazily, to show the transits to a couple's chart.
 */
export { resultTab, TABELLA_TRANSITI_TAB, transitsPanel } from './tab.tsx';
export type { TransitsPanelProps } from './components/TransitsPanel.tsx';
export type { CoupleTransitsTarget } from './api/transiti.ts';
export { useTransits } from './api/transiti.ts';
export { planetGroups } from './model/rows.ts';
export { LONG_PERIOD_MONTHS } from './model/filters.ts';
export { PeriodTimeline } from './overview/PeriodTimeline.tsx';
export { TransitEventList } from './overview/TransitEventList.tsx';
export { TransitMatrix } from './overview/TransitMatrix.tsx';
export { transitEvents } from './overview/event-list.ts';
export { pairRecords, transitMatrix } from './overview/matrix.ts';
