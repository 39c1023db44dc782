/**
 * The views' rows and periods: planets in the table's order, one to five aspect rows each (every
 * natal point of an aspect in one row), the spec's period grouping with the table's 1° and the
 * timeline's 0.01° exact, applying and separating days, and the bars' intensity classes.
 */
import { describe, expect, test } from 'vitest';
import { ASPECT_CODES, datesInPeriod, TABLE_EXACT_ORB_DEG, TIMELINE_EXACT_ORB_DEG, type TransitRecord } from '@astrolabio/core';
import { defaultFilters } from './filters.ts';
import { intensityRuns } from './intensity.ts';
import { periodViews } from './periods.ts';
import { planetGroups, seriesMotion } from './rows.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';

const DATES = datesInPeriod('2025-01-01', '2025-01-10');
const EXACT = Date.parse('2025-01-06T08:21Z');
const ALL = { planets: defaultFilters('2025-01-01', '2025-01-10').planets, aspects: [...ASPECT_CODES] };

const saturnSquareSun = sketchRecord({
  transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-01-03', orbs: [2.5, 1.2, 0.4, 0, 0.3, 0.9, 2.0],
  exactMs: [EXACT], peak: { timeMs: EXACT, orbDeg: 0 },
});
const saturnSquareVenus = sketchRecord({
  transitBody: 'saturn', natalPoint: 'venus', aspect: 'square', from: '2025-01-09', orbs: [0.2],
  peak: { timeMs: Date.parse('2025-01-09T23:00Z'), orbDeg: 0.2 }, clippedEnd: true,
});
const RECORDS: TransitRecord[] = [
  sketchRecord({ transitBody: 'saturn', natalPoint: 'moon', aspect: 'trine', from: '2025-01-01', orbs: [1, 1.1] }),
  saturnSquareSun,
  saturnSquareVenus,
  sketchRecord({ transitBody: 'sun', natalPoint: 'mars', aspect: 'opposition', from: '2025-01-02', orbs: [0.5] }),
  ...ASPECT_CODES.map((aspect, k) => sketchRecord({ transitBody: 'moon', natalPoint: 'sun', aspect, from: `2025-01-0${k + 1}`, orbs: [1] })),
];
const INPUT = { records: RECORDS, dates: DATES, maxOrbDeg: 3 };

describe('planetGroups', () => {
  const groups = planetGroups(INPUT, ALL);
  const rowsOf = (body: string) => groups.find((g) => g.body === body)!.rows.map((r) => r.aspect);

  test('every shown planet, in the table\'s order (Luna included on a ten-day period)', () => {
    expect(groups.map((g) => g.body)).toEqual(['pluto', 'neptune', 'uranus', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'northNode', 'lilith', 'chiron']);
  });

  test.each([
    ['moon', ['conjunction', 'sextile', 'square', 'trine', 'opposition']],
    ['saturn', ['square', 'trine']],
    ['sun', ['opposition']],
    ['pluto', []],
    ['neptune', []],
  ])('%s has the rows of the aspects that occur: %o', (body, aspects) => {
    expect(rowsOf(body)).toEqual(aspects);
  });

  test('every natal point of an aspect in one row, the closest each day', () => {
    const square = groups.find((g) => g.body === 'saturn')!.rows[0]!;
    expect(square.series.map((d) => d && `${d.natalPoint} ${d.orb}`)).toEqual([
      null, null, 'sun 2.5', 'sun 1.2', 'sun 0.4', 'sun 0', 'sun 0.3', 'sun 0.9', 'venus 0.2', null,
    ]);
  });

  test.each([
    [{ planets: ['saturn', 'pluto'] as const, aspects: ['trine'] as const }, { pluto: [], saturn: ['trine'] }],
    [{ planets: ['moon'] as const, aspects: ['square', 'opposition'] as const }, { moon: ['square', 'opposition'] }],
    [{ planets: [] as const, aspects: [...ASPECT_CODES] }, {}],
  ])('filters %o', (filters, expected) => {
    const shown = planetGroups(INPUT, { planets: [...filters.planets], aspects: [...filters.aspects] });
    expect(Object.fromEntries(shown.map((g) => [g.body, g.rows.map((r) => r.aspect)]))).toEqual(expected);
  });

  test('everyAspect: a row for every shown pair, in the aspects\' order; a pair without transits has no day in orb', () => {
    const shown = planetGroups(INPUT, { planets: ['pluto', 'saturn'], aspects: ['trine', 'conjunction', 'square'] }, { everyAspect: true });
    expect(shown.map((g) => [g.body, g.rows.map((r) => [r.aspect, r.records.length])])).toEqual([
      ['pluto', [['conjunction', 0], ['square', 0], ['trine', 0]]],
      ['saturn', [['conjunction', 0], ['square', 2], ['trine', 1]]],
    ]);
    expect(shown[0]!.rows[0]!.series).toEqual(DATES.map(() => null));
  });
});

