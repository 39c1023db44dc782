/**
 * POST /api/tecniche for the transit views' technique layers (issue 26): the request (the birth
 * instant and place of the computed chart, the period, the layers), the query hook, the exports of
 * every layer shown (.ics, .csv), and the answer turned into the layers' events (model/layers.ts).
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_ROUTES, orbsMetaOf, type TemaNataleResponse } from '@astrolabio/contract';
import { settingsChanges, type AspectCode, type CalculationSettings, type LayerCode, type PointCode, type TransitBodyCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, LAYER_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { callRoute, postRouteForFile } from '../../../lib/api-client.ts';
import { layerAnswerFrom, type LayerAnswer } from '../model/layers.ts';
import { exportPersonBody, type ExportPerson } from '../model/export-person.ts';
import type { ChartIdentity } from '../model/chart-identity.ts';

export interface TecnicheRequest {
  chart: TemaNataleResponse;
  identity: ChartIdentity;
  startDate: string;
  endDate: string;
  layers: readonly LayerCode[];
  /**
   * The chart's calculation settings (issue 25): its aspects are the layers' aspects, its transit
   * orbs the Transiti layer's. Only what differs from the defaults is sent. The settings have no
   * orb for progressions, directions or lunations: those keep the API's defaults, named on screen.
   */
  settings?: CalculationSettings;
  /** Progressions' and directions' own period (up to a hundred years), when not startDate – endDate: the exports'. */
  slowPeriod?: { startDate: string; endDate: string };
  /** The day (UTC) of the progressed positions and the progressed Moon's summary: the views send today. */
  positionsDate?: string;
  /** What the exports narrow to, as the views show it: the aspects (instead of the settings'), the transiting bodies, the moving points. */
  shown?: { aspects: readonly AspectCode[]; planets: readonly TransitBodyCode[]; points: readonly PointCode[] };
}

/**
 * The JSON body: the birth as UT (the chart's meta.ut, offset 0) at its place, with the chart's
 * house system, node and Lilith, so the server computes the same natal chart; the chart's aspects
 * and transit orbs when they are not the defaults.
 */
export function tecnicheRequestBody(req: TecnicheRequest) {
  const changed = req.settings ? settingsChanges(req.settings) : null;
  const transitsAsked = req.layers.includes('transits');
  const aspects = req.shown?.aspects ?? changed?.aspects;
  const slow = req.slowPeriod && (req.slowPeriod.startDate !== req.startDate || req.slowPeriod.endDate !== req.endDate) ? req.slowPeriod : null;
  return {
    natal: {
      datetime: req.chart.meta.ut.slice(0, 19),
      timezone: 0,
      latitude: req.identity.latitude,
      longitude: req.identity.longitude,
      houseSystem: req.chart.meta.houseSystem,
      nodo: req.chart.meta.nodo,
      lilith: req.chart.meta.lilith,
    },
    startDate: req.startDate,
    endDate: req.endDate,
    ...(slow ? { slowStartDate: slow.startDate, slowEndDate: slow.endDate } : {}),
    ...(req.positionsDate && req.layers.includes('progressions') ? { date: req.positionsDate } : {}),
    layers: req.layers.map((l) => LAYER_NAMES_IT[l]),
    ...(aspects ? { aspects: aspects.map((a) => ASPECT_NAMES_IT[a]) } : {}),
    ...(req.shown && transitsAsked ? { planets: req.shown.planets.map((p) => BODY_NAMES_IT[p]) } : {}),
    ...(req.shown ? { points: req.shown.points.map((p) => POINT_NAMES_IT[p]) } : {}),
    ...(transitsAsked && changed?.transitOrbs ? { transitOrbs: orbsMetaOf(changed.transitOrbs, req.settings!.aspects) } : {}),
  };
}

export async function fetchLayerEvents(req: TecnicheRequest, signal?: AbortSignal): Promise<LayerAnswer> {
  return layerAnswerFrom(await callRoute(API_ROUTES.tecniche, { body: tecnicheRequestBody(req) }, { signal }));
}

/** The query's key: the body as sent, so anything that changes the request (period, layers, settings) changes it. */
export const tecnicheQueryKey = (req: TecnicheRequest | null) => ['tecniche', req === null ? null : JSON.stringify(tecnicheRequestBody(req))] as const;

/** The technique layers' events, when `req` is given (only layers other than the transits). */
export function useLayerEvents(req: TecnicheRequest | null) {
  return useQuery({
    queryKey: tecnicheQueryKey(req),
    queryFn: req === null ? skipToken : ({ signal }) => fetchLayerEvents(req, signal),
  });
}

/**
 * Every layer's exact events as a calendar or a table (the transits too, when shown), the slow
 * layers over their own period; the texts in the browser's zone, as the screen (issue 21).
 */
export function fetchTecnicheExport(req: TecnicheRequest, format: 'ics' | 'csv', person?: ExportPerson, timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  return postRouteForFile(format === 'ics' ? API_ROUTES.tecnicheIcs : API_ROUTES.tecnicheCsv, { ...tecnicheRequestBody(req), timeZone, ...exportPersonBody(person) });
}
