/**
 * Which bodies transit: the 13 chart bodies less Nodo Sud, which is always opposite Nodo Nord.
 * Transits are measured against every natal point (POINT_CODES: the 14 bodies and the 2 angles).
 */
import { BODY_CODES, type BodyCode } from '../bodies.ts';

export type TransitBodyCode = Exclude<BodyCode, 'southNode'>;

/** Transiting bodies, in the one body order. */
export const TRANSIT_BODY_CODES: readonly TransitBodyCode[] = BODY_CODES.filter(
  (b): b is TransitBodyCode => b !== 'southNode',
);
