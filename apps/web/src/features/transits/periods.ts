/**
 * The periods of an aspect row (core's groupPeriods: spec section 4) with what the views show of
 * each: the natal points and transits it gathers, their exact hits and stations inside it, and
 * where its peak marker goes.
 */
import {
  groupPeriods,
  MS_PER_DAY,
  type PointCode,
  type TransitPeriod,
  type TransitRecord,
  type TransitStationRecord,
} from '@astrolabio/core';
import type { AspectRow } from './rows.ts';
import { dayStartMs } from './timeline/timeline-geometry.ts';

export interface PeriodView {
  period: TransitPeriod;
  /** The natal points of its days, in order of first appearance. */
  natalPoints: PointCode[];
  /** The transits its days come from, in order of first appearance. */
  records: TransitRecord[];
  /** Their exact hits inside the period's days, ascending (epoch ms). */
  exactMs: number[];
  stations: TransitStationRecord[];
  /**
   * Where the peak marker goes: the peak instant of the transit closest on the peak day (its first
   * exact hit, or where its orb turns). The spec's peak day is the first day of the smallest daily
   * orb; for a slow planet near a station days tie to two decimals, and the marker stays at the
   * real minimum.
   */
  peakMs: number;
}

/** Grouping with `exactOrbDeg` (1° in the table, 0.01° on the timeline: spec section 9). */
export function periodViews(row: AspectRow, dates: readonly string[], exactOrbDeg: number): PeriodView[] {
  return groupPeriods(row.series, dates, exactOrbDeg).map((period) => {
    const fromMs = dayStartMs(period.startDate);
    const toMs = dayStartMs(period.endDate) + MS_PER_DAY;
    // A Set: a Moon period can chain hundreds of transits, one natal point after another.
    const indexes = new Set<number>();
    for (let i = period.startIndex; i <= period.endIndex; i++) indexes.add(row.series[i]!.recordIndex);
    const records = [...indexes].map((k) => row.records[k]!);
    const inside = (t: number) => t >= fromMs && t < toMs;
    // A transit's days have no gap, so it lies in one period, its peak too.
    const peakMs = row.records[row.series[period.peakIndex]!.recordIndex]!.peak.timeMs;
    return {
      period,
      natalPoints: [...new Set(records.map((r) => r.natalPoint))],
      records,
      exactMs: records.flatMap((r) => r.exactMs.filter(inside)).sort((a, b) => a - b),
      stations: records.flatMap((r) => r.stations.filter((s) => inside(s.timeMs))).sort((a, b) => a.timeMs - b.timeMs),
      peakMs,
    };
  });
}
