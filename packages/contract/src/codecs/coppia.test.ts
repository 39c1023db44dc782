/**
 * The couple's codecs are inverses: codes → answer → codes gives the codes back, and answer → codes
 * → answer the same bytes; every answer is what the contract's schema accepts, in Italian.
 */
import { describe, expect, test } from 'vitest';
import {
  BODY_CODES,
  DEFAULT_NATAL_ORBS,
  DEFAULT_SYNASTRY_ORBS,
  SYNASTRY_POINT_CODES,
  type BodyCode,
  type ChartBody,
  type CoupleTransit,
  type PointCode,
  type TransitRecord,
} from '@astrolabio/core';
import { coppiaResponseSchema, transitiDiCoppiaResponseSchema } from '../schemas/coppia.ts';
import { decodeCoupleCharts, decodeCoupleTransit, encodeCoupleCharts, encodeCoupleTransit, type CoupleChartsCodes } from './coppia.ts';
import type { NatalChartCodes } from './natal-chart.ts';

function chartAt(jdUt: number, shift: number): NatalChartCodes {
  const bodies = Object.fromEntries(BODY_CODES.map((code, i): [BodyCode, ChartBody] => [code, {
    longitude: (i * 29.5 + shift) % 360, latitude: 0.5, speed: code === 'saturn' ? -0.02 : 1, retrograde: code === 'saturn', house: ((i + 3) % 12) + 1,
  }])) as Record<BodyCode, ChartBody>;
  return {
    jdUt,
    houseSystem: 'placidus',
    nodeKind: 'true',
    lilithKind: 'mean',
    aspectCodes: ['conjunction', 'opposition'],
    orbs: { conjunction: DEFAULT_NATAL_ORBS.conjunction, opposition: DEFAULT_NATAL_ORBS.opposition },
    bodies,
    cusps: Array.from({ length: 12 }, (_, i) => (i * 30 + shift) % 360),
    ascendant: shift,
    midheaven: (shift + 270) % 360,
    aspects: [{ body1: 'sun', body2: 'mars', aspect: 'opposition', orb: 1.5, applying: true }],
    angleAspects: [],
    warningsIt: [],
  };
}

const houses = (k: number) => Object.fromEntries(SYNASTRY_POINT_CODES.map((p, i) => [p, ((i + k) % 12) + 1])) as Record<PointCode, number>;

const COUPLE: CoupleChartsCodes = {
  first: chartAt(2447893.0416666665, 7.25),
  second: chartAt(2451545.25, 100.5),
  synastry: {
    aspectCodes: ['conjunction', 'square'],
    orbs: { conjunction: DEFAULT_SYNASTRY_ORBS.conjunction, square: DEFAULT_SYNASTRY_ORBS.square },
    aspects: [
      { firstPoint: 'sun', secondPoint: 'moon', aspect: 'square', orbDeg: 1.23 },
      { firstPoint: 'ascendant', secondPoint: 'venus', aspect: 'conjunction', orbDeg: 0 },
    ],
    secondInFirstHouses: houses(0),
    firstInSecondHouses: houses(5),
  },
  composite: { chart: chartAt(2449719.1458333335, 53.875), place: { latitude: 45.4642, longitude: 9.19, name: 'Milano (MI)' } },
  davison: { chart: chartAt(2449719.1458333335, 12), place: { latitude: 43.7, longitude: 10.4, name: 'Pisa (PI)', distanceKm: 3.2 } },
};

