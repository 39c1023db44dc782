/**
 * Unit tests of the synastry: every inter-aspect within its orb and no other, against a brute force
 * written out here (each pair of the 16 × 16 points, each aspect, the separation's distance from the
 * aspect angle against the table's column), and the house overlays both ways.
 */
import { describe, expect, test } from 'vitest';
import { ALL_ASPECT_CODES, ASPECT_ANGLE_DEG } from '../aspects.ts';
import { POINT_CODES, type PointCode } from '../bodies.ts';
import type { NatalPoints } from '../natal-points.ts';
import { withOrbs } from '../orbs.ts';
import { computeSynastry, DEFAULT_SYNASTRY_ORBS } from './synastry.ts';

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s / 2147483647) * 360;
  };
}

/** A chart of random longitudes and equal houses from a random Ascendant. */
function randomChart(next: () => number): NatalPoints {
  const longitudes: Partial<Record<PointCode, number>> = {};
  for (const p of POINT_CODES) longitudes[p] = next();
  const asc = longitudes.ascendant!;
  return { longitudes, cusps: Array.from({ length: 12 }, (_, i) => (asc + 30 * i) % 360) };
}

describe('computeSynastry', () => {
  test('every aspect within its orb, none other: 50 random couples, all eleven aspects, against a brute force', () => {
    const next = seeded(3535);
    let compared = 0;
    for (let n = 0; n < 50; n++) {
      const first = randomChart(next);
      const second = randomChart(next);
      const got = computeSynastry(first, second, { aspects: ALL_ASPECT_CODES });
      const expected: string[] = [];
      for (const a of POINT_CODES) {
        for (const b of POINT_CODES) {
          const d = Math.abs(first.longitudes[a]! - second.longitudes[b]!);
          const separation = d > 180 ? 360 - d : d;
          for (const aspect of ALL_ASPECT_CODES) {
            const luminary = ['sun', 'moon'].includes(a) || ['sun', 'moon'].includes(b);
            const limit = luminary ? DEFAULT_SYNASTRY_ORBS[aspect].luminaryOrbDeg : DEFAULT_SYNASTRY_ORBS[aspect].orbDeg;
            const orb = Math.abs(separation - ASPECT_ANGLE_DEG[aspect]);
            if (orb <= limit) expected.push(`${a} ${b} ${aspect} ${orb.toFixed(9)}`);
          }
        }
      }
      const mine = got.aspects.map((x) => `${x.firstPoint} ${x.secondPoint} ${x.aspect} ${x.orbDeg.toFixed(9)}`);
      expect(mine.sort()).toEqual(expected.sort());
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(500);
  });

  test('by the first\'s point, then the second\'s, closest first; the aspects asked for only, with the orbs given', () => {
    const first: NatalPoints = { longitudes: Object.fromEntries(POINT_CODES.map((p) => [p, 0])), cusps: Array.from({ length: 12 }, (_, i) => 30 * i) };
    const second: NatalPoints = { longitudes: Object.fromEntries(POINT_CODES.map((p, i) => [p, i === 0 ? 2 : 200])), cusps: first.cusps };
    const got = computeSynastry(first, second, { aspects: ['opposition', 'conjunction'], orbs: withOrbs(DEFAULT_SYNASTRY_ORBS, { opposition: { orbDeg: 1, luminaryOrbDeg: 1 } }) });
    expect(got.aspectCodes).toEqual(['conjunction', 'opposition']);
    // The second's Sun at 2°: conjunct every point of the first (Sole: luminary column 8°; the rest too, since Sole is one of the two).
    expect(got.aspects.filter((a) => a.secondPoint === 'sun')).toHaveLength(16);
    // The second's other points at 200°: opposite within 20°, beyond the 1° asked for.
    expect(got.aspects.every((a) => a.secondPoint === 'sun' && a.aspect === 'conjunction' && a.orbDeg === 2)).toBe(true);
    const firstPoints = got.aspects.map((a) => POINT_CODES.indexOf(a.firstPoint));
    expect(firstPoints).toEqual([...firstPoints].sort((a, b) => a - b));
  });

  test('the house overlays: the second\'s points in the first\'s houses and the reverse', () => {
    const first: NatalPoints = { longitudes: Object.fromEntries(POINT_CODES.map((p) => [p, 15])), cusps: Array.from({ length: 12 }, (_, i) => 30 * i) };
    const second: NatalPoints = { longitudes: Object.fromEntries(POINT_CODES.map((p, i) => [p, 10 + 20 * i])), cusps: Array.from({ length: 12 }, (_, i) => (100 + 30 * i) % 360) };
    const got = computeSynastry(first, second);
    POINT_CODES.forEach((p, i) => {
      expect(got.secondInFirstHouses[p]).toBe(Math.floor((10 + 20 * i) / 30) + 1);
      // 15° in houses beginning at 100°, 130° …: 15° is 275° past the first cusp, in house 10.
      expect(got.firstInSecondHouses[p]).toBe(10);
    });
  });
});
