/**
 * Crossings of a body's longitude with fixed ecliptic longitudes ("levels": aspect points and the
 * edges of their orb windows). Found on the interpolated track with the generic `search`, one
 * monotone piece at a time, then polished on the ephemeris (polish.ts) when the interpolation
 * cannot vouch for the instant.
 */
import { signedArcDegrees } from '../angles.ts';
import type { BodyPosition } from '../ephemeris.ts';
import { PolishError, polishRoot, type RootLocation } from './polish.ts';
import { search } from '../search.ts';
import { cubicAt, hermiteCoefficientsInto, intervalCount, sampleJd, type BodyTrack } from './track.ts';

/** Precision of instants solved on the interpolated track (cheap: no ephemeris calls). */
const TRACK_TOLERANCE_SECONDS = 0.05;

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

/**
 * How far (degrees) the ephemeris may stay from a level that the track crosses at a station, for
 * the crossing to count as a touch at the station: the largest interpolation error near a station
 * (the true node's 0.8″ bound; 1.75″ of light deflection next to the Sun) with a margin.
 */
export const TOUCH_TOLERANCE_DEG = 2 / 3600;

/** What polishing a crossing needs besides the crossing itself. */
export interface CrossingContext {
  /** The body's position on the ephemeris. */
  position: (jd: number) => BodyPosition;
  track: BodyTrack;
  /** The body's stations on the ephemeris over the whole track, in time order (JD UT). */
  stationJds: readonly number[];
  /** Near the Sun the track's acceleration is not trusted: every step must be under the tolerance. */
  strict: boolean;
}

/**
 * The instant (JD UT) at which the ephemeris longitude crosses `levelDeg`, from the interpolated
 * crossing: polishRoot's Newton steps with the speed the ephemeris returns anyway (usually one
 * call), else the generic search on the monotone piece of the ephemeris that holds it.
 */
export function polishCrossing(levelDeg: number, c: Readonly<LevelCrossing>, ctx: CrossingContext): number {
  const g = (jd: number) => {
    const p = ctx.position(jd);
    return { value: signedArcDegrees(levelDeg, p.longitude), slope: p.speed };
  };
  const slackDays = (c.pieceEnd - c.pieceStart) * 0.5 + 1 / 24;
  return polishRoot(g, c.jd, {
    window: [c.pieceStart - slackDays, c.pieceEnd + slackDays],
    curvature: ctx.strict ? undefined : Math.abs(c.acceleration),
    locate: () => crossingLocation(levelDeg, c, ctx),
  });
}

/**
 * Where the ephemeris crosses the level near an interpolated crossing. The sample instants (where
 * the track is the ephemeris) and the real stations cut the three sample intervals around it into
 * pieces on which the ephemeris is monotone; the crossing is on the piece, moving the same way,
 * whose ends lie on either side of the level (the one holding the guess, else the nearest). When
 * none does, the track crossed where the ephemeris turns just short of the level: within
 * TOUCH_TOLERANCE_DEG that is a touch at the station; farther it is an error.
 */
export function crossingLocation(levelDeg: number, c: Readonly<LevelCrossing>, ctx: CrossingContext): RootLocation {
  const { track, stationJds } = ctx;
  const h = track.stepDays;
  const firstSample = Math.max(0, c.interval - 1);
  const lastSample = Math.min(intervalCount(track), c.interval + 2);
  const from = sampleJd(track, firstSample);
  const to = sampleJd(track, lastSample);
  const cuts: { jd: number; value: number; station: boolean }[] = [];
  for (let i = firstSample; i <= lastSample; i++) {
    cuts.push({ jd: sampleJd(track, i), value: signedArcDegrees(levelDeg, track.longitude[i]!), station: false });
  }
  for (const jd of stationJds) {
    if (jd > from && jd < to) cuts.push({ jd, value: signedArcDegrees(levelDeg, ctx.position(jd).longitude), station: true });
  }
  cuts.sort((x, y) => x.jd - y.jd);
  let best: RootLocation | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 1; i < cuts.length; i++) {
    const a = cuts[i - 1]!;
    const b = cuts[i]!;
    if ((a.value < 0) === (b.value < 0) || (b.value > a.value) !== (c.direction > 0)) continue;
    const distance = c.jd < a.jd ? a.jd - c.jd : c.jd > b.jd ? c.jd - b.jd : 0;
    if (distance < bestDistance) {
      best = { kind: 'bracket', a: a.jd, b: b.jd, fa: a.value, fb: b.value };
      bestDistance = distance;
    }
  }
  if (best) return best;
  const touch = cuts
    .filter((x) => x.station && Math.abs(x.value) <= TOUCH_TOLERANCE_DEG)
    .sort((x, y) => Math.abs(x.jd - c.jd) - Math.abs(y.jd - c.jd))[0];
  if (touch) return { kind: 'touch', jd: touch.jd };
  throw new PolishError(`${track.body}: the track crosses ${levelDeg}° near JD ${c.jd} (step ${h} d), the ephemeris does not`);
}
