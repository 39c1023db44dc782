/**
 * A return chart: the natal chart's own code at the return instant and the chosen place, and what
 * it is read against, the natal chart: the natal house each return angle and body falls in, and
 * the aspects from the return's points to the natal ones.
 */
import { roundTo } from '../angles.ts';
import { aspectsBetween, ASPECT_CODES, type AspectCode } from '../aspects.ts';
import { orbsForPair, type OrbTable } from '../orbs.ts';
import { ANGLE_CODES, BODY_CODES, type AngleCode, type BodyCode, type NodeKind, type PointCode } from '../bodies.ts';
import { computeNatalChart, type NatalChart } from '../chart.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { cuspHouseLocator, houseOf, type HouseSystem } from '../houses.ts';
import { DEFAULT_RETURN_ORBS } from './return-orbs.ts';

export interface ReturnPlace {
  /** Degrees, north positive, [-90, 90]. */
  latitude: number;
  /** Degrees, east positive, [-180, 180]. */
  longitude: number;
}

/** An aspect from a point of the return chart to a point of the natal chart. */
export interface ReturnToNatalAspect {
  returnPoint: PointCode;
  natalPoint: PointCode;
  aspect: AspectCode;
  /** Orb in degrees, rounded to two decimals. */
  orb: number;
}

export interface ReturnChart {
  /** The return chart: computeNatalChart at the return instant and place. */
  chart: NatalChart;
  /** The natal house (1–12) of each return angle. */
  natalHouseOfAngle: Record<AngleCode, number>;
  /** The natal house (1–12) of each return body. */
  natalHouseOfBody: Record<BodyCode, number>;
  /** The natal house (1–12) of each return cusp, house I first (natalHousesOfCusps). */
  natalHouseOfCusp: number[];
  /** Return points (14 bodies, Ascendant, Medio Coeli) to natal points within `orbs`, return points in order, closest first. */
  aspectsToNatal: ReturnToNatalAspect[];
  /** The orb table the aspects were looked for with (the return table, DEFAULT_RETURN_ORBS unless asked). */
  orbs: OrbTable;
}

/** The aspects a return looks for: the spec's five. */
export const RETURN_ASPECT_CODES: readonly AspectCode[] = ASPECT_CODES;

/** Longitudes of the 14 bodies and the two angles of a chart, in POINT order. */
export function pointLongitudes(chart: NatalChart): Record<PointCode, number> {
  const out = {} as Record<PointCode, number>;
  for (const code of BODY_CODES) out[code] = chart.bodies[code].longitude;
  out.ascendant = chart.ascendant;
  out.midheaven = chart.midheaven;
  return out;
}

const POINTS: readonly PointCode[] = [...BODY_CODES, ...ANGLE_CODES];

/**
 * Every aspect from a return point to a natal point within the return orb table (its own, tighter
 * than the natal one: decision 0092), the wider column when Sole or Luna is one of the two.
 */
export function returnToNatalAspects(
  returnPoints: Record<PointCode, number>,
  natalPoints: Record<PointCode, number>,
  orbs: OrbTable = DEFAULT_RETURN_ORBS,
): ReturnToNatalAspect[] {
  const out: ReturnToNatalAspect[] = [];
  for (const returnPoint of POINTS) {
    const rows: ReturnToNatalAspect[] = [];
    for (const natalPoint of POINTS) {
      for (const m of aspectsBetween(returnPoints[returnPoint], natalPoints[natalPoint], orbsForPair(orbs, returnPoint, natalPoint), RETURN_ASPECT_CODES)) {
        rows.push({ returnPoint, natalPoint, aspect: m.aspect, orb: roundTo(m.orb, 2) });
      }
    }
    out.push(...rows.sort((a, b) => a.orb - b.orb));
  }
  return out;
}

/**
 * The natal house (1–12) each of a second chart's cusps falls in, in the order given (a return's
 * I–XII): one house locator on the natal cusps (cuspHouseLocator, the spec's rule as houseOf reads
 * it), so a cusp on a natal cusp is in the natal house that begins there.
 */
export function natalHousesOfCusps(cuspsDeg: readonly number[], natalCuspsDeg: readonly number[]): number[] {
  const natalHouseOf = cuspHouseLocator(natalCuspsDeg);
  return cuspsDeg.map((cusp) => natalHouseOf(cusp));
}

export interface ReturnChartInput {
  /** The return instant, Julian day UT. */
  jdUt: number;
  place: ReturnPlace;
  /** The house system asked for (the natal chart's); the polar fallback applies as in any chart. */
  houseSystem?: HouseSystem;
  nodeKind?: NodeKind;
  /** The return-to-natal orbs (default DEFAULT_RETURN_ORBS). */
  orbs?: OrbTable;
}

/** The return chart at an instant and place, read against the natal chart. */
export function computeReturnChart(natal: NatalChart, input: ReturnChartInput, ephemeris: Ephemeris): ReturnChart {
  const chart = computeNatalChart({
    jdUt: input.jdUt,
    latitude: input.place.latitude,
    longitude: input.place.longitude,
    houseSystem: input.houseSystem ?? natal.requestedHouseSystem,
    nodeKind: input.nodeKind ?? natal.nodeKind,
  }, ephemeris);
  const orbs = input.orbs ?? DEFAULT_RETURN_ORBS;
  const natalHouseOfBody = {} as Record<BodyCode, number>;
  for (const code of BODY_CODES) natalHouseOfBody[code] = houseOf(chart.bodies[code].longitude, natal.cusps);
  return {
    chart,
    natalHouseOfAngle: { ascendant: houseOf(chart.ascendant, natal.cusps), midheaven: houseOf(chart.midheaven, natal.cusps) },
    natalHouseOfBody,
    natalHouseOfCusp: natalHousesOfCusps(chart.cusps, natal.cusps),
    aspectsToNatal: returnToNatalAspects(pointLongitudes(chart), pointLongitudes(natal), orbs),
    orbs,
  };
}
