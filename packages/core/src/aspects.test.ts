/** Unit tests of the aspect rules: the natal orb table and the spec's daily-transit orb filter. */
import { describe, expect, test } from 'vitest';
import {
  ALL_ASPECT_CODES, ASPECT_ANGLE_DEG, ASPECT_CODES, ASPECT_SIDES_DEG, aspectSidesDeg, aspectsBetween, inAspectOrder, isApplying,
  passesDailyTransitOrbFilter,
} from './aspects.ts';
import { DEFAULT_NATAL_ORBS, orbLimitDeg, orbsForPair, uniformOrbTable, widestOrbDeg, withOrbs } from './orbs.ts';

/** The natal table without the luminaries' column: what a pair of two planets uses. */
const NATAL_ORB_DEG = orbsForPair(DEFAULT_NATAL_ORBS, 'mars', 'saturn');

describe('the aspects: angles and sides', () => {
  test.each([
    ['conjunction', 0, [0]], ['semisextile', 30, [30, 330]], ['semisquare', 45, [45, 315]], ['sextile', 60, [60, 300]],
    ['quintile', 72, [72, 288]], ['square', 90, [90, 270]], ['trine', 120, [120, 240]], ['sesquiquadrate', 135, [135, 225]],
    ['biquintile', 144, [144, 216]], ['quincunx', 150, [150, 210]], ['opposition', 180, [180]],
  ] as const)('%s: %d°, sides %j', (aspect, angle, sides) => {
    expect(ASPECT_ANGLE_DEG[aspect]).toBe(angle);
    expect(aspectSidesDeg(aspect)).toEqual(sides);
  });

  test('every side belongs to one aspect; the default set is the spec\'s five, in catalogue order', () => {
    expect(ALL_ASPECT_CODES.flatMap(aspectSidesDeg).sort((a, b) => a - b)).toEqual([...ASPECT_SIDES_DEG]);
    expect(ASPECT_CODES).toEqual(['conjunction', 'sextile', 'square', 'trine', 'opposition']);
    expect(inAspectOrder(['opposition', 'quincunx', 'conjunction', 'quincunx'])).toEqual(['conjunction', 'quincunx', 'opposition']);
  });

  test.each([
    [0, 150, 'quincunx', 0], [10, 218, 'quincunx', 2], [0, 44, 'semisquare', 1], [350, 125, 'sesquiquadrate', 0],
    [0, 31.5, 'semisextile', 1.5], [0, 73, 'quintile', 1], [100, 245, 'biquintile', 1],
  ] as const)('minor aspects: %d° and %d° → %s, orb %d° (Sole and Luna\'s orbs)', (a, b, aspect, orb) => {
    const [first] = aspectsBetween(a, b, orbsForPair(DEFAULT_NATAL_ORBS, 'sun', 'moon'), ALL_ASPECT_CODES);
    expect(first?.aspect).toBe(aspect);
    expect(first?.orb).toBeCloseTo(orb, 9);
  });
});

describe('the orb tables', () => {
  test.each(ALL_ASPECT_CODES)('%s: Sole or Luna in the pair takes the wider column, any other pair the narrower', (aspect) => {
    const { orbDeg, luminaryOrbDeg } = DEFAULT_NATAL_ORBS[aspect];
    expect(luminaryOrbDeg).toBeGreaterThan(orbDeg);
    expect(orbLimitDeg(DEFAULT_NATAL_ORBS, aspect, 'sun', 'saturn')).toBe(luminaryOrbDeg);
    expect(orbLimitDeg(DEFAULT_NATAL_ORBS, aspect, 'venus', 'moon')).toBe(luminaryOrbDeg);
    expect(orbLimitDeg(DEFAULT_NATAL_ORBS, aspect, 'moon', 'ascendant')).toBe(luminaryOrbDeg);
    expect(orbLimitDeg(DEFAULT_NATAL_ORBS, aspect, 'venus', 'cusp2')).toBe(orbDeg);
  });

  test('the majors keep the orbs natal aspects had before the table could be edited', () => {
    expect(ASPECT_CODES.map((a) => DEFAULT_NATAL_ORBS[a].orbDeg)).toEqual([8, 5, 7, 7, 8]);
  });

  test('a uniform table, an edited one, the widest orb', () => {
    expect(uniformOrbTable(3).quincunx).toEqual({ orbDeg: 3, luminaryOrbDeg: 3 });
    const edited = withOrbs(uniformOrbTable(3), { square: { luminaryOrbDeg: 5 } });
    expect(edited.square).toEqual({ orbDeg: 3, luminaryOrbDeg: 5 });
    expect(edited.trine).toEqual({ orbDeg: 3, luminaryOrbDeg: 3 });
    expect(widestOrbDeg(edited, ['trine'])).toBe(3);
    expect(widestOrbDeg(edited, ASPECT_CODES)).toBe(5);
  });
});

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

