/**
 * What a timeline row draws: exact hits at their real instant (not over their UTC day), one transit's
 * long exact stretch over its days, peak texts skipped where they would overlap the last drawn (measured in px),
 * and start / end markers only on periods wide enough to hold them.
 */
import { describe, expect, test } from 'vitest';
import { ASPECT_CODES, datesInPeriod, type PointCode, type TransitRecord } from '@astrolabio/core';
import { TRANSIT_TABLE_ORDER } from './planet-order.ts';
import { ENDS_MIN_WIDTH_PX, EXACT_MARK_WIDTH_PX, POINT_GLYPH_SIZE_PX, pointMark, tableRowDrawing, timelineRowDrawing } from './row-drawing.ts';
import { planetGroups } from './rows.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';
import { monthColumnScale, spansPath, textWidthPx } from '../timeline/timeline-geometry.ts';

const DATES = datesInPeriod('2025-01-01', '2025-01-31');
/** Spec section 9: 120 px a month, so a January day is 3.87 px. */
const SCALE = monthColumnScale(DATES, 120);
const ALL = { planets: [...TRANSIT_TABLE_ORDER], aspects: [...ASPECT_CODES] };
const EVERY_DAY = { start: 0, end: DATES.length - 1 };

function rowOf(records: TransitRecord[]) {
  const body = records[0]!.transitBody;
  return planetGroups({ records, dates: DATES, maxOrbDeg: 3 }, ALL).find((g) => g.body === body)!.rows[0]!;
}

const layer = (drawing: ReturnType<typeof timelineRowDrawing>, key: string) => drawing.layers.find((l) => l.key === key)!.d;

describe('exact hits on the timeline', () => {
  test('a one-day exact stretch is a narrow bar centred on the exact instant, not the whole UTC day', () => {
    const exactMs = Date.parse('2025-01-06T20:24Z');
    const row = rowOf([sketchRecord({
      transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-01-03', orbs: [2.5, 1.2, 0.4, 0, 0.3, 0.9, 2.0],
      exactMs: [exactMs], peak: { timeMs: exactMs, orbDeg: 0 },
    })]);
    const x = SCALE.instantX(exactMs);
    // 5 days and 20 h 24 min into January: 5.85 days of 120/31 px.
    expect(x).toBeCloseTo((5 + 20.4 / 24) * (120 / 31), 9);
    expect(layer(timelineRowDrawing(row, SCALE, { visible: EVERY_DAY }), 'exact')).toBe(spansPath([{ x: x - EXACT_MARK_WIDTH_PX / 2, width: EXACT_MARK_WIDTH_PX }], 13, 14));
  });

  test('an exact hit at 23:59 UT makes the next day ≤ 0.01° too: still one bar at the instant', () => {
    const exactMs = Date.parse('2025-01-10T23:59Z');
    const row = rowOf([sketchRecord({
      transitBody: 'moon', natalPoint: 'venus', aspect: 'trine', from: '2025-01-10', orbs: [0, 0.009],
      exactMs: [exactMs], peak: { timeMs: exactMs, orbDeg: 0 },
    })]);
    const x = SCALE.instantX(exactMs);
    expect(layer(timelineRowDrawing(row, SCALE, { visible: EVERY_DAY }), 'exact')).toBe(spansPath([{ x: x - EXACT_MARK_WIDTH_PX / 2, width: EXACT_MARK_WIDTH_PX }], 13, 14));
  });

  test('a Moon row exact on a different natal point four days running: four bars at the hits, not a four-day stretch', () => {
    const points: PointCode[] = ['sun', 'venus', 'mars', 'saturn'];
    const hits = points.map((_, k) => Date.parse(`2025-01-${String(20 + k)}T${String(3 + 5 * k).padStart(2, '0')}:30Z`));
    const row = rowOf(points.map((natalPoint, k) => sketchRecord({
      transitBody: 'moon', natalPoint, aspect: 'sextile', from: `2025-01-${String(20 + k)}`, orbs: [0], exactMs: [hits[k]!], peak: { timeMs: hits[k]!, orbDeg: 0 },
    })));
    const drawing = timelineRowDrawing(row, SCALE, { visible: EVERY_DAY });
    expect(drawing.periods).toHaveLength(1);
    expect(drawing.periods[0]!.period.exactPeriods).toEqual([{ start: 19, end: 22 }]);
    expect(layer(drawing, 'exact')).toBe(spansPath(hits.map((ms) => ({ x: SCALE.instantX(ms) - EXACT_MARK_WIDTH_PX / 2, width: EXACT_MARK_WIDTH_PX })), 13, 14));
  });

  test('a slow planet at its station, ≤ 0.01° for four days: the stretch over its days', () => {
    const row = rowOf([sketchRecord({
      transitBody: 'pluto', natalPoint: 'sun', aspect: 'conjunction', from: '2025-01-10', orbs: [0.2, 0.008, 0.004, 0.003, 0.009, 0.1],
      peak: { timeMs: Date.parse('2025-01-13T12:00Z'), orbDeg: 0.003 },
    })]);
    const from = SCALE.dayX(DATES.indexOf('2025-01-11'));
    const to = SCALE.dayX(DATES.indexOf('2025-01-14') + 1);
    expect(layer(timelineRowDrawing(row, SCALE, { visible: EVERY_DAY }), 'exact')).toBe(spansPath([{ x: from, width: to - from }], 13, 14));
  });
});

