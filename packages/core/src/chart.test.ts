/** Unit tests of natal aspects: the orb table's limits and the pairs left out. */
import { describe, expect, test } from 'vitest';
import { natalAngleAspects, natalAspects } from './chart.ts';
import { ALL_ASPECT_CODES, ASPECT_ANGLE_DEG, ASPECT_CODES } from './aspects.ts';
import { DEFAULT_NATAL_ORBS, withOrbs } from './orbs.ts';
import { BODY_CODES, type BodyCode } from './bodies.ts';
import type { BodyPosition } from './ephemeris.ts';

/** Every body somewhere (23° apart), all at 1° a day; each test places a pair and looks only at that pair. */
function bodiesAt(overrides: Partial<Record<BodyCode, number>>): Record<BodyCode, BodyPosition> {
  return Object.fromEntries(BODY_CODES.map((c, i) => [c, { longitude: overrides[c] ?? i * 23, latitude: 0, speed: 1 }])) as Record<BodyCode, BodyPosition>;
}

const EVERY_ASPECT = { aspects: ALL_ASPECT_CODES, orbs: DEFAULT_NATAL_ORBS };

describe('natal aspects use the orb table of orbs.ts (orbs to two decimals)', () => {
  // [pair, the column of the table it uses]: Sole or Luna in the pair → the wider column.
  const PAIRS = [
    ['sun', 'moon', 'luminaryOrbDeg'], ['moon', 'saturn', 'luminaryOrbDeg'], ['mars', 'saturn', 'orbDeg'],
  ] as const;
  test.each(ALL_ASPECT_CODES.flatMap((aspect) => PAIRS.map(([b1, b2, column]) => [aspect, b1, b2, column] as const)))(
    '%s between %s and %s: the %s is in, a hundredth more is out',
    (aspect, body1, body2, column) => {
      const orb = DEFAULT_NATAL_ORBS[aspect][column];
      const angle = ASPECT_ANGLE_DEG[aspect];
      const ofPair = (bodies: ReturnType<typeof natalAspects>) => bodies.filter((a) => a.body1 === body1 && a.body2 === body2 && a.aspect === aspect);
      expect(ofPair(natalAspects(bodiesAt({ [body1]: 10, [body2]: 10 + angle + orb }), EVERY_ASPECT)))
        .toEqual([{ body1, body2, aspect, orb, applying: false }]);
      expect(ofPair(natalAspects(bodiesAt({ [body1]: 10, [body2]: 10 + angle + orb + 0.01 }), EVERY_ASPECT))).toEqual([]);
    },
  );

  test('by default only the spec\'s five aspects are looked for', () => {
    // Sole and Luna at 150°: a quinconce only when it is chosen.
    expect(natalAspects(bodiesAt({ sun: 10, moon: 160 })).filter((a) => a.body1 === 'sun' && a.body2 === 'moon')).toEqual([]);
    expect(natalAspects(bodiesAt({ sun: 10, moon: 160 }), EVERY_ASPECT).filter((a) => a.body1 === 'sun' && a.body2 === 'moon'))
      .toEqual([{ body1: 'sun', body2: 'moon', aspect: 'quincunx', orb: 0, applying: false }]);
    expect(natalAspects(bodiesAt({})).every((a) => (ASPECT_CODES as readonly string[]).includes(a.aspect))).toBe(true);
  });

  test('an edited orb widens that aspect only', () => {
    const rules = { aspects: ASPECT_CODES, orbs: withOrbs(DEFAULT_NATAL_ORBS, { square: { orbDeg: 9.5 } }) };
    const at = (lon: number) => natalAspects(bodiesAt({ mars: 10, saturn: lon }), rules).filter((a) => a.body1 === 'mars' && a.body2 === 'saturn');
    expect(at(109.5).map((a) => [a.aspect, a.orb])).toEqual([['square', 9.5]]);
    expect(at(139.6)).toEqual([]); // the trine keeps its 7°: 9.6° off is out
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

  test.each(ALL_ASPECT_CODES)('%s: Sole\'s orb to the Ascendant is in, a hundredth more is out; Marte\'s the narrower', (aspect) => {
    const angle = ASPECT_ANGLE_DEG[aspect];
    for (const [body, orb] of [['sun', DEFAULT_NATAL_ORBS[aspect].luminaryOrbDeg], ['mars', DEFAULT_NATAL_ORBS[aspect].orbDeg]] as const) {
      const of = (lon: number) => natalAngleAspects(bodiesAt({ [body]: lon }), angles, EVERY_ASPECT)
        .filter((a) => a.body === body && a.angle === 'ascendant' && a.aspect === aspect);
      expect(of(100 + angle + orb).map((a) => a.orb)).toEqual([orb]);
      expect(of(100 + angle + orb + 0.01)).toEqual([]);
    }
  });
});
