/**
 * The rules one by one on hand-made placements: each veto, penalty and bonus, the 2°30′ rule
 * through the placements, the order of reading of the findings, rules turned off, the verdicts.
 */
import { describe, expect, test } from 'vitest';
import { CuspPlacements, type PointPlacement, type ReturnPlacements } from './placements.ts';
import { readingKey, readReturn, type MirataFinding } from './reading.ts';
import { DISCEPOLO_RULE_SET, MIRATA_READ_BODIES, type MirataBody, type MirataRuleSet } from './rule-set.ts';

/** Where the planets not given are: houses no rule reads, never three in one, Mars and Saturn apart. */
const QUIET_HOUSES: Record<MirataBody, number> = { sun: 2, moon: 3, mercury: 4, venus: 5, mars: 7, jupiter: 9, saturn: 11, uranus: 2, neptune: 3, pluto: 4 };

/** Placements given house by house: the Ascendant's natal house, each planet's return house (counted = house). */
class GivenPlacements implements ReturnPlacements {
  constructor(
    private readonly asc: number,
    private readonly houses: Partial<Record<MirataBody, number>>,
    readonly midheavenDeg = 270,
    private readonly longitudes: Partial<Record<MirataBody, number>> = {},
  ) {}
  ascendantCounted = () => this.asc;
  private houseOf = (i: number) => this.houses[MIRATA_READ_BODIES[i]!] ?? QUIET_HOUSES[MIRATA_READ_BODIES[i]!];
  bodyCounted = (i: number) => this.houseOf(i);
  bodyLongitudeDeg = (i: number) => this.longitudes[MIRATA_READ_BODIES[i]!] ?? 100;
  ascendantPlacement = (): PointPlacement => ({ house: this.asc, counted: this.asc, toNextCuspDeg: 10 });
  bodyPlacement = (i: number): PointPlacement => ({ house: this.houseOf(i), counted: this.houseOf(i), toNextCuspDeg: 10 });
}

const read = (p: ReturnPlacements, rules: MirataRuleSet = DISCEPOLO_RULE_SET) => {
  const findings: MirataFinding[] = [];
  return { ...readReturn(rules, p, { findings }), findings };
};
const fired = (r: ReturnType<typeof read>) => r.findings.filter((f) => f.outcome !== 'clear').map((f) => `${f.rule}:${f.outcome}:${f.points}`);
const off = (...codes: (keyof MirataRuleSet['enabled'])[]): MirataRuleSet => ({
  ...DISCEPOLO_RULE_SET,
  enabled: { ...DISCEPOLO_RULE_SET.enabled, ...Object.fromEntries(codes.map((c) => [c, false])) },
});

describe('vetoes: rule 4 (Ascendant, stellium, Sun in 1, 6, 12) and rule 5 (Mars)', () => {
  test.each([1, 6, 12])('the return Ascendant in natal house %i: discarded', (h) => {
    const r = read(new GivenPlacements(h, {}));
    expect(r.verdict).toBe('discarded');
    expect(fired(r)).toEqual(['ascendantInDangerHouse:veto:0']);
  });

  test('three planets in return house 6: a stellium there, discarded; two are not a stellium', () => {
    expect(fired(read(new GivenPlacements(9, { moon: 6, mercury: 6, venus: 6 })))).toEqual(['stelliumInDangerHouse:veto:0']);
    expect(read(new GivenPlacements(9, { moon: 6, mercury: 6 })).verdict).toBe('acceptable');
  });

  test('a stellium split across the 12th and the 1st counts as one (and can be turned off)', () => {
    const p = new GivenPlacements(9, { moon: 12, mercury: 12, venus: 1 });
    expect(fired(read(p))).toEqual(['stelliumAcrossTwelfthAndFirst:veto:0']);
    expect(read(p, off('stelliumAcrossTwelfthAndFirst')).verdict).toBe('acceptable');
  });

  test.each([['sun', 'sunInDangerHouse'], ['mars', 'marsInDangerHouse']] as const)('%s in return house 12: discarded', (body, rule) => {
    expect(fired(read(new GivenPlacements(9, { [body]: 12 })))).toEqual([`${rule}:veto:0`]);
  });

  test('every veto a place has is listed, in the order of reading', () => {
    const r = read(new GivenPlacements(12, { sun: 1, mars: 6, moon: 6, venus: 6 }));
    expect(fired(r)).toEqual(['ascendantInDangerHouse:veto:0', 'stelliumInDangerHouse:veto:0', 'sunInDangerHouse:veto:0', 'marsInDangerHouse:veto:0']);
  });

  test('stopping at the first veto reads no further', () => {
    const findings: MirataFinding[] = [];
    readReturn(DISCEPOLO_RULE_SET, new GivenPlacements(12, { sun: 1 }), { findings, stopAtVeto: true });
    expect(findings.map((f) => f.rule)).toEqual(['ascendantInDangerHouse']);
  });

  test('other houses to avoid: the rule set decides', () => {
    const rules = { ...DISCEPOLO_RULE_SET, dangerHouses: [8, 12] };
    expect(read(new GivenPlacements(1, {}), rules).verdict).toBe('acceptable');
    expect(read(new GivenPlacements(8, {}), rules).verdict).toBe('discarded');
  });
});

