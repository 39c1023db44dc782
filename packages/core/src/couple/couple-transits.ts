/**
 * «Transiti di coppia»: the stretches of time in which one transiting body aspects a point of each of
 * the two people at once — within the orb of an aspect to a point of the first and within the orb of
 * an aspect to a point of the second. Built from the two people's transit records (the engine's, so
 * every edge and exact instant is a root found by search): docs/decisions/0090-two-people.md.
 */
import { ALL_POINT_CODES } from '../bodies.ts';
import { TRANSIT_BODY_CODES } from '../transits/bodies.ts';
import type { TransitRecord } from '../transits/engine.ts';
import type { TransitBodyCode } from '../transits/bodies.ts';

/**
 * The transiting bodies of «transiti di coppia» by default: Marte to Plutone, whose transits last
 * long enough (weeks to years) for one to hold both people's points at once; the faster ones on
 * request.
 */
export const DEFAULT_COUPLE_TRANSIT_BODIES: readonly TransitBodyCode[] = ['mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

/** One couple transit: the body, its transit to each person, and the time both hold. */
export interface CoupleTransit {
  transitBody: TransitRecord['transitBody'];
  /** The body's transit to the first person and to the second, whole. */
  first: TransitRecord;
  second: TransitRecord;
  /** When both hold: the later of the two openings and the earlier of the two closings, epoch ms UT. */
  startMs: number;
  endMs: number;
  /** Both were open at the period's start / both still open at its end. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

const bodyOrder = new Map(TRANSIT_BODY_CODES.map((b, i) => [b, i]));
const pointOrder = new Map(ALL_POINT_CODES.map((p, i) => [p, i]));

/**
 * Every pair of a transit to the first and a transit to the second by the same body whose stretches
 * overlap for a while (touching at one instant is not enough), in time order of the overlap, then by
 * body, then by the two points. The records are the engine's, over the same period.
 */
export function coupleTransits(first: readonly TransitRecord[], second: readonly TransitRecord[]): CoupleTransit[] {
  const secondByBody = new Map<TransitRecord['transitBody'], TransitRecord[]>();
  for (const r of second) {
    const list = secondByBody.get(r.transitBody);
    if (list) list.push(r);
    else secondByBody.set(r.transitBody, [r]);
  }
  for (const list of secondByBody.values()) list.sort((a, b) => a.startMs - b.startMs);

  const out: CoupleTransit[] = [];
  for (const a of first) {
    const candidates = secondByBody.get(a.transitBody);
    if (!candidates) continue;
    for (const b of candidates) {
      // Sorted by opening: none after this one opens before `a` closes.
      if (b.startMs >= a.endMs) break;
      if (b.endMs <= a.startMs) continue;
      out.push({
        transitBody: a.transitBody,
        first: a,
        second: b,
        startMs: Math.max(a.startMs, b.startMs),
        endMs: Math.min(a.endMs, b.endMs),
        clippedStart: a.clippedStart && b.clippedStart,
        clippedEnd: a.clippedEnd && b.clippedEnd,
      });
    }
  }
  return out.sort((x, y) => x.startMs - y.startMs
    || bodyOrder.get(x.transitBody)! - bodyOrder.get(y.transitBody)!
    || pointOrder.get(x.first.natalPoint)! - pointOrder.get(y.first.natalPoint)!
    || pointOrder.get(x.second.natalPoint)! - pointOrder.get(y.second.natalPoint)!
    || x.first.angleDeg - y.first.angleDeg
    || x.second.angleDeg - y.second.angleDeg);
}
