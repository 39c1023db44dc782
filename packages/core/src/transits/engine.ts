/**
 * The transit engine: every stretch of a period during which a transiting body is within the orb
 * of an aspect to a natal point, with its opening and closing instants, exact hits, stations, peak,
 * daily orbs and the natal house at its peak. One call for all bodies, natal points and aspects; each
 * body is sampled once and every aspect reuses its samples (docs/decisions/0010-transit-engine.md).
 */
import { normalizeDegrees, separationDegrees, signedArcDegrees } from '../angles.ts';
import { ALL_ASPECT_CODES, aspectSidesDeg, DEFAULT_ASPECT_CODES, type AspectCode, type AspectSideDeg } from '../aspects.ts';
import { ALL_POINT_CODES, POINT_CODES, type LilithKind, type NodeKind, type PointCode } from '../bodies.ts';
import { checkPeriodDays, pointKindsOf } from '../layers/technique-period.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { houseOf } from '../houses.ts';
import { natalPointLongitude, type NatalPoints } from '../natal-points.ts';
import { orbLimitDeg, uniformOrbTable, widestOrbDeg, type OrbTable } from '../orbs.ts';
import { julianDayToEpochMs, SUPPORTED_JD_END, SUPPORTED_JD_START, utcDateOf } from '../time.ts';
import { TRANSIT_BODY_CODES, type TransitBodyCode } from './bodies.ts';
import { crossingInstants } from './crossing-instant.ts';
import { scanLevelCrossings } from './crossings.ts';
import { bodyPaths, type BodyPath, type PathCache } from './paths.ts';
import { SAMPLE_STEP_DAYS } from './sampling.ts';
import type { Station, StationKind } from './stations.ts';
import { unwrappedLongitudeAt, type BodyTrack } from './track.ts';

/** The spec's transits page keeps aspects with an orb up to 3°. */
export const DEFAULT_TRANSIT_MAX_ORB_DEG = 3;
/** Accepted range of the maximum orb, degrees (inclusive). */
export const TRANSIT_MAX_ORB_RANGE_DEG = { min: 0.01, max: 10 } as const;
/** Longest period one call covers, in days: any ten calendar years (3 leap days included). */
export const MAX_TRANSIT_PERIOD_DAYS = 3653;
/**
 * First midnight (JD UT) a period may start at. Each body's sample grid is anchored at 12:00 UT of
 * the first date and begins one step before that noon (paths.ts), so a period starting at midnight
 * m samples from m + 0.5 − step on; with the longest step that must not precede the ephemeris range.
 */
const TRANSIT_FIRST_JD = Math.ceil(SUPPORTED_JD_START - 0.5 + Math.max(...Object.values(SAMPLE_STEP_DAYS)) - 0.5) + 0.5;
/** First date a period may start on (1800-01-05). */
export const TRANSIT_FIRST_DATE = utcDateOf(julianDayToEpochMs(TRANSIT_FIRST_JD));

export interface TransitQuery {
  natal: NatalPoints;
  /** Start of the period, Julian day UT, inclusive (normally 00:00 UT of the first date). */
  jdStart: number;
  /** End of the period, Julian day UT, exclusive (normally 00:00 UT after the last date). */
  jdEnd: number;
  /** Transiting bodies (default all 13). */
  bodies?: readonly TransitBodyCode[];
  /**
   * Natal points measured against (default the 16 bodies and angles known in `natal`); the house
   * cusps (CUSP_CODES) on request, read from `natal.cusps`. A cusp at the Ascendant's or the
   * Medio Coeli's longitude is the angle itself and is left to it (natalTargets).
   */
  natalPoints?: readonly PointCode[];
  /** Default the spec's five. */
  aspects?: readonly AspectCode[];
  /** Maximum |orb| in degrees of every aspect (default 3); `orbs` overrides it per aspect. */
  maxOrbDeg?: number;
  /** The orb of each aspect, with the wider one when Sole or Luna is one of the two points. */
  orbs?: OrbTable;
  /** The lunar node that transits as Nodo Nord (default true node). */
  nodeKind?: NodeKind;
  /** Which apogee transits as Lilith (default the mean one). */
  lilithKind?: LilithKind;
}

export interface TransitStationRecord {
  timeMs: number;
  kind: StationKind;
}

/**
 * The orb of each UTC day of a stretch, as one compact series: the smallest |orb| (degrees) during
 * the part of the day inside the stretch, 0 on a day with an exact hit (docs/decisions/0011).
 */
