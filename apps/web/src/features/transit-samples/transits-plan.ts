/**
 * The /testing/transits-table page's rules for its results (spec sections 4, 5 and 8): where the
 * transits come from (the chart's real transits, the sample data set without a chart, or nothing
 * while no planet or no aspect is chosen), what a real request asks (maxOrb 3°, only the chosen
 * planets and aspects), and the spec's text of each failure. Pure.
 */
import { SPEC_ERRORS, type TemaNataleResponse } from '@astrolabio/contract';
import { DEFAULT_TRANSIT_MAX_ORB_DEG, type AspectCode, type TransitBodyCode } from '@astrolabio/core';
import type { DateRange } from './period.ts';
import { canLoadTransits } from './selection.ts';

/** What the page asks POST /api/transiti for (the transits feature's request; app/ hands one to the other). */
export interface RealTransitsRequest {
  natalData: TemaNataleResponse;
  startDate: string;
  endDate: string;
  planets: readonly TransitBodyCode[];
  aspects: readonly AspectCode[];
  maxOrbDeg: number;
}

export type TransitsPlan =
  | { kind: 'real'; request: RealTransitsRequest }
  | { kind: 'sample' }
  /** Spec section 4: nothing is (re)loaded without a planet; nothing can be shown without an aspect. */
  | { kind: 'noPlanets' }
  | { kind: 'noAspects' };

export interface PlanInput {
  chart: TemaNataleResponse | null;
  range: DateRange;
  planets: readonly TransitBodyCode[];
  aspects: readonly AspectCode[];
}

export function transitsPlan({ chart, range, planets, aspects }: PlanInput): TransitsPlan {
  if (!canLoadTransits(planets)) return { kind: 'noPlanets' };
  if (aspects.length === 0) return { kind: 'noAspects' };
  if (!chart) return { kind: 'sample' };
  return {
    kind: 'real',
    request: { natalData: chart, startDate: range.startDate, endDate: range.endDate, planets, aspects, maxOrbDeg: DEFAULT_TRANSIT_MAX_ORB_DEG },
  };
}

/**
 * Spec section 8: the alert's title when a load fails. A real load is asked for only with a chart,
 * so «Tema natale non disponibile» is what a real load without one would say, not a state the page
 * reaches (without a chart it shows the sample data, spec section 4).
 */
export function loadFailureText(kind: 'real' | 'sample', hasChart: boolean): string {
  if (kind === 'sample') return SPEC_ERRORS.sampleTransitsFailed;
  return hasChart ? SPEC_ERRORS.realTransitsFailed : SPEC_ERRORS.transitsWithoutChart;
}
