/**
 * The IANA zone at a point, from geo-tz's boundaries of *all* zones (not its "since 1970" set,
 * which merges zones that agree only after 1970, such as Oslo into Berlin: wrong for old births).
 */
import { find } from 'geo-tz/all';

/** The zone at a latitude/longitude (degrees), or undefined when geo-tz has none. */
export function zoneAt(latitude: number, longitude: number): string | undefined {
  return find(latitude, longitude)[0];
}
