/**
 * One row per axis (issue 34): two natal points exactly opposite each other — Nodo Nord and Nodo
 * Sud; the Ascendant and cusp VII, the Medio Coeli and cusp IV, cusps II and VIII … when the cusps
 * are asked for — are one axis, and a moving point in aspect to one end is, at the same instant,
 * in another aspect to the other end (conjunct Nodo Sud = opposite Nodo Nord; trine one end =
 * sextile the other; square both). Of each such pair of stretches one is kept: the conjunction,
 * whichever end it is to; otherwise the aspect to the axis' first end (the first in the point
 * order: Nodo Nord, the Ascendant, the Medio Coeli, the lower cusp). Transits, progressions and
 * directions alike (docs/decisions/0060-timing-techniques.md).
 */
import { separationDegrees } from '../angles.ts';
import type { AspectSideDeg } from '../aspects.ts';
import { ALL_POINT_CODES, type PointCode } from '../bodies.ts';
import { natalPointLongitude, type NatalPoints } from '../natal-points.ts';

/** Two natal points this close to opposite (degrees) are an axis: the node's two ends, opposite cusps. */
const AXIS_TOLERANCE_DEG = 1e-6;

/** What the rule reads of a record: the natal point, the side, the stretch. */
export interface AxisRecord {
  natalPoint: PointCode;
  angleDeg: AspectSideDeg;
  startMs: number;
  endMs: number;
}

/** The axes among the natal points, as a map from each end to the other (both ways). */
export function natalAxes(natal: NatalPoints, points: readonly PointCode[] = ALL_POINT_CODES): Map<PointCode, PointCode> {
  const known = points.flatMap((p) => {
    const lon = natalPointLongitude(natal, p);
    return lon === undefined ? [] : [{ p, lon }];
  });
  const axes = new Map<PointCode, PointCode>();
  for (const [i, a] of known.entries()) {
    for (const b of known.slice(i + 1)) {
      if (axes.has(a.p) || axes.has(b.p)) continue;
      if (Math.abs(separationDegrees(a.lon, b.lon) - 180) < AXIS_TOLERANCE_DEG) {
        axes.set(a.p, b.p);
        axes.set(b.p, a.p);
      }
    }
  }
  return axes;
}

const ORDER = new Map(ALL_POINT_CODES.map((p, i) => [p, i]));
const isFirstEnd = (p: PointCode, other: PointCode) => ORDER.get(p)! < ORDER.get(other)!;

/**
 * The records less the repeats at the other end of an axis. `movingOf` names a record's moving
 * point (a transiting body, a progressed or directed point): a record is a repeat when the same
 * moving point has, at the other end, the side half a turn away over an overlapping stretch, and
 * the rule above prefers that one. A record whose twin is absent (the other end not asked for, its
 * aspect not chosen, a narrower orb) stays.
 */
export function oneRowPerAxis<R extends AxisRecord>(records: readonly R[], natal: NatalPoints, movingOf: (r: R) => string): R[] {
  const axes = natalAxes(natal, [...new Set(records.map((r) => r.natalPoint))]);
  if (axes.size === 0) return [...records];
  const key = (moving: string, natalPoint: PointCode, side: number) => `${moving}|${natalPoint}|${side}`;
  const stretches = new Map<string, R[]>();
  for (const r of records) {
    if (!axes.has(r.natalPoint)) continue;
    const k = key(movingOf(r), r.natalPoint, r.angleDeg);
    stretches.set(k, [...(stretches.get(k) ?? []), r]);
  }
  return records.filter((r) => {
    const other = axes.get(r.natalPoint);
    if (other === undefined) return true;
    const twinSide = (r.angleDeg + 180) % 360;
    const twin = stretches.get(key(movingOf(r), other, twinSide))?.some((t) => t.startMs <= r.endMs && r.startMs <= t.endMs);
    if (!twin) return true;
    // The conjunction wins; between two others, the aspect to the first end.
    if (r.angleDeg === 0) return true;
    if (twinSide === 0) return false;
    return isFirstEnd(r.natalPoint, other);
  });
}
