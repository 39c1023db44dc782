/** House systems and the house a longitude falls in. */
import { normalizeDegrees, separationDegrees } from './angles.ts';

/** Supported house systems, in the order menus list them: a non-empty tuple, so schemas can enumerate it as is. */
export const HOUSE_SYSTEM_CODES = ['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'equal', 'wholeSign'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEM_CODES)[number];

export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';
/** Systems that cannot be built above the polar circles; there the chart falls back to this. */
export const POLAR_FALLBACK_SYSTEM: HouseSystem = 'porphyry';

export const HOUSE_COUNT = 12;

/**
 * A longitude this close to a cusp (degrees) is on it, and so in the house that begins there:
 * the rounding noise of angle arithmetic (the Descendant as Ascendant + 180° against the seventh
 * cusp the ephemeris returns differ in the last bits), a millionth of an arc-second, far below
 * anything measured.
 */
export const ON_CUSP_TOLERANCE_DEG = 1e-9;

/**
 * The spec's rule (section 4): the longitude is placed between consecutive house cusps, taken in
 * house order with wrap-around at 360°; if no interval holds it, house 1.
 * `cuspsDeg[0]` is the cusp of house 1. Returns 1–12.
 *
 * Houses run counter-clockwise, each cusp at a greater longitude than the one before. Above the
 * polar circles Regiomontanus and Campanus can run the other way (swetest prints such cusps, e.g.
 * 70°N with house 1 at 31°, house 2 at 289°, house 3 at 270°): house n then holds the longitudes
 * from its cusp back to the next one, which is where Swiss Ephemeris' own house positions put a
 * body on the ecliptic. Read forwards, such cusps would put almost every body in house 1.
 *
 * A longitude on a cusp (within ON_CUSP_TOLERANCE_DEG) is in the house that begins there: a body
 * conjunct the Ascendant is in house 1, one opposite it in house 7, whatever the rounding.
 */
export function houseOf(longitudeDeg: number, cuspsDeg: ArrayLike<number>): number {
  // The last house whose cusp it is: when two cusps coincide, the first of the two houses is empty.
  let onCusp = 0;
  for (let i = 0; i < cuspsDeg.length; i++) {
    if (separationDegrees(longitudeDeg, cuspsDeg[i]!) <= ON_CUSP_TOLERANCE_DEG) onCusp = i + 1;
  }
  if (onCusp > 0) return onCusp;
  // Backwards cusps read as forward ones in the mirrored zodiac: (next, cusp] becomes [−cusp, −next).
  const sign = cuspsRunBackwards(cuspsDeg) ? -1 : 1;
  const lon = normalizeDegrees(sign * longitudeDeg);
  for (let i = 0; i < cuspsDeg.length; i++) {
    const start = normalizeDegrees(sign * cuspsDeg[i]!);
    const end = normalizeDegrees(sign * cuspsDeg[(i + 1) % cuspsDeg.length]!);
    const inside = start <= end ? lon >= start && lon < end : lon >= start || lon < end;
    if (inside) return i + 1;
  }
  return 1;
}

/**
 * True when the cusps run backwards, house 2 at a smaller longitude than house 1 and so on (see
 * houseOf): most steps from one cusp to the next go back, i.e. more than 180° forwards.
 */
export function cuspsRunBackwards(cuspsDeg: ArrayLike<number>): boolean {
  let backSteps = 0;
  for (let i = 0; i < cuspsDeg.length; i++) {
    if (normalizeDegrees(cuspsDeg[(i + 1) % cuspsDeg.length]! - cuspsDeg[i]!) > 180) backSteps++;
  }
  return backSteps > cuspsDeg.length / 2;
}

/**
 * houseOf for one set of cusps asked many times (the natal cusps of a «Mirata» scan, read at every
 * place): the same rule, with the cusps' direction worked out once. Returns 1–12.
 */
export function cuspHouseLocator(cuspsDeg: ArrayLike<number>): (longitudeDeg: number) => number {
  const n = cuspsDeg.length;
  const sign = cuspsRunBackwards(cuspsDeg) ? -1 : 1;
  const cusps = Float64Array.from({ length: n }, (_, i) => normalizeDegrees(cuspsDeg[i]!));
  const starts = Float64Array.from(cusps, (c) => normalizeDegrees(sign * c));
  return (longitudeDeg: number) => {
    const l = normalizeDegrees(longitudeDeg);
    let onCusp = 0;
    for (let i = 0; i < n; i++) {
      // The separation of two longitudes in [0, 360), as separationDegrees gives it, without its calls.
      const d = Math.abs(l - cusps[i]!);
      if (d <= ON_CUSP_TOLERANCE_DEG || 360 - d <= ON_CUSP_TOLERANCE_DEG) onCusp = i + 1;
    }
    if (onCusp > 0) return onCusp;
    const lon = normalizeDegrees(sign * l);
    for (let i = 0; i < n; i++) {
      const start = starts[i]!;
      const end = starts[(i + 1) % n]!;
      if (start <= end ? lon >= start && lon < end : lon >= start || lon < end) return i + 1;
    }
    return 1;
  };
}

