/**
 * The nearest of a list of places to a point, within a distance: the name a Davison chart's place
 * gets when a gazetteer place lies near it (the server holds the gazetteer; this only compares).
 */
import { distanceKm } from '../returns/scan-filter.ts';
import type { GeoPlace } from './midpoints.ts';

/** How far a gazetteer place may be from the Davison place and still name it, km: a town's reach. */
export const NEAR_PLACE_MAX_KM = 25;

/** The index of the place nearest `at` and its distance (km), or null when none lies within `maxKm`. */
export function nearestPlaceWithin(places: readonly GeoPlace[], at: GeoPlace, maxKm: number = NEAR_PLACE_MAX_KM): { index: number; distanceKm: number } | null {
  let best: { index: number; distanceKm: number } | null = null;
  // A degree of latitude is 111 km: places farther than that in latitude alone are skipped unmeasured.
  const maxLatDeg = maxKm / 111;
  for (let i = 0; i < places.length; i++) {
    const p = places[i]!;
    if (Math.abs(p.latitude - at.latitude) > maxLatDeg) continue;
    const d = distanceKm(p, at);
    if (d <= maxKm && (best === null || d < best.distanceKm)) best = { index: i, distanceKm: d };
  }
  return best;
}
