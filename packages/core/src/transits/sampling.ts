/**
 * How densely each transiting body is sampled, and which sample intervals the interpolation cannot
 * be trusted on (a planet next to the Sun). The figures behind the steps are in
 * docs/decisions/0010-transit-engine.md.
 */
import { signedArcDegrees } from '../angles.ts';
import type { PointKinds } from '../bodies.ts';
import type { TransitBodyCode } from './bodies.ts';
import { intervalCount, longitudeAt, sampleJd, type BodyTrack } from './track.ts';

/**
 * Sample step per body in days. Every step is a multiple of half a day and the grids are anchored
 * at 12:00 UT, so the bodies sampled daily have a sample at each day's noon (the daily orbs).
 * The Moon gets half a day: its interpolation error then stays near 0.04″ (0.1 s of its motion),
 * so its many exact hits need no further ephemeris call.
 */
export const SAMPLE_STEP_DAYS: Readonly<Record<TransitBodyCode, number>> = {
  sun: 2,
  moon: 0.5,
  mercury: 0.5,
  venus: 1,
  mars: 1,
  jupiter: 2,
  saturn: 2,
  uranus: 2,
  neptune: 2,
  pluto: 2,
  chiron: 2,
  lilith: 4,
  northNode: 1,
};

/**
 * Bound on |interpolated − ephemeris longitude| in arc-seconds at the steps above, outside the
 * near-Sun intervals: three times the largest error measured over 2020–2029 (the table in
 * docs/decisions/0010-transit-engine.md). An interpolated instant is trusted when this bound,
 * divided by the body's speed, is under the polish tolerance; otherwise it is polished.
 */
export const INTERPOLATION_ERROR_BOUND_ARCSEC: Readonly<Record<TransitBodyCode, number>> = {
  sun: 0.006,
  moon: 0.11,
  mercury: 0.016,
  venus: 0.01,
  mars: 0.005,
  jupiter: 0.006,
  saturn: 0.006,
  uranus: 0.006,
  neptune: 0.006,
  pluto: 0.006,
  chiron: 0.006,
  lilith: 0.05,
  northNode: 0.8,
};

/**
 * The osculating (true) lunar apogee, Lilith on request (docs/decisions/0054): it swings some 30°
 * either side of the mean apogee at up to ±6.3° a day (swetest -pB, 2025) and turns twice a
 * month, so it is sampled like the Moon, every half day, and every instant it crosses is polished
 * on the ephemeris (no interpolation bound was measured for it: an infinite bound asks for that).
 */
const OSCULATING_APOGEE_STEP_DAYS = 0.5;

/** The sample step of a transiting body, days: SAMPLE_STEP_DAYS, but the osculating Lilith's own. */
export function sampleStepDays(body: TransitBodyCode, kinds: PointKinds): number {
  return body === 'lilith' && kinds.lilith === 'true' ? OSCULATING_APOGEE_STEP_DAYS : SAMPLE_STEP_DAYS[body];
}

/** The interpolation error bound of a transiting body, arc-seconds (infinite: always polish). */
export function interpolationErrorBoundArcsec(body: TransitBodyCode, kinds: PointKinds): number {
  return body === 'lilith' && kinds.lilith === 'true' ? Number.POSITIVE_INFINITY : INTERPOLATION_ERROR_BOUND_ARCSEC[body];
}

/**
 * Bodies whose apparent position carries the Sun's gravitational light deflection: near
 * conjunction with the Sun it bends the longitude by up to 1.75″ within a day, a bump no daily
 * cubic follows. Lilith and the node are points, not bodies; the Moon gets no deflection.
 */
const DEFLECTED_BODIES: ReadonlySet<TransitBodyCode> = new Set([
  'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron',
]);

/** Within this elongation from the Sun (degrees) interpolated instants are re-checked on the ephemeris. */
export const NEAR_SUN_ELONGATION_DEG = 3;

/**
 * For each interval of `track`, whether its interpolated instants must be polished on the
 * ephemeris because the body is near the Sun (measured with the Sun's own track).
 */
export function nearSunIntervals(track: BodyTrack, sunTrack: BodyTrack): Uint8Array {
  const n = intervalCount(track);
  const flags = new Uint8Array(n);
  if (!DEFLECTED_BODIES.has(track.body)) return flags;
  let e0 = elongation(track, sunTrack, 0);
  for (let i = 0; i < n; i++) {
    const e1 = elongation(track, sunTrack, i + 1);
    const near = Math.min(Math.abs(e0), Math.abs(e1)) < NEAR_SUN_ELONGATION_DEG;
    // A conjunction between two samples: the elongation changes sign on the Sun's side.
    const passes = (e0 < 0) !== (e1 < 0) && Math.abs(e0) < 90 && Math.abs(e1) < 90;
    if (near || passes) flags[i] = 1;
    e0 = e1;
  }
  return flags;
}

function elongation(track: BodyTrack, sunTrack: BodyTrack, i: number): number {
  const jd = sampleJd(track, i);
  return signedArcDegrees(longitudeAt(sunTrack, jd), track.longitude[i]!);
}
