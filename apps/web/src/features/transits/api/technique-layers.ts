/**
 * The technique layers a chart's views show: the slow ones (progressions, directions) over their own
 * period (model/slow-period.ts: up to a hundred years), the lunations over the transits' period (the
 * API allows them ten years at most), each one POST /api/tecniche when chosen.
 */
import { useMemo } from 'react';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { POINT_CODES, TRANSIT_BODY_CODES, type AspectCode, type CalculationSettings, type PointCode, type ProgressedMoonSummary, type TransitBodyCode } from '@astrolabio/core';
import { SLOW_LAYERS, slowPeriodDates, type SlowPeriodChoice } from '../model/slow-period.ts';
import { layerPlanets, TECHNIQUE_LAYERS, type LayerEvent } from '../model/layers.ts';
import type { ChartIdentity } from '../model/chart-identity.ts';
import type { TechniqueLayer } from '../model/layer-choice.ts';
import { useLayerEvents, type TecnicheRequest } from './tecniche.ts';

export type { TechniqueLayer };

export interface TechniqueLayersInput {
  chart: TemaNataleResponse;
  identity: ChartIdentity;
  startDate: string;
  endDate: string;
  layers: readonly TechniqueLayer[];
  slowPeriod: SlowPeriodChoice;
  /** The chart's calculation settings: the layers' aspects (tecniche.ts). */
  settings?: CalculationSettings;
  /** Today's UTC date (`YYYY-MM-DD`): the day of the progressed Moon's summary. */
  today?: string;
}

/** The birth day (UT) of the computed chart: the slow layers start no earlier. */
export const birthDateOf = (chart: TemaNataleResponse) => chart.meta.ut.slice(0, 10);

/** The two requests (null when none of their layers is chosen). */
export function techniqueRequests(input: TechniqueLayersInput): { slow: TecnicheRequest | null; fast: TecnicheRequest | null } {
  const { chart, identity, startDate, endDate, settings } = input;
  const slowLayers = SLOW_LAYERS.filter((l) => input.layers.includes(l));
  const fastLayers = TECHNIQUE_LAYERS.filter((l) => input.layers.includes(l) && !SLOW_LAYERS.some((s) => s === l));
  const slowPeriod = slowPeriodDates(input.slowPeriod, { birthDate: birthDateOf(chart), startDate, endDate });
  return {
    slow: slowLayers.length > 0 ? { chart, identity, ...slowPeriod, layers: slowLayers, settings, positionsDate: input.today } : null,
    fast: fastLayers.length > 0 ? { chart, identity, startDate, endDate, layers: fastLayers, settings } : null,
  };
}

/**
 * The exports' one request: Transiti and every layer chosen, the slow ones over their own period,
 * narrowed as the views narrow them (model/layers.ts' filterLayerEvents): the aspects shown, the
 * transiting and moving bodies shown, the progressed and directed Moon, the angles and the South
 * Node always.
 */
export function techniqueExportRequest(input: TechniqueLayersInput, shown: { planets: readonly TransitBodyCode[]; aspects: readonly AspectCode[] }): TecnicheRequest {
  const { chart, identity, startDate, endDate, settings } = input;
  const slowPeriod = slowPeriodDates(input.slowPeriod, { birthDate: birthDateOf(chart), startDate, endDate });
  const moving: readonly PointCode[] = layerPlanets(shown.planets);
  const points = POINT_CODES.filter((p) => !(TRANSIT_BODY_CODES as readonly PointCode[]).includes(p) || moving.includes(p));
  return {
    chart, identity, startDate, endDate, settings,
    layers: ['transits', ...TECHNIQUE_LAYERS.filter((l) => input.layers.includes(l))],
    ...(SLOW_LAYERS.some((l) => input.layers.includes(l)) ? { slowPeriod } : {}),
    shown: { aspects: shown.aspects, planets: shown.planets, points },
  };
}

export interface LayerGroupState {
  request: TecnicheRequest;
  events: LayerEvent[];
  /** The progressed Moon of today, when progressions were asked for and have come. */
  progressedMoon: ProgressedMoonSummary | null;
  pending: boolean;
  error: unknown;
}

/** Both groups' answers, and every event (for «Attivo oggi»). */
export function useTechniqueLayers(input: TechniqueLayersInput) {
  const { chart, identity, startDate, endDate, layers, slowPeriod, settings, today } = input;
  const requests = useMemo(
    () => techniqueRequests({ chart, identity, startDate, endDate, layers, slowPeriod, settings, today }),
    [chart, identity, startDate, endDate, layers, slowPeriod, settings, today],
  );
  const slowQuery = useLayerEvents(requests.slow);
  const fastQuery = useLayerEvents(requests.fast);
  const group = (request: TecnicheRequest | null, q: typeof slowQuery): LayerGroupState | null => (request
    ? { request, events: q.data?.events ?? [], progressedMoon: q.data?.progressedMoon ?? null, pending: q.isPending, error: q.isError ? q.error : null }
    : null);
  const slow = group(requests.slow, slowQuery);
  const fast = group(requests.fast, fastQuery);
  // Kept while the answers are the same: the panel's «Attivo oggi» narrows them once per change, not per render.
  const events = useMemo(
    () => [...((requests.slow && slowQuery.data?.events) || []), ...((requests.fast && fastQuery.data?.events) || [])],
    [requests, slowQuery.data, fastQuery.data],
  );
  return { slow, fast, events };
}
