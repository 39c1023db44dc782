/** The core's NatalChart → the spec's tema-natale response, through the contract's codec (Italian names at this edge). */
import type { NatalChart } from '@astrolabio/core';
import { encodeNatalChart, type TemaNataleResponse } from '@astrolabio/contract';
import { chartWarningIt } from '../messages.ts';

export function toTemaNataleResponse(chart: NatalChart): TemaNataleResponse {
  return encodeNatalChart({ ...chart, warningsIt: chart.warnings.map(chartWarningIt) });
}
