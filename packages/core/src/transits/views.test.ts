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

const day = (orb: number, target: SeriesDay['target'] = 'sun'): SeriesDay => ({ orb, target });

describe('groupPeriods: the spec\'s period grouping (section 4)', () => {
  const dates = datesInPeriod('2025-01-01', '2025-01-10');

  test('consecutive days form a period, a gap closes it, an open period ends with the range', () => {
    const series = [null, day(2.5), day(1.2), day(0.4, 'moon'), day(0.9), null, null, day(2), day(1.5), day(0.8)];
    const periods = groupPeriods(series, dates, TABLE_EXACT_ORB_DEG);
    expect(periods).toEqual([
      { startIndex: 1, endIndex: 4, startDate: '2025-01-02', endDate: '2025-01-05', exactPeriods: [{ start: 3, end: 4 }], peakIndex: 3, peakOrb: 0.4, targetPlanet: 'moon' },
      { startIndex: 7, endIndex: 9, startDate: '2025-01-08', endDate: '2025-01-10', exactPeriods: [{ start: 9, end: 9 }], peakIndex: 9, peakOrb: 0.8, targetPlanet: 'sun' },
    ]);
  });

  test('exact days are merged into runs; the first day of the smallest orb is the peak', () => {
    const series = [day(0.5), day(2), day(0.3), day(0.3), day(1.5), day(0.9), null, null, null, null];
    const [p] = groupPeriods(series, dates, TABLE_EXACT_ORB_DEG);
    expect(p!.exactPeriods).toEqual([{ start: 0, end: 0 }, { start: 2, end: 3 }, { start: 5, end: 5 }]);
    expect(p!.peakIndex).toBe(2);
  });
});

describe('dailySeries: one transiting body and aspect, all targets, day by day', () => {
  const base: Omit<TransitRecord, 'target' | 'daily'> = {
    transitBody: 'moon', aspect: 'square', angleDeg: 90, start: 0, end: 0, clippedStart: false, clippedEnd: false,
    exact: [], stations: [], peak: { time: 0, orb: 0 }, house: 1,
  };
  const records: TransitRecord[] = [
    // A Moon square exact at 03:00 on the 2nd: its noon orb that day is already 5.1°.
    { ...base, target: 'sun', exact: [Date.UTC(2025, 0, 2, 3)], daily: [{ date: '2025-01-02', orb: 5.1 }, { date: '2025-01-03', orb: 2.0 }] },
    { ...base, target: 'venus', daily: [{ date: '2025-01-03', orb: 0.7 }] },
    { ...base, target: 'mars', aspect: 'trine', exact: [Date.UTC(2025, 0, 1, 11)], daily: [{ date: '2025-01-01', orb: 0.1 }] },
  ];
  const dates = datesInPeriod('2025-01-01', '2025-01-04');

  test('closest orb of the day by default: the exact day of a Moon transit counts even if noon is far', () => {
    expect(dailySeries(records, 'moon', 'square', dates, { maxOrbDeg: 3 })).toEqual([
      null, { orb: 0, target: 'sun' }, { orb: 0.7, target: 'venus' }, null,
    ]);
  });

  test('the orb at 12:00 UT, as the spec sampled it, leaves out days beyond the orb', () => {
    expect(dailySeries(records, 'moon', 'square', dates, { orbOf: 'noon', maxOrbDeg: 3 })).toEqual([
      null, null, { orb: 0.7, target: 'venus' }, null,
    ]);
  });
});
