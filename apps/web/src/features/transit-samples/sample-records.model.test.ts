/** The sample data as transit records: one UTC day in orb, the made-up orb as that day's and the peak's, exact at noon only when exact. */
import { describe, expect, test } from 'vitest';
import { ASPECT_CODES, dailySeries, datesInPeriod, groupPeriods, TIMELINE_EXACT_ORB_DEG, TRANSIT_BODY_CODES } from '@astrolabio/core';
import { periodRange } from './period.ts';
import { generateSampleTransits, type SampleTransit } from './sample-transits.ts';
import { sampleRecord, sampleRecords } from './sample-records.ts';

const row: SampleTransit = { id: '2025-03-14-saturn-square-sun', date: '2025-03-14', planet: 'saturn', house: 7, aspect: 'square', targetPlanet: 'sun', orb: 1.25, isExact: false };

describe('sampleRecord', () => {
  test('one day in orb, with its orb and house', () => {
    expect(sampleRecord(row)).toEqual({
      transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', angleDeg: 90,
      startMs: Date.UTC(2025, 2, 14), endMs: Date.UTC(2025, 2, 14, 23, 59), clippedStart: false, clippedEnd: false,
      exactMs: [], stations: [], peak: { timeMs: Date.UTC(2025, 2, 14, 12), orbDeg: 1.25 },
      daily: { firstDate: '2025-03-14', orbsDeg: [1.25] }, house: 7,
    });
  });

  test('an exact one has its hit at noon', () => {
    expect(sampleRecord({ ...row, orb: 0.01, isExact: true }).exactMs).toEqual([Date.UTC(2025, 2, 14, 12)]);
  });

  test('the page\'s grouping reads each sample on its own day: its days in orb are exactly the samples\' days', () => {
    const range = periodRange({ mode: 'month', year: 2025, month: 3 });
    const dates = datesInPeriod(range.startDate, range.endDate);
    const samples = generateSampleTransits({ range, planets: TRANSIT_BODY_CODES, aspects: ASPECT_CODES, seed: 1 }, 20);
    const records = sampleRecords(samples);
    for (const planet of TRANSIT_BODY_CODES) {
      for (const aspect of ASPECT_CODES) {
        const mine = samples.filter((s) => s.planet === planet && s.aspect === aspect);
        const series = dailySeries(records, planet, aspect, dates);
        expect(dates.filter((_, i) => series[i] !== null)).toEqual(mine.map((s) => s.date));
        const exactDays = groupPeriods(series, dates, TIMELINE_EXACT_ORB_DEG).flatMap((p) => p.exactPeriods.map((r) => dates[r.start]));
        expect(exactDays).toEqual(mine.filter((s) => s.isExact).map((s) => s.date));
      }
    }
  });
});
