/**
 * «Attivo oggi»: the transits in orb at this moment, each applying or separating, with when it is
 * exact (the next hit, or the last one when it is past, or none in the period) and the smallest orb
 * of today's UTC day, as the bars read it (the records hold daily orbs, not the orb at an instant).
 */
import {
  MS_PER_DAY,
  nextExactMs,
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

/** The exact hit a transit in orb at `nowMs`, moving as `motion` says, is told with: the next one, or else the last one. */
export function exactWhen(record: TransitRecord, nowMs: number, motion: TransitMotion): ExactWhen {
  const next = nextExactMs(record, nowMs);
  if (next !== null) return { kind: 'next', timeMs: next, days: (next - nowMs) / MS_PER_DAY };
  const last = record.exactMs[record.exactMs.length - 1];
  if (last === undefined) return { kind: 'none' };
  return { kind: 'past', timeMs: last, nextAfterPeriod: motion === 'applying' && record.clippedEnd };
}

/** The shown transits in orb at `nowMs`, slow planets first (the table's order), then by orb. */
export function activeTransits(records: readonly TransitRecord[], nowMs: number, filters: TransitFilters): ActiveTransit[] {
  const today = utcDateOf(nowMs);
  const active: ActiveTransit[] = [];
  for (const record of records) {
    if (record.startMs > nowMs || record.endMs < nowMs) continue;
    if (!filters.planets.includes(record.transitBody) || !filters.aspects.includes(record.aspect)) continue;
    const dayIndex = Math.round((dayStartMs(today) - dayStartMs(record.daily.firstDate)) / MS_PER_DAY);
    const motion = transitMotionAt(record, nowMs);
    active.push({
      record,
      motion,
      minOrbTodayDeg: record.daily.orbsDeg[dayIndex] ?? record.peak.orbDeg,
      exact: exactWhen(record, nowMs, motion),
    });
  }
  const rank = (a: ActiveTransit) => TRANSIT_TABLE_ORDER.indexOf(a.record.transitBody);
  return active.sort((a, b) => rank(a) - rank(b) || a.minOrbTodayDeg - b.minOrbTodayDeg);
}
