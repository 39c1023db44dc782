/** The natal chart: body positions, houses, angles and natal aspects for one instant and place. */
import { roundTo } from './angles.ts';
import { aspectsBetween, DEFAULT_ASPECT_CODES, inAspectOrder, isApplying, type AspectCode } from './aspects.ts';
import {
  ANGLE_CODES, BODY_CODES, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND, type AngleCode, type BodyCode, type LilithKind, type NodeKind,
} from './bodies.ts';
import type { BodyPosition, Ephemeris } from './ephemeris.ts';
import { DEFAULT_HOUSE_SYSTEM, houseOf, POLAR_FALLBACK_SYSTEM, type HouseSystem } from './houses.ts';
import { DEFAULT_NATAL_ORBS, orbsForPair, type OrbTable } from './orbs.ts';
import { chartBodyPositions, isRetrograde } from './positions.ts';

export interface ChartInput {
  /** Julian day of the birth instant, UT. */
  jdUt: number;
  /** Geographic latitude in degrees, north positive, [-90, 90]. */
  latitude: number;
  /** Geographic longitude in degrees, east positive, [-180, 180]. */
  longitude: number;
  houseSystem?: HouseSystem;
  nodeKind?: NodeKind;
  /** Which apogee is Lilith (default the mean one). */
  lilithKind?: LilithKind;
  /** The aspects looked for (default the spec's five). */
  aspects?: readonly AspectCode[];
  /** The natal orb table (default DEFAULT_NATAL_ORBS). */
  orbs?: OrbTable;
}

export interface ChartBody extends BodyPosition {
  retrograde: boolean;
  /** House 1–12 by the spec's rule. */
  house: number;
}

export interface NatalAspect {
  body1: BodyCode;
  body2: BodyCode;
  aspect: AspectCode;
  /** Orb in degrees, rounded to two decimals. */
  orb: number;
  /** The orb is shrinking (from the two bodies' speeds); otherwise separating. */
  applying: boolean;
}

/** An aspect of a body to the Ascendant or the Medio Coeli; the angle counts as fixed (speed 0). */
export interface NatalAngleAspect {
  body: BodyCode;
  angle: AngleCode;
  aspect: AspectCode;
  /** Orb in degrees, rounded to two decimals. */
  orb: number;
  applying: boolean;
}

export type ChartWarning = { code: 'polarHouseFallback'; requested: HouseSystem; used: HouseSystem };

export interface NatalChart {
  jdUt: number;
  latitude: number;
  longitude: number;
  nodeKind: NodeKind;
  lilithKind: LilithKind;
  /** The aspects looked for, in catalogue order, and the orbs they were looked for with. */
  aspectCodes: readonly AspectCode[];
  orbs: OrbTable;
  /** The requested system, and the one used (Porphyry above the polar circles). */
  requestedHouseSystem: HouseSystem;
  houseSystem: HouseSystem;
  bodies: Record<BodyCode, ChartBody>;
  /** Cusps of houses 1–12, degrees; index 0 is house 1. */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  aspects: NatalAspect[];
  /** Aspects of each body to the Ascendant and the Medio Coeli, same orb table. */
  angleAspects: NatalAngleAspect[];
  warnings: ChartWarning[];
}

