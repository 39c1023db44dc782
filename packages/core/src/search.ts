/**
 * The core's one generic root finder (astronomy-engine's `Search` pattern): given a function of time
 * whose sign differs at the two ends of a bracket, find the instant it crosses zero. Every technique
 * finds its instants through it: the transits' exact aspects, orb edges and stations (the polish
 * step, the track scan), the level crossings of progressions, directions and lunations, and the
 * returns (`searchAngleDeg`, the thin wrapper for "when does this angle reach that degree").
 */
import { signedArcDegrees } from './angles.ts';

export const SECONDS_PER_DAY = 86_400;

/** Default precision of a found instant: one second, well inside the API's one-minute output. */
export const DEFAULT_DT_TOLERANCE_SECONDS = 1;

export interface SearchOptions {
  /** Stop when the bracket is narrower than this many seconds (default 1 s). */
  dtToleranceSeconds?: number;
  /** f(t1) and f(t2) when the caller already knows them (saves ephemeris calls). */
  initF1?: number;
  initF2?: number;
  /** Safety cap on evaluations of f after the two ends (default 100). */
  iterLimit?: number;
}

/**
 * Thrown when the root finder uses up its evaluations without narrowing the bracket to the
 * tolerance: f is not continuous there, or the cap is too low. A bug to see, never a result.
 */
export class SearchDidNotConvergeError extends Error {
  override name = 'SearchDidNotConvergeError';
  constructor(readonly t1: number, readonly t2: number, readonly iterLimit: number) {
    super(`search did not converge on [${t1}, ${t2}] within ${iterLimit} evaluations`);
  }
}

/**
 * Finds an instant t in [t1, t2] (days, usually Julian days; t1 < t2) where the continuous function f changes
 * sign, to within `dtToleranceSeconds`. Returns null when f(t1) and f(t2) have the same sign (no
 * bracketed root). If the bracket holds several roots, one of them is returned: callers bracket
 * monotone stretches. Brent's method: inverse quadratic interpolation and secant steps, with
 * bisection whenever they would converge slowly, so a smooth f costs a handful of evaluations and
 * a nasty one never more than bisection. Throws SearchDidNotConvergeError at the evaluation cap
 * (bisection alone narrows a 10-day bracket to 1 s in 20 steps: the default cap of 100 is only
 * reached by an f that is not continuous).
 */
export function search(
  f: (t: number) => number,
  t1: number,
  t2: number,
  options: SearchOptions = {},
): number | null {
  const tolDays = (options.dtToleranceSeconds ?? DEFAULT_DT_TOLERANCE_SECONDS) / SECONDS_PER_DAY;
  const iterLimit = options.iterLimit ?? 100;
  let a = t1;
  let b = t2;
  let fa = options.initF1 ?? f(a);
  let fb = options.initF2 ?? f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if ((fa < 0) === (fb < 0)) return null;

  // Brent (1973): b is the best estimate, a the previous one, c the far end of the bracket [b, c].
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iter = 0; iter < iterLimit; iter++) {
    if ((fb < 0) === (fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b; b = c; c = a;
      fa = fb; fb = fc; fc = fa;
    }
    const tol = 0.5 * tolDays;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      let p: number;
      let q: number;
      const s = fb / fa;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  throw new SearchDidNotConvergeError(t1, t2, iterLimit);
}

/**
 * The instant (Julian day) in [jd1, jd2] at which `angleDeg` (degrees, any turn) reaches `targetDeg`:
 * a zero of the signed arc target → angle, so the crossing of 0°/360° is no jump. The angle must
 * move less than half a turn over the bracket (callers bracket a day of the Moon, days of the Sun).
 * Returns null when the bracket holds no crossing; `initF1`/`initF2`, when given, are the signed arcs
 * (degrees) at the two ends.
 */
export function searchAngleDeg(
  angleDeg: (jd: number) => number,
  targetDeg: number,
  jd1: number,
  jd2: number,
  options: SearchOptions = {},
): number | null {
  return search((jd) => signedArcDegrees(targetDeg, angleDeg(jd)), jd1, jd2, options);
}
