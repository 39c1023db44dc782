/**
 * Crossings of a body's longitude with fixed ecliptic longitudes ("levels": aspect points and the
 * edges of their orb windows). Found on the interpolated track with the generic `search`, one
 * monotone piece at a time, then polished on the ephemeris when the instant is reported exactly.
 */
import { signedArcDegrees } from '../angles.ts';
import type { BodyPosition } from '../ephemeris.ts';
import { search, SECONDS_PER_DAY } from './search.ts';
import { cubicAt, hermiteCoefficients, intervalCount, sampleJd, type BodyTrack } from './track.ts';

/** Precision of instants solved on the interpolated track (cheap: no ephemeris calls). */
const TRACK_TOLERANCE_SECONDS = 0.05;
/** Precision of instants polished on the ephemeris. */
export const POLISH_TOLERANCE_SECONDS = 1;

export interface LevelCrossing {
  /** Index of the level in the sorted level array. */
  level: number;
  /** Julian day (UT) on the interpolated track. */
  jd: number;
  /** +1 when the longitude increases through the level, −1 when it decreases (retrograde). */
  direction: 1 | -1;
  /** Sample interval holding the crossing. */
  interval: number;
  /** The monotone piece of the track around the crossing, [start, end] in Julian days. */
  pieceStart: number;
  pieceEnd: number;
}

/**
 * Roots u in (0, 1) of the derivative of the cubic [a, b, c, d], ascending: where the interpolated
 * motion may turn (a station). Splitting there leaves monotone pieces.
 */
export function turningPoints(k: readonly [number, number, number, number]): number[] {
  const [, b, c, d] = k;
  const roots: number[] = [];
  const qa = 3 * d;
  const qb = 2 * c;
  if (Math.abs(qa) < 1e-15 * (Math.abs(qb) + Math.abs(b) + 1e-300)) {
    if (qb !== 0) roots.push(-b / qb);
  } else {
    const disc = qb * qb - 4 * qa * b;
    if (disc > 0) {
      const s = Math.sqrt(disc);
      // Numerically stable pair of roots.
      const q = -0.5 * (qb + (qb >= 0 ? s : -s));
      roots.push(q / qa);
      if (q !== 0) roots.push(b / q);
    }
  }
  return roots.filter((u) => u > 0 && u < 1).sort((x, y) => x - y);
}

/** First index j with sorted[j] > value (binary search). */
function upperBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Calls `onCrossing` for every crossing of the track's interpolated longitude with any level
 * (degrees in [0, 360), sorted ascending; each level stands for all its turns level + 360k),
 * strictly inside (jdFrom, jdTo), in time order. A crossing is a change of "longitude ≥ level"
 * between the ends of a monotone piece, so a touch-and-turn at a station counts as in and out.
 * The crossing object passed is reused between calls: copy what you keep.
 */
export function scanLevelCrossings(
  track: BodyTrack,
  sortedLevelsDeg: ArrayLike<number>,
  jdFrom: number,
  jdTo: number,
  onCrossing: (c: Readonly<LevelCrossing>) => void,
): void {
  const h = track.stepDays;
  const n = intervalCount(track);
  // State shared by the one root function below: this loop runs for thousands of pieces, and
  // allocating nothing per piece keeps the scan a small fraction of the ephemeris time.
  let k: [number, number, number, number] = [0, 0, 0, 0];
  let t0 = 0;
  let value = 0;
  const f = (t: number) => cubicAt(k, (t - t0) / h) - value;
  const opts = { dtToleranceSeconds: TRACK_TOLERANCE_SECONDS, initF1: 0, initF2: 0 };
  const c: LevelCrossing = { level: 0, jd: 0, direction: 1, interval: 0, pieceStart: 0, pieceEnd: 0 };
  for (let i = 0; i < n; i++) {
    t0 = sampleJd(track, i);
    if (t0 + h <= jdFrom) continue;
    if (t0 >= jdTo) break;
    k = hermiteCoefficients(track, i);
    const turns = turningPoints(k);
    for (let p = 0; p <= turns.length; p++) {
      const ua = p === 0 ? 0 : turns[p - 1]!;
      const ub = p === turns.length ? 1 : turns[p]!;
      const la = cubicAt(k, ua);
      const lb = cubicAt(k, ub);
      if (la === lb) continue;
      const rising = lb > la;
      const lo = rising ? la : lb;
      const hi = rising ? lb : la;
      c.direction = rising ? 1 : -1;
      c.interval = i;
      c.pieceStart = t0 + ua * h;
      c.pieceEnd = t0 + ub * h;
      // Levels v = level + 360k with lo < v ≤ hi, visited in the direction of motion (time order).
      const kLo = Math.floor(lo / 360);
      const kHi = Math.floor(hi / 360);
      for (let turn = rising ? kLo : kHi; rising ? turn <= kHi : turn >= kLo; turn += rising ? 1 : -1) {
        const base = turn * 360;
        const jLo = upperBound(sortedLevelsDeg, lo - base);
        const jHi = upperBound(sortedLevelsDeg, hi - base) - 1;
        for (let j = rising ? jLo : jHi; rising ? j <= jHi : j >= jLo; j += rising ? 1 : -1) {
          value = base + sortedLevelsDeg[j]!;
          opts.initF1 = la - value;
          opts.initF2 = lb - value;
          const jd = search(f, c.pieceStart, c.pieceEnd, opts);
          if (jd === null || jd <= jdFrom || jd >= jdTo) continue;
          c.level = j;
          c.jd = jd;
          onCrossing(c);
        }
      }
    }
  }
}

