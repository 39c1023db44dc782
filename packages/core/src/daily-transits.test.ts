/** Unit tests of one day's transit aspects and the spec's orb filter on them. */
import { describe, expect, test } from 'vitest';
import { dailyTransitAspects } from './daily-transits.ts';
import { TRANSIT_BODY_CODES } from './transits/bodies.ts';
import type { NatalPoints } from './natal-points.ts';

/** A natal chart with only the Sun at 10° Ariete (and no cusps needed). */
const sunAt10: NatalPoints = { longitudes: { sun: 10 }, cusps: [] };

describe('dailyTransitAspects: the spec\'s orb filter (orbs exact to 1e-9°)', () => {
  test.each([
    // transiting body, its longitude, expected orbs kept (two decimals) — natal Sun at 10°.
    ['mars', 10, [{ aspect: 'conjunction', orb: 0, angle: 0 }]],
    ['mars', 12, [{ aspect: 'conjunction', orb: 2, angle: 0 }]],
    ['mars', 12.004, [{ aspect: 'conjunction', orb: 2, angle: 0 }]], // reported as 2.00: kept
    ['mars', 12.006, []], // reported as 2.01: dropped
    ['pluto', 10, [{ aspect: 'conjunction', orb: 0, angle: 0 }]],
    ['pluto', 11, [{ aspect: 'conjunction', orb: 1, angle: 0 }]],
    ['pluto', 11.01, []],
    ['neptune', 8.99, []],
    ['neptune', 9.5, [{ aspect: 'conjunction', orb: 0.5, angle: 0 }]],
    ['saturn', 278.5, [{ aspect: 'square', orb: 1.5, angle: 90 }]], // across 0° Ariete
    ['moon', 190.01, [{ aspect: 'opposition', orb: 0.01, angle: 180 }]],
    ['venus', 131, [{ aspect: 'trine', orb: 1, angle: 120 }]],
    ['jupiter', 309, [{ aspect: 'sextile', orb: 1, angle: 60 }]],
    ['mars', 55, []], // 45°: no Ptolemaic aspect
  ] as const)('%s at %d° to natal Sun at 10°', (body, lon, expected) => {
    const result = dailyTransitAspects({ [body]: { longitude: lon } }, sunAt10);
    if (expected.length === 0) {
      expect(result).toEqual([]);
    } else {
      expect(result).toHaveLength(1);
      expect(result[0]!.transitBody).toBe(body);
      expect(result[0]!.natalPoint).toBe('sun');
      expect(result[0]!.aspects).toHaveLength(expected.length);
      expected.forEach((e, i) => {
        expect(result[0]!.aspects[i]!.aspect).toBe(e.aspect);
        expect(result[0]!.aspects[i]!.orb).toBeCloseTo(e.orb, 9);
        expect(result[0]!.aspects[i]!.angle).toBe(e.angle);
      });
    }
  });

  test('natal targets include Ascendant and Midheaven, in body-then-point order', () => {
    const natal: NatalPoints = { longitudes: { moon: 100, ascendant: 100.5, midheaven: 10 }, cusps: [] };
    const result = dailyTransitAspects({ sun: { longitude: 100 }, mars: { longitude: 190 } }, natal);
    expect(result.map((r) => `${r.transitBody}→${r.natalPoint}:${r.aspects[0]!.aspect}`)).toEqual([
      'sun→moon:conjunction', 'sun→ascendant:conjunction', 'sun→midheaven:square',
      'mars→moon:square', 'mars→ascendant:square', 'mars→midheaven:opposition',
    ]);
  });

  test('Nodo Sud is not a transiting body (its aspects mirror Nodo Nord\'s); it stays a natal target', () => {
    expect(TRANSIT_BODY_CODES).not.toContain('southNode');
    expect(TRANSIT_BODY_CODES).toHaveLength(13);
    const result = dailyTransitAspects({ southNode: { longitude: 10 }, northNode: { longitude: 190 } }, { longitudes: { southNode: 190 }, cusps: [] });
    expect(result.map((r) => [r.transitBody, r.natalPoint, r.aspects[0]!.aspect])).toEqual([['northNode', 'southNode', 'conjunction']]);
  });
});
