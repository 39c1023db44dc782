/** The two charts of a couple that transits are measured against, as a chart of one person's would be. */

/** composite: the Tema composito; davison: the Tema Davison. */
export const COUPLE_CHART_KINDS = ['composite', 'davison'] as const;
export type CoupleChartKind = (typeof COUPLE_CHART_KINDS)[number];
export const DEFAULT_COUPLE_CHART_KIND: CoupleChartKind = 'composite';
