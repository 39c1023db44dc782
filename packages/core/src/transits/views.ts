/**
 * The spec's derived transit views, computed from the engine's records without new ephemeris
 * calls: bar intensity, "exact" thresholds, the day-by-day series of a transiting body and aspect,
 * and the spec's period grouping (section 4) over it. Pure functions for the server and the web app.
 * The dates of a period come from `datesInPeriod` (daily-positions.ts).
 */
import type { AspectCode } from '../aspects.ts';
import type { PointCode } from '../bodies.ts';
import { utcDateOf } from '../time.ts';
import type { TransitBodyCode } from './bodies.ts';
import type { TransitRecord } from './engine.ts';

/** Spec section 4/9: in the table grouping a day with orb ≤ 1° is exact. */
export const TABLE_EXACT_ORB_DEG = 1;
/** Spec sections 5/9: on the transits page and timeline a transit is exact at orb ≤ 0.01°. */
export const TIMELINE_EXACT_ORB_DEG = 0.01;
/** Spec section 9: bar intensity, thick up to 0.5°, medium up to 1°, none above. */
export const BAR_INTENSITY_MAX_ORB_DEG = { thick: 0.5, medium: 1 } as const;

export type BarIntensity = 'thick' | 'medium' | 'none';

export function barIntensity(orbDeg: number): BarIntensity {
  if (orbDeg <= BAR_INTENSITY_MAX_ORB_DEG.thick) return 'thick';
  if (orbDeg <= BAR_INTENSITY_MAX_ORB_DEG.medium) return 'medium';
  return 'none';
}

export function isExactOrb(orbDeg: number, thresholdDeg: number): boolean {
  return orbDeg <= thresholdDeg;
}

export interface SeriesDay {
  /** |orb| in degrees of the day, as chosen by `orbOf`. */
  orb: number;
  /** The natal point of the closest aspect that day. */
  target: PointCode;
}

export interface SeriesOptions {
  /**
   * Which orb stands for a day: 'closest' (default), 0 on the day of an exact hit and otherwise the
   * orb at 12:00 UT, so the day of a Moon transit exact at 03:00 reads 0 although its noon orb is
   * several degrees; or 'noon', the orb at 12:00 UT only, as the spec's one call per day sampled it.
   */
  orbOf?: 'closest' | 'noon';
  /** Days whose orb exceeds this count as without aspect (the spec's transits page: 3°). */
  maxOrbDeg?: number;
}

/**
 * Day-by-day series of one transiting body and aspect over `dates` (all natal targets together,
 * as the spec's table rows are per planet and aspect): for each date the closest aspect of that
 * pair within the orb, or null.
 */
export function dailySeries(
  records: readonly TransitRecord[],
  transitBody: TransitBodyCode,
  aspect: AspectCode,
  dates: readonly string[],
  options: SeriesOptions = {},
): (SeriesDay | null)[] {
  const index = new Map(dates.map((d, i) => [d, i]));
  const series: (SeriesDay | null)[] = dates.map(() => null);
  const maxOrb = options.maxOrbDeg ?? Number.POSITIVE_INFINITY;
  for (const r of records) {
    if (r.transitBody !== transitBody || r.aspect !== aspect) continue;
    const exactDates = options.orbOf === 'noon' ? null : new Set(r.exact.map(utcDateOf));
    for (const day of r.daily) {
      const i = index.get(day.date);
      if (i === undefined) continue;
      const orb = exactDates?.has(day.date) ? 0 : day.orb;
      if (orb > maxOrb) continue;
      const current = series[i];
      if (!current || orb < current.orb) series[i] = { orb, target: r.target };
    }
  }
  return series;
}

export interface IndexRange {
  start: number;
  end: number;
}

/** The spec's "Transit period" entity (section 3). Indexes are positions in the series. */
export interface TransitPeriod {
  startIndex: number;
  endIndex: number;
  startDate: string;
  endDate: string;
  /** Runs of consecutive exact days, inclusive index ranges. */
  exactPeriods: IndexRange[];
  peakIndex: number;
  peakOrb: number;
  /** The natal point at the peak. */
  targetPlanet: PointCode;
}

/**
 * The spec's period grouping (section 4): consecutive days with an aspect form a period, which
 * starts on its first day and ends on the last day before a gap (or at the end of the range); the
 * day of smallest orb is its peak (the first such day on ties); days with orb ≤ exactOrbDeg are
 * merged into consecutive exact ranges.
 */
export function groupPeriods(
  series: readonly (SeriesDay | null)[],
  dates: readonly string[],
  exactOrbDeg: number,
): TransitPeriod[] {
  const periods: TransitPeriod[] = [];
  let current: TransitPeriod | null = null;
  series.forEach((day, i) => {
    if (!day) {
      current = null;
      return;
    }
    if (!current) {
      current = { startIndex: i, endIndex: i, startDate: dates[i]!, endDate: dates[i]!, exactPeriods: [], peakIndex: i, peakOrb: day.orb, targetPlanet: day.target };
      periods.push(current);
    }
    current.endIndex = i;
    current.endDate = dates[i]!;
    if (day.orb < current.peakOrb) {
      current.peakIndex = i;
      current.peakOrb = day.orb;
      current.targetPlanet = day.target;
    }
    if (isExactOrb(day.orb, exactOrbDeg)) {
      const last = current.exactPeriods[current.exactPeriods.length - 1];
      if (last && last.end === i - 1) last.end = i;
      else current.exactPeriods.push({ start: i, end: i });
    }
  });
  return periods;
}
