/**
 * Two answers of the same chart and period for different bodies, as one: what the server answers
 * for all their bodies at once. Its records are sorted by core's order (compareTransitRecords) and
 * computed body by body, its natal houses are in the bodies' order: the two answers merge without
 * a new calculation. Used when Luna is switched on over a long period: only Luna is asked for.
 */
import { compareTransitRecords, TRANSIT_BODY_CODES, type TransitRecord } from '@astrolabio/core';
import type { TransitData } from './transiti.ts';

const BODY_INDEX = new Map(TRANSIT_BODY_CODES.map((b, i) => [b, i]));

/** Whether the two answers are of one period with one orb and node (else they cannot be merged). */
export function samePeriod(a: TransitData, b: TransitData): boolean {
  return a.startDate === b.startDate && a.endDate === b.endDate && a.maxOrbDeg === b.maxOrbDeg && a.nodeKind === b.nodeKind;
}

/** Two lists each sorted by compareTransitRecords, merged in that order in one pass. */
function mergeSorted(a: readonly TransitRecord[], b: readonly TransitRecord[]): TransitRecord[] {
  const out: TransitRecord[] = new Array<TransitRecord>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compareTransitRecords(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** `a` and `b` (of `samePeriod`, for bodies that do not overlap) as the one answer for all their bodies. */
export function mergeTransitData(a: TransitData, b: TransitData): TransitData {
  return {
    ...a,
    records: mergeSorted(a.records, b.records),
    houses: [...a.houses, ...b.houses].sort((x, y) => BODY_INDEX.get(x.transitBody)! - BODY_INDEX.get(y.transitBody)!),
  };
}