describe('periods of a row: the spec\'s grouping with the table\'s and the timeline\'s exact', () => {
  const square = planetGroups(INPUT, ALL).find((g) => g.body === 'saturn')!.rows[0]!;

  test.each([
    ['table (≤ 1°)', TABLE_EXACT_ORB_DEG, [{ start: 4, end: 8 }]],
    ['timeline (≤ 0.01°)', TIMELINE_EXACT_ORB_DEG, [{ start: 5, end: 5 }]],
  ])('%s', (_, exactOrb, exactPeriods) => {
    const [view, ...rest] = periodViews(square, DATES, exactOrb);
    expect(rest).toEqual([]);
    expect(view!.period).toMatchObject({ startIndex: 2, endIndex: 8, startDate: '2025-01-03', endDate: '2025-01-09', peakIndex: 5, peakOrb: 0, natalPoint: 'sun', exactPeriods });
    expect(view!.natalPoints).toEqual(['sun', 'venus']);
    expect(view!.exactMs).toEqual([EXACT]);
    expect(view!.peakMs).toBe(EXACT); // the peak marker sits at the exact hit, not at noon
  });

  test('without an exact hit, the peak marker is the transit\'s own peak, even when rounded daily orbs tie on earlier days', () => {
    // A station: 0.31° on the 2nd, 3rd and 4th to two decimals; the real minimum is on the 4th.
    const station = sketchRecord({ transitBody: 'mars', natalPoint: 'moon', aspect: 'trine', from: '2025-01-01', orbs: [0.5, 0.31, 0.31, 0.31, 0.4], peak: { timeMs: Date.parse('2025-01-04T03:00Z'), orbDeg: 0.31 } });
    const row = planetGroups({ ...INPUT, records: [station] }, ALL).find((g) => g.body === 'mars')!.rows[0]!;
    const [view] = periodViews(row, DATES, TIMELINE_EXACT_ORB_DEG);
    expect(view!.period.peakIndex).toBe(1); // the spec's peak: the first day of the smallest orb
    expect(new Date(view!.peakMs).toISOString()).toBe('2025-01-04T03:00:00.000Z');
  });

  test('a transit of the same aspect that is never the day\'s closest is still one of its period\'s: named, its hit marked', () => {
    // Marte △ Luna closer every day; Marte △ Sole inside the same days, exact the same day as the Moon's.
    const moonHit = Date.parse('2025-01-03T06:00Z');
    const sunHit = Date.parse('2025-01-03T18:00Z');
    const closest = sketchRecord({ transitBody: 'mars', natalPoint: 'moon', aspect: 'trine', from: '2025-01-01', orbs: [1, 0.5, 0, 0.5, 1], exactMs: [moonHit], peak: { timeMs: moonHit, orbDeg: 0 } });
    const under = sketchRecord({ transitBody: 'mars', natalPoint: 'sun', aspect: 'trine', from: '2025-01-02', orbs: [0.9, 0.2, 0.9], exactMs: [sunHit], peak: { timeMs: sunHit, orbDeg: 0 } });
    const row = planetGroups({ ...INPUT, records: [under, closest] }, ALL).find((g) => g.body === 'mars')!.rows[0]!;
    expect(row.series.slice(0, 5).map((d) => d?.natalPoint)).toEqual(['moon', 'moon', 'moon', 'moon', 'moon']);
    const [view, ...rest] = periodViews(row, DATES, TABLE_EXACT_ORB_DEG);
    expect(rest).toEqual([]);
    expect(view!.natalPoints).toEqual(['moon', 'sun']);
    expect(view!.exactMs).toEqual([moonHit, sunHit]);
  });

  test('a gap closes a period', () => {
    const gap = sketchRecord({ transitBody: 'mars', natalPoint: 'sun', aspect: 'trine', from: '2025-01-05', orbs: [1.5] });
    const first = sketchRecord({ transitBody: 'mars', natalPoint: 'moon', aspect: 'trine', from: '2025-01-01', orbs: [2, 1] });
    const row = planetGroups({ ...INPUT, records: [first, gap] }, ALL).find((g) => g.body === 'mars')!.rows[0]!;
    expect(periodViews(row, DATES, TABLE_EXACT_ORB_DEG).map((v) => [v.period.startDate, v.period.endDate, v.natalPoints])).toEqual([
      ['2025-01-01', '2025-01-02', ['moon']],
      ['2025-01-05', '2025-01-05', ['sun']],
    ]);
  });
});

describe('applying and separating days, and the bars\' intensity classes', () => {
  const square = planetGroups(INPUT, ALL).find((g) => g.body === 'saturn')!.rows[0]!;
  const motion = seriesMotion(square, DATES);

  test('applying up to the exact hit, separating after it (the exact day reads at its middle, 12:00 UT, after 08:21)', () => {
    expect(motion).toEqual([null, null, 'applying', 'applying', 'applying', 'separating', 'separating', 'separating', 'applying', null]);
  });

  test('thick ≤ 0.5°, medium ≤ 1°, none above (spec section 9), as runs per motion', () => {
    expect(intensityRuns(square.series, motion, { start: 0, end: 9 })).toEqual({
      thick: { applying: [{ start: 4, end: 4 }, { start: 8, end: 8 }], separating: [{ start: 5, end: 6 }] },
      medium: { applying: [], separating: [{ start: 7, end: 7 }] },
    });
  });

  test('only the days of the window', () => {
    expect(intensityRuns(square.series, motion, { start: 6, end: 9 }).thick).toEqual({ applying: [{ start: 8, end: 8 }], separating: [{ start: 6, end: 6 }] });
  });
});
