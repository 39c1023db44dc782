/** The quick chart's public face (app/ imports only this): the compact birth card of the /testing pages and its defaults. */
export { QuickChartCard } from './components/QuickChartCard.tsx';
export { QUICK_CHART_DEFAULTS } from './quick-chart-rules.ts';
