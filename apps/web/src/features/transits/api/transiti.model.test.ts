/**
 * The one renaming from the contract's answer to core's records, as production runs it
 * (fetchTransits, the server's answer stubbed): Italian names → codes, natalPlanet → natalPoint,
 * UTC instants → epoch ms, the daily series and the natal houses kept, the period from `meta`.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchTransits, transitsRequestBody, type TransitsRequest } from './transiti.ts';

/** Decision 0011's example answer, as the server writes it. */
const ITEM = {
  transitPlanet: 'Saturno', natalPlanet: 'Medio Coeli', aspect: 'Quadratura', angle: 270,
  start: '2025-02-03T11:20Z', end: '2025-06-30T04:02Z', clipped: { start: false, end: true },
  exact: ['2025-03-14T08:21Z'], stations: [{ time: '2025-05-01T00:07Z', kind: 'retrograda' }],
  peak: { time: '2025-03-14T08:21Z', orb: 0 }, daily: { from: '2025-02-03', orbs: [2.98, 2.91, 0] }, house: 10,
};
const answerWith = (transiti: unknown[]) => ({
  periodo: '2025-01-01 - 2025-12-31',
  transiti,
  caseNatali: [{ transitPlanet: 'Sole', startHouse: 10, ingresses: [{ time: '2025-01-19T03:11Z', house: 11, retrograde: false }] }],
  meta: {
    maxOrb: 3, nodo: 'true', count: transiti.length, lilith: 'mean',
    orbs: Object.fromEntries(['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione'].map((a) => [a, { orb: 3, soleLuna: 3 }])),
    startDate: '2025-01-01', endDate: '2025-12-31',
  },
});

const natalData = { meta: { ut: 'x' } } as unknown as TransitsRequest['natalData'];
const REQUEST: TransitsRequest = { natalData, startDate: '2025-01-01', endDate: '2025-12-31', planets: ['saturn', 'sun'] };

/** The server stubbed: answers `body` and records what it was asked. */
function serverAnswering(body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchTransits', () => {
  test('one POST /api/transiti with the request body', async () => {
    const fetch = serverAnswering(answerWith([ITEM]));
    await fetchTransits(REQUEST);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/transiti');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(transitsRequestBody(REQUEST));
  });

  test('the period and options', async () => {
    serverAnswering(answerWith([ITEM]));
    expect(await fetchTransits(REQUEST)).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', maxOrbDeg: 3, nodeKind: 'true' });
  });

  test('a record in core\'s terms', async () => {
    serverAnswering(answerWith([ITEM]));
    const data = await fetchTransits(REQUEST);
    expect(data.records).toEqual([{
      transitBody: 'saturn', natalPoint: 'midheaven', aspect: 'square', angleDeg: 270,
      startMs: Date.UTC(2025, 1, 3, 11, 20), endMs: Date.UTC(2025, 5, 30, 4, 2), clippedStart: false, clippedEnd: true,
      exactMs: [Date.UTC(2025, 2, 14, 8, 21)], stations: [{ timeMs: Date.UTC(2025, 4, 1, 0, 7), kind: 'retrograde' }],
      peak: { timeMs: Date.UTC(2025, 2, 14, 8, 21), orbDeg: 0 }, daily: { firstDate: '2025-02-03', orbsDeg: [2.98, 2.91, 0] }, house: 10,
    }]);
  });

  test('the natal houses', async () => {
    serverAnswering(answerWith([ITEM]));
    const data = await fetchTransits(REQUEST);
    expect(data.houses).toEqual([{ transitBody: 'sun', startHouse: 10, ingresses: [{ timeMs: Date.UTC(2025, 0, 19, 3, 11), house: 11, retrograde: false }] }]);
  });

  test('transits beyond one slice are all read, in order', async () => {
    const many = Array.from({ length: 4500 }, (_, i) => ({ ...ITEM, house: (i % 12) + 1 }));
    serverAnswering(answerWith(many));
    const data = await fetchTransits(REQUEST);
    expect(data.records).toHaveLength(4500);
    expect(data.records.map((r) => r.house)).toEqual(many.map((t) => t.house));
  });

  test('a transit the contract does not allow (an unknown body) is the invalid-answer error', async () => {
    serverAnswering(answerWith([ITEM, { ...ITEM, transitPlanet: 'Vulcano' }]));
    await expect(fetchTransits(REQUEST)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('transitsRequestBody', () => {
  test('Italian body names, the chart as the server answered it', () => {
    expect(transitsRequestBody({ natalData, startDate: '2025-01-01', endDate: '2025-12-31', planets: ['pluto', 'sun'] }))
      .toEqual({ natalData, startDate: '2025-01-01', endDate: '2025-12-31', planets: [BODY_NAMES_IT.pluto, 'Sole'] });
  });

  test('the aspects and the largest orb, when asked for, as the contract names them', () => {
    expect(transitsRequestBody({ natalData, startDate: '2025-03-01', endDate: '2025-03-31', planets: ['saturn'], aspects: ['square', 'trine'], maxOrbDeg: 3 }))
      .toEqual({ natalData, startDate: '2025-03-01', endDate: '2025-03-31', planets: ['Saturno'], aspects: ['Quadratura', 'Trigono'], maxOrb: 3 });
  });
});