describe('points: the cautions and the 10th house', () => {
  test('each slow planet in a house to avoid takes 2 (rule 4, second part)', () => {
    const r = read(new GivenPlacements(9, { saturn: 12, pluto: 6 }));
    expect(r.score).toBe(-4);
    expect(r.verdict).toBe('acceptable');
    expect(fired(r)).toEqual(['slowPlanetInDangerHouse:penalty:-2', 'slowPlanetInDangerHouse:penalty:-2']);
  });

  test('Mars and Saturn in one return house take 3; a stellium in the 8th takes 2', () => {
    expect(fired(read(new GivenPlacements(9, { mars: 7, saturn: 7 })))).toEqual(['marsWithSaturn:penalty:-3']);
    expect(fired(read(new GivenPlacements(9, { moon: 8, mercury: 8, jupiter: 8 })))).toEqual(['stelliumInEighth:penalty:-2']);
  });

  test('Jupiter in the 10th adds 3, and 1 more within 5° of the Medio Coeli: recommended', () => {
    const far = read(new GivenPlacements(9, { jupiter: 10 }, 270, { jupiter: 280 }));
    expect(far.score).toBe(3);
    expect(far.verdict).toBe('recommended');
    const near = read(new GivenPlacements(9, { jupiter: 10 }, 270, { jupiter: 272 }));
    expect(near.score).toBe(4);
    const tenth = near.findings.find((f) => f.rule === 'tenthHouse')!;
    expect(tenth.subjects[0]!.toMidheavenDeg).toBeCloseTo(2, 9);
  });

  test('Saturn in the 10th outweighs Venus and Jupiter there (Discepolo: Saturn is always stronger)', () => {
    const r = read(new GivenPlacements(9, { saturn: 10, venus: 10, jupiter: 10 }, 270, { saturn: 300, venus: 271, jupiter: 272 }));
    expect(fired(r)).toEqual(['tenthHouse:penalty:-3']);
    expect(r.score).toBe(-3);
  });

  test('a veto outweighs any score', () => {
    const r = read(new GivenPlacements(12, { sun: 10, venus: 10, jupiter: 10 }, 270, { sun: 271, venus: 272, jupiter: 273 }));
    expect(r.score).toBeGreaterThan(5);
    expect(r.verdict).toBe('discarded');
  });

  test('with every rule off nothing fires', () => {
    const all = off('ascendantInDangerHouse', 'stelliumInDangerHouse', 'stelliumAcrossTwelfthAndFirst', 'sunInDangerHouse', 'marsInDangerHouse', 'slowPlanetInDangerHouse', 'marsWithSaturn', 'stelliumInEighth', 'tenthHouse');
    const r = read(new GivenPlacements(12, { sun: 12, mars: 12, saturn: 12, moon: 12 }), all);
    expect(fired(r)).toEqual([]);
    expect(r.verdict).toBe('acceptable');
  });
});

describe('the 2°30′ rule through the cusps', () => {
  /** Equal natal and return cusps from 0° (house n starts at 30(n−1)°). */
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  const bodies = (patch: Partial<Record<MirataBody, number>>) => MIRATA_READ_BODIES.map((b) => patch[b] ?? 75);

  test('the Ascendant 1°12′ before the natal 12th cusp counts in the 12th: discarded, the distance said', () => {
    const p = new CuspPlacements({ natalCuspsDeg: cusps, returnCuspsDeg: cusps, ascendantDeg: 330 - 1.2, midheavenDeg: 270, bodyLongitudesDeg: bodies({}), cuspOrbDeg: 2.5 });
    const r = read(p);
    expect(r.verdict).toBe('discarded');
    expect(r.findings[0]!.subjects[0]!.placement).toEqual({ house: 11, counted: 12, toNextCuspDeg: expect.closeTo(1.2, 9) });
  });

  test('3° before the cusp it stays in its house; with the rule off, 1°12′ too', () => {
    const at = (asc: number, orb: number) => new CuspPlacements({ natalCuspsDeg: cusps, returnCuspsDeg: cusps, ascendantDeg: asc, midheavenDeg: 270, bodyLongitudesDeg: bodies({}), cuspOrbDeg: orb });
    expect(read(at(327, 2.5)).verdict).not.toBe('discarded');
    expect(read(at(330 - 1.2, 0)).verdict).not.toBe('discarded');
  });

  test('the Sun 2° before the 7th cusp leaves the 6th: not discarded', () => {
    const p = new CuspPlacements({ natalCuspsDeg: cusps, returnCuspsDeg: cusps, ascendantDeg: 250, midheavenDeg: 160, bodyLongitudesDeg: bodies({ sun: 178 }), cuspOrbDeg: 2.5 });
    const sun = read(p).findings.find((f) => f.rule === 'sunInDangerHouse')!;
    expect(sun.outcome).toBe('clear');
    expect(sun.house).toBe(7);
  });
});

describe('the choice key', () => {
  test('the same verdict and houses give the same key; another house, another', () => {
    const a = new GivenPlacements(9, { jupiter: 10 });
    const b = new GivenPlacements(9, { jupiter: 10 });
    const c = new GivenPlacements(9, { jupiter: 11 });
    expect(readingKey('recommended', a, 7)).toBe(readingKey('recommended', b, 7));
    expect(readingKey('recommended', a, 7)).not.toBe(readingKey('recommended', c, 7));
    expect(readingKey('recommended', a, 7)).not.toBe(readingKey('acceptable', a, 7));
    expect(Number.isSafeInteger(readingKey('discarded', new GivenPlacements(12, Object.fromEntries(MIRATA_READ_BODIES.map((x) => [x, 12]))), 12))).toBe(true);
  });
});