describe('a Moon row: a transit every other day', () => {
  const POINTS: PointCode[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'ascendant'];
  // One-day periods on days 1, 3, 5 … 29, each exact at 06:00 UT.
  const records = Array.from({ length: 15 }, (_, k) => {
    const day = `2025-01-${String(1 + 2 * k).padStart(2, '0')}`;
    const exactMs = Date.parse(`${day}T06:00Z`);
    return sketchRecord({ transitBody: 'moon', natalPoint: POINTS[k % POINTS.length]!, aspect: 'square', from: day, orbs: [0], exactMs: [exactMs], peak: { timeMs: exactMs, orbDeg: 0 } });
  });
  const drawing = timelineRowDrawing(rowOf(records), SCALE, { visible: EVERY_DAY });
  const orbs = drawing.texts.filter((t) => t.key.startsWith('o'));
  const glyphs = drawing.texts.filter((t) => t.key.startsWith('g'));

  test('the peaks\' orbs are drawn only where they do not overlap the last drawn one', () => {
    expect(drawing.periods).toHaveLength(15);
    expect(orbs.length).toBeGreaterThan(1);
    expect(orbs.length).toBeLessThan(15);
    for (let i = 1; i < orbs.length; i++) {
      const prev = orbs[i - 1]!;
      const next = orbs[i]!;
      const halfWidths = (textWidthPx(prev.text, prev.sizePx!) + textWidthPx(next.text, next.sizePx!)) / 2;
      expect(next.x - prev.x, `${prev.key} → ${next.key}`).toBeGreaterThanOrEqual(halfWidths);
    }
    // Peaks 7.74 px apart, «0,0°» at 9 px 22.3 px wide plus 2 px: the first (moved to x = 11 to stay
    // in the row) covers up to 24.2 px, so the next drawn is day 11's (39.7 px), then 19's and 27's.
    expect(orbs.map((t) => t.key)).toEqual(['o0', 'o10', 'o18', 'o26']);
  });

  test('a peak\'s natal point is written under it exactly when its orb is written above it', () => {
    expect(glyphs.map((t) => t.x)).toEqual(orbs.map((t) => t.x));
  });

  test('periods narrower than three markers draw the peak alone; a wide one draws start and end too', () => {
    expect(drawing.markers.map((m) => m.kind)).toEqual(Array(15).fill('peak'));
    const wide = timelineRowDrawing(rowOf([sketchRecord({ transitBody: 'moon', natalPoint: 'sun', aspect: 'square', from: '2025-01-10', orbs: [2, 1, 0.5, 1, 2, 2.5, 2.9] })]), SCALE, { visible: EVERY_DAY });
    expect(7 * (120 / 31)).toBeGreaterThanOrEqual(ENDS_MIN_WIDTH_PX);
    expect(wide.markers.map((m) => m.kind)).toEqual(['start', 'end', 'peak']);
  });
});

