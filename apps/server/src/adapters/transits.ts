/**
 * POST /api/transiti at the edge: a validated request → the engine's query (natal points from birth
 * data or from a client's natalData). The records become the Italian answer in transits-json.ts.
 */
import {
  computeTransits,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  midnightJulianDay,
  natalPointsOf,
  type AspectCode,
  type Ephemeris,
  type NodeKind,
  type PathCache,
  type PointCode,
  type TransitBodyCode,
  type TransitRecord,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { TRANSIT_EXPORT_TEXTS } from '../messages.ts';
import type { BirthData, NatalData } from '@astrolabio/contract';
import { natalFromData, type NatalForTransits } from './natal-data.ts';
import { birthChart } from './birth-data.ts';

/** What a validated request (JSON body or query string) asks for. */
export interface TransitRequest {
  natal?: BirthData;
  natalData?: NatalData;
  startDate: string;
  endDate: string;
  planets?: TransitBodyCode[];
  natalPlanets?: PointCode[];
  aspects?: AspectCode[];
  maxOrb?: number;
}

export interface TransitRun {
  startDate: string;
  endDate: string;
  maxOrb: number;
  nodeKind: NodeKind;
  records: TransitRecord[];
}

/** The natal points and node kind of a request: computed from birth data, or read from natalData. */
function natalOf(req: TransitRequest, ephemeris: Ephemeris): NatalForTransits {
  if (req.natalData) return natalFromData(req.natalData);
  const chart = birthChart(req.natal!, ephemeris);
  return { natal: natalPointsOf(chart), nodeKind: chart.nodeKind };
}

/** Runs the engine over the request's UTC days, startDate 00:00 to the end of endDate. */
export function runTransits(req: TransitRequest, ephemeris: Ephemeris, cache?: PathCache): TransitRun {
  const { natal, nodeKind } = natalOf(req, ephemeris);
  const maxOrb = req.maxOrb ?? DEFAULT_TRANSIT_MAX_ORB_DEG;
  const records = computeTransits({
    natal,
    jdStart: midnightJulianDay(req.startDate),
    jdEnd: midnightJulianDay(req.endDate) + 1,
    bodies: req.planets,
    targets: req.natalPlanets,
    aspects: req.aspects,
    maxOrbDeg: maxOrb,
    nodeKind,
  }, ephemeris, { cache });
  return { startDate: req.startDate, endDate: req.endDate, maxOrb, nodeKind, records };
}

/** "Saturno quadratura Sole natale": the words of a calendar event or a CSV row. */
export function transitTitleIt(r: Pick<TransitRecord, 'transitBody' | 'aspect' | 'target'>): string {
  return TRANSIT_EXPORT_TEXTS.title(BODY_NAMES_IT[r.transitBody], ASPECT_NAMES_IT[r.aspect], POINT_NAMES_IT[r.target]);
}

/** Every exact hit of a run, in time order, with the transit it belongs to. */
export function exactHits(run: TransitRun): { time: number; record: TransitRecord }[] {
  return run.records
    .flatMap((record) => record.exact.map((time) => ({ time, record })))
    .sort((a, b) => a.time - b.time);
}
