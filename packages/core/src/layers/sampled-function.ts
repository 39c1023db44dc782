/**
 * A smooth, slowly varying function of time (the Sun's right ascension) sampled once on a grid and
 * read between samples by four-point Lagrange interpolation: a search then costs no ephemeris calls.
 * The error of a cubic through four samples h apart is about h⁴·f⁗/24·(3/16)… far below an
 * arc-second for the Sun at a quarter of a day (packages/ephemeris/test checks it).
 */

export interface SampledFunction {
  (t: number): number;
  readonly samples: number;
}

/** Samples `f` every `stepDays` over [from, to] (one sample beyond each end) and interpolates it; f must be continuous (unwrapped). */
export function sampledFunction(f: (t: number) => number, from: number, to: number, stepDays: number): SampledFunction {
  const first = from - stepDays;
  const n = Math.ceil((to - from) / stepDays) + 3;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = f(first + i * stepDays);
  const read = (t: number): number => {
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
