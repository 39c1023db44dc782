/**
 * A transiting body's path over a period, sampled once on a regular grid (longitude and speed
 * from the ephemeris) and read between samples by cubic Hermite interpolation. Every target and
 * aspect reuses the same samples; the ephemeris is called again only to polish exact hits and
 * stations (see docs/decisions/0010-transit-engine.md).
 */
import { normalizeDegrees, signedArcDegrees } from '../angles.ts';
import type { PointKinds } from '../bodies.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { chartBodyPosition } from '../positions.ts';
import type { TransitBodyCode } from './bodies.ts';

export interface BodyTrack {
  readonly body: TransitBodyCode;
  /** The node and the Lilith this body stands for (Nodo Nord, Lilith). */
  readonly kinds: PointKinds;
  /** Julian day (UT) of sample 0; sample i is at jdFirst + i·stepDays. */
  readonly jdFirst: number;
  readonly stepDays: number;
  /** Longitude at each sample in degrees, unwrapped (continuous: may leave [0, 360)). */
  readonly longitude: Float64Array;
  /** Speed in longitude at each sample, degrees per day. */
  readonly speed: Float64Array;
}

/**
 * Samples `body` at anchorJd + k·stepDays for every k whose interval touches [jdFrom, jdTo], so the
 * first sample is at or before jdFrom and the last at or after jdTo. Anchoring the grid (e.g. at
 * 12:00 UT) lets daily values be read straight from samples.
 */
export function sampleTrack(
  ephemeris: Ephemeris,
  body: TransitBodyCode,
  kinds: PointKinds,
  jdFrom: number,
  jdTo: number,
  stepDays: number,
  anchorJd: number,
): BodyTrack {
  return sampleTracks(ephemeris, [{ body, stepDays }], kinds, jdFrom, jdTo, anchorJd)[0]!;
}

/**
 * Samples several bodies on grids anchored at the same instant, visiting the instants in time
 * order and computing every body due at an instant together. Swiss Ephemeris keeps the Earth's
 * position of the last instant, so bodies sampled at the same instant cost about half as much as
 * the same bodies sampled one after another. Each step must be a whole multiple of the smallest.
 */
export function sampleTracks(
  ephemeris: Ephemeris,
  specs: readonly { body: TransitBodyCode; stepDays: number }[],
  kinds: PointKinds,
  jdFrom: number,
  jdTo: number,
  anchorJd: number,
): BodyTrack[] {
  const unit = Math.min(...specs.map((s) => s.stepDays));
  const plans = specs.map((s) => {
    const every = Math.round(s.stepDays / unit);
    if (Math.abs(every * unit - s.stepDays) > 1e-12) throw new RangeError(`step ${s.stepDays} is not a multiple of ${unit}`);
    const first = Math.floor((jdFrom - anchorJd) / s.stepDays);
    const last = Math.max(first + 1, Math.ceil((jdTo - anchorJd) / s.stepDays));
    const count = last - first + 1;
    return { ...s, every, first: first * every, last: last * every, longitude: new Float64Array(count), speed: new Float64Array(count) };
  });
  const gFirst = Math.min(...plans.map((p) => p.first));
  const gLast = Math.max(...plans.map((p) => p.last));
  for (let g = gFirst; g <= gLast; g++) {
    const jd = anchorJd + g * unit;
    for (const p of plans) {
      if (g < p.first || g > p.last || (g - p.first) % p.every !== 0) continue;
      const i = (g - p.first) / p.every;
      const pos = chartBodyPosition(ephemeris, jd, p.body, kinds);
      // Unwrap: no body moves 180° in one step (the Moon, fastest, makes at most 15.4° a day).
      p.longitude[i] = i === 0 ? pos.longitude : p.longitude[i - 1]! + signedArcDegrees(p.longitude[i - 1]!, pos.longitude);
      p.speed[i] = pos.speed;
    }
  }
  return plans.map((p) => ({
    body: p.body,
    kinds,
    jdFirst: anchorJd + p.first * unit,
    stepDays: p.stepDays,
    longitude: p.longitude,
    speed: p.speed,
  }));
}

/** Number of intervals between samples. */
export function intervalCount(track: BodyTrack): number {
  return track.longitude.length - 1;
}

/** Julian day of sample i. */
export function sampleJd(track: BodyTrack, i: number): number {
  return track.jdFirst + i * track.stepDays;
}

/** Index of the interval holding jd (clamped to the sampled span). */
export function intervalAt(track: BodyTrack, jd: number): number {
  const i = Math.floor((jd - track.jdFirst) / track.stepDays);
  return Math.min(Math.max(i, 0), intervalCount(track) - 1);
}

/**
 * Coefficients [a, b, c, d] of interval i's Hermite cubic L(u) = a + b·u + c·u² + d·u³ in the
 * interval's own unit u = (jd − jd_i) / stepDays ∈ [0, 1]; L in unwrapped degrees.
 */
export function hermiteCoefficients(track: BodyTrack, i: number): [number, number, number, number] {
  return hermiteCoefficientsInto(track, i, [0, 0, 0, 0]);
}

/** `hermiteCoefficients` written into `k`, for loops that run on every interval. */
export function hermiteCoefficientsInto(
  track: BodyTrack,
  i: number,
  k: [number, number, number, number],
): [number, number, number, number] {
  const h = track.stepDays;
  const p0 = track.longitude[i]!;
  const p1 = track.longitude[i + 1]!;
  const m0 = track.speed[i]! * h;
  const m1 = track.speed[i + 1]! * h;
  k[0] = p0;
  k[1] = m0;
  k[2] = 3 * (p1 - p0) - 2 * m0 - m1;
  k[3] = 2 * (p0 - p1) + m0 + m1;
  return k;
}

/** Evaluates a cubic with coefficients [a, b, c, d] at u. */
export function cubicAt(k: readonly [number, number, number, number], u: number): number {
  return k[0] + u * (k[1] + u * (k[2] + u * k[3]));
}

/** Interpolated unwrapped longitude in degrees at a Julian day inside the sampled span. */
export function unwrappedLongitudeAt(track: BodyTrack, jd: number): number {
  const i = intervalAt(track, jd);
  const h = track.stepDays;
  const u = (jd - (track.jdFirst + i * h)) / h;
  // Hermite basis written out: this runs for every daily orb, so it allocates nothing.
  const p0 = track.longitude[i]!;
  const p1 = track.longitude[i + 1]!;
  const m0 = track.speed[i]! * h;
  const m1 = track.speed[i + 1]! * h;
  const c = 3 * (p1 - p0) - 2 * m0 - m1;
  const d = 2 * (p0 - p1) + m0 + m1;
  return p0 + u * (m0 + u * (c + u * d));
}

/** Interpolated longitude in degrees, [0, 360). */
export function longitudeAt(track: BodyTrack, jd: number): number {
  return normalizeDegrees(unwrappedLongitudeAt(track, jd));
}

/** Interpolated acceleration in degrees per day², for error estimates. */
export function accelerationAt(track: BodyTrack, jd: number): number {
  const i = intervalAt(track, jd);
  const [, , c, d] = hermiteCoefficients(track, i);
  const u = (jd - sampleJd(track, i)) / track.stepDays;
  return (2 * c + 6 * d * u) / (track.stepDays * track.stepDays);
}
