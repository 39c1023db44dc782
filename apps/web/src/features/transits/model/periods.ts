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
import { distinctStations } from './stations.ts';
import { dayStartMs } from '../timeline/timeline-geometry.ts';

export interface ExactHit {
  timeMs: number;
  natalPoint: PointCode;
}

export interface PeriodView {
  period: TransitPeriod;
  /** The natal points of its transits: its days' closest first, in order of first appearance, then the others. */
  natalPoints: PointCode[];
  /**
   * Its transits: those its days come from (the closest each day), in order of first appearance,
   * then the row's others in orb within its days, by start. A transit of the same aspect to another
   * point that is never the closest on any day draws no bar of its own, but is named and its hits
   * and stations are marked.
   */
  records: TransitRecord[];
  /** Their exact hits inside the period's days, ascending (epoch ms). */
  exactMs: number[];
  /** The same hits with the natal point each one is to, ascending. */
  exactHits: ExactHit[];
  /** The transiting body's stations inside the period's days, each once; none for the node (stations.ts). */
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
  // The row's transits by start, walked once along the periods (ascending, disjoint): a transit's
  // days have no gap, so each lies within one period.
  const byStart = row.records.map((_, k) => k).sort((a, b) => row.records[a]!.startMs - row.records[b]!.startMs);
  let next = 0;
  return groupPeriods(row.series, dates, exactOrbDeg).map((period) => {
    const fromMs = dayStartMs(period.startDate);
    const toMs = dayStartMs(period.endDate) + MS_PER_DAY;
    // A Set: a Moon period can chain hundreds of transits, one natal point after another.
    const indexes = new Set<number>();
    for (let i = period.startIndex; i <= period.endIndex; i++) indexes.add(row.series[i]!.recordIndex);
    for (; next < byStart.length && row.records[byStart[next]!]!.startMs < toMs; next++) {
      if (row.records[byStart[next]!]!.endMs >= fromMs) indexes.add(byStart[next]!);
    }
    const records = [...indexes].map((k) => row.records[k]!);
    const inside = (t: number) => t >= fromMs && t < toMs;
    // A transit's days have no gap, so it lies in one period, its peak too.
    const peakMs = row.records[row.series[period.peakIndex]!.recordIndex]!.peak.timeMs;
    const exactHits = records
      .flatMap((r) => r.exactMs.filter(inside).map((timeMs) => ({ timeMs, natalPoint: r.natalPoint })))
      .sort((a, b) => a.timeMs - b.timeMs);
    return {
      period,
      natalPoints: [...new Set(records.map((r) => r.natalPoint))],
      records,
      exactMs: exactHits.map((h) => h.timeMs),
      exactHits,
      stations: distinctStations(row.body, records.flatMap((r) => r.stations.filter((s) => inside(s.timeMs)))),
      peakMs,
    };
  });
}