describe('the couple charts\' codec', () => {
  test('codes → answer → codes; the answer is the schema\'s, with Italian names', () => {
    const answer = encodeCoupleCharts(COUPLE);
    expect(coppiaResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.sinastria.aspetti).toEqual([
      { primo: 'Sole', secondo: 'Luna', type: 'Quadratura', orb: 1.23 },
      { primo: 'Ascendente', secondo: 'Venere', type: 'Congiunzione', orb: 0 },
    ]);
    expect(answer.sinastria.secondoNelleCaseDelPrimo).toMatchObject({ Sole: 1, Luna: 2, Ascendente: 3, 'Medio Coeli': 4 });
    expect(answer.sinastria.meta).toEqual({ aspects: ['Congiunzione', 'Quadratura'], orbs: { Congiunzione: { orb: 6, soleLuna: 8 }, Quadratura: { orb: 5, soleLuna: 7 } } });
    expect(answer.davison.istante).toEqual({ ut: '1995-01-01T15:30:00Z', jd: 2449719.1458333335 });
    expect(answer.davison.nascita).toEqual({ datetime: '1995-01-01T15:30:00.000', timezone: 0, latitude: 43.7, longitude: 10.4 });
    expect(answer.davison.luogo).toEqual({ latitude: 43.7, longitude: 10.4, nome: 'Pisa (PI)', distanzaKm: 3.2 });
    expect(answer.composito.luogo).toEqual({ latitude: 45.4642, longitude: 9.19, nome: 'Milano (MI)' });
    expect(decodeCoupleCharts(answer)).toEqual(COUPLE);
  });

  test('answer → codes → answer, byte for byte; no place near, no name', () => {
    const far: CoupleChartsCodes = { ...COUPLE, davison: { ...COUPLE.davison, place: { latitude: 0, longitude: -150, name: null, distanceKm: null } }, composite: { ...COUPLE.composite, place: { latitude: 1, longitude: 2 } } };
    const answer = encodeCoupleCharts(far);
    expect(coppiaResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(JSON.stringify(encodeCoupleCharts(decodeCoupleCharts(answer)))).toBe(JSON.stringify(answer));
    expect(answer.composito.luogo).toEqual({ latitude: 1, longitude: 2 });
  });

  test('orbs are written to 0.01°', () => {
    const answer = encodeCoupleCharts({ ...COUPLE, synastry: { ...COUPLE.synastry, aspects: [{ firstPoint: 'sun', secondPoint: 'sun', aspect: 'conjunction', orbDeg: 1.23456 }] } });
    expect(answer.sinastria.aspetti[0]!.orb).toBe(1.23);
  });
});

describe('the couple transit\'s codec', () => {
  const MIN = 60_000;
  const record = (natalPoint: PointCode, startMs: number): TransitRecord => ({
    transitBody: 'saturn', natalPoint, aspect: 'square', angleDeg: 270, startMs, endMs: startMs + 90 * 1440 * MIN, clippedStart: false, clippedEnd: true,
    exactMs: [startMs + 45 * 1440 * MIN], stations: [{ timeMs: startMs + 10 * 1440 * MIN, kind: 'retrograde' }],
    peak: { timeMs: startMs + 45 * 1440 * MIN, orbDeg: 0 }, daily: { firstDate: '2025-01-01', orbsDeg: [2.5, 2.47] }, house: 7,
  });
  const c: CoupleTransit = {
    transitBody: 'saturn', first: record('sun', Date.UTC(2025, 0, 1, 8, 21)), second: record('ascendant', Date.UTC(2025, 1, 1, 0, 5)),
    startMs: Date.UTC(2025, 1, 1, 0, 5), endMs: Date.UTC(2025, 3, 1, 8, 21), clippedStart: false, clippedEnd: false,
  };

  test('codes → item → codes, and the item in a schema-valid answer', () => {
    const item = encodeCoupleTransit(c);
    expect(item).toMatchObject({ transitPlanet: 'Saturno', start: '2025-02-01T00:05Z', end: '2025-04-01T08:21Z', clipped: { start: false, end: false } });
    expect(item.secondo).toMatchObject({ natalPlanet: 'Ascendente', aspect: 'Quadratura', angle: 270 });
    expect(decodeCoupleTransit(item)).toEqual(c);
    const answer = { periodo: '2025-01-01 - 2025-12-31', transiti: [item], meta: { maxOrb: 3, nodo: 'true', lilith: 'mean', orbs: {}, count: 1, startDate: '2025-01-01', endDate: '2025-12-31' } };
    expect(transitiDiCoppiaResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
  });
});
