/**
 * A smooth, slowly varying function of time (the Sun's right ascension or longitude) sampled once on
 * a grid and read between samples by four-point Lagrange interpolation: a search then costs no
 * ephemeris calls. The error of a cubic through four samples h apart is about h⁴·f⁗/24·(3/16)… far
 * below an arc-second for the Sun at a day (packages/ephemeris/test checks it).
 */
import { normalizeDegrees } from '../angles.ts';

export interface SampledFunction {
  (t: number): number;
  readonly samples: number;
}

/**
 * Samples `f` every `stepDays` on the grid `anchor + k·stepDays` over [from, to] (one sample beyond
 * each end) and interpolates it; f must be continuous (unwrapped) and is called once per sample, in
 * time order. Two spans sampled from the same anchor share their samples, so a value read at t is
 * the same whatever span was asked (issue 34). Reading outside the samples throws: a cubic
 * extrapolated days away is not the function.
 */
export function sampledFunction(f: (t: number) => number, from: number, to: number, stepDays: number, anchor = from): SampledFunction {
  const first = anchor + (Math.floor((from - anchor) / stepDays) - 1) * stepDays;
  const n = Math.ceil((to - first) / stepDays) + 2;
  const last = first + (n - 1) * stepDays;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = f(first + i * stepDays);
  const read = (t: number): number => {
    if (!(t >= first && t <= last)) throw new RangeError(`sampled function read at ${t}, outside its samples [${first}, ${last}]`);
    const x = (t - first) / stepDays;
    // The four samples around x: i−1, i, i+1, i+2 with x in [i, i+1].
    const i = Math.min(Math.max(Math.floor(x), 1), n - 3);
    const u = x - i;
    const [p0, p1, p2, p3] = [values[i - 1]!, values[i]!, values[i + 1]!, values[i + 2]!];
    return (
      (-u * (u - 1) * (u - 2) / 6) * p0
      + ((u + 1) * (u - 1) * (u - 2) / 2) * p1
      + (-(u + 1) * u * (u - 2) / 2) * p2
      + ((u + 1) * u * (u - 1) / 6) * p3
    );
  };
  return Object.assign(read, { samples: n });
}

/**
 * An angle (degrees) sampled like sampledFunction and unwrapped from sample to sample (it must move
 * less than half a turn a step): read back continuous, in the turn of its first sample.
 */
export function sampledAngle(angleDeg: (t: number) => number, from: number, to: number, stepDays: number, anchor = from): SampledFunction {
  let last = Number.NaN;
  const unwrapped = (t: number) => {
    const v = angleDeg(t);
    if (Number.isNaN(last)) last = v;
    else last += normalizeDegrees(v - last + 180) - 180;
    return last;
  };
  return sampledFunction(unwrapped, from, to, stepDays, anchor);
}
