/** The wheel of a chart given in codes (another feature's chart: a return's, lent to it by the page). */
import type { NatalChartCodes } from '@astrolabio/contract';
import { chartView } from '../chart-view.ts';
import { ChartWheel } from './ChartWheel.tsx';

/** `title` names the wheel for screen readers (the chart's own name without one). */
export function CodesWheel({ chart, title }: { chart: NatalChartCodes; title?: string | undefined }) {
  const view = chartView(chart);
  return <ChartWheel bodies={view.bodies} cusps={view.cusps} ascendant={view.ascendant.longitude} midheaven={view.midheaven.longitude} aspects={view.aspects} {...(title ? { title } : {})} />;
}
