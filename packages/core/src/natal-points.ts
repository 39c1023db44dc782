/**
 * The natal points a transit is measured against: the 14 bodies plus Ascendant and Midheaven
 * (longitudes in degrees), and the house cusps for placing a transiting body in a natal house.
 * Built from a computed chart, or read back from a chart a client sends (natalData).
 */
import { BODY_CODES, type PointCode } from './bodies.ts';
import type { NatalChart } from './chart.ts';

export interface NatalPoints {
  /** Longitude in degrees [0, 360) of each natal point that is known. */
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
