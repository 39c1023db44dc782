/**
 * The engine's one polish step: an instant that the interpolated track located (a level crossing,
 * a station) refined on the ephemeris itself. Every refinement goes through `polishRoot`; a
 * refinement that cannot be made throws, so a failure is an error a test sees, never a silent guess.
 */
import { search, SECONDS_PER_DAY } from '../search.ts';

/** Precision of polished instants: one second, well inside the API's one-minute output. */
export const POLISH_TOLERANCE_SECONDS = 1;
const POLISH_TOLERANCE_DAYS = POLISH_TOLERANCE_SECONDS / SECONDS_PER_DAY;

/** Newton or secant steps tried from the guess before the bracket is searched. */
const MAX_STEPS = 4;
/** Largest step accepted (days): beyond it the guess was not near a simple root. */
const MAX_STEP_DAYS = 0.25;

/** One evaluation of the function whose root is polished: its value, and its slope when known. */
export interface RootSample {
  value: number;
  /** df/dt per day, when the evaluation gives it for free (a crossing: the body's speed). */
  slope?: number;
}

/**
 * Where the root is, on the ephemeris: a bracket whose end values have opposite signs (computed on
 * the ephemeris, or read from exact samples), or an instant the caller has decided, for a function
 * that only touches zero there (a body that turns at a level, see crossings.ts).
 */
export type RootLocation =
  | { kind: 'bracket'; a: number; b: number; fa: number; fb: number }
  | { kind: 'touch'; jd: number };

export interface PolishOptions {
  /** Instants Newton's steps may visit (days, JD): leaving it means heading for another root. */
  window: readonly [number, number];
  /** The slope to start the secant steps with when evaluations give none (e.g. the interpolated one). */
  slopeGuess?: number;
  /**
   * |f''| near the root (per day²), for Newton's own error estimate |f''|·step²/(2|f'|): when it is
   * ten times under the tolerance, one step is enough. Absent: a step itself must be under it.
   */
  curvature?: number;
  /** Where the root is, asked only when the steps do not settle (it may cost ephemeris calls). */
  locate: () => RootLocation;
}

/** A root that the ephemeris does not confirm where the track put it: a bug or a broken file. */
export class PolishError extends Error {
  override name = 'PolishError';
}

/**
 * Refines a root of `f` from `guessJd` to POLISH_TOLERANCE_SECONDS. First Newton steps (the slope
 * each evaluation gives) or secant steps (from `slopeGuess`): for a crossing the first step usually
 * ends it, with the one ephemeris call that checks the guess. When a step is too long, leaves the
 * window or does not settle, the root is located (`options.locate`) and found by the generic
 * `search` on its bracket. Throws PolishError when the bracket's ends do not differ in sign, and
 * search throws when it does not converge.
 */
export function polishRoot(f: (jd: number) => RootSample, guessJd: number, options: PolishOptions): number {
  const [lo, hi] = options.window;
  let t = guessJd;
  let previous: { t: number; value: number } | null = null;
  for (let step = 0; step < MAX_STEPS; step++) {
    const sample = f(t);
    if (sample.value === 0) return t;
    const slope = sample.slope ?? (previous ? (sample.value - previous.value) / (t - previous.t) : options.slopeGuess);
    if (slope === undefined || !Number.isFinite(slope) || slope === 0) break;
    const stepDays = -sample.value / slope;
    if (!(Math.abs(stepDays) <= MAX_STEP_DAYS)) break;
    previous = { t, value: sample.value };
    t += stepDays;
    if (t < lo || t > hi) break;
    if (Math.abs(stepDays) < POLISH_TOLERANCE_DAYS) return t;
    const predictedErrorDays = options.curvature === undefined || sample.slope === undefined
      ? Number.POSITIVE_INFINITY
      : (options.curvature * stepDays * stepDays) / (2 * Math.abs(sample.slope));
    if (predictedErrorDays < POLISH_TOLERANCE_DAYS / 10) return t;
  }
  const where = options.locate();
  if (where.kind === 'touch') return where.jd;
  if (where.fa === 0) return where.a;
  if (where.fb === 0) return where.b;
  if ((where.fa < 0) === (where.fb < 0)) {
    throw new PolishError(`no sign change on [${where.a}, ${where.b}] (${where.fa}, ${where.fb}) near JD ${guessJd}`);
  }
  return search((jd) => f(jd).value, where.a, where.b, {
    dtToleranceSeconds: POLISH_TOLERANCE_SECONDS,
    initF1: where.fa,
    initF2: where.fb,
  })!;
}
