/**
 * The midpoints two charts are combined by (docs/decisions/0090-two-people.md): the shorter-arc
 * midpoint of two ecliptic longitudes (the composite), the midpoint of two instants and of two
 * places on the Earth (the Davison chart).
 */
import { normalizeDegrees } from '../angles.ts';

/**
 * The shorter-arc («near») midpoint of two ecliptic longitudes, degrees [0, 360): the middle of the
 * smaller of the two arcs between them, across 0° Ariete when that arc holds it (350° and 10° → 0°).
 * Two longitudes exactly opposite have two midpoints 180° apart and no shorter arc: the rule is the
 * plain mean of the two longitudes as written in [0, 360) (10° and 190° → 100°; 350° and 170° →
 * 260°), which does not depend on which of the two comes first.
 */
export function shorterArcMidpointDeg(aDeg: number, bDeg: number): number {
  const a = normalizeDegrees(aDeg);
  const b = normalizeDegrees(bDeg);
  const mean = (a + b) / 2;
  return normalizeDegrees(Math.abs(a - b) > 180 ? mean + 180 : mean);
}

/**
 * The midpoint of two geographic longitudes on the shorter arc, degrees in (−180, 180]: across the
 * 180th meridian when that is shorter (170° E and 170° W → 180°). Exactly opposite meridians: the
 * plain mean, as for the ecliptic (90° W and 90° E → 0°).
 */
export function geographicMidpointLongitudeDeg(aDeg: number, bDeg: number): number {
  const mean = (aDeg + bDeg) / 2;
  if (Math.abs(aDeg - bDeg) <= 180) return mean;
  // The shorter arc crosses the 180th meridian: the other midpoint, written in (−180, 180].
  return mean > 0 ? mean - 180 : mean + 180;
}

/** A place on the Earth, degrees: latitude north positive [−90, 90], longitude east positive [−180, 180]. */
export interface GeoPlace {
  latitude: number;
  longitude: number;
}

/**
 * The Davison chart's place (Ronald Davison, «Synastry», 1977): the mean of the two latitudes and the
 * shorter-arc midpoint of the two longitudes — not the great-circle midpoint, which some programs
 * use and which lies nearer the pole for places far apart in longitude.
 */
export function davisonPlace(a: GeoPlace, b: GeoPlace): GeoPlace {
  return { latitude: (a.latitude + b.latitude) / 2, longitude: geographicMidpointLongitudeDeg(a.longitude, b.longitude) };
}

/** The instant halfway between two instants, Julian days UT. */
export function midpointJulianDay(aJdUt: number, bJdUt: number): number {
  return (aJdUt + bJdUt) / 2;
}
