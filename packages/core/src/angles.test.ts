/** Unit tests of angle arithmetic: normalisation, signed arcs and separations across 0° Ariete. */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees, separationDegrees, signedArcDegrees } from './angles.ts';

describe('angles (exact arithmetic, tolerance 1e-12°)', () => {
  test.each([
    [0, 0], [360, 0], [-1, 359], [725, 5], [-720, 0], [359.9999, 359.9999], [-1e-14, 0],
  ])('normalizeDegrees(%d) = %d', (input, expected) => {
    expect(normalizeDegrees(input)).toBeCloseTo(expected, 12);
  });

  test('a tiny negative angle is 0, never 360: the result stays in [0, 360)', () => {
    for (const a of [-1e-14, -Number.MIN_VALUE, -720 - 1e-13]) expect(normalizeDegrees(a)).toBeLessThan(360);
  });

  test.each([
    [350, 10, 20], [10, 350, -20], [0, 180, 180], [90, 270, 180], [100, 100, 0],
  ])('signedArcDegrees(%d → %d) = %d, across 0° Ariete too', (from, to, expected) => {
    expect(signedArcDegrees(from, to)).toBeCloseTo(expected, 12);
  });

  test('separation is symmetric and within [0, 180]', () => {
    expect(separationDegrees(359, 1)).toBeCloseTo(2, 12);
    expect(separationDegrees(1, 359)).toBeCloseTo(2, 12);
    expect(separationDegrees(10, 250)).toBeCloseTo(120, 12);
  });
});
