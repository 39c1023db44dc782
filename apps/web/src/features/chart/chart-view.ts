/**
 * The natal chart as the wheel, the grid and the tables draw it: from the chart in codes that
 * api/tema-natale.ts decoded once (natalChartOf), with each point's sign and each aspect's exact orb.
 */
import { aspectOrbDeg, BODY_CODES, houseOfCusp, isCuspCode, zodiacPosition, type AspectCode, type BodyCode, type PointCode, type SignCode } from '@astrolabio/core';
import type { NatalChartCodes } from '@astrolabio/contract';

/** A point of the chart: its longitude in degrees and its sign. */
export interface ChartPointView {
  longitude: number;
  sign: SignCode;
}

export interface ChartBodyView extends ChartPointView {
  code: BodyCode;
  retrograde: boolean;
  /** 1–12. */
  house: number;
}

/** A house cusp (its longitude) and the sign it falls in. */
export interface ChartHouseView extends ChartPointView {
  /** 1–12. */
  n: number;
}

export interface ChartAspectView {
  body1: BodyCode;
  /** A body, or an angle (ascendant, midheaven) for the aspects to the angles. */
  body2: PointCode;
  aspect: AspectCode;
  /** The orb as the API rounds it (two decimals). */
  orb: number;
  /** The orb from the two longitudes, unrounded, for degrees and minutes (6°09′). */
  orbDeg: number;
  applying: boolean;
}

export interface ChartView {
  /** Every body, in BODY_CODES order. */
  bodies: ChartBodyView[];
  /** Houses 1–12. */
  houses: ChartHouseView[];
  /** Cusps of houses 1–12, degrees (the wheel's input). */
  cusps: number[];
  ascendant: ChartPointView;
  midheaven: ChartPointView;
  /** Between bodies. */
  aspects: ChartAspectView[];
  /** Of each body to the Ascendant and the Medio Coeli. */
  angleAspects: ChartAspectView[];
}

const point = (longitude: number): ChartPointView => ({ longitude, sign: zodiacPosition(longitude).sign });

export function chartView(c: NatalChartCodes): ChartView {
  const bodies = BODY_CODES.map((code) => {
    const b = c.bodies[code];
    return { code, ...point(b.longitude), retrograde: b.retrograde, house: b.house };
  });
  const houses = c.cusps.map((cusp, i) => ({ n: i + 1, ...point(cusp) }));
  const longitudeOf = (p: PointCode) => {
    if (isCuspCode(p)) return c.cusps[houseOfCusp(p) - 1]!;
    return p === 'ascendant' ? c.ascendant : p === 'midheaven' ? c.midheaven : c.bodies[p].longitude;
  };
  const view = (body1: BodyCode, body2: PointCode, a: { aspect: AspectCode; orb: number; applying: boolean }): ChartAspectView =>
    ({ body1, body2, aspect: a.aspect, orb: a.orb, orbDeg: aspectOrbDeg(longitudeOf(body1), longitudeOf(body2), a.aspect), applying: a.applying });
  return {
    bodies,
    houses,
    cusps: [...c.cusps],
    ascendant: point(c.ascendant),
    midheaven: point(c.midheaven),
    aspects: c.aspects.map((a) => view(a.body1, a.body2, a)),
    angleAspects: c.angleAspects.map((a) => view(a.body, a.angle, a)),
  };
}
