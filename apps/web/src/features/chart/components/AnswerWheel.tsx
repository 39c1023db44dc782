/** The wheel of a chart as the API answered it (another feature's chart: a return's, lent to it by the page). */
import type { TemaNataleResponse } from '@astrolabio/contract';
import { natalChartOf } from '../api/tema-natale.ts';
import { chartView } from '../chart-view.ts';
import { ChartWheel } from './ChartWheel.tsx';

/** `title` names the wheel for screen readers (the chart's own name without one). */
export function AnswerWheel({ chart, title }: { chart: TemaNataleResponse; title?: string | undefined }) {
  const view = chartView(natalChartOf(chart));
  return <ChartWheel bodies={view.bodies} cusps={view.cusps} ascendant={view.ascendant.longitude} midheaven={view.midheaven.longitude} aspects={view.aspects} {...(title ? { title } : {})} />;
}
