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

export type PointCode = BodyCode | AngleCode;
export const POINT_CODES: readonly PointCode[] = [...BODY_CODES, ...ANGLE_CODES];

/** The lunar node that defines Nodo Nord (and so Nodo Sud, its opposite point). */
export const NODE_KINDS = ['true', 'mean'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];
export const DEFAULT_NODE_KIND: NodeKind = 'true';

/** The bodies an ephemeris computes directly; the south node is derived from the north node. */
export type EphemerisBody =
  | Exclude<BodyCode, 'northNode' | 'southNode'>
  | 'trueNode'
  | 'meanNode';

/** Ten bodies from Sun to Pluto: the spec's monthly summary table. */
export const SUN_TO_PLUTO: readonly BodyCode[] = BODY_CODES.slice(0, 10);
