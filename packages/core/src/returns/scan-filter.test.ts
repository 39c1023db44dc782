/** The «Mirata» filters over a hand-made scan: each wish alone, avoid houses, distance, countries, order. */
import { describe, expect, test } from 'vitest';
import type { PlaceScan } from './place-scan.ts';
import { distanceKm, EMPTY_SCAN_FILTER, meetsHouseWishes, selectScanMatches, type ScannedPlace, type ScanFilter } from './scan-filter.ts';

/** Four places: [ASC natal house, MC natal house, Sun return house, Mars return house]. */
const ROWS: [number, number, number, number][] = [
  [10, 7, 12, 3],
  [10, 7, 11, 6],
  [1, 10, 9, 4],
  [6, 3, 10, 10],
];
const SCAN: PlaceScan = {
  bodies: ['sun', 'mars'],
  ascendantDeg: new Float64Array(ROWS.length),
  midheavenDeg: new Float64Array(ROWS.length),
  ascendantNatalHouse: Uint8Array.from(ROWS.map((r) => r[0])),
  midheavenNatalHouse: Uint8Array.from(ROWS.map((r) => r[1])),
  returnHouses: { sun: Uint8Array.from(ROWS.map((r) => r[2])), mars: Uint8Array.from(ROWS.map((r) => r[3])) },
  polarFallback: new Uint8Array(ROWS.length),
};
const ROMA = { latitude: 41.9028, longitude: 12.4964 };
const PLACES: ScannedPlace[] = [
  { latitude: 45.4642, longitude: 9.19, country: 'IT', population: 1_300_000 }, // Milano, 477 km
  { latitude: 48.8566, longitude: 2.3522, country: 'FR', population: 2_100_000 }, // Parigi, 1106 km
  { latitude: 40.8518, longitude: 14.2681, country: 'IT', population: 960_000 }, // Napoli, 189 km
  { latitude: 51.5074, longitude: -0.1278, country: 'GB', population: 8_900_000 }, // Londra, 1434 km
];
const filter = (patch: Partial<ScanFilter>): ScanFilter => ({ ...EMPTY_SCAN_FILTER, ...patch });
const indices = (f: ScanFilter, sort: 'distance' | 'population' = 'distance', home: typeof ROMA | null = ROMA) =>
  selectScanMatches(SCAN, PLACES, f, { sort, limit: 10, ...(home ? { home } : {}) }).matches.map((m) => m.index);

describe('house wishes', () => {
  test.each([
    ['no wish: every place', filter({}), [0, 1, 2, 3]],
    ['ASC in natal 10', filter({ ascendantNatalHouses: [10] }), [0, 1]],
    ['ASC in natal 1 or 6', filter({ ascendantNatalHouses: [1, 6] }), [2, 3]],
    ['MC in natal 10', filter({ midheavenNatalHouses: [10] }), [2]],
    ['Sun in return 10 or 11', filter({ sunReturnHouses: [10, 11] }), [1, 3]],
    ['avoid 1, 6, 12: ASC in natal 1 out, Sun in 12 out, Mars in 6 out', filter({ avoidHouses: [1, 6, 12] }), []],
    ['avoid 12: only the Sun in 12 goes', filter({ avoidHouses: [12] }), [1, 2, 3]],
    ['ASC in natal 10 and avoid 6 (Mars in return 6)', filter({ ascendantNatalHouses: [10], avoidHouses: [6] }), [0]],
  ] as const)('%s', (_label, f, expected) => {
    const passing = [0, 1, 2, 3].filter((i) => meetsHouseWishes(SCAN, i, f));
    expect(passing).toEqual(expected);
  });
});

describe('distance, countries, order', () => {
  test('distance from Roma, km (haversine), within 1 km of the published great-circle figures', () => {
    expect(distanceKm(ROMA, PLACES[0]!)).toBeCloseTo(477, -1);
    expect(distanceKm(ROMA, PLACES[2]!)).toBeCloseTo(189, -1);
  });
  test('sorted by distance from home, nearest first', () => {
    expect(indices(filter({}))).toEqual([2, 0, 1, 3]);
  });
  test('sorted by population, largest first (and without a home, distance sorts by population)', () => {
    expect(indices(filter({}), 'population')).toEqual([3, 1, 0, 2]);
    expect(indices(filter({}), 'distance', null)).toEqual([3, 1, 0, 2]);
  });
  test('within 500 km of home', () => {
    expect(indices(filter({ maxDistanceKm: 500 }))).toEqual([2, 0]);
  });
  test('a distance limit without a home matches nothing rather than everything', () => {
    expect(indices(filter({ maxDistanceKm: 500 }), 'distance', null)).toEqual([]);
  });
  test('in a list of countries', () => {
    expect(indices(filter({ countries: ['FR', 'GB'] }))).toEqual([1, 3]);
  });
  test('the total counts every match, the list stops at the limit', () => {
    const r = selectScanMatches(SCAN, PLACES, filter({}), { sort: 'distance', home: ROMA, limit: 2 });
    expect(r.total).toBe(4);
    expect(r.matches.map((m) => m.index)).toEqual([2, 0]);
    expect(r.matches[0]!.distanceKm).toBeCloseTo(189, -1);
  });
  test('a scan of a slice of the places reads the places from its offset', () => {
    const slice: PlaceScan = { ...SCAN, ascendantDeg: new Float64Array(2), ascendantNatalHouse: SCAN.ascendantNatalHouse.slice(2), midheavenNatalHouse: SCAN.midheavenNatalHouse.slice(2), returnHouses: { sun: SCAN.returnHouses.sun!.slice(2), mars: SCAN.returnHouses.mars!.slice(2) } };
    const r = selectScanMatches(slice, PLACES, filter({ countries: ['IT'] }), { sort: 'distance', home: ROMA, limit: 5, offset: 2 });
    expect(r.matches.map((m) => m.index)).toEqual([0]);
  });
});
