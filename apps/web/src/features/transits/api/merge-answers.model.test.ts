/**
 * Luna switched on over a long period asks for Luna alone and merges it with the answer in hand
 * (merge-answers.ts): the merged answer is the one the server gives for all the bodies at once. The
 * recorded answer of January 2025 for all 13 bodies, split into Luna and the rest as the server
 * would answer each (its records sorted, each body computed on its own), is rebuilt exactly.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { TRANSIT_BODY_CODES, type TransitBodyCode } from '@astrolabio/core';
import { BODY_BY_NAME_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import type { TemaNataleResponse } from '@astrolabio/contract';
import natalData from '../../../../test/fixtures/tema-natale-roma-1990.json';
import answer from '../../../../test/fixtures/transiti-roma-1990-2025-01.json';
import { mergeTransitData } from './merge-answers.ts';
import { fetchTransits, transitsQueryOptions, type TransitsRequest } from './transiti.ts';

type Answer = typeof answer;
/** The recorded answer as the server gives it for `bodies` only. */
function answerFor(bodies: readonly TransitBodyCode[]): Answer {
  const names = new Set(bodies.map((b) => BODY_NAMES_IT[b]));
  const transiti = answer.transiti.filter((t) => names.has(t.transitPlanet));
  return { ...answer, transiti, caseNatali: answer.caseNatali.filter((h) => names.has(h.transitPlanet)), meta: { ...answer.meta, count: transiti.length } };
}

const WITHOUT_MOON = TRANSIT_BODY_CODES.filter((b) => b !== 'moon');
const request = (planets: readonly TransitBodyCode[]): TransitsRequest => ({ natalData: natalData as TemaNataleResponse, startDate: '2025-01-01', endDate: '2025-01-31', planets });

/** The server stubbed: answers each request with the recorded answer for the bodies it asks for. */
function server() {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const planets = (JSON.parse(String(init?.body)) as { planets: string[] }).planets.map((p) => BODY_BY_NAME_IT.get(p) as TransitBodyCode);
    return new Response(JSON.stringify(answerFor(planets)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const askedBodies = (fetch: ReturnType<typeof server>, call: number) => (JSON.parse(String(fetch.mock.calls[call]![1]?.body)) as { planets: string[] }).planets;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mergeTransitData', () => {
  test('Luna and the other twelve bodies merged are the answer for all thirteen: records in order, houses in the bodies\' order', async () => {
    server();
    const all = await fetchTransits(request(TRANSIT_BODY_CODES));
    const moon = await fetchTransits(request(['moon']));
    const rest = await fetchTransits(request(WITHOUT_MOON));
    expect(moon.records.length).toBeGreaterThan(0);
    expect(mergeTransitData(rest, moon)).toEqual(all);
    expect(mergeTransitData(moon, rest)).toEqual(all);
  });
});

describe('Luna switched on', () => {
  test('with the answer without Luna in the cache, only Luna is asked for, and the answer is the one for all bodies', async () => {
    const fetch = server();
    const client = new QueryClient();
    await client.fetchQuery(transitsQueryOptions(request(WITHOUT_MOON)));
    const merged = await client.fetchQuery(transitsQueryOptions(request(TRANSIT_BODY_CODES)));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(askedBodies(fetch, 1)).toEqual(['Luna']);
    expect(merged).toEqual(await fetchTransits(request(TRANSIT_BODY_CODES)));
  });

  test('with no answer in hand, every body is asked for', async () => {
    const fetch = server();
    await new QueryClient().fetchQuery(transitsQueryOptions(request(TRANSIT_BODY_CODES)));
    expect(askedBodies(fetch, 0)).toHaveLength(13);
  });

  test('an answer of another period is not used', async () => {
    const fetch = server();
    const client = new QueryClient();
    await client.fetchQuery(transitsQueryOptions({ ...request(WITHOUT_MOON), endDate: '2025-01-30' }));
    await client.fetchQuery(transitsQueryOptions(request(TRANSIT_BODY_CODES)));
    expect(askedBodies(fetch, 1)).toHaveLength(13);
  });
});