export interface DailyOrbs {
  /** `YYYY-MM-DD`, the UTC day of the stretch's start: the day of orbsDeg[0]. */
  firstDate: string;
  /** One value per UTC day, from firstDate to the day of the stretch's end. */
  orbsDeg: number[];
}

/** One transit: a stretch of time in which a transiting body is within the orb of one aspect side to one natal point. */
export interface TransitRecord {
  transitBody: TransitBodyCode;
  /** The natal point aspected: one of the 14 bodies, the Ascendant or the Midheaven. */
  natalPoint: PointCode;
  aspect: AspectCode;
  /** The side of the aspect: arc from the natal point to the transiting body where it is exact (ASPECT_SIDES_DEG). */
  angleDeg: AspectSideDeg;
  /** When |orb| reaches maxOrb and the aspect opens, epoch ms UT; the period start if clippedStart. */
  startMs: number;
  /** When the aspect closes, epoch ms UT; the period end if clippedEnd. */
  endMs: number;
  /** The orb was already open at the period start / still open at its end. */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** Every instant the orb is 0, epoch ms UT, ascending (a retrograde loop gives up to three). */
  exactMs: number[];
  /** Stations of the transiting body inside [startMs, endMs]. */
  stations: TransitStationRecord[];
  /** Smallest |orb| (degrees) and its instant (epoch ms); the first exact hit when there is one. */
  peak: { timeMs: number; orbDeg: number };
  daily: DailyOrbs;
  /**
   * Natal house (1–12) of the transiting body at the peak (transitHouseAtPeak): with an exact hit,
   * the house of the aspect point itself, so a body exactly on a cusp is in the house that begins there.
   */
  house: number;
}

export { aspectSidesDeg };

interface AspectPoint {
  natalPoint: PointCode;
  aspect: AspectCode;
  angleDeg: AspectSideDeg;
  /** Ecliptic longitude where the aspect is exact, [0, 360). */
  longitude: number;
  /** The largest |orb| of this aspect to this natal point for the body scanned, degrees. */
  orbDeg: number;
}

type LevelKind = 'lower' | 'exact' | 'upper';

/** The longitudes every body is scanned against: each aspect point and its two orb edges. */
interface LevelTable {
  sortedDeg: Float64Array;
  /** For each level, the (point, kind) pairs it stands for. */
  subscribers: { point: number; kind: LevelKind }[][];
}

function buildLevels(points: readonly AspectPoint[]): LevelTable {
  const entries: { value: number; point: number; kind: LevelKind }[] = [];
  points.forEach((p, point) => {
    entries.push({ value: normalizeDegrees(p.longitude - p.orbDeg), point, kind: 'lower' });
    entries.push({ value: p.longitude, point, kind: 'exact' });
    entries.push({ value: normalizeDegrees(p.longitude + p.orbDeg), point, kind: 'upper' });
  });
  entries.sort((a, b) => a.value - b.value);
  const values: number[] = [];
  const subscribers: LevelTable['subscribers'] = [];
  for (const e of entries) {
    if (values.length === 0 || values[values.length - 1] !== e.value) {
      values.push(e.value);
      subscribers.push([]);
    }
    subscribers[subscribers.length - 1]!.push({ point: e.point, kind: e.kind });
  }
  return { sortedDeg: Float64Array.from(values), subscribers };
}

interface OpenStretch {
  startJd: number;
  clippedStart: boolean;
  exactJd: number[];
}

export function validateTransitQuery(q: TransitQuery): void {
  checkPeriodDays(q.jdStart, q.jdEnd, MAX_TRANSIT_PERIOD_DAYS);
  if (q.jdStart < TRANSIT_FIRST_JD || q.jdEnd > SUPPORTED_JD_END) throw new RangeError('period outside the supported dates');
  const m = q.maxOrbDeg ?? DEFAULT_TRANSIT_MAX_ORB_DEG;
  if (!(m >= TRANSIT_MAX_ORB_RANGE_DEG.min && m <= TRANSIT_MAX_ORB_RANGE_DEG.max)) throw new RangeError(`maxOrbDeg out of range: ${m}`);
  for (const a of ALL_ASPECT_CODES) {
    for (const orb of q.orbs ? [q.orbs[a].orbDeg, q.orbs[a].luminaryOrbDeg] : []) {
      if (!(orb >= TRANSIT_MAX_ORB_RANGE_DEG.min && orb <= TRANSIT_MAX_ORB_RANGE_DEG.max)) throw new RangeError(`orb of ${a} out of range: ${orb}`);
    }
  }
}

