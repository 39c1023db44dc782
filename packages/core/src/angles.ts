/** Angle arithmetic on the ecliptic. All angles are in degrees. */

export const FULL_CIRCLE_DEG = 360;
export const ARCSECONDS_PER_DEGREE = 3600;

/** Any angle in degrees → the same direction in [0, 360). */
export function normalizeDegrees(angleDeg: number): number {
  // Most angles are within a turn of the range; `%` on doubles costs a library call, and for them
  // it would return the angle itself, so the result is the same.
  if (angleDeg >= 0 && angleDeg < FULL_CIRCLE_DEG) return angleDeg;
  const r = angleDeg < 0 && angleDeg > -FULL_CIRCLE_DEG ? angleDeg : angleDeg % FULL_CIRCLE_DEG;
  if (r >= 0) return r;
  // A tiny negative angle plus 360 rounds to 360 itself, outside [0, 360): that is 0.
  const up = r + FULL_CIRCLE_DEG;
  return up === FULL_CIRCLE_DEG ? 0 : up;
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
