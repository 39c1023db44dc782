/**
 * The one renaming from the contract's answer to core's records: Italian names → codes,
 * natalPlanet → natalPoint, UTC instants → epoch ms, the daily series and the natal houses kept.
 */
import { describe, expect, test } from 'vitest';
import { transitiResponseSchema } from '@astrolabio/contract';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { transitDataFrom, transitsRequestBody } from './transiti.ts';

/** Decision 0011's example answer, as the server writes it. */
const ANSWER = {
  periodo: '2025-01-01 - 2025-12-31',
  transiti: [{
    transitPlanet: 'Saturno', natalPlanet: 'Medio Coeli', aspect: 'Quadratura', angle: 270,
    start: '2025-02-03T11:20Z', end: '2025-06-30T04:02Z', clipped: { start: false, end: true },
    exact: ['2025-03-14T08:21Z'], stations: [{ time: '2025-05-01T00:07Z', kind: 'retrograda' }],
    peak: { time: '2025-03-14T08:21Z', orb: 0 }, daily: { from: '2025-02-03', orbs: [2.98, 2.91, 0] }, house: 10,
  }],
  caseNatali: [{ transitPlanet: 'Sole', startHouse: 10, ingresses: [{ time: '2025-01-19T03:11Z', house: 11, retrograde: false }] }],
  meta: { maxOrb: 3, nodo: 'true', count: 1 },
};

describe('transitDataFrom', () => {
  const data = transitDataFrom(transitiResponseSchema.parse(ANSWER));

  test('the period and options', () => {
    expect(data).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', maxOrbDeg: 3, nodeKind: 'true' });
  });

  test('a record in core\'s terms', () => {
    expect(data.records).toEqual([{
      transitBody: 'saturn', natalPoint: 'midheaven', aspect: 'square', angleDeg: 270,
      startMs: Date.UTC(2025, 1, 3, 11, 20), endMs: Date.UTC(2025, 5, 30, 4, 2), clippedStart: false, clippedEnd: true,
      exactMs: [Date.UTC(2025, 2, 14, 8, 21)], stations: [{ timeMs: Date.UTC(2025, 4, 1, 0, 7), kind: 'retrograde' }],
      peak: { timeMs: Date.UTC(2025, 2, 14, 8, 21), orbDeg: 0 }, daily: { firstDate: '2025-02-03', orbsDeg: [2.98, 2.91, 0] }, house: 10,
    }]);
  });

  test('the natal houses', () => {
    expect(data.houses).toEqual([{ transitBody: 'sun', startHouse: 10, ingresses: [{ timeMs: Date.UTC(2025, 0, 19, 3, 11), house: 11, retrograde: false }] }]);
  });
});

describe('transitsRequestBody', () => {
  test('Italian body names, the chart as the server answered it', () => {
    const natalData = { meta: { ut: 'x' } } as unknown as Parameters<typeof transitsRequestBody>[0]['natalData'];
    expect(transitsRequestBody({ natalData, startDate: '2025-01-01', endDate: '2025-12-31', planets: ['pluto', 'sun'] }))
      .toEqual({ natalData, startDate: '2025-01-01', endDate: '2025-12-31', planets: [BODY_NAMES_IT.pluto, 'Sole'] });
  });

  test('the aspects and the largest orb, when asked for, as the contract names them', () => {
    const natalData = { meta: { ut: 'x' } } as unknown as Parameters<typeof transitsRequestBody>[0]['natalData'];
    expect(transitsRequestBody({ natalData, startDate: '2025-03-01', endDate: '2025-03-31', planets: ['saturn'], aspects: ['square', 'trine'], maxOrbDeg: 3 }))
      .toEqual({ natalData, startDate: '2025-03-01', endDate: '2025-03-31', planets: ['Saturno'], aspects: ['Quadratura', 'Trigono'], maxOrb: 3 });
  });
});
