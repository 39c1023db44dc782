/** Unit tests of the aspect rules: the natal orb table and the spec's daily-transit orb filter. */
import { describe, expect, test } from 'vitest';
import { aspectsBetween, NATAL_ORB_DEG, passesDailyTransitOrbFilter } from './aspects.ts';

describe('aspectsBetween (tolerance 1e-9°)', () => {
  test.each([
    [10, 10, 'conjunction', 0], [355, 3, 'conjunction', 8], [0, 61, 'sextile', 1], [0, 299, 'sextile', 1],
    [100, 192, 'square', 2], [10, 248, 'trine', 2], [0, 178, 'opposition', 2], [359, 181, 'opposition', 2],
  ])('%d° and %d° → %s, orb %d°', (a, b, aspect, orb) => {
    const [first] = aspectsBetween(a, b, NATAL_ORB_DEG);
    expect(first?.aspect).toBe(aspect);
    expect(first?.orb).toBeCloseTo(orb, 9);
  });

  test('outside every orb: nothing', () => {
    expect(aspectsBetween(0, 40, NATAL_ORB_DEG)).toEqual([]);
    expect(aspectsBetween(0, 66, NATAL_ORB_DEG)).toEqual([]); // sextile orb is 5°
  });

  test('a single orb for all aspects, and a subset of aspects', () => {
    expect(aspectsBetween(0, 93, 3).map((m) => m.aspect)).toEqual(['square']);
    expect(aspectsBetween(0, 93, 3, ['trine'])).toEqual([]);
  });
});

describe('the spec daily-transit orb filter (section 5)', () => {
  test.each([
    ['pluto', 0, true], ['pluto', 0.5, true], ['pluto', 1, true], ['pluto', 1.01, false],
    ['neptune', 1.2, false], ['saturn', 1.2, true], ['saturn', 2, true], ['saturn', 2.01, false],
    ['moon', 0, true], ['moon', -0.5, false],
  ])('%s with orb %d → %s', (body, orb, kept) => {
    expect(passesDailyTransitOrbFilter(body as never, orb)).toBe(kept);
  });
});
