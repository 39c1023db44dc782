/** Unit tests of the aspect rules: the natal orb table and the spec's daily-transit orb filter. */
import { describe, expect, test } from 'vitest';
import { aspectsBetween, isApplying, NATAL_ORB_DEG, passesDailyTransitOrbFilter } from './aspects.ts';

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
