/**
 * How many gazetteer places a «Mirata» request will read, estimated on the main thread for the task
 * kinds' costs (mirata-places, mirata-plan): the places counted once per 1° cell and per country,
 * then the cells within the distance limit summed, or the countries asked; «solo aeroporti» keeps
 * the share of places with an airport that near (measured on the gazetteer: 25 % within 20 km,
 * 51 % within 40, 83 % within 80, 96 % within 150).
 */
import { distanceKm, type ReturnPlace } from '@astrolabio/core';
import type { MirataLimits } from '@astrolabio/contract';
import { loadGazetteer } from '@astrolabio/places';

interface PlaceCounts {
  total: number;
  /** [latitude, longitude] of each 1° cell's centre and its count. */
  cells: { centre: ReturnPlace; count: number }[];
  byCountry: Map<string, number>;
}

let counts: PlaceCounts | undefined;

function placeCounts(): PlaceCounts {
  if (counts) return counts;
  const places = loadGazetteer().places;
  const cells = new Map<number, number>();
  const byCountry = new Map<string, number>();
  for (const p of places) {
    const key = Math.floor(p.latitude + 90) * 360 + Math.floor(p.longitude + 180);
    cells.set(key, (cells.get(key) ?? 0) + 1);
    byCountry.set(p.country, (byCountry.get(p.country) ?? 0) + 1);
  }
  counts = {
    total: places.length,
    cells: [...cells].map(([key, count]) => ({ centre: { latitude: Math.floor(key / 360) - 89.5, longitude: (key % 360) - 179.5 }, count })),
    byCountry,
  };
  return counts;
}

/** The share of places with an airport within `km`, interpolated between the measured radii. */
const AIRPORT_SHARE: readonly [number, number][] = [[0, 0], [20, 0.25], [40, 0.51], [80, 0.83], [150, 0.96]];

function airportShare(km: number): number {
  for (let i = 1; i < AIRPORT_SHARE.length; i++) {
    const [k1, s1] = AIRPORT_SHARE[i]!;
    const [k0, s0] = AIRPORT_SHARE[i - 1]!;
    if (km <= k1) return s0 + ((km - k0) / (k1 - k0)) * (s1 - s0);
  }
  return 1;
}

/** Thousands of places the request reads (within its distance, countries and airports). */
export function kiloPlacesToRead(limits: MirataLimits, home: ReturnPlace | undefined): number {
  const c = placeCounts();
  let n = c.total;
  if (limits.entroKm !== undefined) {
    // A cell counts whole when its centre is within the limit widened by half a cell's diagonal.
    const reach = limits.entroKm + 80;
    n = home ? c.cells.reduce((sum, cell) => sum + (distanceKm(home, cell.centre) <= reach ? cell.count : 0), 0) : 0;
  }
  if (limits.paesi) n = Math.min(n, limits.paesi.reduce((sum, code) => sum + (c.byCountry.get(code) ?? 0), 0));
  if (limits.soloAeroporti) n *= airportShare(limits.aeroportoEntroKm);
  return n / 1000;
}
