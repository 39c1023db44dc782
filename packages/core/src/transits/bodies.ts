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

/**
 * The spec's slow-planets preset («Pianeti Lenti», section 9), slowest first: the transiting bodies
 * the transits pages select by default. Beside it, the aspect presets are HARMONIOUS_ASPECTS and
 * TENSE_ASPECTS (aspects.ts).
 */
export const SLOW_PLANETS: readonly TransitBodyCode[] = ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter'];

/**
 * The planet filters' quick choices (Pianeti Lenti, Tutti, Nessuno), on every transits page, as
 * ASPECT_PRESETS are for the aspects. Each page puts the chosen codes in its own order.
 */
export const PLANET_PRESETS = {
  slow: SLOW_PLANETS,
  all: TRANSIT_BODY_CODES,
  none: [],
} as const satisfies Record<string, readonly TransitBodyCode[]>;
export type PlanetPreset = keyof typeof PLANET_PRESETS;
