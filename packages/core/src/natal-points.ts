/**
 * The natal points a transit is measured against: the 14 bodies plus Ascendant and Midheaven
 * (longitudes in degrees), and the house cusps for placing a transiting body in a natal house.
 * Built from a computed chart, or read back from a chart a client sends (natalData).
 */
import { BODY_CODES, houseOfCusp, isCuspCode, type PointCode } from './bodies.ts';
import type { NatalChart } from './chart.ts';

export interface NatalPoints {
  /** Longitude in degrees [0, 360) of each body and angle that is known (the cusps are in `cusps`). */
  longitudes: Partial<Record<PointCode, number>>;
  /** Cusps of houses 1–12 in degrees; index 0 is house 1. */
  cusps: number[];
}

export function natalPointsOf(chart: NatalChart): NatalPoints {
  const longitudes: Partial<Record<PointCode, number>> = {};
  for (const code of BODY_CODES) longitudes[code] = chart.bodies[code].longitude;
  longitudes.ascendant = chart.ascendant;
  longitudes.midheaven = chart.midheaven;
  return { longitudes, cusps: chart.cusps };
}

/** The longitude of a natal point, degrees: a body's or an angle's, or a house cusp's from `cusps`. */
export function natalPointLongitude(natal: NatalPoints, point: PointCode): number | undefined {
  if (isCuspCode(point)) return natal.cusps[houseOfCusp(point) - 1];
  return natal.longitudes[point];
}
