/**
 * The transit engine: every stretch of a period during which a transiting body is within the orb
 * of an aspect to a natal point, with its opening and closing instants, exact hits, stations, peak,
 * daily orbs and the natal house it crosses. One call for all bodies, targets and aspects; each
 * body is sampled once and every aspect reuses its samples (docs/decisions/0010-transit-engine.md).
 */
import { ARCSECONDS_PER_DEGREE, normalizeDegrees, separationDegrees, signedArcDegrees } from '../angles.ts';
import { ASPECT_ANGLE_DEG, ASPECT_CODES, type AspectCode } from '../aspects.ts';
import { DEFAULT_NODE_KIND, POINT_CODES, type NodeKind, type PointCode } from '../bodies.ts';
import type { BodyPosition, Ephemeris } from '../ephemeris.ts';
import { DAILY_POSITION_UT_HOUR } from '../daily-positions.ts';
import { houseOf } from '../houses.ts';
import type { NatalPoints } from '../natal-points.ts';
import { chartBodyPosition } from '../positions.ts';
import { julianDayToEpochMs, SUPPORTED_JD_END, SUPPORTED_JD_START, utcDateOf } from '../time.ts';
import { TRANSIT_BODY_CODES, type TransitBodyCode } from './bodies.ts';
import { polishCrossing, POLISH_TOLERANCE_SECONDS, scanLevelCrossings, type LevelCrossing } from './crossings.ts';
import { bodyPaths, type BodyPath, type PathCache } from './paths.ts';
import { INTERPOLATION_ERROR_BOUND_ARCSEC, SAMPLE_STEP_DAYS } from './sampling.ts';
import { SECONDS_PER_DAY } from './search.ts';
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
  /** Natal points measured against (default all 16 known in `natal`). */
  targets?: readonly PointCode[];
  aspects?: readonly AspectCode[];
  /** Maximum |orb| in degrees (default 3). */
  maxOrbDeg?: number;
  /** The lunar node that transits as Nodo Nord (default true node). */
  nodeKind?: NodeKind;
}

export interface TransitStationRecord {
  /** Epoch ms (UT). */
  time: number;
  kind: StationKind;
}

export interface TransitDay {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** |orb| in degrees at 12:00 UT of the day (may exceed maxOrb on the first and last day). */
  orb: number;
}

export interface TransitRecord {
  transitBody: TransitBodyCode;
  target: PointCode;
  aspect: AspectCode;
  /** The side of the aspect: arc from the natal point to the transiting body, degrees (0, 60, 90, 120, 180, 240, 270, 300). */
  angleDeg: number;
  /** When |orb| reaches maxOrb and the aspect opens, epoch ms UT; the period start if clippedStart. */
  start: number;
  /** When the aspect closes, epoch ms UT; the period end if clippedEnd. */
  end: number;
  /** The orb was already open at the period start / still open at its end. */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** Every instant the orb is 0, epoch ms UT, ascending (a retrograde loop gives up to three). */
  exact: number[];
  /** Stations of the transiting body inside [start, end]. */
  stations: TransitStationRecord[];
  /** Smallest |orb| (degrees) and its instant (epoch ms); the first exact hit when there is one. */
  peak: { time: number; orb: number };
  /** One entry per UTC day from start's date to end's date. */
  daily: TransitDay[];
  /** Natal house (1–12) of the transiting body at the peak. */
  house: number;
}

/** The two sides of an aspect: 90° and 270° for the square; one side for conjunction and opposition. */
export function aspectSidesDeg(aspect: AspectCode): number[] {
  const angle = ASPECT_ANGLE_DEG[aspect];
  return angle === 0 || angle === 180 ? [angle] : [angle, 360 - angle];
}

interface AspectPoint {
  target: PointCode;
  aspect: AspectCode;
  angleDeg: number;
  /** Ecliptic longitude where the aspect is exact, [0, 360). */
  longitude: number;
}

type LevelKind = 'lower' | 'exact' | 'upper';

/** The longitudes every body is scanned against: each aspect point and its two orb edges. */
interface LevelTable {
  sortedDeg: Float64Array;
  /** For each level, the (point, kind) pairs it stands for. */
  subscribers: { point: number; kind: LevelKind }[][];
}

