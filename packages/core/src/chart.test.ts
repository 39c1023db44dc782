/** Unit tests of natal aspects: the orb table's limits and the pairs left out. */
import { describe, expect, test } from 'vitest';
import { natalAngleAspects, natalAspects } from './chart.ts';
import { ASPECT_ANGLE_DEG, NATAL_ORB_DEG, type AspectCode } from './aspects.ts';
import { BODY_CODES, type BodyCode } from './bodies.ts';
import type { BodyPosition } from './ephemeris.ts';

/** Every body somewhere (23° apart), all at 1° a day; each test places a pair and looks only at that pair. */
function bodiesAt(overrides: Partial<Record<BodyCode, number>>): Record<BodyCode, BodyPosition> {
  return Object.fromEntries(BODY_CODES.map((c, i) => [c, { longitude: overrides[c] ?? i * 23, latitude: 0, speed: 1 }])) as Record<BodyCode, BodyPosition>;
}

describe('natal aspects use the orb table of aspects.ts (orbs to two decimals)', () => {
  test.each(Object.entries(NATAL_ORB_DEG))('%s: orb %d° is in, a hundredth more is out', (aspect, orb) => {
    const angle = ASPECT_ANGLE_DEG[aspect as AspectCode];
    const at = natalAspects(bodiesAt({ sun: 10, moon: 10 + angle + orb }));
    expect(at.filter((a) => a.body1 === 'sun' && a.body2 === 'moon')).toEqual([{ body1: 'sun', body2: 'moon', aspect, orb, applying: false }]);
    const beyond = natalAspects(bodiesAt({ sun: 10, moon: 10 + angle + orb + 0.01 }));
    expect(beyond.filter((a) => a.body1 === 'sun' && a.body2 === 'moon' && a.aspect === aspect)).toEqual([]);
  });

  test('Nodo Nord – Nodo Sud (always an opposition) is not reported', () => {
    const aspects = natalAspects(bodiesAt({ northNode: 40, southNode: 220 }));
    expect(aspects.some((a) => a.body1 === 'northNode' && a.body2 === 'southNode')).toBe(false);
  });
});

describe('aspects to the Ascendant and the Medio Coeli (the angles fixed)', () => {
  const angles = { ascendant: 100, midheaven: 20 };

  test('same orb table; applying when the body moves towards the exact aspect', () => {
    // Sun 3° before a conjunction with the Ascendant, moving forward: applying. Moon 2° past the
    // opposition to the Medio Coeli (at 202°, separation 178° shrinking as it moves on): separating.
    const aspects = natalAngleAspects(bodiesAt({ sun: 97, moon: 202 }), angles);
    expect(aspects.filter((a) => a.body === 'sun')).toEqual([{ body: 'sun', angle: 'ascendant', aspect: 'conjunction', orb: 3, applying: true }]);
    expect(aspects.filter((a) => a.body === 'moon')).toEqual([{ body: 'moon', angle: 'midheaven', aspect: 'opposition', orb: 2, applying: false }]);
  });

  test.each(Object.entries(NATAL_ORB_DEG))('%s: orb %d° to the Ascendant is in, a hundredth more is out', (aspect, orb) => {
    const angle = ASPECT_ANGLE_DEG[aspect as AspectCode];
    const near = natalAngleAspects(bodiesAt({ sun: 100 + angle + orb }), angles).filter((a) => a.body === 'sun' && a.angle === 'ascendant');
    expect(near.map((a) => [a.aspect, a.orb])).toContainEqual([aspect, orb]);
    const beyond = natalAngleAspects(bodiesAt({ sun: 100 + angle + orb + 0.01 }), angles).filter((a) => a.body === 'sun' && a.angle === 'ascendant');
    expect(beyond.some((a) => a.aspect === aspect)).toBe(false);
  });
});