describe('isApplying: the orb shrinks at this instant', () => {
  // [a longitude, a speed, b longitude, b speed, aspect, applying]; speeds in degrees a day.
  test.each([
    ['Moon catching up with a slower Sun', 10, 13, 14, 1, 'conjunction', true],
    ['Moon past the Sun', 18, 13, 14, 1, 'conjunction', false],
    ['conjunction across 0° Aries', 358, 1, 2, 0, 'conjunction', true],
    ['retrograde body backing into a conjunction', 20, -0.5, 15, 0, 'conjunction', true],
    ['retrograde body leaving a conjunction', 14, -0.5, 15, 0, 'conjunction', false],
    ['square from below: separation 88° growing', 0, 0, 88, 1, 'square', true],
    ['square past exact: separation 92° growing', 0, 0, 92, 1, 'square', false],
    ['square on the other side: b 272° behind, moving back towards 270°', 0, 0, 272, -1, 'square', true],
    ['opposition: separation 178° growing to 180°', 0, 0, 178, 1, 'opposition', true],
    ['opposition across 180°: b at 182° moving on, separation shrinking from 178°', 0, 0, 182, 1, 'opposition', false],
    ['opposition across 180°: b at 182° moving back', 0, 0, 182, -1, 'opposition', true],
    ['sextile at 62°, the faster body behind closing in', 50, 1.2, 112, 0.1, 'sextile', true],
    ['sextile at 62°, the same pair named the other way round', 112, 0.1, 50, 1.2, 'sextile', true],
    ['sextile at 58°, the faster body behind closing past it', 50, 1.2, 108, 0.1, 'sextile', false],
    ['trine from 123° closing', 0, 0.5, 123, 0, 'trine', true],
    ['a fixed angle and a body at the exact aspect', 100, 0, 190, 1, 'square', false],
    ['equal speeds: not applying', 0, 1, 85, 1, 'square', false],
  ] as const)('%s → %s', (_name, aLon, aSpeed, bLon, bSpeed, aspect, applying) => {
    expect(isApplying({ longitude: aLon, speed: aSpeed }, { longitude: bLon, speed: bSpeed }, aspect)).toBe(applying);
  });

  test('agrees with the orb a minute later and a minute earlier, over a grid of positions and speeds', () => {
    const minuteDays = 1 / 1440;
    let checked = 0;
    for (let aLon = 0; aLon < 360; aLon += 37) {
      for (let bLon = 0; bLon < 360; bLon += 11) {
        for (const [aSpeed, bSpeed] of [[13.2, 1], [1, -0.3], [0, 0.05], [-0.2, 0]]) {
          const a = { longitude: aLon, speed: aSpeed! };
          const b = { longitude: bLon, speed: bSpeed! };
          for (const m of aspectsBetween(aLon, bLon, NATAL_ORB_DEG)) {
            if (m.orb < 1e-6) continue; // exact: neither side
            const orbAt = (days: number) => aspectsBetween(aLon + aSpeed! * days, bLon + bSpeed! * days, 360, [m.aspect])[0]!.orb;
            expect(isApplying(a, b, m.aspect), `${aLon} ${bLon} ${m.aspect}`).toBe(orbAt(minuteDays) < orbAt(-minuteDays));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
