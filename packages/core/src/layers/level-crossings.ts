/**
 * Every instant a continuous angle function of time reaches one of a set of levels, with the one
 * generic root finder (search.ts): the function is sampled on a grid, unwrapped, and each
 * level (or the level plus whole turns) between two samples is bracketed and searched. The techniques
 * whose moving point is not an ephemeris body (progressed angles, solar arc, the Moon–Sun
 * elongation) use it; the grid's step must be short enough that the function turns at most once
 * between samples (callers state why theirs is).
 */
import { FULL_CIRCLE_DEG, normalizeDegrees } from '../angles.ts';
import { search } from '../search.ts';

export interface AngleLevelCrossing {
  /** Index of the level crossed, in the `levelsDeg` given. */
  level: number;
  /** Julian day of the crossing. */
  jd: number;
  /** +1 when the function grows through the level, −1 when it falls. */
  direction: 1 | -1;
}

export interface LevelCrossingOptions {
  /** Precision of each instant, seconds (default 1). */
  dtToleranceSeconds?: number;
}

/**
 * Crossings of `levelsDeg` (degrees, any value; compared modulo 360) by `angleDeg(jd)` over
 * [jdStart, jdEnd), sampled every `stepDays`, in time order. A level touched exactly at a sample
 * counts once, at the interval it opens.
 */
export function angleLevelCrossings(
  angleDeg: (jd: number) => number,
  levelsDeg: readonly number[],
  jdStart: number,
  jdEnd: number,
  stepDays: number,
  options: LevelCrossingOptions = {},
): AngleLevelCrossing[] {
  const out: AngleLevelCrossing[] = [];
  const count = Math.max(1, Math.ceil((jdEnd - jdStart) / stepDays));
  // Levels sorted once; each interval then finds its few by binary search, however many there are.
  const order = levelsDeg.map((_, i) => i).sort((a, b) => normalizeDegrees(levelsDeg[a]!) - normalizeDegrees(levelsDeg[b]!));
  const sorted = order.map((i) => normalizeDegrees(levelsDeg[i]!));
  let t0 = jdStart;
  let raw0 = angleDeg(t0);
  let u0 = raw0; // unwrapped
  for (let i = 1; i <= count; i++) {
    const t1 = i === count ? jdEnd : jdStart + i * stepDays;
    const raw1 = angleDeg(t1);
    let d = normalizeDegrees(raw1 - raw0);
    if (d > 180) d -= FULL_CIRCLE_DEG;
    const u1 = u0 + d;
    if (u1 !== u0) {
      const lo = Math.min(u0, u1);
      const hi = Math.max(u0, u1);
      const direction: 1 | -1 = u1 > u0 ? 1 : -1;
      // Each copy level + 360k between the two samples: the one at u0 counts here, the one at u1 in the next interval.
      for (let k = Math.floor(lo / FULL_CIRCLE_DEG); k * FULL_CIRCLE_DEG <= hi; k++) {
        const base = k * FULL_CIRCLE_DEG;
        for (let j = lowerBound(sorted, lo - base); j < sorted.length && sorted[j]! + base <= hi; j++) {
          const target = sorted[j]! + base;
          if (target === u1) continue;
          const jd = target === u0 ? t0 : searchUnwrapped(angleDeg, target, t0, t1, raw0, u0, u1, options);
          if (jd !== null) out.push({ level: order[j]!, jd, direction });
        }
      }
    }
    t0 = t1;
    raw0 = raw1;
    u0 = u1;
  }
  return out.sort((a, b) => a.jd - b.jd);
}

/** The instant in [t0, t1] the unwrapped function (u0 at t0, u1 at t1) equals `target`. */
function searchUnwrapped(
  angleDeg: (jd: number) => number,
  target: number,
  t0: number,
  t1: number,
  raw0: number,
  u0: number,
  u1: number,
  options: LevelCrossingOptions,
): number | null {
  const f = (jd: number) => {
    // The unwrapped value inside this interval: the raw angle brought within half a turn of u0.
    let v = angleDeg(jd) - raw0 + u0;
    while (v - u0 > 180) v -= FULL_CIRCLE_DEG;
    while (v - u0 < -180) v += FULL_CIRCLE_DEG;
    return v - target;
  };
  return search(f, t0, t1, { dtToleranceSeconds: options.dtToleranceSeconds, initF1: u0 - target, initF2: u1 - target });
}

/** First index of the ascending `sorted` whose value is ≥ x. */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