export interface PolishOptions {
  /** Interpolated acceleration at the guess (degrees/day²), for Newton's error estimate. */
  accelerationDegPerDay2: number;
  /** Require a Newton step below the tolerance (no error estimate): near the Sun the track's acceleration is not trusted. */
  strict?: boolean;
}

/** Largest Newton step accepted (days): beyond it the guess was not near a simple root. */
const MAX_NEWTON_STEP_DAYS = 0.25;

/**
 * The instant (Julian day) at which the ephemeris longitude crosses `levelDeg`, starting from an
 * interpolated guess inside the bracket [pieceStart, pieceEnd]. Newton's method with the speed the
 * ephemeris returns anyway usually ends after one call: the step is accepted when Newton's own
 * error estimate |acceleration|·step²/(2|speed|) is far below the tolerance. Near a station, or if
 * Newton wanders, the generic `search` takes over on the bracket. If the ephemeris shows no
 * crossing at all there (a graze the interpolation saw), the guess is kept.
 */
export function polishCrossing(
  position: (jd: number) => BodyPosition,
  levelDeg: number,
  crossing: Pick<LevelCrossing, 'jd' | 'pieceStart' | 'pieceEnd'>,
  options: PolishOptions,
): number {
  const tolDays = POLISH_TOLERANCE_SECONDS / SECONDS_PER_DAY;
  const slack = (crossing.pieceEnd - crossing.pieceStart) * 0.5 + 1 / 24;
  let t = crossing.jd;
  for (let iter = 0; iter < 4; iter++) {
    const p = position(t);
    const step = -signedArcDegrees(levelDeg, p.longitude) / p.speed;
    if (!Number.isFinite(step) || Math.abs(step) > MAX_NEWTON_STEP_DAYS) break;
    t += step;
    if (t < crossing.pieceStart - slack || t > crossing.pieceEnd + slack) break;
    const predictedErrorDays = (Math.abs(options.accelerationDegPerDay2) * step * step) / (2 * Math.abs(p.speed));
    if (Math.abs(step) < tolDays || (!options.strict && predictedErrorDays < tolDays / 10)) return t;
  }
  const g = (jd: number) => signedArcDegrees(levelDeg, position(jd).longitude);
  return search(g, crossing.pieceStart, crossing.pieceEnd, { dtToleranceSeconds: POLISH_TOLERANCE_SECONDS }) ?? crossing.jd;
}

/**
 * Refines a root of f from a good guess by secant steps, the first one along `slopeGuess` (the
 * derivative the interpolation predicts): two or three evaluations when the guess is good. Returns
 * null when the steps leave [a, b] or do not settle, so the caller can fall back to a bracket.
 */
export function refineBySecant(
  f: (jd: number) => number,
  guessJd: number,
  slopeGuess: number,
  a: number,
  b: number,
): number | null {
  const tolDays = POLISH_TOLERANCE_SECONDS / SECONDS_PER_DAY;
  let t0 = guessJd;
  let f0 = f(t0);
  let t1 = t0 - f0 / slopeGuess;
  for (let iter = 0; iter < 6; iter++) {
    if (!Number.isFinite(t1) || t1 < a || t1 > b) return null;
    // Secant steps converge superlinearly: once a step is below the tolerance, so is the error.
    if (Math.abs(t1 - t0) < tolDays) return t1;
    const f1 = f(t1);
    if (f1 === f0) return null;
    const t2 = t1 - (f1 * (t1 - t0)) / (f1 - f0);
    t0 = t1;
    f0 = f1;
    t1 = t2;
  }
  return null;
}

/**
 * Refines a root of f known to lie near `guessJd` inside [a, b] (with f(a) = fa, f(b) = fb of
 * opposite signs): first in a narrow bracket around the guess, which a good guess makes cheap,
 * else on the part of [a, b] that brackets it.
 */
export function polishRoot(
  f: (jd: number) => number,
  guessJd: number,
  a: number,
  b: number,
  fa: number,
  fb: number,
  halfWidthDays: number,
): number {
  const opts = { dtToleranceSeconds: POLISH_TOLERANCE_SECONDS };
  const lo = Math.max(a, guessJd - halfWidthDays);
  const hi = Math.min(b, guessJd + halfWidthDays);
  const flo = lo === a ? fa : f(lo);
  const fhi = hi === b ? fb : f(hi);
  const inside = search(f, lo, hi, { ...opts, initF1: flo, initF2: fhi });
  if (inside !== null) return inside;
  if ((fa < 0) !== (flo < 0) && lo > a) return search(f, a, lo, { ...opts, initF1: fa, initF2: flo }) ?? guessJd;
  if ((fhi < 0) !== (fb < 0) && hi < b) return search(f, hi, b, { ...opts, initF1: fhi, initF2: fb }) ?? guessJd;
  return guessJd;
}
