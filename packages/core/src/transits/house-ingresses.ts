/**
 * The natal houses each transiting body occupies over a period: its house at the start and every
 * ingress into another natal house, found as crossings of the cusps on the same sampled tracks as
 * the aspects (the spec table's "natal houses" column; the house-ingress search of other programs).
 */
import { normalizeDegrees } from '../angles.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { houseOf } from '../houses.ts';
import { julianDayToEpochMs } from '../time.ts';
import { TRANSIT_BODY_CODES, type TransitBodyCode } from './bodies.ts';
import { crossingInstants } from './crossing-instant.ts';
import { scanLevelCrossings } from './crossings.ts';
import { pointKindsOf, validateTransitQuery, type ComputeTransitsOptions, type TransitQuery } from './engine.ts';
import { bodyPaths, type BodyPath } from './paths.ts';
import { unwrappedLongitudeAt } from './track.ts';

export interface HouseIngress {
  /** When the body crosses the cusp, epoch ms UT. */
  timeMs: number;
  /** The natal house (1–12) it enters. */
  house: number;
  /** It enters moving backwards (retrograde motion across the cusp). */
  retrograde: boolean;
}

export interface TransitHouses {
  transitBody: TransitBodyCode;
  /** Natal house (1–12) at the start of the period. */
  startHouse: number;
  /** Every change of natal house inside the period, in time order. */
  ingresses: HouseIngress[];
}

/**
 * A step past a cusp in the direction of motion (degrees): beyond houseOf's on-cusp tolerance, far
 * below any house's width. The house there is the one entered.
 */
const PAST_CUSP_DEG = 1e-7;

/** The natal houses of every transiting body of the query over its period, in body order. */
export function computeHouseIngresses(q: TransitQuery, ephemeris: Ephemeris, options: ComputeTransitsOptions = {}): TransitHouses[] {
  validateTransitQuery(q);
  const bodies = q.bodies ?? TRANSIT_BODY_CODES;
  const paths = bodyPaths(ephemeris, bodies, pointKindsOf(q), q.jdStart, q.jdEnd, options.cache);
  const cusps = q.natal.cusps;
  const sortedCuspsDeg = Float64Array.from(new Set(cusps.map((c) => normalizeDegrees(c)))).sort();
  return TRANSIT_BODY_CODES.filter((b) => bodies.includes(b))
    .map((body) => housesOfBody(paths.get(body)!, q, cusps, sortedCuspsDeg, ephemeris));
}

function housesOfBody(
  path: BodyPath,
  q: TransitQuery,
  cusps: readonly number[],
  sortedCuspsDeg: Float64Array,
  ephemeris: Ephemeris,
): TransitHouses {
  const instantOf = crossingInstants(path, ephemeris);
  const startHouse = houseOf(unwrappedLongitudeAt(path.track, q.jdStart), cusps);
  const ingresses: HouseIngress[] = [];
  let current = startHouse;
  scanLevelCrossings(path.track, sortedCuspsDeg, q.jdStart, q.jdEnd, (c) => {
    const cusp = sortedCuspsDeg[c.level]!;
    const house = houseOf(cusp + c.direction * PAST_CUSP_DEG, cusps);
    if (house === current) return;
    const jd = instantOf(cusp, c);
    ingresses.push({ timeMs: julianDayToEpochMs(jd), house, retrograde: c.direction < 0 });
    current = house;
  });
  // Polished instants may swap two crossings a fraction of a second apart (a body grazing a cusp).
  ingresses.sort((a, b) => a.timeMs - b.timeMs);
  return { transitBody: path.track.body, startHouse, ingresses };
}
