/** The core's NatalChart → the spec's tema-natale response, through the contract's codec (Italian names at this edge). */
import type { NatalChart } from '@astrolabio/core';
import { encodeNatalChart, type NatalChartCodes, type TemaNataleResponse } from '@astrolabio/contract';
import { chartWarningIt } from '../messages.ts';

/** The chart as the natal chart codec takes it: its warnings worded by the server. */
export function natalChartCodes(chart: NatalChart): NatalChartCodes {
  return { ...chart, warningsIt: chart.warnings.map(chartWarningIt) };
}

export function toTemaNataleResponse(chart: NatalChart): TemaNataleResponse {
  return encodeNatalChart(natalChartCodes(chart));
}
