/**
 * Unit tests of the composite chart on a stand-in sky (a fixed obliquity, houses from the meridian by
 * the closed-form Ascendant and Medio Coeli, equal houses from the Ascendant): the midpoints, the Nodo
 * Sud, the Medio Coeli through its right ascension and back, the polar fallback, the aspects. The
 * Swiss Ephemeris' own houses are checked against swetest (packages/ephemeris/test/couple-vs-swetest).
 */
import { describe, expect, test } from 'vitest';
import { separationDegrees } from '../angles.ts';
import { BODY_CODES, type BodyCode } from '../bodies.ts';
import type { ChartBody, NatalChart } from '../chart.ts';
import type { HouseCusps, TechniqueEphemeris } from '../ephemeris.ts';
import type { HouseSystem } from '../houses.ts';
import { DEFAULT_NATAL_ORBS } from '../orbs.ts';
import { ascendantOfArmc, midheavenOfArmc } from '../progressions/progressed-angles.ts';
import { computeCompositeChart, rightAscensionOfEclipticDeg } from './composite.ts';
import { shorterArcMidpointDeg } from './midpoints.ts';

const OBLIQUITY_DEG = 23.44;

/** A stand-in sky: equal houses from the closed-form Ascendant; Placidus refused beyond 66°. */
const sky = {
  obliquityDeg: () => OBLIQUITY_DEG,
  housesFromArmc(armc: number, lat: number, eps: number, system: HouseSystem): HouseCusps | null {
    if (system === 'placidus' && Math.abs(lat) > 66) return null;
    const ascendant = ascendantOfArmc(armc, lat, eps);
    return { cusps: Array.from({ length: 12 }, (_, i) => (ascendant + 30 * i) % 360), ascendant, midheaven: midheavenOfArmc(armc, eps), system };
  },
} as unknown as TechniqueEphemeris;

function chart(jdUt: number, longitudes: (i: number) => number, midheaven: number, speed = 1): NatalChart {
  const bodies = Object.fromEntries(BODY_CODES.map((c, i) => [c, { longitude: longitudes(i), latitude: i / 10, speed, retrograde: speed < 0, house: 1 }])) as Record<BodyCode, ChartBody>;
  bodies.southNode = { ...bodies.northNode, longitude: (bodies.northNode.longitude + 180) % 360, latitude: -bodies.northNode.latitude };
  return {
    jdUt, latitude: 45, longitude: 9, nodeKind: 'true', lilithKind: 'mean', aspectCodes: ['conjunction'], orbs: DEFAULT_NATAL_ORBS,
    requestedHouseSystem: 'placidus', houseSystem: 'placidus', bodies, cusps: [], ascendant: 0, midheaven, aspects: [], angleAspects: [], warnings: [],
  };
}

describe('rightAscensionOfEclipticDeg', () => {
  test('the Medio Coeli of its right ascension is itself, all round the circle', () => {
    for (let lon = 0; lon < 360; lon += 7.5) {
      expect(separationDegrees(midheavenOfArmc(rightAscensionOfEclipticDeg(lon, OBLIQUITY_DEG), OBLIQUITY_DEG), lon)).toBeLessThan(1e-9);
    }
    expect(rightAscensionOfEclipticDeg(90, OBLIQUITY_DEG)).toBeCloseTo(90, 12);
    expect(rightAscensionOfEclipticDeg(270, OBLIQUITY_DEG)).toBeCloseTo(270, 12);
  });
});

describe('computeCompositeChart', () => {
  const first = chart(2447893, (i) => (i * 37) % 360, 350, 1);
  const second = chart(2451545, (i) => (i * 53 + 200) % 360, 20, -0.5);
  const composite = computeCompositeChart({ first, second, place: { latitude: 41.9, longitude: 12.5 } }, sky);

  test('each body the shorter-arc midpoint, mean latitude and speed; Nodo Sud opposite the composite Nodo Nord', () => {
    for (const code of BODY_CODES) {
      const b = composite.bodies[code];
      if (code === 'southNode') {
        expect(b.longitude).toBeCloseTo((composite.bodies.northNode.longitude + 180) % 360, 12);
        continue;
      }
      expect(b.longitude).toBe(shorterArcMidpointDeg(first.bodies[code].longitude, second.bodies[code].longitude));
      expect(b.latitude).toBeCloseTo((first.bodies[code].latitude + second.bodies[code].latitude) / 2, 12);
      expect(b.speed).toBe(0.25);
      expect(b.retrograde).toBe(false);
    }
  });

  test('the Medio Coeli is the midpoint of the two, the houses derived from it at the reference latitude, the instant halfway', () => {
    expect(separationDegrees(composite.midheaven, 5)).toBeLessThan(1e-9);
    expect(composite.ascendant).toBeCloseTo(ascendantOfArmc(rightAscensionOfEclipticDeg(5, OBLIQUITY_DEG), 41.9, OBLIQUITY_DEG), 9);
    expect(composite.jdUt).toBe(2449719);
    expect([composite.latitude, composite.longitude]).toEqual([41.9, 12.5]);
    expect(composite.houseSystem).toBe('placidus');
    for (const code of BODY_CODES) {
      const lon = composite.bodies[code].longitude;
      expect(composite.bodies[code].house).toBe(Math.floor((((lon - composite.ascendant) % 360) + 360) % 360 / 30) + 1);
    }
  });

  test('the aspects among the composite points with the rules given', () => {
    const withAll = computeCompositeChart({ first, second, place: { latitude: 41.9, longitude: 12.5 }, aspects: ['opposition', 'conjunction'] }, sky);
    expect(withAll.aspectCodes).toEqual(['conjunction', 'opposition']);
    expect(withAll.aspects.length).toBeGreaterThan(0);
    for (const a of withAll.aspects) {
      const sep = separationDegrees(withAll.bodies[a.body1].longitude, withAll.bodies[a.body2].longitude);
      expect(Math.abs(sep - (a.aspect === 'conjunction' ? 0 : 180))).toBeLessThanOrEqual(DEFAULT_NATAL_ORBS[a.aspect].luminaryOrbDeg + 0.005);
    }
  });

  test('above the polar circle Placidus falls back to Porphyry, with a warning', () => {
    const polar = computeCompositeChart({ first, second, place: { latitude: 70, longitude: 19 } }, sky);
    expect(polar.houseSystem).toBe('porphyry');
    expect(polar.warnings).toEqual([{ code: 'polarHouseFallback', requested: 'placidus', used: 'porphyry' }]);
  });

  test('two charts that read the node differently are refused', () => {
    expect(() => computeCompositeChart({ first, second: { ...second, nodeKind: 'mean' }, place: { latitude: 0, longitude: 0 } }, sky)).toThrow(RangeError);
  });
});
