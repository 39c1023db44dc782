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
import type { TransitBodyCode } from '../transits/bodies.ts';

/** Longest period of a progressions or directions query: a lifetime of a hundred years, days. */
export const MAX_PROGRESSION_PERIOD_DAYS = 36_525;

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

/** A symbolic technique's period, checked, and its paths (one call of the shared cache per request). */
export function symbolicPeriodOf(q: SymbolicPeriodQuery, ephemeris: Ephemeris, cache?: PathCache): SymbolicPeriod {
  checkPeriodDays(q.jdStart, q.jdEnd, MAX_PROGRESSION_PERIOD_DAYS);
  const symStart = progressedJulianDay(q.natalJd, q.jdStart);
  const symEnd = progressedJulianDay(q.natalJd, q.jdEnd);
  const kinds = pointKindsOf(q);
  return { symStart, symEnd, kinds, paths: (bodies) => bodyPaths(ephemeris, bodies, kinds, symStart, symEnd, cache) };
}
