/** Wheel geometry: angles, points, sectors and the fanning-out of crowded glyphs (tolerance 1e-9 unless stated). */
import { describe, expect, test } from 'vitest';
import { houseNumberLongitudes, midLongitude, pointAt, ringSectorPath, screenAngleDeg, spreadLongitudes } from './wheel-geometry.ts';

const frame = { cx: 100, cy: 100, ascendantDeg: 0 };

describe('screenAngleDeg', () => {
  test.each([
    // longitude, ascendant, expected screen angle (counter-clockwise from 3 o'clock)
    [0, 0, 180],
    [90, 0, 270],
    [180, 0, 0],
    [270, 0, 90],
    [100, 100, 180],
    [10, 350, 200],
    [350, 10, 160],
  ])('longitude %d with ascendant %d → %d°', (lon, asc, expected) => {
    expect(screenAngleDeg(lon, asc)).toBeCloseTo(expected, 9);
  });
});

describe('pointAt', () => {
  test.each([
    // The ascendant is at 9 o'clock, +90° of longitude is at 6 o'clock (IC side), +180° at 3, +270° at 12.
    [0, { x: 50, y: 100 }],
    [90, { x: 100, y: 150 }],
    [180, { x: 150, y: 100 }],
    [270, { x: 100, y: 50 }],
    [45, { x: 100 - 50 * Math.SQRT1_2, y: 100 + 50 * Math.SQRT1_2 }],
  ])('longitude %d at radius 50', (lon, expected) => {
    const p = pointAt(lon, 50, frame);
    expect(p.x).toBeCloseTo(expected.x, 9);
    expect(p.y).toBeCloseTo(expected.y, 9);
  });
});

describe('midLongitude', () => {
  test.each([
    [0, 30, 15],
    [350, 20, 5],
    [300, 10, 335],
    [10, 10, 10],
  ])('between %d and %d → %d', (a, b, mid) => {
    expect(midLongitude(a, b)).toBeCloseTo(mid, 9);
  });
});

describe('houseNumberLongitudes', () => {
  test('halfway from each cusp to the next', () => {
    const cusps = [340, 10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310];
    expect(houseNumberLongitudes(cusps).map((x) => Math.round(x))).toEqual([355, 25, 55, 85, 115, 145, 175, 205, 235, 265, 295, 325]);
  });
  test('halfway back to the next cusp where the cusps run backwards (Regiomontanus at 70°N)', () => {
    const cusps = [31.46, 289.28, 270.23, 262.74, 256.55, 247.24, 211.46, 109.28, 90.23, 82.74, 76.55, 67.24];
    const mids = houseNumberLongitudes(cusps);
    expect(mids[0]).toBeCloseTo(340.37, 9); // house 1: from 31.46° back through 0° to 289.28°
    expect(mids[1]).toBeCloseTo(279.755, 9);
    expect(mids[11]).toBeCloseTo(49.35, 9);
  });
});

describe('ringSectorPath', () => {
  test('draws a 30° sector with two arcs, the small-arc flag and opposite sweeps', () => {
    expect(ringSectorPath(0, 30, 40, 50, frame)).toBe('M 50 100 A 50 50 0 0 0 56.699 125 L 65.359 120 A 40 40 0 0 1 60 100 Z');
  });
  test('uses the large-arc flag for spans over 180°', () => {
    expect(ringSectorPath(0, 200, 40, 50, frame)).toContain('A 50 50 0 1 0');
  });
});

describe('spreadLongitudes', () => {
  test.each([
    ['well separated bodies stay put', [10, 50, 200], 6, [10, 50, 200]],
    ['two close bodies fan out around their mean', [100, 102], 6, [98, 104]],
    ['the order of the input is kept', [102, 100], 6, [104, 98]],
    ['three bodies in a cluster', [100, 101, 102], 6, [95, 101, 107]],
    ['a cluster across 0° Aries', [359, 1], 6, [357, 3]],
    ['a cluster pushing into a neighbour merges with it', [100, 101, 108], 6, [97, 103, 109]],
    ['bodies exactly the gap apart stay put', [10, 16], 6, [10, 16]],
  ])('%s', (_name, input, gap, expected) => {
    const out = spreadLongitudes(input, gap);
    expect(out).toHaveLength(expected.length);
    out.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  test('no two glyphs of a crowded real chart end up closer than the gap (tolerance 1e-6°)', () => {
    // Sun, Mercury, Saturn, Uranus, Neptune near 280°–300° (January 1990) plus scattered bodies.
    const lons = [280.6, 286.4, 286.5, 282.1, 278.9, 95.9, 22.4, 296.3, 312.9, 0.5, 359.8, 150.2];
    const out = spreadLongitudes(lons, 7);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i++) {
      const next = i + 1 < sorted.length ? sorted[i + 1]! : sorted[0]! + 360;
      expect(next - sorted[i]!).toBeGreaterThanOrEqual(7 - 1e-6);
    }
  });
});
