/**
 * The travel limits of a «Mirata» search: within so many km of home, in some countries, only
 * places with an airport near (an airport with scheduled flights within so many km, from the
 * OurAirports list the server loads). Applied before any chart is cast, so a search near home
 * costs only the places near home.
 */
import type { ReturnPlace } from '../returns/return-chart.ts';
import { distanceKm, type ScannedPlace } from '../returns/scan-filter.ts';

/** An airport with scheduled flights: its code (IATA where it has one), name, country and place. */
export interface Airport extends ReturnPlace {
  code: string;
  name: string;
  country: string;
}

/** The default «near an airport»: within this many km (about half an hour by road). */
export const DEFAULT_AIRPORT_MAX_KM = 40;
export const MAX_AIRPORT_MAX_KM = 150;

/** Cells of this many degrees of latitude: an airport search looks at the cells within its radius only. */
const CELL_DEG = 1;
const KM_PER_DEG_LAT = 111.2;

/** The airports in cells of 1°, for «the nearest within R km» in a few distance computations. */
export class AirportIndex {
  private readonly cells = new Map<number, Airport[]>();

  constructor(readonly airports: readonly Airport[]) {
    for (const a of airports) {
      const k = cellKey(cellRow(a.latitude), cellColumn(a.longitude));
      let list = this.cells.get(k);
      if (!list) this.cells.set(k, (list = []));
      list.push(a);
    }
  }

  /** The nearest airport within `maxKm` of the place, and how far; null when none. */
  nearest(place: ReturnPlace, maxKm: number): { airport: Airport; distanceKm: number } | null {
    const rowSpan = Math.ceil(maxKm / KM_PER_DEG_LAT / CELL_DEG);
    const cosLat = Math.max(0.01, Math.cos((Math.min(89, Math.abs(place.latitude) + rowSpan * CELL_DEG) * Math.PI) / 180));
    const columnSpan = Math.min(180, Math.ceil(maxKm / (KM_PER_DEG_LAT * cosLat) / CELL_DEG));
    const row = cellRow(place.latitude);
    const column = cellColumn(place.longitude);
    let best: { airport: Airport; distanceKm: number } | null = null;
    for (let r = row - rowSpan; r <= row + rowSpan; r++) {
      for (let dc = -columnSpan; dc <= columnSpan; dc++) {
        const list = this.cells.get(cellKey(r, wrapColumn(column + dc)));
        if (!list) continue;
        for (const a of list) {
          const d = distanceKm(place, a);
          if (d <= maxKm && (!best || d < best.distanceKm)) best = { airport: a, distanceKm: d };
        }
      }
    }
    return best;
  }
}

const COLUMNS = 360 / CELL_DEG;
const cellRow = (lat: number) => Math.floor((lat + 90) / CELL_DEG);
const cellColumn = (lon: number) => wrapColumn(Math.floor((lon + 180) / CELL_DEG));
const wrapColumn = (c: number) => ((c % COLUMNS) + COLUMNS) % COLUMNS;
const cellKey = (row: number, column: number) => row * 1000 + column;

export interface TravelLimits {
  /** Where the person lives: distances are from here. */
  home?: ReturnPlace;
  /** Only places within this many km of home (a limit without a home keeps nothing). */
  maxDistanceKm?: number;
  /** Only places in these countries (ISO 3166-1 alpha-2); empty or absent: any. */
  countries?: readonly string[];
  /** Only places with an airport within `airportMaxKm`. */
  airportsOnly: boolean;
  airportMaxKm: number;
}

/** A place within the limits: its index in the list, its distance from home, its nearest airport. */
export interface PlaceWithinLimits {
  index: number;
  /** km from home; null without a home. */
  distanceKm: number | null;
  airport: { airport: Airport; distanceKm: number } | null;
}

/**
 * The places of `places` within the limits, in list order. The nearest airport is looked up for
 * every place kept when an index is given (the answer shows it), whether or not the limit asks it.
 */
export function placesWithinLimits(places: readonly ScannedPlace[], limits: TravelLimits, airports?: AirportIndex): PlaceWithinLimits[] {
  const countries = limits.countries && limits.countries.length > 0 ? new Set(limits.countries) : null;
  const out: PlaceWithinLimits[] = [];
  for (let index = 0; index < places.length; index++) {
    const place = places[index]!;
    if (countries && !countries.has(place.country)) continue;
    const d = limits.home ? distanceKm(limits.home, place) : null;
    if (limits.maxDistanceKm !== undefined && (d === null || d > limits.maxDistanceKm)) continue;
    const airport = airports ? airports.nearest(place, limits.airportMaxKm) : null;
    if (limits.airportsOnly && !airport) continue;
    out.push({ index, distanceKm: d, airport });
  }
  return out;
}