describe('the table names each period\'s natal point', () => {
  // Saturno □ Sole early in the month and □ Luna late: two periods, far apart.
  const sun = sketchRecord({ transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-01-02', orbs: [2, 1, 0.4, 1, 2] });
  const moon = sketchRecord({ transitBody: 'saturn', natalPoint: 'moon', aspect: 'square', from: '2025-01-22', orbs: [2, 0.8, 2] });

  test('its glyph under the period\'s peak, as the timeline writes it', () => {
    const drawing = tableRowDrawing(rowOf([sun, moon]), SCALE, { visible: EVERY_DAY });
    const glyphs = drawing.texts.filter((t) => t.key.startsWith('g'));
    expect(glyphs.map((g) => g.text)).toEqual([pointMark('sun'), pointMark('moon')]);
    expect(glyphs.map((g) => g.x)).toEqual([SCALE.instantX(sun.peak.timeMs), SCALE.instantX(moon.peak.timeMs)]);
  });

  test('one that would overlap the glyph before it is left to the tooltip', () => {
    const next = sketchRecord({ transitBody: 'saturn', natalPoint: 'venus', aspect: 'square', from: '2025-01-07', orbs: [0.5, 2] });
    const drawing = tableRowDrawing(rowOf([sun, next]), SCALE, { visible: EVERY_DAY });
    const xs = [SCALE.instantX(sun.peak.timeMs), SCALE.instantX(next.peak.timeMs)];
    // Days are ~3.9 px wide here: four days apart the two glyphs would touch.
    expect(xs[1]! - xs[0]!).toBeLessThan(textWidthPx(pointMark('sun'), POINT_GLYPH_SIZE_PX));
    expect(drawing.texts.filter((t) => t.key.startsWith('g')).map((g) => g.text)).toEqual([pointMark('sun')]);
  });
});

describe('the drawing\'s caches: a different input is never served an old answer', () => {
  const exactMs = Date.parse('2025-01-06T20:24Z');
  const record = () => sketchRecord({
    transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-01-03', orbs: [2.5, 1.2, 0.4, 0, 0.3, 0.9, 2.0],
    exactMs: [exactMs], peak: { timeMs: exactMs, orbDeg: 0 },
  });

  test('the same row in another time zone: its words say the other zone\'s time', () => {
    const row = rowOf([record()]);
    const rome = timelineRowDrawing(row, SCALE, { visible: EVERY_DAY, timeZone: 'Europe/Rome' }).targets[0]!.label;
    const tokyo = timelineRowDrawing(row, SCALE, { visible: EVERY_DAY, timeZone: 'Asia/Tokyo' }).targets[0]!.label;
    expect(rome).not.toBe(tokyo);
    expect(timelineRowDrawing(row, SCALE, { visible: EVERY_DAY, timeZone: 'Europe/Rome' }).targets[0]!.label).toBe(rome);
  });

  test('the same row over other days: drawn for those days', () => {
    const row = rowOf([record()]);
    const january = tableRowDrawing(row, SCALE, { visible: EVERY_DAY }).layers;
    const firstWeek = DATES.slice(0, 7);
    const weekScale = monthColumnScale(firstWeek, 120);
    const week = tableRowDrawing(row, weekScale, { visible: { start: 0, end: firstWeek.length - 1 } }).layers;
    expect(week).not.toEqual(january);
    expect(tableRowDrawing(row, SCALE, { visible: EVERY_DAY }).layers).toEqual(january);
  });
});
