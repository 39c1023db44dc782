/** Angle arithmetic on the ecliptic. All angles are in degrees. */

export const FULL_CIRCLE_DEG = 360;
export const ARCSECONDS_PER_DEGREE = 3600;

/** Any angle in degrees → the same direction in [0, 360). */
export function normalizeDegrees(angleDeg: number): number {
  // Most angles are within a turn of the range; `%` on doubles costs a library call, and for them
  // it would return the angle itself, so the result is the same.
  if (angleDeg >= 0 && angleDeg < FULL_CIRCLE_DEG) return angleDeg;
  if (angleDeg < 0 && angleDeg > -FULL_CIRCLE_DEG) return angleDeg + FULL_CIRCLE_DEG;
  const r = angleDeg % FULL_CIRCLE_DEG;
  return r < 0 ? r + FULL_CIRCLE_DEG : r === FULL_CIRCLE_DEG ? 0 : r;
}

/** Signed shortest arc from `fromDeg` to `toDeg`, in degrees, in (-180, 180]. */
export function signedArcDegrees(fromDeg: number, toDeg: number): number {
  const d = normalizeDegrees(toDeg - fromDeg);
  return d > 180 ? d - FULL_CIRCLE_DEG : d;
}

/** Unsigned angular separation of two longitudes, in degrees, in [0, 180]. */
export function separationDegrees(aDeg: number, bDeg: number): number {
  return Math.abs(signedArcDegrees(aDeg, bDeg));
}

/** Rounds to a fixed number of decimals (for reported orbs: two). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
