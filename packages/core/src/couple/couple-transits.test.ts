/** Unit tests of «transiti di coppia»: the overlaps of one body's transits to the two people. */
import { describe, expect, test } from 'vitest';
import type { PointCode } from '../bodies.ts';
import type { TransitRecord } from '../transits/engine.ts';
import type { TransitBodyCode } from '../transits/bodies.ts';
import { coupleTransits } from './couple-transits.ts';

const DAY = 86_400_000;

function record(transitBody: TransitBodyCode, natalPoint: PointCode, startDay: number, endDay: number, clipped: { start?: boolean; end?: boolean } = {}): TransitRecord {
  return {
    transitBody, natalPoint, aspect: 'square', angleDeg: 90,
    startMs: startDay * DAY, endMs: endDay * DAY, clippedStart: clipped.start ?? false, clippedEnd: clipped.end ?? false,
    exactMs: [], stations: [], peak: { timeMs: startDay * DAY, orbDeg: 1 }, daily: { firstDate: '1970-01-01', orbsDeg: [] }, house: 1,
  };
}

describe('coupleTransits', () => {
  test('the same body, overlapping stretches: the overlap, in time order', () => {
    const first = [record('saturn', 'sun', 10, 40), record('mars', 'moon', 0, 5), record('saturn', 'venus', 50, 60)];
    const second = [record('saturn', 'mars', 30, 55), record('mars', 'sun', 3, 8), record('jupiter', 'sun', 0, 100)];
    const got = coupleTransits(first, second);
    expect(got.map((c) => [c.transitBody, c.first.natalPoint, c.second.natalPoint, c.startMs / DAY, c.endMs / DAY])).toEqual([
      ['mars', 'moon', 'sun', 3, 5],
      ['saturn', 'sun', 'mars', 30, 40],
      ['saturn', 'venus', 'mars', 50, 55],
    ]);
  });

  test('stretches that only touch, or another body\'s, are not a couple transit', () => {
    expect(coupleTransits([record('saturn', 'sun', 10, 20)], [record('saturn', 'moon', 20, 30), record('jupiter', 'moon', 10, 20)])).toEqual([]);
  });

  test('clipped at an edge only when both are', () => {
    const got = coupleTransits(
      [record('pluto', 'sun', 0, 365, { start: true, end: true }), record('pluto', 'moon', 0, 365, { start: true })],
      [record('pluto', 'sun', 0, 365, { start: true, end: true })],
    );
    expect(got.map((c) => [c.first.natalPoint, c.clippedStart, c.clippedEnd])).toEqual([['sun', true, true], ['moon', true, false]]);
  });
});
