/**
 * Tema Davison: a real chart of the sky at the instant halfway between the two births (UT) and at
 * the place halfway between the two birth places (the mean latitude, the longitude on the shorter
 * arc): docs/decisions/0090-two-people.md.
 */
import { computeNatalChart, type ChartInput, type NatalChart } from '../chart.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { davisonPlace, midpointJulianDay, type GeoPlace } from './midpoints.ts';

/** A birth as the Davison chart needs it: the instant (Julian day UT) and the place. */
export interface BirthFrame extends GeoPlace {
  jdUt: number;
}

/** The Davison chart's instant and place. */
export function davisonFrame(first: BirthFrame, second: BirthFrame): BirthFrame {
  return { jdUt: midpointJulianDay(first.jdUt, second.jdUt), ...davisonPlace(first, second) };
}

/** The Davison chart: a natal chart at davisonFrame, with the chart settings given (house system, node, Lilith, aspects, orbs). */
export function computeDavisonChart(
  first: BirthFrame,
  second: BirthFrame,
  settings: Omit<ChartInput, 'jdUt' | 'latitude' | 'longitude'>,
  ephemeris: Ephemeris,
): NatalChart {
  return computeNatalChart({ ...settings, ...davisonFrame(first, second) }, ephemeris);
}
