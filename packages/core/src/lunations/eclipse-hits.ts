/**
 * The natal points an eclipse hits (issue 34): each natal point in aspect to the eclipse's degree
 * (the Moon's, which at a solar eclipse is the Sun's) within the lunation orb, with the aspect, the
 * orb and the natal point's house. At a lunar eclipse the Sun stands opposite: a natal point
 * opposite the eclipsed Moon is named conjunct the Sun, as the lunations' contacts name it (and as
 * one row per axis keeps the conjunction, decision 0062); the other aspects are the Moon's. Both
 * ends of an axis (Nodo Nord and Nodo Sud) are one hit: the conjunction, else the first end.
 */
import { signedArcDegrees } from '../angles.ts';
import { ASPECT_CODES, type AspectCode } from '../aspects.ts';
import { POINT_CODES, type PointCode } from '../bodies.ts';
import { houseOf } from '../houses.ts';
import { natalPointLongitude, type NatalPoints } from '../natal-points.ts';
import { aspectSidesDeg } from '../transits/engine.ts';
import type { EclipseKind } from '../ephemeris.ts';
import { natalAxes } from '../layers/axis-ends.ts';

export interface EclipseHit {
  natalPoint: PointCode;
  /** The light the aspect is to: the Moon (a solar eclipse's one degree), or the Sun opposite an eclipsed Moon. */
  light: 'moon' | 'sun';
  aspect: AspectCode;
  orbDeg: number;
  /** The natal point's own house (1–12). */
  house: number;
}

export interface EclipseHitQuery {
  kind: EclipseKind;
  /** The Moon's longitude at the lunation, degrees. */
  moonLongitudeDeg: number;
  natal: NatalPoints;
  natalPoints?: readonly PointCode[];
  aspects?: readonly AspectCode[];
  orbDeg: number;
}

/** The natal points in aspect to the eclipse, the closest first. */
export function eclipseHits(q: EclipseHitQuery): EclipseHit[] {
  const out: EclipseHit[] = [];
  for (const natalPoint of q.natalPoints ?? POINT_CODES) {
    const lon = natalPointLongitude(q.natal, natalPoint);
    if (lon === undefined) continue;
    for (const aspect of q.aspects ?? ASPECT_CODES) {
      for (const angleDeg of aspectSidesDeg(aspect)) {
        const orbDeg = Math.abs(signedArcDegrees(lon + angleDeg, q.moonLongitudeDeg));
        if (orbDeg > q.orbDeg) continue;
        const onTheSun = q.kind === 'lunar' && aspect === 'opposition';
        out.push({
          natalPoint,
          light: onTheSun ? 'sun' : 'moon',
          aspect: onTheSun ? 'conjunction' : aspect,
          orbDeg,
          house: houseOf(lon, q.natal.cusps),
        });
      }
    }
  }
  const axes = natalAxes(q.natal, out.map((h) => h.natalPoint));
  const hit = new Map(out.map((h) => [h.natalPoint, h]));
  return out
    .filter((h) => {
      const other = axes.get(h.natalPoint);
      const twin = other === undefined ? undefined : hit.get(other);
      if (!twin) return true;
      if (h.aspect === 'conjunction' || twin.aspect === 'conjunction') return h.aspect === 'conjunction';
      return POINT_CODES.indexOf(h.natalPoint) < POINT_CODES.indexOf(twin.natalPoint);
    })
    .sort((a, b) => a.orbDeg - b.orbDeg);
}
