import { describe, expect, test } from 'vitest';
import { houseOf } from './houses.ts';

/** Placidus-like cusps that wrap past 0° Ariete between houses 12 and 1 … and 6 and 7. */
const CUSPS = [14.75, 52.29, 76.86, 97.66, 119.74, 148.98, 194.75, 232.29, 256.86, 277.66, 299.74, 328.98];

describe('houseOf: the spec\'s rule (between sorted cusps, wrap at 360°, else house 1)', () => {
  test.each([
    [14.75, 1], [14.74, 12], [52.29, 2], [100, 4], [194.75, 7], [300, 11], [328.98, 12], [359.99, 12], [0, 12], [10, 12], [360 + 20, 1], [-10, 12],
  ])('longitude %d° → house %d', (lon, house) => {
    expect(houseOf(lon, CUSPS)).toBe(house);
  });

  test('a house that spans 0° Ariete holds both sides of it', () => {
    const cusps = [340, 10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310];
    expect(houseOf(350, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(10, cusps)).toBe(2);
  });

  test('degenerate cusps (all equal) leave every longitude in house 1', () => {
    expect(houseOf(123, Array(12).fill(50))).toBe(1);
  });
});
