/**
 * Which bodies transit and which natal points they are measured against: the 13 transiting bodies
 * (the chart bodies less Nodo Sud, which is always opposite Nodo Nord) and the 16 natal targets.
 */
import { BODY_CODES, POINT_CODES, type BodyCode, type PointCode } from '../bodies.ts';

export type TransitBodyCode = Exclude<BodyCode, 'southNode'>;

/** Transiting bodies, in the one body order. */
export const TRANSIT_BODY_CODES: readonly TransitBodyCode[] = BODY_CODES.filter(
  (b): b is TransitBodyCode => b !== 'southNode',
);

/** Natal targets: the 14 bodies plus Ascendant and Midheaven. */
export const TRANSIT_TARGET_CODES: readonly PointCode[] = POINT_CODES;

export function isTransitBodyCode(value: string): value is TransitBodyCode {
  return (TRANSIT_BODY_CODES as readonly string[]).includes(value);
}