function buildLevels(points: readonly AspectPoint[], maxOrbDeg: number): LevelTable {
  const entries: { value: number; point: number; kind: LevelKind }[] = [];
  points.forEach((p, point) => {
    entries.push({ value: normalizeDegrees(p.longitude - maxOrbDeg), point, kind: 'lower' });
    entries.push({ value: p.longitude, point, kind: 'exact' });
    entries.push({ value: normalizeDegrees(p.longitude + maxOrbDeg), point, kind: 'upper' });
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
  if (!(q.jdEnd > q.jdStart)) throw new RangeError('jdEnd must be after jdStart');
  if (q.jdEnd - q.jdStart > MAX_TRANSIT_PERIOD_DAYS) throw new RangeError(`period longer than ${MAX_TRANSIT_PERIOD_DAYS} days`);
  if (q.jdStart < TRANSIT_FIRST_JD || q.jdEnd > SUPPORTED_JD_END) throw new RangeError('period outside the supported dates');
  const m = q.maxOrbDeg ?? DEFAULT_TRANSIT_MAX_ORB_DEG;
  if (!(m >= TRANSIT_MAX_ORB_RANGE_DEG.min && m <= TRANSIT_MAX_ORB_RANGE_DEG.max)) throw new RangeError(`maxOrbDeg out of range: ${m}`);
}

export interface ComputeTransitsOptions {
  /** Keeps the natal-independent work (tracks, stations) for the next call on the same period. */
  cache?: PathCache;
}

/** Every transit stretch of the period, sorted by start (then body, target, aspect order). */
export function computeTransits(q: TransitQuery, ephemeris: Ephemeris, options: ComputeTransitsOptions = {}): TransitRecord[] {
  validateTransitQuery(q);
  const maxOrb = q.maxOrbDeg ?? DEFAULT_TRANSIT_MAX_ORB_DEG;
  const nodeKind = q.nodeKind ?? DEFAULT_NODE_KIND;
  const bodies = q.bodies ?? TRANSIT_BODY_CODES;
  const points: AspectPoint[] = [];
  for (const target of q.targets ?? POINT_CODES) {
    const natalLon = q.natal.longitudes[target];
    if (natalLon === undefined) continue;
    for (const aspect of q.aspects ?? ASPECT_CODES) {
      for (const angleDeg of aspectSidesDeg(aspect)) {
        points.push({ target, aspect, angleDeg, longitude: normalizeDegrees(natalLon + angleDeg) });
      }
    }
  }
  if (points.length === 0 || bodies.length === 0) return [];
  const levels = buildLevels(points, maxOrb);
  const paths = bodyPaths(ephemeris, bodies, nodeKind, q.jdStart, q.jdEnd, options.cache);
  const dateOf = utcDateLabeler();
  const records: TransitRecord[] = [];
  for (const body of TRANSIT_BODY_CODES) {
    if (!bodies.includes(body)) continue;
    records.push(...transitsOfBody(paths.get(body)!, { q, maxOrb, points, levels, ephemeris, dateOf }));
  }
  return records.sort(compareRecords);
}

const BODY_ORDER = new Map(TRANSIT_BODY_CODES.map((c, i) => [c, i]));
const POINT_ORDER = new Map(POINT_CODES.map((c, i) => [c, i]));
const ASPECT_ORDER = new Map(ASPECT_CODES.map((c, i) => [c, i]));

function compareRecords(a: TransitRecord, b: TransitRecord): number {
  return a.start - b.start
    || BODY_ORDER.get(a.transitBody)! - BODY_ORDER.get(b.transitBody)!
    || POINT_ORDER.get(a.target)! - POINT_ORDER.get(b.target)!
    || ASPECT_ORDER.get(a.aspect)! - ASPECT_ORDER.get(b.aspect)!
    || a.angleDeg - b.angleDeg;
}

interface EngineContext {
  q: TransitQuery;
  maxOrb: number;
  points: readonly AspectPoint[];
  levels: LevelTable;
  ephemeris: Ephemeris;
  /** `YYYY-MM-DD` of the UTC day holding a Julian day. */
  dateOf: (jd: number) => string;
}

/** All stretches of one transiting body against every aspect point. */
function transitsOfBody({ track, nearSun, stations }: BodyPath, ctx: EngineContext): TransitRecord[] {
  const { q, maxOrb, points, levels, ephemeris } = ctx;
  const position = (jd: number): BodyPosition => chartBodyPosition(ephemeris, jd, track.body, track.nodeKind);
  const boundDeg = INTERPOLATION_ERROR_BOUND_ARCSEC[track.body] / ARCSECONDS_PER_DEGREE;
  const toleranceDays = POLISH_TOLERANCE_SECONDS / SECONDS_PER_DAY;
  const trusted = (c: Readonly<LevelCrossing>) => nearSun[c.interval] === 0 && boundDeg < toleranceDays * Math.abs(c.speed);
  const out: TransitRecord[] = [];
  const open: (OpenStretch | null)[] = points.map(() => null);

  // Already inside the orb when the period starts? Same rule as the crossings: lower ≤ orb < upper.
  const lonAtStart = unwrappedLongitudeAt(track, q.jdStart);
  points.forEach((p, i) => {
    const orb = signedArcDegrees(p.longitude, lonAtStart);
    if (orb >= -maxOrb && orb < maxOrb) open[i] = { startJd: q.jdStart, clippedStart: true, exactJd: [] };
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
      if (Number.isNaN(instant)) {
        // The interpolated instant stands when its error bound is under the tolerance; else polish it.
        instant = trusted(c) ? c.jd : polishCrossing(position, levels.sortedDeg[c.level]!, c, {
          accelerationDegPerDay2: c.acceleration,
          strict: nearSun[c.interval] === 1,
        });
      }
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
  // The stretch's own list, filtered and sorted in place: it becomes the record's `exact`.
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

  const firstDay = Math.floor(s.startJd - 0.5);
  const lastDay = Math.floor(Math.min(endJd, q.jdEnd - 1e-9) - 0.5);
  const daily = new Array<TransitDay>(Math.max(lastDay - firstDay + 1, 0));
  for (let day = firstDay; day <= lastDay; day++) {
    const midnight = day + 0.5;
    // At the hour of the daily positions (12:00 UT), so this and transiti-mensili/-specifici agree.
    daily[day - firstDay] = { date: dateOf(midnight), orb: orbAt(track, lon, midnight + DAILY_POSITION_UT_HOUR / 24) };
  }

  return {
    transitBody: track.body,
    target: p.target,
    aspect: p.aspect,
    angleDeg: p.angleDeg,
    start: julianDayToEpochMs(s.startJd),
    end: julianDayToEpochMs(endJd),
    clippedStart: s.clippedStart,
    clippedEnd,
    exact: toEpochMsInPlace(exactJd),
    stations: inside.length === 0 ? [] : inside.map((x) => ({ time: julianDayToEpochMs(x.jd), kind: x.kind })),
    peak: { time: julianDayToEpochMs(peakJd), orb: peakOrb },
    daily,
    house: houseOf(unwrappedLongitudeAt(track, peakJd), q.natal.cusps),
  };
}

const NO_STATIONS: readonly Station[] = [];

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
