/**
 * The spec's derived transit views, computed from the engine's records without new ephemeris
 * calls: bar intensity, "exact" thresholds, the day-by-day series of a transiting body and aspect,
 * and the spec's period grouping (section 4) over it. Pure functions for the server and the web app.
 * The dates of a period come from `datesInPeriod` (daily-positions.ts).
 */
import type { AspectCode } from '../aspects.ts';
import type { PointCode } from '../bodies.ts';
import { MS_PER_DAY } from '../time.ts';
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
  /** The day's |orb| in degrees: the closest approach of the day (the record's daily orbs). */
  orb: number;
  /** The natal point of the closest aspect that day. */
  natalPoint: PointCode;
  /** Index in `records` of that day's closest transit (its exact hits, stations, side). */
  recordIndex: number;
}

export interface SeriesOptions {
  /** Days whose orb exceeds this count as without aspect (the spec's transits page: 3°). */
  maxOrbDeg?: number;
}

/**
 * Day-by-day series of one transiting body and aspect over `dates` (consecutive days, as
 * datesInPeriod gives them; all natal points together, as the spec's table rows are per planet and
 * aspect): for each date the closest aspect of that pair within the orb, or null. A day's orb is
 * the record's: the closest approach that UTC day, so the day a Moon transit is exact reads 0.
 */
export function dailySeries(
  records: readonly TransitRecord[],
  transitBody: TransitBodyCode,
  aspect: AspectCode,
  dates: readonly string[],
  options: SeriesOptions = {},
): (SeriesDay | null)[] {
  const series: (SeriesDay | null)[] = dates.map(() => null);
  if (dates.length === 0) return series;
  const maxOrb = options.maxOrbDeg ?? Number.POSITIVE_INFINITY;
  const firstDay = utcDayNumber(dates[0]!);
  records.forEach((r, recordIndex) => {
    if (r.transitBody !== transitBody || r.aspect !== aspect) return;
    // Index in `dates` of the record's first day (negative when it began earlier).
    const offset = utcDayNumber(r.daily.firstDate) - firstDay;
    r.daily.orbsDeg.forEach((orb, j) => {
      const i = offset + j;
      if (i < 0 || i >= series.length || orb > maxOrb) return;
      const current = series[i];
      if (!current || orb < current.orb) series[i] = { orb, natalPoint: r.natalPoint, recordIndex };
    });
  });
  return series;
}

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date (years 1800–2399, as the records'): read by position,
 * not parsed, since a ten-year view reads the first day of some 20,000 records.
 */
function utcDayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
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
  /** The natal point at the peak (the spec entity's targetPlanet). */
  natalPoint: PointCode;
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
      current = { startIndex: i, endIndex: i, startDate: dates[i]!, endDate: dates[i]!, exactPeriods: [], peakIndex: i, peakOrb: day.orb, natalPoint: day.natalPoint };
      periods.push(current);
    }
    current.endIndex = i;
    current.endDate = dates[i]!;
    if (day.orb < current.peakOrb) {
      current.peakIndex = i;
      current.peakOrb = day.orb;
      current.natalPoint = day.natalPoint;
    }
    if (isExactOrb(day.orb, exactOrbDeg)) {
      const last = current.exactPeriods[current.exactPeriods.length - 1];
      if (last && last.end === i - 1) last.end = i;
      else current.exactPeriods.push({ start: i, end: i });
    }
  });
  return periods;
}