/** The node and the Lilith a query's bodies transit as. */
export { pointKindsOf };

/** The transit orb table a query asks for: `orbs`, else `maxOrbDeg` (default 3°) for every aspect. */
export function transitOrbTable(q: Pick<TransitQuery, 'orbs' | 'maxOrbDeg'>): OrbTable {
  return q.orbs ?? uniformOrbTable(q.maxOrbDeg ?? DEFAULT_TRANSIT_MAX_ORB_DEG);
}

/** The widest orb a query uses over its aspects, degrees: what `maxOrb` reports. */
export function widestTransitOrbDeg(q: Pick<TransitQuery, 'orbs' | 'maxOrbDeg' | 'aspects'>): number {
  return q.orbs ? widestOrbDeg(q.orbs, q.aspects ?? DEFAULT_ASPECT_CODES) : q.maxOrbDeg ?? DEFAULT_TRANSIT_MAX_ORB_DEG;
}

/** A cusp this close to an angle (degrees) is that angle: cusp 1 and the Ascendant in most systems. */
const CUSP_IS_ANGLE_TOLERANCE_DEG = 1e-6;

/**
 * The natal points of a query with their longitudes, in the one point order. A house cusp that
 * lies on the Ascendant or the Medio Coeli (cusps 1 and 10 in the quadrant systems) is the angle:
 * measured once, as the angle, when both are asked for.
 */
export function natalTargets(natal: NatalPoints, natalPoints: readonly PointCode[] = POINT_CODES): { point: PointCode; longitude: number }[] {
  const asked = new Set(natalPoints);
  const out: { point: PointCode; longitude: number }[] = [];
  const angleLongitudes = (['ascendant', 'midheaven'] as const)
    .filter((a) => asked.has(a))
    .map((a) => natal.longitudes[a])
    .filter((lon): lon is number => lon !== undefined);
  for (const point of ALL_POINT_CODES) {
    if (!asked.has(point)) continue;
    const longitude = natalPointLongitude(natal, point);
    if (longitude === undefined) continue;
    if (point.startsWith('cusp') && angleLongitudes.some((lon) => separationDegrees(lon, longitude) < CUSP_IS_ANGLE_TOLERANCE_DEG)) continue;
    out.push({ point, longitude });
  }
  return out;
}

export interface ComputeTransitsOptions {
  /** Keeps the natal-independent work (tracks, stations) for the next call on the same period. */
  cache?: PathCache;
}

/** Every transit stretch of the period, sorted by start (then body, natal point, aspect order). */
export function computeTransits(q: TransitQuery, ephemeris: Ephemeris, options: ComputeTransitsOptions = {}): TransitRecord[] {
  validateTransitQuery(q);
  const orbs = transitOrbTable(q);
  const kinds = pointKindsOf(q);
  const bodies = q.bodies ?? TRANSIT_BODY_CODES;
  const targets = natalTargets(q.natal, q.natalPoints);
  const aspects = q.aspects ?? DEFAULT_ASPECT_CODES;
  // The aspect points of one transiting body: its orbs depend on it (Sole and Luna's wider ones).
  const pointsOf = (body: TransitBodyCode): AspectPoint[] => {
    const points: AspectPoint[] = [];
    for (const { point: natalPoint, longitude: natalLon } of targets) {
      for (const aspect of aspects) {
        const orbDeg = orbLimitDeg(orbs, aspect, body, natalPoint);
        for (const angleDeg of aspectSidesDeg(aspect)) {
          points.push({ natalPoint, aspect, angleDeg, longitude: normalizeDegrees(natalLon + angleDeg), orbDeg });
        }
      }
    }
    return points;
  };
  if (targets.length === 0 || aspects.length === 0 || bodies.length === 0) return [];
  const paths = bodyPaths(ephemeris, bodies, kinds, q.jdStart, q.jdEnd, options.cache);
  const dateOf = utcDateLabeler();
  const records: TransitRecord[] = [];
  let shared: { points: AspectPoint[]; levels: LevelTable } | undefined;
  for (const body of TRANSIT_BODY_CODES) {
    if (!bodies.includes(body)) continue;
    // Bodies other than the luminaries share one set of points and levels unless a luminary is a natal target.
    let scan = shared;
    if (!scan || body === 'sun' || body === 'moon') {
      const points = pointsOf(body);
      scan = { points, levels: buildLevels(points) };
      if (body !== 'sun' && body !== 'moon') shared = scan;
    }
    records.push(...transitsOfBody(paths.get(body)!, { q, points: scan.points, levels: scan.levels, ephemeris, dateOf }));
  }
  return records.sort(compareTransitRecords);
}

