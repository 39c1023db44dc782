/**
 * The planet and aspect filters of the transit test pages (spec sections 2 and 9): the codes
 * offered, the quick choices (Pianeti Lenti, Tutti, Nessuno; Armoniosi, Tesi, Tutti, Nessuno), the
 * defaults, toggling one code, and the spec's reload rule. The presets themselves are core's.
 */
import {
  ASPECT_CODES,
  SLOW_PLANETS,
  TRANSIT_BODY_CODES,
  type AspectCode,
  type TransitBodyCode,
} from '@astrolabio/core';
import { inOptionOrder } from '../../lib/code-selection.ts';

/** The transiting bodies offered, in the one body order (Nodo Sud only mirrors Nodo Nord). */
export const PLANET_OPTIONS: readonly TransitBodyCode[] = TRANSIT_BODY_CODES;
/** The five aspects, in the spec's order (Congiunzione, Sestile, Quadratura, Trigono, Opposizione). */
export const ASPECT_OPTIONS: readonly AspectCode[] = ASPECT_CODES;

export { PLANET_PRESETS, type PlanetPreset } from '@astrolabio/core';
// The ordering and the pressed preset are the shared check group's (lib/code-selection.ts).
export { inOptionOrder, matchingPreset } from '../../lib/code-selection.ts';


/** Spec section 9: the slow planets and every aspect. */
export const DEFAULT_PLANETS: readonly TransitBodyCode[] = SLOW_PLANETS;
export const DEFAULT_ASPECTS: readonly AspectCode[] = ASPECT_OPTIONS;

/** Adds the code if absent, removes it if present; the result in the options' order. */
export function toggleCode<C extends string>(selection: readonly C[], code: C, options: readonly C[]): C[] {
  return selection.includes(code) ? inOptionOrder(selection.filter((c) => c !== code), options) : inOptionOrder([...selection, code], options);
}

/** Spec section 4: transits (re)load only while at least one planet is selected. */
export function canLoadTransits(planets: readonly TransitBodyCode[]): boolean {
  return planets.length > 0;
}
