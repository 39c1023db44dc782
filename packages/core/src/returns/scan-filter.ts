/**
 * The wishes of the «Mirata» school as filters over a place scan: the return Ascendant (and Medio
 * Coeli) in chosen natal houses, the Sun in chosen return houses, houses to avoid, a distance from
 * home or a list of countries; then the order and the first results.
 */
import type { BodyCode } from '../bodies.ts';
import type { ReturnPlace } from './return-chart.ts';
import type { PlaceScan } from './place-scan.ts';

/** Mean Earth radius (IUGG), km: a great-circle distance good to 0.5 %, plenty to pick a city. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two places, km (haversine). */
export function distanceKm(a: ReturnPlace, b: ReturnPlace): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ScanFilter {
  /** Natal houses the return Ascendant may fall in; empty = any. */
  ascendantNatalHouses: readonly number[];
  /** Natal houses the return Medio Coeli may fall in; empty = any. */
  midheavenNatalHouses: readonly number[];
  /** Return houses the Sun may be in; empty = any. */
  sunReturnHouses: readonly number[];
  /**
   * Houses to avoid (the school's usual wish: 1, 6, 12): the return Ascendant in none of these
   * natal houses, and the Sun and every scanned body in none of these return houses.
   */
  avoidHouses: readonly number[];
  /** Only places within this many km of home (needs `home`). */
  maxDistanceKm?: number;
  /** Only places in these countries (ISO 3166-1 alpha-2); empty or absent = any. */
  countries?: readonly string[];
}

export const EMPTY_SCAN_FILTER: ScanFilter = { ascendantNatalHouses: [], midheavenNatalHouses: [], sunReturnHouses: [], avoidHouses: [] };

/** A place as the filter needs it: where it is and its country. */
export interface ScannedPlace extends ReturnPlace {
  country: string;
  population: number;
}

export const SCAN_SORTS = ['distance', 'population'] as const;
export type ScanSort = (typeof SCAN_SORTS)[number];

/** One place that passed the filter: its index in the scan and its distance from home (km; null without home). */
export interface ScanMatch {
  index: number;
  distanceKm: number | null;
}

/** Whether place `i` of the scan meets the house wishes of the filter (not distance or country). */
export function meetsHouseWishes(scan: PlaceScan, i: number, filter: ScanFilter): boolean {
  const asc = scan.ascendantNatalHouse[i]!;
  if (filter.ascendantNatalHouses.length > 0 && !filter.ascendantNatalHouses.includes(asc)) return false;
  if (filter.midheavenNatalHouses.length > 0 && !filter.midheavenNatalHouses.includes(scan.midheavenNatalHouse[i]!)) return false;
  const sunHouses = scan.returnHouses.sun;
  if (filter.sunReturnHouses.length > 0) {
    if (!sunHouses || !filter.sunReturnHouses.includes(sunHouses[i]!)) return false;
  }
  if (filter.avoidHouses.length > 0) {
    if (filter.avoidHouses.includes(asc)) return false;
    for (const b of scan.bodies) {
      if (filter.avoidHouses.includes(scan.returnHouses[b as BodyCode]![i]!)) return false;
    }
  }
  return true;
}

/**
 * The places of the scan that meet the filter, sorted (`distance`: nearest home first, without a
 * home by population; `population`: largest first; ties by index), the first `limit`, and how many
 * matched in all.
 */
export function selectScanMatches(
  scan: PlaceScan,
  places: readonly ScannedPlace[],
  filter: ScanFilter,
  options: { home?: ReturnPlace; sort: ScanSort; limit: number; offset?: number },
): { matches: ScanMatch[]; total: number } {
  const offset = options.offset ?? 0;
  const countries = filter.countries && filter.countries.length > 0 ? new Set(filter.countries) : null;
  const found: ScanMatch[] = [];
  for (let i = 0; i < scan.ascendantDeg.length; i++) {
    const place = places[offset + i]!;
    if (countries && !countries.has(place.country)) continue;
    if (!meetsHouseWishes(scan, i, filter)) continue;
    const d = options.home ? distanceKm(options.home, place) : null;
    if (filter.maxDistanceKm !== undefined && (d === null || d > filter.maxDistanceKm)) continue;
    found.push({ index: i, distanceKm: d });
  }
  const byPopulation = (a: ScanMatch, b: ScanMatch) => places[offset + b.index]!.population - places[offset + a.index]!.population || a.index - b.index;
  const byDistance = (a: ScanMatch, b: ScanMatch) => a.distanceKm! - b.distanceKm! || a.index - b.index;
  found.sort(options.sort === 'distance' && options.home ? byDistance : byPopulation);
  return { matches: found.slice(0, options.limit), total: found.length };
}
