/**
 * «Attivo oggi»: the transits in orb at this moment, each applying or separating, with when it is
 * exact (the next hit, or the last one when it is past, or none in the period) and the smallest orb
 * of today's UTC day, as the bars read it (the records hold daily orbs, not the orb at an instant).
 */
import {
  MS_PER_DAY,
  transitMotionAt,
  utcDateOf,
  type TransitMotion,
  type TransitRecord,
} from '@astrolabio/core';
import type { TransitFilters } from './filters.ts';
import { TRANSIT_TABLE_ORDER } from './planet-order.ts';
import { dayStartMs } from '../timeline/timeline-geometry.ts';

/** When a transit in orb now is exact, within the period. */
export type ExactWhen =
  /** Its next exact hit, and the days from now to it (fractional). */
  | { kind: 'next'; timeMs: number; days: number }
  /**
   * No hit to come in the period; its last one already happened. `nextAfterPeriod`: it is applying
   * again and still in orb when the period ends, so its next hit falls after it.
   */
  | { kind: 'past'; timeMs: number; nextAfterPeriod: boolean }
  /** No exact hit in the period (the orb turns at a station, or the hit is outside the period). */
  | { kind: 'none' };

export interface ActiveTransit {
  record: TransitRecord;
  motion: TransitMotion;
  /** The smallest |orb| of today's UTC day, degrees (not the orb at this instant). */
  minOrbTodayDeg: number;
  exact: ExactWhen;
}

/**
 * The exact hit a transit in orb at `nowMs`, moving as `motion` says, is told with: the next one, or
 * else the last one. `periodExactMs`: every hit of the same transit in the whole period, sorted (a
 * slow planet leaves the orb and comes back while retrograde, and each stay in orb is a record of
 * its own: the hit may lie in an earlier one).
 */
export function exactWhen(record: TransitRecord, nowMs: number, motion: TransitMotion, periodExactMs: readonly number[] = record.exactMs): ExactWhen {
  const next = periodExactMs.find((t) => t >= nowMs) ?? null;
  if (next !== null) return { kind: 'next', timeMs: next, days: (next - nowMs) / MS_PER_DAY };
  const last = periodExactMs[periodExactMs.length - 1];
  if (last === undefined) return { kind: 'none' };
  return { kind: 'past', timeMs: last, nextAfterPeriod: motion === 'applying' && record.clippedEnd };
}

/** The shown transits in orb at `nowMs`, slow planets first (the table's order), then by orb. */
export function activeTransits(records: readonly TransitRecord[], nowMs: number, filters: TransitFilters): ActiveTransit[] {
  const today = utcDateOf(nowMs);
  const inOrb = records.filter((record) => record.startMs <= nowMs && record.endMs >= nowMs
    && filters.planets.includes(record.transitBody) && filters.aspects.includes(record.aspect));
  const hitsByTransit = exactHitsByTransit(records, new Set(inOrb.map(transitKey)));
  const active: ActiveTransit[] = [];
  for (const record of inOrb) {
    const dayIndex = Math.round((dayStartMs(today) - dayStartMs(record.daily.firstDate)) / MS_PER_DAY);
    const motion = transitMotionAt(record, nowMs);
    active.push({
      record,
      motion,
      minOrbTodayDeg: record.daily.orbsDeg[dayIndex] ?? record.peak.orbDeg,
      exact: exactWhen(record, nowMs, motion, hitsByTransit.get(transitKey(record)) ?? record.exactMs),
    });
  }
  const rank = (a: ActiveTransit) => TRANSIT_TABLE_ORDER.indexOf(a.record.transitBody);
  return active.sort((a, b) => rank(a) - rank(b) || a.minOrbTodayDeg - b.minOrbTodayDeg);
}

/** One transit across its stays in orb: the same transiting planet, aspect and natal point. */
function transitKey(record: TransitRecord): string {
  return `${record.transitBody}|${record.aspect}|${record.natalPoint}`;
}

/** Every exact hit in the period of each of the transits `keys` names, in time order. */
function exactHitsByTransit(records: readonly TransitRecord[], keys: ReadonlySet<string>): Map<string, number[]> {
  const hits = new Map<string, number[]>([...keys].map((k) => [k, []]));
  if (keys.size === 0) return hits;
  for (const record of records) {
    if (record.exactMs.length === 0) continue;
    hits.get(transitKey(record))?.push(...record.exactMs);
  }
  for (const list of hits.values()) list.sort((a, b) => a - b);
  return hits;
}
