/**
 * POST /api/tecniche at the edge: a validated request → the core's technique modules (progressions,
 * solar arc directions, lunations and eclipses, and the transits when asked) → the Italian answer
 * of the response schema.
 */
import {
  computeLunations,
  computeProgressions,
  computeSolarArcDirections,
  computeTransits,
  createLruCache,
  createPathCache,
  DEFAULT_LUNATION_ORB_DEG,
  DEFAULT_PROGRESSED_ANGLE_METHOD,
  DEFAULT_PROGRESSION_MAX_ORB_DEG,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  LAYER_CODES,
  midnightJulianDay,
  natalPointsOf,
  oneRowPerAxis,
  progressedMoonSummary,
  progressedPositionsAt,
  type AspectTimingRecord,
  type LayerCode,
  type LruCache,
  type LunationRecord,
  type NatalPoints,
  type NodeKind,
  type PathCache,
  type ProgressedAngleMethod,
  type ProgressedMoonSummary,
  type ProgressedPositions,
  type ProgressionRun,
  type TechniqueEphemeris,
  type TransitRecord,
  uniformOrbTable,
  widestTransitOrbDeg,
  withOrbs,
} from '@astrolabio/core';
import { LAYER_NAMES_IT, PROGRESSED_ANGLE_METHOD_NAMES_IT } from '@astrolabio/names-it';
import {
  DEFAULT_TECHNIQUE_LAYERS,
  encodeLunationItem,
  encodeProgressions,
  encodeTechniqueAspectItem,
  progressedPointsOf,
  type TecnicheBody,
  type TecnicheResponse,
} from '@astrolabio/contract';
import { birthChart } from './birth-data.ts';
import { toTransitiItem, transitRecords } from './transits.ts';

/** What a validated request asks for (the body of POST /api/tecniche and of its exports). */
export type TechniqueRequest = TecnicheBody;

export interface TechniqueRun {
  startDate: string;
  endDate: string;
  /** The period of progressions and directions: startDate – endDate unless the request gave its own. */
  slowStartDate: string;
  slowEndDate: string;
  natalJdUt: number;
  natal: NatalPoints;
  layers: readonly LayerCode[];
  maxOrb: number;
  transitMaxOrb: number;
  lunationOrb: number;
  angleMethod: ProgressedAngleMethod;
  nodeKind: NodeKind;
  progressions: (ProgressionRun & { positionsDate: string; positions: ProgressedPositions; moon: ProgressedMoonSummary }) | null;
  directions: AspectTimingRecord[] | null;
  lunations: LunationRecord[] | null;
  transits: TransitRecord[] | null;
}

/**
 * A worker's memo of the techniques' results. Progressions, directions and lunations are pure in
 * their inputs (the birth data, the period, the points, aspects, orbs and method), and a chart's
 * views ask for them again — the view, then its export; a layer added beside another; the slow
 * period chosen back — so the worker keeps the last few, as it keeps the bodies' paths. The
 * transits are left to the paths cache, as /api/transiti does.
 */
export type TechniqueMemo = LruCache<object>;

/** A few charts' slow layers: a lifetime of progressions is about 700 records. */
export const createTechniqueMemo = (maxEntries = 24): TechniqueMemo => createLruCache<object>(maxEntries);

function memoized<T extends object>(memo: TechniqueMemo | undefined, key: readonly unknown[], compute: () => T): T {
  if (!memo) return compute();
  const k = JSON.stringify(key);
  const hit = memo.get(k);
  if (hit) return hit as T;
  const value = compute();
  memo.set(k, value);
  return value;
}

/**
 * Runs the layers asked for over the request's UTC days (startDate 00:00 to the end of endDate;
 * progressions and directions over slowStartDate – slowEndDate when given), each slow layer from
 * `memo` when the same was asked before.
 */
