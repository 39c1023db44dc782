/** Unit tests of the couple's midpoints: the shorter arc, across 0° Ariete, the exact opposition's rule, the Davison place. */
import { describe, expect, test } from 'vitest';
import { separationDegrees } from '../angles.ts';
import { davisonPlace, geographicMidpointLongitudeDeg, midpointJulianDay, shorterArcMidpointDeg } from './midpoints.ts';

describe('shorterArcMidpointDeg', () => {
  test.each([
    [10, 20, 15],
    [20, 10, 15],
    [350, 10, 0],
    [10, 350, 0],
    [359.5, 0.5, 0],
    [340, 30, 5],
    [300, 100, 20],
    [100, 300, 20],
    // Exactly opposite: the plain mean of the two as written in [0, 360), whichever comes first.
    [10, 190, 100],
    [190, 10, 100],
    [350, 170, 260],
    [170, 350, 260],
    [0, 180, 90],
    [180, 0, 90],
    // Longitudes outside [0, 360) are read as the direction they name.
    [-10, 10, 0],
    [370, 20, 15],
  ])('%d° and %d° → %d°', (a, b, expected) => {
    expect(shorterArcMidpointDeg(a, b)).toBeCloseTo(expected, 12);
  });

  test('on the shorter arc, halfway, in either order (a thousand pairs of a seeded generator)', () => {
    let seed = 35;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed / 2147483647) * 360;
    };
    for (let i = 0; i < 1000; i++) {
      const a = next();
      const b = next();
      const m = shorterArcMidpointDeg(a, b);
      expect(m).toBeGreaterThanOrEqual(0);
      expect(m).toBeLessThan(360);
      expect(shorterArcMidpointDeg(b, a)).toBe(m);
      const half = separationDegrees(a, b) / 2;
      expect(separationDegrees(m, a)).toBeCloseTo(half, 9);
      expect(separationDegrees(m, b)).toBeCloseTo(half, 9);
    }
  });
});

describe('the Davison place and instant', () => {
  test.each([
    [12.5, 9.2, 10.85],
    [170, -170, 180],
    [-170, 170, 180],
    [-100, 170, -145],
    [170, -100, -145],
    [-90, 90, 0],
    [90, -90, 0],
    [-180, 180, 180],
    [0, 0, 0],
  ])('longitudes %d° and %d° → %d°', (a, b, expected) => {
    expect(geographicMidpointLongitudeDeg(a, b)).toBeCloseTo(expected, 12);
  });

  test('the mean latitude and the shorter-arc longitude; the mean instant', () => {
    expect(davisonPlace({ latitude: 41.9, longitude: 12.5 }, { latitude: -33.9, longitude: 151.2 })).toEqual({ latitude: 4, longitude: 81.85 });
    expect(davisonPlace({ latitude: 60, longitude: -170 }, { latitude: 50, longitude: 160 })).toEqual({ latitude: 55, longitude: 175 });
    expect(midpointJulianDay(2447893, 2451545)).toBe(2449719);
  });
});
