/**
 * The set-up the transit engine and the timing techniques share over a calendar period: the
 * period's checks, the node and Lilith the sky is read with, and, for the symbolic techniques
 * (secondary progressions, solar arc directions), the symbolic period a day for a year stands for
 * with the bodies' paths over it — one place, so the three never drift apart (the paths cache is
 * keyed by the node and Lilith: the same kinds everywhere share its entries).
 */
import { DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND, type LilithKind, type NodeKind, type PointKinds } from '../bodies.ts';
import type { Ephemeris } from '../ephemeris.ts';
import { progressedJulianDay } from '../progressions/progressed-time.ts';
import { bodyPaths, type BodyPath, type PathCache } from '../transits/paths.ts';
import { sampledAngle, type SampledFunction } from './sampled-function.ts';
import type { TransitBodyCode } from '../transits/bodies.ts';

/** Longest period of a progressions or directions query: a lifetime of a hundred years, days. */
export const MAX_PROGRESSION_PERIOD_DAYS = 36_525;

/**
 * Precision of the calendar instants the symbolic techniques search directly (progressed angles,
 * solar arc directions), seconds. A search starts from brackets laid from the period's first day,
 * so its tolerance is how far one event may move between two periods that contain it (issue 34):
 * a second keeps it well inside the minute the API writes, for a few more evaluations of a
 * function that reads no ephemeris.
 */
export const SYMBOLIC_DT_TOLERANCE_SECONDS = 1;

/** A calendar period [jdStart, jdEnd), Julian days UT: a real span of at most `maxDays` days, or a RangeError. */
export function checkPeriodDays(jdStart: number, jdEnd: number, maxDays: number): void {
  if (!(jdEnd > jdStart)) throw new RangeError('jdEnd must be after jdStart');
  if (jdEnd - jdStart > maxDays) throw new RangeError(`period longer than ${maxDays} days`);
}

/** The node and Lilith a query reads the sky with (defaults: the true node, the mean apogee). */
export function pointKindsOf(q: { nodeKind?: NodeKind | undefined; lilithKind?: LilithKind | undefined }): PointKinds {
  return { node: q.nodeKind ?? DEFAULT_NODE_KIND, lilith: q.lilithKind ?? DEFAULT_LILITH_KIND };
}

export interface SymbolicPeriodQuery {
  /** Birth instant, Julian day UT. */
  natalJd: number;
  /** Calendar period, Julian days UT, [jdStart, jdEnd), at most MAX_PROGRESSION_PERIOD_DAYS. */
  jdStart: number;
  jdEnd: number;
  nodeKind?: NodeKind | undefined;
  lilithKind?: LilithKind | undefined;
}

export interface SymbolicPeriod {
  /** The symbolic period, Julian days UT: a day after birth for each year of the calendar period. */
  symStart: number;
  symEnd: number;
  kinds: PointKinds;
  /** The bodies' paths over the symbolic period, from the cache when there. */
  paths: (bodies: readonly TransitBodyCode[]) => Map<TransitBodyCode, BodyPath>;
}

/** A symbolic technique's calendar period, checked, and the symbolic period it stands for. */
export function symbolicSpanOf(q: Pick<SymbolicPeriodQuery, 'natalJd' | 'jdStart' | 'jdEnd'>): Pick<SymbolicPeriod, 'symStart' | 'symEnd'> {
  checkPeriodDays(q.jdStart, q.jdEnd, MAX_PROGRESSION_PERIOD_DAYS);
  return { symStart: progressedJulianDay(q.natalJd, q.jdStart), symEnd: progressedJulianDay(q.natalJd, q.jdEnd) };
}

/** A symbolic technique's period, checked, and its paths (one call of the shared cache per request). */
export function symbolicPeriodOf(q: SymbolicPeriodQuery, ephemeris: Ephemeris, cache?: PathCache): SymbolicPeriod {
  const { symStart, symEnd } = symbolicSpanOf(q);
  const kinds = pointKindsOf(q);
  return { symStart, symEnd, kinds, paths: (bodies) => bodyPaths(ephemeris, bodies, kinds, symStart, symEnd, cache) };
}

/**
 * Step of the Sun's samples in symbolic time, days. Its fastest wiggle is the Sun's latitude (±0.6″,
 * a month's period): a cubic through samples a day apart misses it by 1e-4″.
 */
export const SYMBOLIC_SUN_STEP_DAYS = 1;

/**
 * An angle of the Sun (its right ascension, its longitude) as a function of symbolic time, sampled
 * once a symbolic day on a grid anchored at the birth instant, from birth (or the period's start, if
 * earlier) to the period's end, unwrapped: the same samples, so the same values and the same found
 * instants, whatever calendar period asks (issue 34). From birth, a hundred years are a hundred samples.
 */
export function sunAngleSinceBirth(angleDeg: (jd: number) => number, natalJd: number, symStart: number, symEnd: number): SampledFunction {
  return sampledAngle(angleDeg, Math.min(natalJd, symStart), Math.max(natalJd, symEnd), SYMBOLIC_SUN_STEP_DAYS, natalJd);
}
