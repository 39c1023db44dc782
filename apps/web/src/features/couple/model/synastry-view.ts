/**
 * The Sinastria as its views draw it, from the couple's answer in codes (decoded once in api/): the
 * bi-wheel's two charts for whoever is inside, the inter-aspect grid first × second (the closest
 * aspect of each pair), the inter-aspects in reading order, and the house overlays both ways.
 */
import { SYNASTRY_POINT_CODES, type PointCode, type SynastryAspect } from '@astrolabio/core';
import type { NatalChartCodes, SynastryCodes } from '@astrolabio/contract';
import type { BiWheelAspect, BiWheelChart } from './bi-wheel-geometry.ts';

/** Whose chart is inside the bi-wheel (the other's points on the outer ring). */
export type Inside = 'first' | 'second';

/** A point's longitude in a chart: a body, Ascendente or Medio Coeli. */
export function pointLongitude(chart: NatalChartCodes, point: PointCode): number {
  if (point === 'ascendant') return chart.ascendant;
  if (point === 'midheaven') return chart.midheaven;
  if (point in chart.bodies) return chart.bodies[point as keyof NatalChartCodes['bodies']].longitude;
  throw new Error(`pointLongitude: ${point} is not compared in a synastry`);
}

/** A chart as the bi-wheel takes it: each point compared, labelled by `labelOf` (its place in the sign). */
export function biWheelChart(chart: NatalChartCodes, labelOf: (longitudeDeg: number) => string): BiWheelChart {
  return {
    points: SYNASTRY_POINT_CODES.map((code) => {
      const longitude = pointLongitude(chart, code);
      const retrograde = code in chart.bodies ? chart.bodies[code as keyof NatalChartCodes['bodies']].retrograde : false;
      return { code, longitude, retrograde, label: labelOf(longitude) };
    }),
    cusps: chart.cusps,
    ascendant: chart.ascendant,
    midheaven: chart.midheaven,
  };
}

/** The bi-wheel's input: the chart of `inside` inside, the other's points outside, the aspects turned to match. */
export function biWheelCharts(
  couple: { first: NatalChartCodes; second: NatalChartCodes; synastry: Pick<SynastryCodes, 'aspects'> },
  inside: Inside,
  labelOf: (longitudeDeg: number) => string,
): { inner: BiWheelChart; outer: BiWheelChart; aspects: BiWheelAspect[] } {
  const [inner, outer] = inside === 'first' ? [couple.first, couple.second] : [couple.second, couple.first];
  return {
    inner: biWheelChart(inner, labelOf),
    outer: biWheelChart(outer, labelOf),
    aspects: couple.synastry.aspects.map((a) => (inside === 'first'
      ? { inner: a.firstPoint, outer: a.secondPoint, aspect: a.aspect }
      : { inner: a.secondPoint, outer: a.firstPoint, aspect: a.aspect })),
  };
}

const pairKey = (first: PointCode, second: PointCode) => `${first}|${second}`;

/** The grid's cells: for each pair (first's point, second's point) the closest of its aspects. */
export function interAspectCells(aspects: readonly SynastryAspect[]): ReadonlyMap<string, SynastryAspect> {
  const cells = new Map<string, SynastryAspect>();
  for (const a of aspects) {
    const key = pairKey(a.firstPoint, a.secondPoint);
    const held = cells.get(key);
    if (!held || a.orbDeg < held.orbDeg) cells.set(key, a);
  }
  return cells;
}

/** The cell of a pair, if it holds an aspect. */
export const cellOf = (cells: ReadonlyMap<string, SynastryAspect>, first: PointCode, second: PointCode) => cells.get(pairKey(first, second));

/** The inter-aspects in reading order: by the first's point, then the second's (the points' order), the closest first. */
export function interAspectRows(aspects: readonly SynastryAspect[]): SynastryAspect[] {
  const order = new Map(SYNASTRY_POINT_CODES.map((p, i) => [p, i]));
  return [...aspects].sort((a, b) => order.get(a.firstPoint)! - order.get(b.firstPoint)!
    || order.get(a.secondPoint)! - order.get(b.secondPoint)!
    || a.orbDeg - b.orbDeg);
}

/** One line of a house overlay: a point of one person and the house of the other it falls in. */
export interface OverlayRow {
  point: PointCode;
  longitude: number;
  house: number;
}

/** The points of `whose` chart in the houses of the other (the answer's overlay), in the points' order. */
export function overlayRows(whose: NatalChartCodes, houses: Readonly<Record<PointCode, number>>): OverlayRow[] {
  return SYNASTRY_POINT_CODES.map((point) => ({ point, longitude: pointLongitude(whose, point), house: houses[point] }));
}
