/**
 * Solar arc directions: every natal point moved by the solar arc, the progressed Sun's distance from
 * the natal Sun (exact, from the Sun's longitude sampled once a symbolic day; not 1° a year), in
 * aspect to the natal points. All directed points share the arc, so one function of time is
 * scanned against every (point, natal point, side) level (aspectStretches).
 */
import { ASPECT_CODES, type AspectCode } from '../aspects.ts';
import { POINT_CODES, type PointCode } from '../bodies.ts';
import type { Ephemeris } from '../ephemeris.ts';
import type { NatalPoints } from '../natal-points.ts';
import { sunAngleSinceBirth, symbolicSpanOf, SYMBOLIC_DT_TOLERANCE_SECONDS } from '../layers/technique-period.ts';
import { aspectStretches, aspectTargets } from '../layers/aspect-stretches.ts';
import type { AspectTimingRecord } from '../layers/timing-record.ts';
import { withoutBirthInstant } from '../layers/birth-instant.ts';
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
}

/**
 * The solar arc (degrees) at each calendar instant: progressed Sun − natal Sun, unwrapped (past a
 * turn too), from the Sun's longitude sampled once a symbolic day from birth (sunAngleSinceBirth):
 * the same arc, so the same instants, whatever period asks.
 */
export function solarArcFunction(q: Pick<DirectionQuery, 'natal' | 'natalJd' | 'jdStart' | 'jdEnd'>, ephemeris: Ephemeris): (jd: number) => number {
  const natalSun = q.natal.longitudes.sun;
  if (natalSun === undefined) throw new RangeError('solar arc needs the natal Sun');
  const { symStart, symEnd } = symbolicSpanOf(q);
  const sun = sunAngleSinceBirth((jd) => ephemeris.position(jd, 'sun').longitude, q.natalJd, symStart, symEnd);
  // The samples continue the turn of their first one: measured from the natal Sun, the arc is 0 at birth.
  const turn = Math.round((sun(q.natalJd) - natalSun) / 360) * 360;
  return (jd) => sun(progressedJulianDay(q.natalJd, jd)) - natalSun - turn;
}

export function computeSolarArcDirections(q: DirectionQuery, ephemeris: Ephemeris): AspectTimingRecord[] {
  // solarArcFunction checks the period (symbolicSpanOf).
  const arc = solarArcFunction(q, ephemeris);
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
    dtToleranceSeconds: SYMBOLIC_DT_TOLERANCE_SECONDS,
    cusps: q.natal.cusps,
  });
  // The arc is sampled from birth: the same function follows a directed point back to it.
  const trackOf = (point: PointCode): MovingPointTrack => ({ longitudeDeg: (jd) => q.natal.longitudes[point]! + arc(jd), stepDays: TROPICAL_YEAR_DAYS });
  return withoutNatalCarryOvers(withoutBirthInstant(records, q.natal, q.natalJd), { natal: q.natal, natalJd: q.natalJd, jdStart: q.jdStart, maxOrbDeg }, trackOf)
    .sort((a, b) => a.startMs - b.startMs || order.get(a.movingPoint)! - order.get(b.movingPoint)!);
}
