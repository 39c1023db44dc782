/**
 * POST /api/transiti at the edge: a validated request → the engine's query (natal points from birth
 * data or from a client's natalData) → the Italian answer of the response schema.
 */
import {
  computeHouseIngresses,
  computeTransits,
  createPathCache,
  DEFAULT_ASPECT_CODES,
  midnightJulianDay,
  natalPointsOf,
  oneRowPerAxis,
  uniformOrbTable,
  widestTransitOrbDeg,
  withOrbs,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  type AspectCode,
  type Ephemeris,
  type LilithKind,
  type NatalPoints,
  type NodeKind,
  type OrbTable,
  type PathCache,
  type PointCode,
  type TransitBodyCode,
  type TransitHouses,
  type TransitQuery,
  type TransitRecord,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { TRANSIT_EXPORT_TEXTS, type TransitChartKind } from '../messages.ts';
import { encodeTransitHouses, encodeTransitItem, orbsMetaOf, type BirthData, type NatalData, type OrbChanges, type TransitiItem, type TransitiResponse } from '@astrolabio/contract';
import { natalFromData, type NatalForTransits } from './natal-data.ts';
import { birthChart } from './birth-data.ts';

/** What a validated request (JSON body or query string) asks for. */
export interface TransitRequest extends TransitOptions {
  natal?: BirthData;
  natalData?: NatalData;
}

/** A request's options apart from the chart: the period, the bodies, points, aspects and orbs, the exports' zone. */
export interface TransitOptions {
  startDate: string;
  endDate: string;
  planets?: TransitBodyCode[];
  natalPlanets?: PointCode[];
  aspects?: AspectCode[];
  maxOrb?: number;
  /** Orbs per aspect over maxOrb's uniform table (issue 25). */
  orbs?: OrbChanges;
  /** IANA zone the exports write instants in (issue 21); the JSON answer ignores it. */
  timeZone?: string;
  /** Both ends of an axis (Nodo Nord and Nodo Sud, opposite cusps); by default one row per axis (oneRowPerAxis). */
  bothAxisEnds?: boolean;
  /** Whose chart, for the exports' names (issue 34); the JSON answer ignores them. */
  persona?: string;
  luogoNascita?: string;
}

export interface TransitRun {
  startDate: string;
  endDate: string;
  /** The chart's birth instant, JD UT: from birth data, or a natalData's `meta.jd`; null when a natalData has none. */
  natalJdUt: number | null;
  /** The widest orb of the aspects asked for, degrees: meta.maxOrb. */
  maxOrb: number;
  /** The orb table used, and the aspects it was used for (meta.orbs). */
  orbs: OrbTable;
  aspects: readonly AspectCode[];
  nodeKind: NodeKind;
  lilithKind: LilithKind;
  records: TransitRecord[];
  houses: TransitHouses[];
  /** Whose points the transits are to: a natal chart's, or a couple's composite or Davison chart's (the exports' words). */
  chartKind: TransitChartKind;
}

/** The natal points and node kind of a request: computed from birth data, or read from natalData. */
function natalOf(req: TransitRequest, ephemeris: Ephemeris): NatalForTransits & { jdUt: number | null } {
  if (req.natalData) {
    const jd = (req.natalData.meta as { jd?: unknown } | undefined)?.jd;
    return { ...natalFromData(req.natalData), jdUt: typeof jd === 'number' && Number.isFinite(jd) ? jd : null };
  }
  const chart = birthChart(req.natal!, ephemeris);
  return { natal: natalPointsOf(chart), nodeKind: chart.nodeKind, lilithKind: chart.lilithKind, jdUt: chart.jdUt };
}

/**
 * Runs the engine over the request's UTC days, startDate 00:00 to the end of endDate: the transits
 * and the natal houses of the transiting bodies, on the same bodies' paths (`cache`, shared by
 * every request for the period; one is made for this run when none is given).
 */
export function runTransits(req: TransitRequest, ephemeris: Ephemeris, cache: PathCache = createPathCache()): TransitRun {
  return runTransitsOn(natalOf(req, ephemeris), req, ephemeris, cache);
}

/**
 * The same run for a chart already at hand: its points, node and Lilith, and its instant (JD UT,
 * null when unknown) — a natal chart, or a chart of a couple (the composite, the Davison chart).
 */
export function runTransitsOn(
  chart: NatalForTransits & { jdUt: number | null; kind?: TransitChartKind },
  req: TransitOptions,
  ephemeris: Ephemeris,
  cache: PathCache = createPathCache(),
): TransitRun {
  const { natal, nodeKind, lilithKind, jdUt } = chart;
  const uniform = uniformOrbTable(req.maxOrb ?? DEFAULT_TRANSIT_MAX_ORB_DEG);
  const orbs = req.orbs ? withOrbs(uniform, req.orbs) : uniform;
  const aspects = req.aspects ?? DEFAULT_ASPECT_CODES;
  const query: TransitQuery = {
    natal,
    jdStart: midnightJulianDay(req.startDate),
    jdEnd: midnightJulianDay(req.endDate) + 1,
    bodies: req.planets,
    natalPoints: req.natalPlanets,
    aspects,
    orbs,
    nodeKind,
    lilithKind,
  };
  return {
    startDate: req.startDate,
    endDate: req.endDate,
    natalJdUt: jdUt,
    maxOrb: widestTransitOrbDeg(query),
    orbs,
    aspects,
    nodeKind,
    lilithKind,
    records: transitRecords(computeTransits(query, ephemeris, { cache }), natal, req.bothAxisEnds),
    houses: computeHouseIngresses(query, ephemeris, { cache }),
    chartKind: chart.kind ?? 'natal',
  };
}

/** The transits as answered: one row per axis of the natal points unless both ends are asked for (issue 34). */
export function transitRecords(records: TransitRecord[], natal: NatalPoints, bothAxisEnds = false): TransitRecord[] {
  return bothAxisEnds ? records : oneRowPerAxis(records, natal, (r) => r.transitBody);
}

/** A record as the API writes it: the contract's codec (the web decodes with its inverse). */
export const toTransitiItem: (r: TransitRecord) => TransitiItem = encodeTransitItem;

/** The answer of POST /api/transiti: plain objects of the response schema, serialised by the route. */
export function toTransitiResponse(run: TransitRun): TransitiResponse {
  return {
    periodo: `${run.startDate} - ${run.endDate}`,
    transiti: run.records.map(toTransitiItem),
    caseNatali: run.houses.map(encodeTransitHouses),
    // The period's days again, apart: `periodo` stays as the spec writes it, and no client splits it.
    meta: {
      maxOrb: run.maxOrb, nodo: run.nodeKind, count: run.records.length, lilith: run.lilithKind, orbs: orbsMetaOf(run.orbs, run.aspects),
      startDate: run.startDate, endDate: run.endDate,
    },
  };
}

/** "Saturno quadratura Sole natale": the words of a calendar event or a CSV row. */
export function transitTitleIt(r: Pick<TransitRecord, 'transitBody' | 'aspect' | 'natalPoint'>, chart: TransitChartKind = 'natal'): string {
  return TRANSIT_EXPORT_TEXTS.title(BODY_NAMES_IT[r.transitBody], ASPECT_NAMES_IT[r.aspect], POINT_NAMES_IT[r.natalPoint], chart);
}

/** Every exact hit of a run, in time order, with the transit it belongs to. */
export function exactHits(run: TransitRun): { timeMs: number; record: TransitRecord }[] {
  return run.records
    .flatMap((record) => record.exactMs.map((timeMs) => ({ timeMs, record })))
    .sort((a, b) => a.timeMs - b.timeMs);
}