const BODY_ORDER = new Map(TRANSIT_BODY_CODES.map((c, i) => [c, i]));
const POINT_ORDER = new Map(ALL_POINT_CODES.map((c, i) => [c, i]));
const ASPECT_ORDER = new Map(ALL_ASPECT_CODES.map((c, i) => [c, i]));

/** The order of computeTransits' records: by start, then body, natal point, aspect and angle (answers of different bodies merge in it). */
export function compareTransitRecords(a: TransitRecord, b: TransitRecord): number {
  return a.startMs - b.startMs
    || BODY_ORDER.get(a.transitBody)! - BODY_ORDER.get(b.transitBody)!
    || POINT_ORDER.get(a.natalPoint)! - POINT_ORDER.get(b.natalPoint)!
    || ASPECT_ORDER.get(a.aspect)! - ASPECT_ORDER.get(b.aspect)!
    || a.angleDeg - b.angleDeg;
}

interface EngineContext {
  q: TransitQuery;
  points: readonly AspectPoint[];
  levels: LevelTable;
  ephemeris: Ephemeris;
  /** `YYYY-MM-DD` of the UTC day holding a Julian day. */
  dateOf: (jd: number) => string;
}

/** All stretches of one transiting body against every aspect point. */
function transitsOfBody(path: BodyPath, ctx: EngineContext): TransitRecord[] {
  const { q, points, levels, ephemeris } = ctx;
  const { track, stations } = path;
  const instantOf = crossingInstants(path, ephemeris);
  const out: TransitRecord[] = [];
  const open: (OpenStretch | null)[] = points.map(() => null);

  // Already inside the orb when the period starts? Same rule as the crossings: lower ≤ orb < upper.
  const lonAtStart = unwrappedLongitudeAt(track, q.jdStart);
  points.forEach((p, i) => {
    const orb = signedArcDegrees(p.longitude, lonAtStart);
    if (orb >= -p.orbDeg && orb < p.orbDeg) open[i] = { startJd: q.jdStart, clippedStart: true, exactJd: [] };
  });

  const close = (i: number, endJd: number, clippedEnd: boolean) => {
    const s = open[i]!;
    open[i] = null;
    out.push(buildRecord(track, points[i]!, s, Math.max(endJd, s.startJd), clippedEnd, stations, ctx));
  };

  scanLevelCrossings(track, levels.sortedDeg, q.jdStart, q.jdEnd, (c) => {
    let instant = Number.NaN;
    for (const { point, kind } of levels.subscribers[c.level]!) {
      const s = open[point];
      const entering = kind !== 'exact' && (kind === 'lower') === (c.direction > 0);
      // Only crossings that open, close or hit an open stretch are reported.
      if (kind === 'exact' ? !s : entering === Boolean(s)) continue;
      if (Number.isNaN(instant)) instant = instantOf(levels.sortedDeg[c.level]!, c);
      if (kind === 'exact') {
        // A one-element literal: a first push would reserve room for 17.
        if (s!.exactJd.length === 0) s!.exactJd = [instant];
        else s!.exactJd.push(instant);
      } else if (entering) open[point] = { startJd: Math.max(instant, q.jdStart), clippedStart: false, exactJd: [] };
      else close(point, Math.min(instant, q.jdEnd), false);
    }
  });
  open.forEach((s, i) => {
    if (s) close(i, q.jdEnd, true);
  });
  return out;
}

/** |orb| in degrees of the track against an aspect point's longitude at a Julian day (interpolated). */
function orbAt(track: BodyTrack, pointLongitude: number, jd: number): number {
  return separationDegrees(pointLongitude, unwrappedLongitudeAt(track, jd));
}

/**
 * One transit record. This runs some 2 000 times a year and its daily loop some 10 000 times, for
 * every request: it allocates little beyond the record itself.
 */
