/**
 * Solar arc directions: every natal point moved by the solar arc, the progressed Sun's distance from
 * the natal Sun (exact, from the Sun's sampled track over the symbolic period; not 1° a year), in
 * aspect to the natal points. All directed points share the arc, so one function of time is
 * scanned against every (point, natal point, side) level (aspectStretches).
 */
import { ASPECT_CODES, type AspectCode } from '../aspects.ts';
import { POINT_CODES, type LilithKind, type NodeKind, type PointCode } from '../bodies.ts';
import type { Ephemeris } from '../ephemeris.ts';
import type { NatalPoints } from '../natal-points.ts';
import type { PathCache } from '../transits/paths.ts';
import { symbolicPeriodOf } from '../layers/technique-period.ts';
import { unwrappedLongitudeAt } from '../transits/track.ts';
import { aspectStretches, aspectTargets } from '../layers/aspect-stretches.ts';
import type { AspectTimingRecord } from '../layers/timing-record.ts';
import { withoutNatalCarryOvers, type MovingPointTrack } from '../layers/natal-carry-over.ts';
import { DEFAULT_PROGRESSION_MAX_ORB_DEG } from '../progressions/progressions.ts';
import { progressedJulianDay } from '../progressions/progressed-time.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';

export interface DirectionQuery {
  natal: NatalPoints;
  natalJd: number;
  jdStart: number;
  jdEnd: number;
  /** Directed points (default the 16 natal points known). */
  movingPoints?: readonly PointCode[];
  natalPoints?: readonly PointCode[];
  aspects?: readonly AspectCode[];
  maxOrbDeg?: number;
  nodeKind?: NodeKind;
  /** The chart's Lilith: the Sun's path is shared in the paths cache with the progressions' of the same kinds. */
  lilithKind?: LilithKind;
}

/** The solar arc (degrees) at each calendar instant: progressed Sun − natal Sun, unwrapped, from the Sun's track. */
export function solarArcFunction(q: Pick<DirectionQuery, 'natal' | 'natalJd' | 'jdStart' | 'jdEnd' | 'nodeKind' | 'lilithKind'>, ephemeris: Ephemeris, cache?: PathCache): (jd: number) => number {
  const natalSun = q.natal.longitudes.sun;
  if (natalSun === undefined) throw new RangeError('solar arc needs the natal Sun');
  const { symStart, paths } = symbolicPeriodOf(q, ephemeris, cache);
  const sun = paths(['sun']).get('sun')!.track;
  // The arc is measured from the natal Sun: the track's first unwrapped value fixes the turn.
  const turn = Math.round((unwrappedLongitudeAt(sun, symStart) - natalSun - (symStart - q.natalJd)) / 360) * 360;
  return (jd) => unwrappedLongitudeAt(sun, progressedJulianDay(q.natalJd, jd)) - natalSun - turn;
}

export function computeSolarArcDirections(q: DirectionQuery, ephemeris: Ephemeris, cache?: PathCache): AspectTimingRecord[] {
  // solarArcFunction checks the period (symbolicPeriodOf).
  const arc = solarArcFunction(q, ephemeris, cache);
  const moving = (q.movingPoints ?? POINT_CODES).flatMap((point) => {
    const lon = q.natal.longitudes[point];
    return lon === undefined ? [] : [{ point, offsetDeg: lon }];
  });
  const order = new Map(POINT_CODES.map((c, i) => [c, i]));
  const maxOrbDeg = q.maxOrbDeg ?? DEFAULT_PROGRESSION_MAX_ORB_DEG;
  const records = aspectStretches({
    layer: 'directions',
    f: arc,
    targets: aspectTargets(moving, q.natal, q.natalPoints ?? POINT_CODES, q.aspects ?? ASPECT_CODES),
    maxOrbDeg,
    jdStart: q.jdStart,
    jdEnd: q.jdEnd,
    // A year: the arc grows 0.95–1.02° a year and never turns back.
    stepDays: TROPICAL_YEAR_DAYS,
    dtToleranceSeconds: 60,
    cusps: q.natal.cusps,
  })
    // A point directed onto its own natal place: at birth only.
    .filter((r) => !(r.movingPoint === r.natalPoint && r.aspect === 'conjunction' && r.exactMs.length === 0));
  // The arc grows from 0 at birth and never turns back, so the orb edges and exact levels a directed
  // point passed between birth and the period's start are those between its two ends: a straight
  // line between them passes the same ones (the arc's own track covers the period only).
  const arcAtStart = arc(q.jdStart);
  const trackOf = (point: PointCode): MovingPointTrack => ({
    longitudeDeg: (jd) => q.natal.longitudes[point]! + (arcAtStart * (jd - q.natalJd)) / (q.jdStart - q.natalJd),
    stepDays: Math.max(q.jdStart - q.natalJd, 1),
  });
  return withoutNatalCarryOvers(records, { natal: q.natal, natalJd: q.natalJd, jdStart: q.jdStart, maxOrbDeg }, trackOf)
    .sort((a, b) => a.startMs - b.startMs || order.get(a.movingPoint)! - order.get(b.movingPoint)!);
}
