import { describe, expect, it } from 'vitest';
import type { NatalPoints } from '../natal-points.ts';
import { eclipseHits } from './eclipse-hits.ts';

/**
 * An eclipse at 100°: Venere 1° before it (conjunction), Marte at 188.5° (a square, 1.5° off),
 * Saturno at 281.3° (opposite the Moon, 1.3° off: on the Sun at a lunar eclipse), the node's axis at 40°
 * and 220° (sextile Nodo Nord and trine Nodo Sud, exact: one axis), Giove 10° off (none).
 */
const natal: NatalPoints = {
  longitudes: { venus: 101, mars: 188.5, saturn: 281.3, northNode: 40, southNode: 220, jupiter: 110 },
  cusps: Array.from({ length: 12 }, (_, i) => i * 30),
};
const q = { moonLongitudeDeg: 100, natal, orbDeg: 3 };
const rows = (kind: 'solar' | 'lunar') => eclipseHits({ ...q, kind }).map((h) => [h.natalPoint, h.light, h.aspect, Math.round(h.orbDeg * 100) / 100, h.house]);

describe('eclipseHits', () => {
  it('a solar eclipse: each natal point in aspect within the orb, with its house, the closest first; the node\'s axis once, at its first end', () => {
    expect(rows('solar')).toEqual([
      ['northNode', 'moon', 'sextile', 0, 2],
      ['venus', 'moon', 'conjunction', 1, 4],
      ['saturn', 'moon', 'opposition', 1.3, 10],
      ['mars', 'moon', 'square', 1.5, 7],
    ]);
  });
  it('a lunar eclipse: the point opposite the eclipsed Moon is on the Sun, in conjunction', () => {
    expect(rows('lunar')).toContainEqual(['saturn', 'sun', 'conjunction', 1.3, 10]);
    expect(rows('lunar').some((r) => r[2] === 'opposition')).toBe(false);
  });
  it('the query\'s aspects and orb: only the squares, or nothing within 0.5°', () => {
    expect(eclipseHits({ ...q, kind: 'solar', aspects: ['square'] }).map((h) => h.natalPoint)).toEqual(['mars']);
    expect(eclipseHits({ ...q, kind: 'solar', orbDeg: 0.5 }).map((h) => h.natalPoint)).toEqual(['northNode']);
  });
  it('a conjunction at one end of the axis wins over the opposition at the other', () => {
    const onNode = eclipseHits({ ...q, kind: 'solar', natal: { ...natal, longitudes: { northNode: 280.5, southNode: 100.5 } } });
    expect(onNode.map((h) => [h.natalPoint, h.aspect])).toEqual([['southNode', 'conjunction']]);
  });
});
