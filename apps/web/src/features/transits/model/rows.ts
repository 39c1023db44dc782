/**
 * The rows of both transit views: for each shown transiting planet, in the table's order, one row
 * per aspect type that occurs in the period (spec section 9: one to five), each holding every natal
 * point of that aspect, day by day (core's dailySeries: the closest that day). A planet with no
 * aspect among those shown has no rows; the views draw it as one empty row. Every transit of the
 * answer is within its orb on at least one day, so a row exists when a transit does.
 */
import {
  ALL_ASPECT_CODES,
  dailySeries,
  MS_PER_DAY,
  transitMotion,
  type AspectCode,
  type SeriesDay,
  type TransitBodyCode,
  type TransitMotion,
  type TransitRecord,
} from '@astrolabio/core';
import type { TransitFilters } from './filters.ts';
import { TRANSIT_TABLE_ORDER } from './planet-order.ts';
import { dayStartMs } from '../timeline/timeline-geometry.ts';

export interface AspectRow {
  body: TransitBodyCode;
  aspect: AspectCode;
  /** The records of this body and aspect; a series day's recordIndex points here. */
  records: TransitRecord[];
  /** One entry per date of the period: the closest natal point that day, or null. Computed when first read. */
  readonly series: (SeriesDay | null)[];
}

export interface PlanetGroup {
  body: TransitBodyCode;
  /** One row per aspect shown, in ALL_ASPECT_CODES order. */
  rows: AspectRow[];
}

export interface RowsInput {
  records: readonly TransitRecord[];
  /** The period's UTC days. */
  dates: readonly string[];
  /** Days whose orb exceeds this have no aspect (the answer's maxOrb). */
  maxOrbDeg: number;
}

/** The records bucketed by body and aspect, in one pass. */
function bucketed(records: readonly TransitRecord[]): Map<string, TransitRecord[]> {
  const buckets = new Map<string, TransitRecord[]>();
  for (const r of records) {
    const key = `${r.transitBody}|${r.aspect}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(r);
    else buckets.set(key, [r]);
  }
  return buckets;
}

export interface GroupOptions {
  /**
   * A row for every shown aspect, with or without transits (the /testing transits page: "one row
   * per selected planet and aspect pair"); by default only the aspects that occur.
   */
  everyAspect?: boolean;
}

/** The shown planets, in the table's order, each with its aspect rows among the shown aspects. */
export function planetGroups(input: RowsInput, filters: TransitFilters, options: GroupOptions = {}): PlanetGroup[] {
  const buckets = bucketed(input.records);
  const aspects = ALL_ASPECT_CODES.filter((a) => filters.aspects.includes(a));
  return TRANSIT_TABLE_ORDER.filter((b) => filters.planets.includes(b)).map((body) => ({
    body,
    rows: aspects.flatMap((aspect): AspectRow[] => {
      const records = buckets.get(`${body}|${aspect}`) ?? (options.everyAspect ? [] : undefined);
      if (!records) return [];
      // Day by day only when first read: the views draw the rows on screen, not the 65 of ten years.
      let series: (SeriesDay | null)[] | undefined;
      return [{
        body,
        aspect,
        records,
        get series() {
          return (series ??= dailySeries(records, body, aspect, input.dates, { maxOrbDeg: input.maxOrbDeg }));
        },
      }];
    }),
  }));
}

/**
 * Applying or separating on each day of a row (null on days without aspect): the day's closest
 * transit, at the middle of the part of the day it is in orb.
 */
export function seriesMotion(row: AspectRow, dates: readonly string[]): (TransitMotion | null)[] {
  const originMs = dates.length > 0 ? dayStartMs(dates[0]!) : 0;
  const motions = new Map<number, (timeMs: number) => TransitMotion>();
  return row.series.map((day, i) => {
    if (!day) return null;
    const record = row.records[day.recordIndex]!;
    let motion = motions.get(day.recordIndex);
    if (!motion) motions.set(day.recordIndex, (motion = transitMotion(record)));
    const dayMs = originMs + i * MS_PER_DAY;
    return motion((Math.max(dayMs, record.startMs) + Math.min(dayMs + MS_PER_DAY, record.endMs)) / 2);
  });
}
