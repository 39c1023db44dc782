/**
 * POST /api/tecniche for the transit views' technique layers (issue 26): the request (the birth
 * instant and place of the computed chart, the period, the layers), the query hook, the exports of
 * every layer shown (.ics, .csv), and the answer turned into the layers' events (model/layers.ts).
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type TemaNataleResponse } from '@astrolabio/contract';
import type { LayerCode } from '@astrolabio/core';
import { LAYER_NAMES_IT } from '@astrolabio/names-it';
import { callRoute, postForFile } from '../../../lib/api-client.ts';
import { layerEventsFrom, type LayerEvent } from '../model/layers.ts';
import type { ChartIdentity } from '../model/chart-identity.ts';

export interface TecnicheRequest {
  chart: TemaNataleResponse;
  identity: ChartIdentity;
  startDate: string;
  endDate: string;
  layers: readonly LayerCode[];
}

/**
 * The JSON body: the birth as UT (the chart's meta.ut, offset 0) at its place, with the chart's
 * house system and node, so the server computes the same natal chart.
 */
export function tecnicheRequestBody(req: TecnicheRequest) {
  return {
    natal: {
      datetime: req.chart.meta.ut.slice(0, 19),
      timezone: 0,
      latitude: req.identity.latitude,
      longitude: req.identity.longitude,
      houseSystem: req.chart.meta.houseSystem,
      nodo: req.chart.meta.nodo,
    },
    startDate: req.startDate,
    endDate: req.endDate,
    layers: req.layers.map((l) => LAYER_NAMES_IT[l]),
  };
}

export async function fetchLayerEvents(req: TecnicheRequest, signal?: AbortSignal): Promise<LayerEvent[]> {
  return layerEventsFrom(await callRoute(API_ROUTES.tecniche, { body: tecnicheRequestBody(req) }, { signal }));
}

/** The technique layers' events, when `req` is given (only layers other than the transits). */
export function useLayerEvents(req: TecnicheRequest | null) {
  const body = req ? tecnicheRequestBody(req) : null;
  return useQuery({
    queryKey: ['tecniche', body === null ? null : JSON.stringify(body)],
    queryFn: req === null ? skipToken : ({ signal }) => fetchLayerEvents(req, signal),
  });
}

/** Every layer's exact events as a calendar or a table (the transits too, when shown). */
export function fetchTecnicheExport(req: TecnicheRequest, format: 'ics' | 'csv') {
  return postForFile(`/api/tecniche.${format}`, tecnicheRequestBody(req), `tecniche-${req.startDate}-${req.endDate}.${format}`);
}
