/** The natal chart's codecs are inverses: codes → answer → codes, and answer → codes → answer. */
import { describe, expect, test } from 'vitest';
import { BODY_CODES, DEFAULT_NATAL_ORBS, type BodyCode, type ChartBody } from '@astrolabio/core';
import { temaNataleResponseSchema } from '../schemas/tema-natale.ts';
import { decodeNatalChart, encodeNatalChart, type NatalChartCodes } from './natal-chart.ts';

// Longitudes spread over the zodiac, one retrograde body, houses 1–12 in turn.
const bodies = Object.fromEntries(BODY_CODES.map((code, i): [BodyCode, ChartBody] => [code, {
  longitude: (i * 27.25 + 3.5) % 360, latitude: i / 10 - 0.5, speed: code === 'mercury' ? -0.4 : 1 - i / 20, retrograde: code === 'mercury', house: (i % 12) + 1,
}])) as Record<BodyCode, ChartBody>;

const CHART: NatalChartCodes = {
  jdUt: 2447906.8958333335,
  houseSystem: 'placidus',
  nodeKind: 'true',
  lilithKind: 'mean',
  aspectCodes: ['conjunction', 'square', 'trine'],
  orbs: { conjunction: DEFAULT_NATAL_ORBS.conjunction, square: DEFAULT_NATAL_ORBS.square, trine: { orbDeg: 5, luminaryOrbDeg: 7 } },
  bodies,
  cusps: Array.from({ length: 12 }, (_, i) => (i * 31 + 10.5) % 360),
  ascendant: 10.5,
  midheaven: 280.25,
  aspects: [
    { body1: 'sun', body2: 'moon', aspect: 'square', orb: 1.25, applying: true },
    { body1: 'sun', body2: 'moon', aspect: 'trine', orb: 4.5, applying: false },
    { body1: 'venus', body2: 'mars', aspect: 'conjunction', orb: 0, applying: false },
  ],
  angleAspects: [{ body: 'sun', angle: 'midheaven', aspect: 'trine', orb: 2.01, applying: false }],
  warningsIt: ['Sistema di case non calcolabile a questa latitudine: usato Porfirio.'],
};

describe('natal chart codecs', () => {
  test('codes → answer → codes gives the codes back; the answer is what the schema accepts, in Italian', () => {
    const answer = encodeNatalChart(CHART);
    expect(temaNataleResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.pianeti.Mercurio).toMatchObject({ retrograde: true, zodiac: { sign: 'Toro', degree: 28, formatted: "28°00' Toro" } });
    expect(answer.aspetti[0]).toEqual({ planet1: 'Sole', planet2: 'Luna', aspects: [
      { type: 'Quadratura', orb: 1.25, applying: true }, { type: 'Trigono', orb: 4.5, applying: false },
    ] });
    expect(answer.meta).toMatchObject({ aspects: ['Congiunzione', 'Quadratura', 'Trigono'], orbs: { Trigono: { orb: 5, soleLuna: 7 } } });
    expect(decodeNatalChart(answer)).toEqual(CHART);
  });

  test('answer → codes → answer gives the answer back, byte for byte', () => {
    const answer = encodeNatalChart(CHART);
    expect(JSON.stringify(encodeNatalChart(decodeNatalChart(answer)))).toBe(JSON.stringify(answer));
  });
});
