/**
 * «Attivo oggi»: the transits in orb at this moment, each applying or separating, with the days to
 * its next exact hit and its orb today (the closest approach of today's UTC day, as the bars read).
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
import { dayStartMs } from './timeline/timeline-geometry.ts';

export interface ActiveTransit {
  record: TransitRecord;
  motion: TransitMotion;
  /** The smallest |orb| of today's UTC day, degrees. */
  orbTodayDeg: number;
  /** The next exact hit inside the period (epoch ms), or null. */
  nextExactMs: number | null;
  /** Days from now to it (fractional), or null. */
  daysToNextExact: number | null;
}

/** The shown transits in orb at `nowMs`, slow planets first (the table's order), then by orb. */
export function activeTransits(records: readonly TransitRecord[], nowMs: number, filters: TransitFilters): ActiveTransit[] {
  const today = utcDateOf(nowMs);
  const active: ActiveTransit[] = [];
  for (const record of records) {
    if (record.startMs > nowMs || record.endMs < nowMs) continue;
    if (!filters.planets.includes(record.transitBody) || !filters.aspects.includes(record.aspect)) continue;
    const dayIndex = Math.round((dayStartMs(today) - dayStartMs(record.daily.firstDate)) / MS_PER_DAY);
    const next = nextExactMs(record, nowMs);
    active.push({
      record,
      motion: transitMotionAt(record, nowMs),
      orbTodayDeg: record.daily.orbsDeg[dayIndex] ?? record.peak.orbDeg,
      nextExactMs: next,
      daysToNextExact: next === null ? null : (next - nowMs) / MS_PER_DAY,
    });
  }
  const rank = (a: ActiveTransit) => TRANSIT_TABLE_ORDER.indexOf(a.record.transitBody);
  return active.sort((a, b) => rank(a) - rank(b) || a.orbTodayDeg - b.orbTodayDeg);
}
