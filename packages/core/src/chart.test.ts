/** Unit tests of natal aspects: the orb table's limits and the pairs left out. */
import { describe, expect, test } from 'vitest';
import { natalAspects } from './chart.ts';
import { ASPECT_ANGLE_DEG, NATAL_ORB_DEG, type AspectCode } from './aspects.ts';
import { BODY_CODES, type BodyCode } from './bodies.ts';
import type { BodyPosition } from './ephemeris.ts';

/** Every body somewhere (23° apart); each test places a pair and looks only at that pair. */
function bodiesAt(overrides: Partial<Record<BodyCode, number>>): Record<BodyCode, BodyPosition> {
  return Object.fromEntries(BODY_CODES.map((c, i) => [c, { longitude: overrides[c] ?? i * 23, latitude: 0, speed: 1 }])) as Record<BodyCode, BodyPosition>;
}

describe('natal aspects use the orb table of aspects.ts (orbs to two decimals)', () => {
  test.each(Object.entries(NATAL_ORB_DEG))('%s: orb %d° is in, a hundredth more is out', (aspect, orb) => {
    const angle = ASPECT_ANGLE_DEG[aspect as AspectCode];
    const at = natalAspects(bodiesAt({ sun: 10, moon: 10 + angle + orb }));
    expect(at.filter((a) => a.body1 === 'sun' && a.body2 === 'moon')).toEqual([{ body1: 'sun', body2: 'moon', aspect, orb }]);
    const beyond = natalAspects(bodiesAt({ sun: 10, moon: 10 + angle + orb + 0.01 }));
    expect(beyond.filter((a) => a.body1 === 'sun' && a.body2 === 'moon' && a.aspect === aspect)).toEqual([]);
  });

  test('Nodo Nord – Nodo Sud (always an opposition) is not reported', () => {
    const aspects = natalAspects(bodiesAt({ northNode: 40, southNode: 220 }));
    expect(aspects.some((a) => a.body1 === 'northNode' && a.body2 === 'southNode')).toBe(false);
  });
});
