/** House systems and the house a longitude falls in. */
import { normalizeDegrees } from './angles.ts';

/** Supported house systems, in the order menus list them: a non-empty tuple, so schemas can enumerate it as is. */
export const HOUSE_SYSTEM_CODES = ['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'equal', 'wholeSign'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEM_CODES)[number];

/** Each house system's Swiss Ephemeris one-letter code (`satisfies`: one entry per system, no other). */
export const HOUSE_SYSTEMS = {
  placidus: 'P',
  koch: 'K',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
  equal: 'A',
  wholeSign: 'W',
} as const satisfies Record<HouseSystem, string>;
export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';
/** Systems that cannot be built above the polar circles; there the chart falls back to this. */
export const POLAR_FALLBACK_SYSTEM: HouseSystem = 'porphyry';

export const HOUSE_COUNT = 12;

/**
 * The spec's rule (section 4): the longitude is placed between consecutive house cusps, taken in
 * house order with wrap-around at 360°; if no interval holds it, house 1.
 * `cuspsDeg[0]` is the cusp of house 1. Returns 1–12.
 */
export function houseOf(longitudeDeg: number, cuspsDeg: readonly number[]): number {
  const lon = normalizeDegrees(longitudeDeg);
  for (let i = 0; i < cuspsDeg.length; i++) {
    const start = normalizeDegrees(cuspsDeg[i]!);
    const end = normalizeDegrees(cuspsDeg[(i + 1) % cuspsDeg.length]!);
    const inside = start <= end ? lon >= start && lon < end : lon >= start || lon < end;
    if (inside) return i + 1;
  }
  return 1;
}
