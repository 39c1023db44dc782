/** The timeline's geometry: month columns of 120 px (spec section 9), day ticks, clipped spans, paths. */
import { describe, expect, test } from 'vitest';
import { datesInPeriod } from '@astrolabio/core';
import {
  axisLabelPlacement,
  daySpan,
  fitMonthWidthPx,
  MIN_FIT_MONTH_WIDTH_PX,
  monthCountOf,
  dayTicks,
  indexRuns,
  monthColumnScale,
  monthWindows,
  rangesPath,
  nonOverlappingLabels,
  textWidthPx,
  spansPath,
  uniformDayScale,
  visibleDayRange,
} from './timeline-geometry.ts';

const YEAR = datesInPeriod('2025-01-01', '2025-12-31');
const indexOf = (dates: readonly string[], date: string) => dates.indexOf(date);

describe('monthColumnScale: one 120-px column per calendar month, each day a share of its month', () => {
  const scale = monthColumnScale(YEAR, 120);

  test.each([
    ['2025-01-01', 0],
    ['2025-01-02', 120 / 31],
    ['2025-02-01', 120],
    ['2025-02-15', 120 + (14 * 120) / 28],
    ['2025-12-31', 11 * 120 + (30 * 120) / 31],
  ])('day %s starts at x = %d', (date, x) => {
    expect(scale.dayX(indexOf(YEAR, date))).toBeCloseTo(x, 9);
  });

  test.each([
    ['2025-01-01T12:00Z', 60 / 31],
    ['2025-02-15T06:00Z', 120 + (14.25 * 120) / 28],
    ['2024-12-31T00:00Z', 0],
    ['2026-01-01T00:00Z', 1440],
    ['2026-03-01T00:00Z', 1440],
  ])('instant %s is at x = %d (clamped to the period)', (iso, x) => {
    expect(scale.instantX(Date.parse(iso))).toBeCloseTo(x, 9);
  });

  test('a year is 12 columns, 1440 px; each column is its month', () => {
    expect(scale.widthPx).toBe(1440);
    expect(scale.months.map((m) => [m.key, m.x, m.width])).toEqual(
      Array.from({ length: 12 }, (_, k) => [`2025-${String(k + 1).padStart(2, '0')}`, k * 120, 120]),
    );
    expect(scale.months[1]).toMatchObject({ firstIndex: 31, lastIndex: 58 });
    expect(scale.dayWidth(indexOf(YEAR, '2025-02-10'))).toBeCloseTo(120 / 28, 12);
  });

  test('a period starting mid-month keeps the whole column: its first day sits where it falls', () => {
    const dates = datesInPeriod('2025-01-15', '2025-03-10');
    const s = monthColumnScale(dates, 120);
    expect(s.months.map((m) => m.key)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(s.widthPx).toBe(360);
    expect(s.dayX(0)).toBeCloseTo((14 * 120) / 31, 9);
    expect(s.dayX(dates.length)).toBeCloseTo(240 + (10 * 120) / 31, 9);
  });

  test('a window (a printed page) starts its own axis at 0', () => {
    const window = { start: indexOf(YEAR, '2025-07-01'), end: 364 };
    const s = monthColumnScale(YEAR, 80, window);
    expect(s.months).toHaveLength(6);
    expect(s.widthPx).toBe(480);
    expect(s.dayX(window.start)).toBe(0);
    expect(s.dayX(0)).toBe(0); // days before the window are clamped to its edge
    expect(s.instantX(Date.parse('2025-03-01T00:00Z'))).toBe(0);
  });

  test('refuses a window outside the dates', () => {
    expect(() => monthColumnScale(YEAR, 120, { start: 10, end: 400 })).toThrow(RangeError);
    expect(() => monthColumnScale([], 120)).toThrow(RangeError);
  });
});

describe('uniformDayScale: every day the same width (month mode of the transits page)', () => {
  test('months are the runs of their days', () => {
    const dates = datesInPeriod('2025-02-20', '2025-03-21');
    const s = uniformDayScale(dates, 20);
    expect(s.widthPx).toBe(600);
    expect(s.months.map((m) => [m.key, m.x, m.width])).toEqual([['2025-02', 0, 180], ['2025-03', 180, 420]]);
    expect(s.instantX(Date.parse('2025-02-21T12:00Z'))).toBe(30);
  });
});

describe('dayTicks: a tick per day, weekends flagged, labels on days 1 and 15 and about every 1/15 of the days', () => {
  const march = datesInPeriod('2025-03-01', '2025-03-31');
  const ticks = dayTicks(uniformDayScale(march, 10));

  test.each([
    // 31 days: a label every round(31 / 15) = 2 days from the first, and on days 1 and 15.
    ['2025-03-01', true, true],
    ['2025-03-02', true, false],
    ['2025-03-03', false, true],
    ['2025-03-04', false, false],
    ['2025-03-15', true, true],
    ['2025-03-16', true, false],
    ['2025-03-31', false, true],
  ])('%s: weekend %s, labelled %s', (date, weekend, labelled) => {
    expect(ticks.find((t) => t.date === date)).toMatchObject({ weekend, labelled });
  });

  test('a year labels every 24th day, plus days 1 and 15 of each month', () => {
    const year = dayTicks(monthColumnScale(YEAR, 120));
    const labelled = year.filter((t) => t.labelled);
    expect(labelled.every((t) => t.dayOfMonth === 1 || t.dayOfMonth === 15 || t.index % 24 === 0)).toBe(true);
    expect(year.filter((t) => t.weekend)).toHaveLength(104);
  });
});

describe('spans and paths', () => {
  const scale = uniformDayScale(datesInPeriod('2025-01-01', '2025-01-10'), 10, { start: 2, end: 7 });

  test.each([
    [{ start: 3, end: 4 }, { x: 10, width: 20 }],
    [{ start: 0, end: 3 }, { x: 0, width: 20 }],
    [{ start: 6, end: 9 }, { x: 40, width: 20 }],
    [{ start: 8, end: 9 }, null],
  ])('days %o → %o (clipped to the window)', (range, span) => {
    expect(daySpan(scale, range)).toEqual(span);
  });

  test('one path of rectangles for many ranges', () => {
    expect(spansPath([{ x: 0, width: 1.234 }, { x: 5, width: 2 }], 4, 8)).toBe('M0 4h1.23v8h-1.23zM5 4h2v8h-2z');
    expect(rangesPath(scale, [{ start: 2, end: 2 }, { start: 9, end: 9 }], 0, 1)).toBe('M0 0h10v1h-10z');
  });

  test.each([
    [[true, true, false, true, false, false, true], [{ start: 0, end: 1 }, { start: 3, end: 3 }, { start: 6, end: 6 }]],
    [[false, false], []],
  ])('indexRuns of %o', (flags, runs) => {
    expect(indexRuns(0, flags.length - 1, (i) => flags[i]!)).toEqual(runs);
  });

  test('textWidthPx: 0.62 em a character', () => {
    expect(textWidthPx('0,4°', 9)).toBeCloseTo(4 * 9 * 0.62, 9);
    expect(textWidthPx('12', 10)).toBeCloseTo(12.4, 9);
  });

  test.each([
    // «0,0°» at 9 px is 22.32 px wide: centres 22 px apart would touch, the second is skipped.
    ['orbs a day apart on a 120-px month (3.9 px a day)', [0, 3.9, 7.8, 22, 30, 50].map((x) => ({ x, widthPx: 22.32 })), 2, [true, false, false, false, true, false]],
    ['texts of different widths: measured from edges, not centres', [{ x: 0, widthPx: 4 }, { x: 8, widthPx: 6 }, { x: 12, widthPx: 30 }, { x: 30, widthPx: 6 }], 1, [true, true, false, true]],
    ['half the gap between edges is too little, the whole gap is enough', [{ x: 0, widthPx: 10 }, { x: 10.5, widthPx: 10 }, { x: 11, widthPx: 10 }], 1, [true, false, true]],
  ])('nonOverlappingLabels: %s', (_, labels, gap, kept) => {
    expect(nonOverlappingLabels(labels, gap)).toEqual(kept);
  });

  test('visibleDayRange: the days whose columns meet a scrolled stretch', () => {
    const year = monthColumnScale(YEAR, 120);
    expect(visibleDayRange(year, 0, 120)).toEqual({ start: 0, end: 30 });
    expect(visibleDayRange(year, 121, 130)).toEqual({ start: 31, end: 33 });
    expect(visibleDayRange(year, 1400, 5000)).toEqual({ start: indexOf(YEAR, '2025-12-21'), end: 364 });
  });
});

describe('monthWindows: printed pages of whole months', () => {
  test.each([
    ['2025-01-01', '2025-12-31', 12, [['2025-01-01', '2025-12-31']]],
    ['2025-03-15', '2026-04-10', 12, [['2025-03-15', '2026-02-28'], ['2026-03-01', '2026-04-10']]],
    ['2025-01-01', '2025-03-31', 2, [['2025-01-01', '2025-02-28'], ['2025-03-01', '2025-03-31']]],
  ])('%s – %s by %d months', (from, to, per, expected) => {
    const dates = datesInPeriod(from, to);
    expect(monthWindows(monthColumnScale(dates, 120), per).map((w) => [dates[w.start], dates[w.end]])).toEqual(expected);
  });
});

describe('«Adatta al periodo»', () => {
  test.each([
    // months, available px, month width: a year in a laptop's width, three months wider than 120, ten years narrower
    [12, 1136, 94.66],
    [3, 1136, 378.66],
    [120, 1136, 9.46],
    [120, 263, MIN_FIT_MONTH_WIDTH_PX],
    [0, 1136, MIN_FIT_MONTH_WIDTH_PX],
    [12, 0, MIN_FIT_MONTH_WIDTH_PX],
  ])('%i months in %i px: %f px a month', (months, available, width) => {
    expect(fitMonthWidthPx(months, available)).toBe(width);
    if (width > MIN_FIT_MONTH_WIDTH_PX) expect(months * width).toBeLessThanOrEqual(available);
  });

  test.each([
    ['2025-01-01', '2025-12-31', 12],
    ['2025-01-15', '2025-02-03', 2],
    ['2024-11-30', '2026-01-01', 15],
    ['2025-03-03', '2025-03-03', 1],
  ])('%s – %s touches %i months, as many as the scale\'s columns', (from, to, count) => {
    const dates = datesInPeriod(from, to);
    expect(monthCountOf(dates)).toBe(count);
    expect(monthColumnScale(dates, 120).months).toHaveLength(count);
  });
});

describe('axisLabelPlacement: a label centred on its column, anchored at an end of the axis it would cross', () => {
  // «2026» at 12 px is 4 × 12 × 0.62 = 29.76 px wide.
  const yearPx = textWidthPx('2026', 12);
  test.each([
    ['a 120-px January', 60, 1440, { x: 60, anchor: 'middle' }],
    ['a 19-px January (fit, a phone): the start', 9.5, 230, { x: 2, anchor: 'start' }],
    ['a 19-px column at the end', 220.5, 230, { x: 228, anchor: 'end' }],
    ['a 19-px column inside', 104.5, 230, { x: 104.5, anchor: 'middle' }],
  ] as const)('%s', (_name, centreX, axisPx, placement) => {
    expect(axisLabelPlacement(centreX, yearPx, axisPx)).toEqual(placement);
  });
});