function buildRecord(
  track: BodyTrack,
  p: AspectPoint,
  s: OpenStretch,
  endJd: number,
  clippedEnd: boolean,
  stations: readonly Station[],
  { q, dateOf }: EngineContext,
): TransitRecord {
  const lon = p.longitude;
  // The stretch's own list, filtered and sorted in place: it becomes the record's `exactMs`.
  const exactJd = s.exactJd;
  let kept = 0;
  for (const jd of exactJd) if (jd >= q.jdStart && jd < q.jdEnd) exactJd[kept++] = jd;
  exactJd.length = kept;
  if (kept > 1) exactJd.sort((a, b) => a - b);
  let inside: readonly Station[] = NO_STATIONS;
  for (const st of stations) {
    if (st.jd < s.startJd || st.jd > endJd) continue;
    if (inside === NO_STATIONS) inside = [];
    (inside as Station[]).push(st);
  }

  let peakJd: number;
  let peakOrb: number;
  if (exactJd.length > 0) {
    peakJd = exactJd[0]!;
    peakOrb = 0;
  } else {
    // Without an exact hit the orb is smallest at a station (where it turns) or at a clipped end.
    peakJd = s.startJd;
    peakOrb = orbAt(track, lon, s.startJd);
    for (let i = 0; i <= inside.length; i++) {
      const jd = i < inside.length ? inside[i]!.jd : endJd;
      const orb = orbAt(track, lon, jd);
      if (orb < peakOrb) {
        peakJd = jd;
        peakOrb = orb;
      }
    }
  }

  // Before the exact hits become epoch ms (in place, below).
  const daily = dailyOrbs(track, lon, s.startJd, endJd, exactJd, inside, dateOf);
  return {
    transitBody: track.body,
    natalPoint: p.natalPoint,
    aspect: p.aspect,
    angleDeg: p.angleDeg,
    startMs: julianDayToEpochMs(s.startJd),
    endMs: julianDayToEpochMs(endJd),
    clippedStart: s.clippedStart,
    clippedEnd,
    exactMs: toEpochMsInPlace(exactJd),
    stations: inside.length === 0 ? [] : inside.map((x) => ({ timeMs: julianDayToEpochMs(x.jd), kind: x.kind })),
    peak: { timeMs: julianDayToEpochMs(peakJd), orbDeg: peakOrb },
    daily,
    // At an exact hit the body is on the aspect point: its house, not the interpolated position's,
    // so that rounding never moves a body exactly on a cusp (a conjunction to the Ascendant) back a house.
    house: houseOf(exactJd.length > 0 ? lon : unwrappedLongitudeAt(track, peakJd), q.natal.cusps),
  };
}

const NO_STATIONS: readonly Station[] = [];

/**
 * The smallest |orb| of each UTC day of the stretch [startJd, endJd]: 0 on a day with an exact
 * hit; otherwise the orb is monotone between the day's ends and stations, so its minimum is at one
 * of them. Consecutive days share their midnight. `exactJd`: Julian days, ascending.
 */
function dailyOrbs(
  track: BodyTrack,
  pointLon: number,
  startJd: number,
  endJd: number,
  exactJd: readonly number[],
  stations: readonly Station[],
  dateOf: (jd: number) => string,
): DailyOrbs {
  const firstMidnight = Math.floor(startJd - 0.5) + 0.5;
  const dayCount = Math.max(Math.ceil(endJd - firstMidnight), 1);
  const orbsDeg = new Array<number>(dayCount);
  let e = 0;
  let st = 0;
  let from = startJd;
  let orbFrom = orbAt(track, pointLon, from);
  for (let d = 0; d < dayCount; d++) {
    const to = Math.min(firstMidnight + d + 1, endJd);
    const orbTo = orbAt(track, pointLon, to);
    let min = Math.min(orbFrom, orbTo);
    while (e < exactJd.length && exactJd[e]! < from) e++;
    if (e < exactJd.length && exactJd[e]! <= to) min = 0;
    for (; st < stations.length && stations[st]!.jd <= to; st++) {
      if (stations[st]!.jd >= from) min = Math.min(min, orbAt(track, pointLon, stations[st]!.jd));
    }
    orbsDeg[d] = min;
    from = to;
    orbFrom = orbTo;
  }
  return { firstDate: dateOf(firstMidnight), orbsDeg };
}
/** Julian days → epoch ms, in the same array (a list this module made and hands over). */
function toEpochMsInPlace(jds: number[]): number[] {
  for (let i = 0; i < jds.length; i++) jds[i] = julianDayToEpochMs(jds[i]!);
  return jds;
}

/** Date labels, computed once per day however many records share the day. */
function utcDateLabeler(): (jd: number) => string {
  const cache = new Map<number, string>();
  return (jd) => {
    const day = Math.floor(jd - 0.5);
    let label = cache.get(day);
    if (label === undefined) {
      label = utcDateOf(julianDayToEpochMs(day + 1));
      cache.set(day, label);
    }
    return label;
  };
}
