/**
 * Sinastria: the aspects between the points of one chart and the points of another (first × second),
 * with a synastry orb table of its own, and the house overlays both ways: where each person's points
 * fall in the other's houses. Defaults and their sources: docs/decisions/0090-two-people.md.
 */
import { aspectsBetween, DEFAULT_ASPECT_CODES, inAspectOrder, type AspectCode } from '../aspects.ts';
import { POINT_CODES, type PointCode } from '../bodies.ts';
import { houseOf } from '../houses.ts';
import { natalPointLongitude, type NatalPoints } from '../natal-points.ts';
import { NATAL_ORB_RANGE_DEG, orbsForPair, type OrbTable } from '../orbs.ts';

/**
 * The synastry orbs, narrower than the natal ones (an aspect between two people's charts is read
 * only when close): the majors 2° under the natal table's, the minor aspects and the quintiles 1°
 * under it, never under 1°; the same two-column rule, wider when Sole or Luna is one of the two.
 */
export const DEFAULT_SYNASTRY_ORBS: OrbTable = {
  conjunction: { orbDeg: 6, luminaryOrbDeg: 8 },
  semisextile: { orbDeg: 1, luminaryOrbDeg: 2 },
  semisquare: { orbDeg: 1, luminaryOrbDeg: 2 },
  sextile: { orbDeg: 3, luminaryOrbDeg: 5 },
  quintile: { orbDeg: 1, luminaryOrbDeg: 1 },
  square: { orbDeg: 5, luminaryOrbDeg: 7 },
  trine: { orbDeg: 5, luminaryOrbDeg: 7 },
  sesquiquadrate: { orbDeg: 1, luminaryOrbDeg: 2 },
  biquintile: { orbDeg: 1, luminaryOrbDeg: 1 },
  quincunx: { orbDeg: 2, luminaryOrbDeg: 3 },
  opposition: { orbDeg: 6, luminaryOrbDeg: 8 },
};

/** Accepted range of every synastry orb, degrees (inclusive): the natal table's. */
export const SYNASTRY_ORB_RANGE_DEG = NATAL_ORB_RANGE_DEG;

/** The points compared: each chart's 14 bodies, Ascendente and Medio Coeli. */
export const SYNASTRY_POINT_CODES: readonly PointCode[] = POINT_CODES;

/** One inter-aspect: a point of the first chart, a point of the second, the aspect and its orb. */
export interface SynastryAspect {
  firstPoint: PointCode;
  secondPoint: PointCode;
  aspect: AspectCode;
  /** |separation − aspect angle|, degrees, unrounded (the answer writes two decimals). */
  orbDeg: number;
}

export interface SynastryRules {
  /** The aspects looked for (default the spec's five), in any order. */
  aspects?: readonly AspectCode[];
  /** The synastry orb table (default DEFAULT_SYNASTRY_ORBS). */
  orbs?: OrbTable;
}

export interface Synastry {
  /** The aspects looked for, in catalogue order, and the orbs they were looked for with. */
  aspectCodes: readonly AspectCode[];
  orbs: OrbTable;
  /** First × second: by the first's point, then the second's (SYNASTRY_POINT_CODES order), closest first per pair. */
  aspects: SynastryAspect[];
  /** The house (1–12) of the first chart each point of the second falls in. */
  secondInFirstHouses: Record<PointCode, number>;
  /** The house (1–12) of the second chart each point of the first falls in. */
  firstInSecondHouses: Record<PointCode, number>;
}

function longitudeOf(chart: NatalPoints, point: PointCode): number {
  const lon = natalPointLongitude(chart, point);
  if (lon === undefined) throw new RangeError(`the chart has no longitude for ${point}`);
  return lon;
}

/** Each point of `points` placed in the houses of `houses`. */
function overlay(points: NatalPoints, houses: NatalPoints): Record<PointCode, number> {
  const out = {} as Record<PointCode, number>;
  for (const p of SYNASTRY_POINT_CODES) out[p] = houseOf(longitudeOf(points, p), houses.cusps);
  return out;
}

/**
 * The synastry of two charts (each its 16 points and its cusps): every aspect within its orb between
 * a point of the first and a point of the second — each pair once, none left out, the Sole or Luna
 * column when either of the two is Sole or Luna — and the house overlays both ways.
 */
export function computeSynastry(first: NatalPoints, second: NatalPoints, rules: SynastryRules = {}): Synastry {
  const aspectCodes = rules.aspects ? inAspectOrder(rules.aspects) : DEFAULT_ASPECT_CODES;
  const orbs = rules.orbs ?? DEFAULT_SYNASTRY_ORBS;
  const aspects: SynastryAspect[] = [];
  for (const firstPoint of SYNASTRY_POINT_CODES) {
    const a = longitudeOf(first, firstPoint);
    for (const secondPoint of SYNASTRY_POINT_CODES) {
      for (const m of aspectsBetween(a, longitudeOf(second, secondPoint), orbsForPair(orbs, firstPoint, secondPoint), aspectCodes)) {
        aspects.push({ firstPoint, secondPoint, aspect: m.aspect, orbDeg: m.orb });
      }
    }
  }
  return { aspectCodes, orbs, aspects, secondInFirstHouses: overlay(second, first), firstInSecondHouses: overlay(first, second) };
}
