/** The chart read back by code: every body in BODY_CODES order, houses 1–12 with their cusps, the angles, the aspects with their exact orb. */
import { describe, expect, test } from 'vitest';
import { decodeNatalChart, temaNataleResponseSchema } from '@astrolabio/contract';
import { BODY_CODES } from '@astrolabio/core';
import { SIGN_BY_NAME_IT } from '@astrolabio/names-it';
import fixture from '../../../test/fixtures/tema-natale-roma-1990.json';
import { chartView } from './chart-view.ts';

// Through the contract's decoder, as the chart feature's api/ module reads the answer.
const view = chartView(decodeNatalChart(temaNataleResponseSchema.parse(fixture)));

describe('chartView', () => {
  test('lists every body in the core order, with sign and house', () => {
    expect(view.bodies.map((b) => b.code)).toEqual([...BODY_CODES]);
    expect(view.bodies[0]).toEqual({ code: 'sun', longitude: fixture.pianeti.Sole.longitude, sign: 'capricorn', retrograde: false, house: 10 });
  });

  test('lists houses 1–12; the wheel\'s cusps are their longitudes', () => {
    expect(view.houses.map((h) => h.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(view.houses[0]).toEqual({ n: 1, longitude: fixture.case['1'].cusp, sign: 'aries' });
    expect(view.cusps).toEqual(view.houses.map((h) => h.longitude));
  });

  test('reads the aspects between bodies and to the angles, each orb recomputed from the two longitudes', () => {
    expect(view.aspects).toHaveLength(fixture.aspetti.flatMap((p) => p.aspects).length);
    const sunAsc = view.angleAspects.find((a) => a.body1 === 'sun' && a.body2 === 'ascendant')!;
    expect(sunAsc).toMatchObject({ aspect: 'square', orb: 3.97, applying: true });
    // |280.7717825° − 14.7448733°| = 266.0269°, i.e. 93.9731° apart: 3.9731° from the square (swetest, roma-1990).
    expect(sunAsc.orbDeg).toBeCloseTo(3.9731, 3);
    for (const a of [...view.aspects, ...view.angleAspects]) expect(Math.abs(a.orbDeg - a.orb)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  test('keeps the angles with their sign, the one the answer named', () => {
    expect(view.ascendant).toEqual({ longitude: fixture.ascendente.longitude, sign: SIGN_BY_NAME_IT.get(fixture.ascendente.zodiac.sign) });
    expect(view.midheaven).toEqual({ longitude: fixture.medioCoeli.longitude, sign: SIGN_BY_NAME_IT.get(fixture.medioCoeli.zodiac.sign) });
    for (const [n, h] of Object.entries(fixture.case)) expect(view.houses[Number(n) - 1]!.sign).toBe(SIGN_BY_NAME_IT.get(h.zodiac.sign));
  });
});