export function runTechniques(req: TechniqueRequest, ephemeris: TechniqueEphemeris, cache: PathCache = createPathCache(), memo?: TechniqueMemo): TechniqueRun {
  const chart = birthChart(req.natal, ephemeris);
  const natal = natalPointsOf(chart);
  const layers = LAYER_CODES.filter((l) => (req.layers ?? DEFAULT_TECHNIQUE_LAYERS).includes(l));
  const jdStart = midnightJulianDay(req.startDate);
  const jdEnd = midnightJulianDay(req.endDate) + 1;
  const slowStartDate = req.slowStartDate ?? req.startDate;
  const slowEndDate = req.slowEndDate ?? req.endDate;
  const slowPeriod = { jdStart: midnightJulianDay(slowStartDate), jdEnd: midnightJulianDay(slowEndDate) + 1 };
  const maxOrb = req.maxOrb ?? DEFAULT_PROGRESSION_MAX_ORB_DEG;
  const lunationOrb = req.lunationOrb ?? DEFAULT_LUNATION_ORB_DEG;
  const angleMethod = req.angleMethod ?? DEFAULT_PROGRESSED_ANGLE_METHOD;
  const nodeKind = chart.nodeKind;
  const lilithKind = chart.lilithKind;
  const transitOrbs = withOrbs(uniformOrbTable(req.transitMaxOrb ?? DEFAULT_TRANSIT_MAX_ORB_DEG), req.transitOrbs ?? {});
  const shared = { natal, natalJd: chart.jdUt, ...slowPeriod, natalPoints: req.natalPlanets, aspects: req.aspects, nodeKind, lilithKind };
  const frame = { natalJd: chart.jdUt, latitudeDeg: chart.latitude, longitudeDeg: chart.longitude, nodeKind, lilithKind, angleMethod };
  const positionsDate = req.date ?? slowStartDate;
  // What each slow layer's result depends on besides its own options (the house system's cusps give the houses).
  const natalKey = [req.natal, slowPeriod, req.points ?? null, req.natalPlanets ?? null, req.aspects ?? null, maxOrb];
  // One row per axis of the natal points, unless both ends are asked for (issue 34).
  const axisRows = (records: AspectTimingRecord[]) => (req.bothAxisEnds ? records : oneRowPerAxis(records, natal, (r) => r.movingPoint));
  const slowKey = [...natalKey, req.bothAxisEnds ?? false];
  const progressions = layers.includes('progressions')
    ? memoized(memo, ['progressions', ...slowKey, angleMethod], () => {
      const run = computeProgressions({ ...shared, ...frame, movingPoints: req.points, maxOrbDeg: maxOrb }, ephemeris, cache);
      return { ...run, records: axisRows(run.records) };
    })
    : null;
  return {
    startDate: req.startDate,
    endDate: req.endDate,
    slowStartDate,
    slowEndDate,
    natalJdUt: chart.jdUt,
    natal,
    layers,
    maxOrb,
    transitMaxOrb: widestTransitOrbDeg({ orbs: transitOrbs, aspects: req.aspects }),
    lunationOrb,
    angleMethod,
    nodeKind,
    progressions: progressions
      ? {
        ...progressions,
        positionsDate,
        positions: progressedPositionsAt(frame, midnightJulianDay(positionsDate), ephemeris),
        moon: progressedMoonSummary({ natalJd: chart.jdUt, cusps: natal.cusps }, midnightJulianDay(positionsDate), ephemeris),
      }
      : null,
    directions: layers.includes('directions')
      ? memoized(memo, ['directions', ...slowKey], () => axisRows(computeSolarArcDirections({ ...shared, movingPoints: req.points, maxOrbDeg: maxOrb }, ephemeris)))
      : null,
    lunations: layers.includes('lunations')
      ? memoized(memo, ['lunations', req.natal, jdStart, jdEnd, req.natalPlanets ?? null, req.aspects ?? null, lunationOrb], () => computeLunations({ natal, jdStart, jdEnd, natalPoints: req.natalPlanets, aspects: req.aspects, orbDeg: lunationOrb, nodeKind }, ephemeris, cache))
      : null,
    transits: layers.includes('transits')
      ? transitRecords(computeTransits({ natal, jdStart, jdEnd, bodies: req.planets, natalPoints: req.natalPlanets, aspects: req.aspects, orbs: transitOrbs, nodeKind, lilithKind }, ephemeris, { cache }), natal, req.bothAxisEnds)
      : null,
  };
}

/** The answer of POST /api/tecniche: plain objects of the response schema, one field per layer asked for. */
export function toTecnicheResponse(run: TechniqueRun): TecnicheResponse {
  const p = run.progressions;
  return {
    periodo: `${run.startDate} - ${run.endDate}`,
    ...(p && { progressioni: encodeProgressions({ ...p, positions: { date: p.positionsDate, points: progressedPointsOf(p.positions) } }) }),
    ...(run.directions && { direzioni: run.directions.map(encodeTechniqueAspectItem) }),
    ...(run.lunations && { lunazioni: run.lunations.map(encodeLunationItem) }),
    ...(run.transits && { transiti: run.transits.map(toTransitiItem) }),
    meta: {
      layers: run.layers.map((l) => LAYER_NAMES_IT[l]),
      maxOrb: run.maxOrb,
      transitMaxOrb: run.transitMaxOrb,
      lunationOrb: run.lunationOrb,
      angleMethod: PROGRESSED_ANGLE_METHOD_NAMES_IT[run.angleMethod],
      nodo: run.nodeKind,
    },
  };
}
