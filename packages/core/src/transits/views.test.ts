/** Unit tests of the derived transit views: thresholds, daily series and the spec's period grouping. */
import { describe, expect, test } from 'vitest';
import { datesInPeriod } from '../daily-positions.ts';
import type { TransitRecord } from './engine.ts';
import {
  barIntensity,
  dailySeries,
  groupPeriods,
  isExactOrb,
  TABLE_EXACT_ORB_DEG,
  TIMELINE_EXACT_ORB_DEG,
  type SeriesDay,
} from './views.ts';

describe('spec thresholds (exact comparisons)', () => {
  test.each([
    [0, 'thick'], [0.5, 'thick'], [0.5001, 'medium'], [1, 'medium'], [1.0001, 'none'], [2.9, 'none'],
  ] as const)('bar intensity of orb %d° is %s', (orb, expected) => {
    expect(barIntensity(orb)).toBe(expected);
  });

  test('exact: ≤ 1° in the table grouping, ≤ 0.01° on the timeline', () => {
    expect(isExactOrb(1, TABLE_EXACT_ORB_DEG)).toBe(true);
    expect(isExactOrb(1.01, TABLE_EXACT_ORB_DEG)).toBe(false);
    expect(isExactOrb(0.01, TIMELINE_EXACT_ORB_DEG)).toBe(true);
    expect(isExactOrb(0.011, TIMELINE_EXACT_ORB_DEG)).toBe(false);
  });

});

const day = (orb: number, natalPoint: SeriesDay['natalPoint'] = 'sun'): SeriesDay => ({ orb, natalPoint, recordIndex: 0 });

describe('groupPeriods: the spec\'s period grouping (section 4)', () => {
  const dates = datesInPeriod('2025-01-01', '2025-01-10');

  test('consecutive days form a period, a gap closes it, an open period ends with the range', () => {
    const series = [null, day(2.5), day(1.2), day(0.4, 'moon'), day(0.9), null, null, day(2), day(1.5), day(0.8)];
    const periods = groupPeriods(series, dates, TABLE_EXACT_ORB_DEG);
    expect(periods).toEqual([
      { startIndex: 1, endIndex: 4, startDate: '2025-01-02', endDate: '2025-01-05', exactPeriods: [{ start: 3, end: 4 }], peakIndex: 3, peakOrb: 0.4, natalPoint: 'moon' },
      { startIndex: 7, endIndex: 9, startDate: '2025-01-08', endDate: '2025-01-10', exactPeriods: [{ start: 9, end: 9 }], peakIndex: 9, peakOrb: 0.8, natalPoint: 'sun' },
    ]);
  });

  test('exact days are merged into runs; the first day of the smallest orb is the peak', () => {
    const series = [day(0.5), day(2), day(0.3), day(0.3), day(1.5), day(0.9), null, null, null, null];
    const [p] = groupPeriods(series, dates, TABLE_EXACT_ORB_DEG);
    expect(p!.exactPeriods).toEqual([{ start: 0, end: 0 }, { start: 2, end: 3 }, { start: 5, end: 5 }]);
    expect(p!.peakIndex).toBe(2);
  });
});

describe('dailySeries: one transiting body and aspect, all natal points, day by day', () => {
  const base: Omit<TransitRecord, 'natalPoint' | 'daily'> = {
    transitBody: 'moon', aspect: 'square', angleDeg: 90, startMs: 0, endMs: 0, clippedStart: false, clippedEnd: false,
    exactMs: [], stations: [], peak: { timeMs: 0, orbDeg: 0 }, house: 1,
  };
  const records: TransitRecord[] = [
    // A Moon square exact on the 2nd: its closest approach that day is 0.
    { ...base, natalPoint: 'sun', exactMs: [Date.UTC(2025, 0, 2, 3)], daily: { firstDate: '2025-01-02', orbsDeg: [0, 2.0] } },
    { ...base, natalPoint: 'venus', daily: { firstDate: '2025-01-03', orbsDeg: [0.7] } },
    // Began before the dates: only its days inside them count.
    { ...base, natalPoint: 'mercury', daily: { firstDate: '2024-12-31', orbsDeg: [2.9, 2.5] } },
    { ...base, natalPoint: 'mars', aspect: 'trine', daily: { firstDate: '2025-01-01', orbsDeg: [0.1] } },
  ];
  const dates = datesInPeriod('2025-01-01', '2025-01-04');

  test('the closest natal point of each day, within the orb', () => {
    expect(dailySeries(records, 'moon', 'square', dates, { maxOrbDeg: 3 })).toEqual([
      { orb: 2.5, natalPoint: 'mercury', recordIndex: 2 }, { orb: 0, natalPoint: 'sun', recordIndex: 0 }, { orb: 0.7, natalPoint: 'venus', recordIndex: 1 }, null,
    ]);
  });

  test('days beyond the orb count as without aspect', () => {
    expect(dailySeries(records, 'moon', 'square', dates, { maxOrbDeg: 1 })).toEqual([
      null, { orb: 0, natalPoint: 'sun', recordIndex: 0 }, { orb: 0.7, natalPoint: 'venus', recordIndex: 1 }, null,
    ]);
  });
});
