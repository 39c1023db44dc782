/**
 * Crossings of a body's longitude with fixed ecliptic longitudes ("levels": aspect points and the
 * edges of their orb windows). Found on the interpolated track with the generic `search`, one
 * monotone piece at a time, then polished on the ephemeris when the instant is reported exactly.
 */
import { signedArcDegrees } from '../angles.ts';
import type { BodyPosition } from '../ephemeris.ts';
import { search, SECONDS_PER_DAY } from './search.ts';
import { cubicAt, hermiteCoefficientsInto, intervalCount, sampleJd, type BodyTrack } from './track.ts';

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
  /** Interpolated speed (degrees/day) and acceleration (degrees/day²) at the crossing. */
  speed: number;
  acceleration: number;
  /** The monotone piece of the track around the crossing, [start, end] in Julian days. */
  pieceStart: number;
  pieceEnd: number;
}

/**
 * Roots u in (0, 1) of the derivative of the cubic [a, b, c, d], ascending: where the interpolated
 * motion may turn (a station). Splitting there leaves monotone pieces.
 */
export function turningPoints(k: readonly [number, number, number, number]): number[] {
  const out = new Float64Array(2);
  return Array.from(out.subarray(0, turningPointsInto(k[1], k[2], k[3], out)));
}

/**
 * The turning points of the cubic with derivative b + 2c·u + 3d·u², written ascending into `out`
 * (length ≥ 2); returns how many. The scan calls it for every sample interval, so it allocates nothing.
 */
function turningPointsInto(b: number, c: number, d: number, out: Float64Array): number {
  const qa = 3 * d;
  const qb = 2 * c;
  let r0 = Number.NaN;
  let r1 = Number.NaN;
  if (Math.abs(qa) < 1e-15 * (Math.abs(qb) + Math.abs(b) + 1e-300)) {
    if (qb !== 0) r0 = -b / qb;
  } else {
    const disc = qb * qb - 4 * qa * b;
    if (disc > 0) {
      const s = Math.sqrt(disc);
      // Numerically stable pair of roots.
      const q = -0.5 * (qb + (qb >= 0 ? s : -s));
      r0 = q / qa;
      if (q !== 0) r1 = b / q;
    }
  }
  let n = 0;
  if (r0 > 0 && r0 < 1) out[n++] = r0;
  if (r1 > 0 && r1 < 1) out[n++] = r1;
  if (n === 2 && out[0]! > out[1]!) {
    out[1] = r0;
    out[0] = r1;
  }
  return n;
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
  // State shared by the one root function below: this loop runs for thousands of intervals and
  // pieces on every request, and allocating nothing in it keeps garbage collection out of the way.
  // (Numbers a closure captures and reassigns would be boxed anew at every change: `at` holds them.)
  const k: [number, number, number, number] = [0, 0, 0, 0];
  const turns = new Float64Array(2);
  const at = new Float64Array(2); // [interval start jd, level value]
  const f = (t: number) => cubicAt(k, (t - at[0]!) / h) - at[1]!;
  const opts = { dtToleranceSeconds: TRACK_TOLERANCE_SECONDS, initF1: 0, initF2: 0 };
  const c: LevelCrossing = { level: 0, jd: 0, direction: 1, interval: 0, speed: 0, acceleration: 0, pieceStart: 0, pieceEnd: 0 };
  for (let i = 0; i < n; i++) {
    const t0 = sampleJd(track, i);
    if (t0 + h <= jdFrom) continue;
    if (t0 >= jdTo) break;
    at[0] = t0;
    hermiteCoefficientsInto(track, i, k);
    const turnCount = turningPointsInto(k[1], k[2], k[3], turns);
    for (let p = 0; p <= turnCount; p++) {
      const ua = p === 0 ? 0 : turns[p - 1]!;
      const ub = p === turnCount ? 1 : turns[p]!;
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
          const value = base + sortedLevelsDeg[j]!;
          at[1] = value;
          opts.initF1 = la - value;
          opts.initF2 = lb - value;
          const jd = search(f, c.pieceStart, c.pieceEnd, opts);
          if (jd === null || jd <= jdFrom || jd >= jdTo) continue;
          const u = (jd - t0) / h;
          c.level = j;
          c.jd = jd;
          c.speed = (k[1] + u * (2 * k[2] + 3 * k[3] * u)) / h;
          c.acceleration = (2 * k[2] + 6 * k[3] * u) / (h * h);
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
