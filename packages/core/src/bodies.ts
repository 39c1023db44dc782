/**
 * The bodies and chart points Astrolabio knows, as language-neutral codes, in the one order used
 * everywhere (API objects, tables, charts).
 */

export const BODY_CODES = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto',
  'chiron', 'lilith', 'northNode', 'southNode',
] as const;
export type BodyCode = (typeof BODY_CODES)[number];

/** Chart angles that can be aspect targets besides the bodies. */
export const ANGLE_CODES = ['ascendant', 'midheaven'] as const;
export type AngleCode = (typeof ANGLE_CODES)[number];

/**
 * The cusps of houses 1–12 as natal points a transit can aspect (issue 25), on request only: the
 * default targets stay the 14 bodies and the two angles. `cusp1` is the cusp of house 1.
 */
export const CUSP_CODES = [
  'cusp1', 'cusp2', 'cusp3', 'cusp4', 'cusp5', 'cusp6', 'cusp7', 'cusp8', 'cusp9', 'cusp10', 'cusp11', 'cusp12',
] as const;
export type CuspCode = (typeof CUSP_CODES)[number];

/** The house (1–12) whose cusp a cusp code names. */
export function houseOfCusp(code: CuspCode): number {
  return CUSP_CODES.indexOf(code) + 1;
}

export function isCuspCode(code: string): code is CuspCode {
  return (CUSP_CODES as readonly string[]).includes(code);
}

/** A natal point: a body, an angle or a house cusp. */
export type PointCode = BodyCode | AngleCode | CuspCode;
/** The default natal points of transits: the 14 bodies and the two angles. */
export const POINT_CODES: readonly PointCode[] = [...BODY_CODES, ...ANGLE_CODES];
/** Every natal point, in the one order: bodies, angles, cusps 1–12. */
export const ALL_POINT_CODES: readonly PointCode[] = [...POINT_CODES, ...CUSP_CODES];

/** The lunar node that defines Nodo Nord (and so Nodo Sud, its opposite point). */
export const NODE_KINDS = ['true', 'mean'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];
export const DEFAULT_NODE_KIND: NodeKind = 'true';

/**
 * Which lunar apogee is Lilith: the mean apogee (`SE_MEAN_APOG`, the default, what astro.com lists)
 * or the true, osculating one (`SE_OSCU_APOG`). docs/decisions/0054-calculation-settings.md.
 */
export const LILITH_KINDS = ['mean', 'true'] as const;
export type LilithKind = (typeof LILITH_KINDS)[number];
export const DEFAULT_LILITH_KIND: LilithKind = 'mean';

/** Which node stands for Nodo Nord and which apogee for Lilith: the two points with variants. */
export interface PointKinds {
  node: NodeKind;
  lilith: LilithKind;
}
export const DEFAULT_POINT_KINDS: Readonly<PointKinds> = { node: DEFAULT_NODE_KIND, lilith: DEFAULT_LILITH_KIND };

/** The bodies an ephemeris computes directly; the south node is derived from the north node. */
export type EphemerisBody =
  | Exclude<BodyCode, 'northNode' | 'southNode' | 'lilith'>
  | 'trueNode'
  | 'meanNode'
  | 'meanApogee'
  | 'osculatingApogee';

/** Ten bodies from Sun to Pluto: the spec's monthly summary table. */
export const SUN_TO_PLUTO: readonly BodyCode[] = BODY_CODES.slice(0, 10);