export function computeNatalChart(input: ChartInput, ephemeris: Ephemeris): NatalChart {
  const requestedHouseSystem = input.houseSystem ?? DEFAULT_HOUSE_SYSTEM;
  const nodeKind = input.nodeKind ?? DEFAULT_NODE_KIND;
  const lilithKind = input.lilithKind ?? DEFAULT_LILITH_KIND;
  const aspectCodes = input.aspects ? inAspectOrder(input.aspects) : DEFAULT_ASPECT_CODES;
  const orbs = input.orbs ?? DEFAULT_NATAL_ORBS;
  const warnings: ChartWarning[] = [];

  let houses = ephemeris.houses(input.jdUt, input.latitude, input.longitude, requestedHouseSystem);
  if (!houses) {
    houses = ephemeris.houses(input.jdUt, input.latitude, input.longitude, POLAR_FALLBACK_SYSTEM);
    if (!houses) throw new Error('Porphyry houses are defined at every latitude');
    warnings.push({ code: 'polarHouseFallback', requested: requestedHouseSystem, used: POLAR_FALLBACK_SYSTEM });
  }
  const positions = chartBodyPositions(ephemeris, input.jdUt, BODY_CODES, { node: nodeKind, lilith: lilithKind });
  const bodies = {} as Record<BodyCode, ChartBody>;
  for (const code of BODY_CODES) {
    const p = positions[code]!;
    bodies[code] = { ...p, retrograde: isRetrograde(p.speed), house: houseOf(p.longitude, houses.cusps) };
  }

  return {
    jdUt: input.jdUt,
    latitude: input.latitude,
    longitude: input.longitude,
    nodeKind,
    lilithKind,
    aspectCodes,
    orbs,
    requestedHouseSystem,
    houseSystem: houses.system,
    bodies,
    cusps: houses.cusps,
    ascendant: houses.ascendant,
    midheaven: houses.midheaven,
    aspects: natalAspects(bodies, { aspects: aspectCodes, orbs }),
    angleAspects: natalAngleAspects(bodies, { ascendant: houses.ascendant, midheaven: houses.midheaven }, { aspects: aspectCodes, orbs }),
    warnings,
  };
}

/** Pairs whose aspect is fixed by definition and says nothing about the person. */
function isTrivialPair(a: BodyCode, b: BodyCode): boolean {
  return (a === 'northNode' && b === 'southNode') || (a === 'southNode' && b === 'northNode');
}

/** Which aspects natal aspects look for, with which orbs. */
export interface NatalAspectRules {
  aspects: readonly AspectCode[];
  orbs: OrbTable;
}
const DEFAULT_RULES: NatalAspectRules = { aspects: DEFAULT_ASPECT_CODES, orbs: DEFAULT_NATAL_ORBS };

/** Aspects between every pair of natal bodies within the natal orb table, closest first per pair. */
export function natalAspects(bodies: Record<BodyCode, BodyPosition>, rules: NatalAspectRules = DEFAULT_RULES): NatalAspect[] {
  const out: NatalAspect[] = [];
  for (let i = 0; i < BODY_CODES.length; i++) {
    for (let j = i + 1; j < BODY_CODES.length; j++) {
      const body1 = BODY_CODES[i]!;
      const body2 = BODY_CODES[j]!;
      if (isTrivialPair(body1, body2)) continue;
      for (const m of aspectsBetween(bodies[body1].longitude, bodies[body2].longitude, orbsForPair(rules.orbs, body1, body2), rules.aspects)) {
        out.push({ body1, body2, aspect: m.aspect, orb: roundTo(m.orb, 2), applying: isApplying(bodies[body1], bodies[body2], m.aspect) });
      }
    }
  }
  return out;
}

/**
 * Aspects of every natal body to the Ascendant and the Medio Coeli within the natal orb table,
 * bodies in BODY_CODES order, the Ascendant's before the Medio Coeli's, closest first per pair.
 * An angle of a natal chart is taken as fixed: applying means the body moves towards the exact aspect.
 */
export function natalAngleAspects(
  bodies: Record<BodyCode, BodyPosition>,
  anglesDeg: Readonly<Record<AngleCode, number>>,
  rules: NatalAspectRules = DEFAULT_RULES,
): NatalAngleAspect[] {
  const out: NatalAngleAspect[] = [];
  for (const body of BODY_CODES) {
    for (const angle of ANGLE_CODES) {
      const fixed = { longitude: anglesDeg[angle], speed: 0 };
      for (const m of aspectsBetween(bodies[body].longitude, fixed.longitude, orbsForPair(rules.orbs, body, angle), rules.aspects)) {
        out.push({ body, angle, aspect: m.aspect, orb: roundTo(m.orb, 2), applying: isApplying(bodies[body], fixed, m.aspect) });
      }
    }
  }
  return out;
}
