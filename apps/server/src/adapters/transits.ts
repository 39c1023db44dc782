/**
 * POST /api/transiti at the edge: a validated request → the engine's query (natal points from birth
 * data or from a client's natalData), and the engine's records → the Italian response.
 */
import {
  computeTransits,
  DAILY_POSITION_UT_TIME,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  formatUtcMinute,
  midnightJulianDay,
  natalPointsOf,
  roundTo,
  type AspectCode,
  type Ephemeris,
  type NodeKind,
  type PathCache,
  type PointCode,
  type TransitBodyCode,
  type TransitRecord,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';
import { TRANSIT_EXPORT_TEXTS } from '../messages.ts';
import type { BirthData } from '../schemas/common.ts';
import { natalFromData, type NatalData, type NatalForTransits } from '../schemas/natal-data.ts';
import type { TransitiItem, TransitiResponse } from '../schemas/transiti.ts';
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

const orb2 = (deg: number) => roundTo(deg, 2);

export function toTransitiItem(r: TransitRecord): TransitiItem {
  return {
    transitPlanet: BODY_NAMES_IT[r.transitBody],
    natalPlanet: POINT_NAMES_IT[r.target],
    aspect: ASPECT_NAMES_IT[r.aspect],
    start: formatUtcMinute(r.start),
    end: formatUtcMinute(r.end),
    clipped: { start: r.clippedStart, end: r.clippedEnd },
    exact: r.exact.map(formatUtcMinute),
    stations: r.stations.map((s) => ({ time: formatUtcMinute(s.time), kind: STATION_KIND_NAMES_IT[s.kind] })),
    peak: { time: formatUtcMinute(r.peak.time), orb: orb2(r.peak.orb) },
    daily: r.daily.map((d) => ({ date: d.date, orb: orb2(d.orb) })),
    house: r.house,
  };
}

export function toTransitiResponse(run: TransitRun): TransitiResponse {
  return {
    periodo: `${run.startDate} - ${run.endDate}`,
    transiti: run.records.map(toTransitiItem),
    meta: { maxOrb: run.maxOrb, timeOfDayUt: DAILY_POSITION_UT_TIME, nodo: run.nodeKind, count: run.records.length },
  };
}

/** Every exact hit of a run, in time order, with the transit it belongs to. */
export function exactHits(run: TransitRun): { time: number; record: TransitRecord }[] {
  return run.records
    .flatMap((record) => record.exact.map((time) => ({ time, record })))
    .sort((a, b) => a.time - b.time);
}
