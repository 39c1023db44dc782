/** GET /api/luoghi through app.inject(): the offline gazetteer, the 3-character rule, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SPEC_ERRORS } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => {
  await app.close();
});

async function get(url: string) {
  const r = await app.inject({ url });
  return { status: r.statusCode, body: r.json() as { results?: Array<Record<string, unknown>>; error?: string } };
}

describe('GET /api/luoghi', () => {
  it('answers at most 5 suggestions by default, Roma first for "roma", with coordinates and zone', async () => {
    const { status, body } = await get('/api/luoghi?q=roma');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(5);
    expect(body.results![0]).toEqual({
      formatted: 'Roma (RM), Lazio, Italia', latitude: 41.89193, longitude: 12.51133, zone: 'Europe/Rome',
      country: 'IT', kind: 'comune', province: 'RM', region: 'Lazio', istat: '058091', source: 'gazetteer',
    });
  });

  it('honours limit, and ranks Napoli first for "nap"', async () => {
    const { body } = await get('/api/luoghi?q=nap&limit=2');
    expect(body.results!.map((r) => r.formatted)).toHaveLength(2);
    expect(body.results![0]!.formatted).toBe('Napoli (NA), Campania, Italia');
  });

  it('finds world cities under their Italian name, with their zone', async () => {
    const { body } = await get(`/api/luoghi?q=${encodeURIComponent('monaco di baviera')}&limit=1`);
    expect(body.results![0]).toMatchObject({ formatted: 'Monaco di Baviera, Germania', zone: 'Europe/Berlin', country: 'DE', kind: 'citta' });
  });

  it.each([
    ['reggio emilia', "Reggio nell'Emilia (RE), Emilia-Romagna, Italia"],
    ['s. giovanni rotondo', 'San Giovanni Rotondo (FG), Puglia, Italia'],
    ['bolonga', 'Bologna (BO), Emilia-Romagna, Italia'],
    ['Milano (MI)', 'Milano (MI), Lombardia, Italia'],
    ['fraz. mestre', 'Mestre, Venezia (VE), Veneto, Italia'],
  ])('finds a place written as people type it: %s → %s first', async (q, first) => {
    const { status, body } = await get(`/api/luoghi?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.results![0]!.formatted).toBe(first);
  });

  it.each(['', 'q=', 'q=ro', 'q=%20%20r%20'])('answers an empty list under 3 characters (%s)', async (query) => {
    expect(await get(`/api/luoghi?${query}`)).toEqual({ status: 200, body: { results: [] } });
  });

  it.each([
    ['limit=0', 'Il campo «limit» (numero massimo di risultati) deve essere almeno 1.'],
    ['limit=11', 'Il campo «limit» (numero massimo di risultati) deve essere al massimo 10.'],
    ['limit=tre', 'Il campo «limit» (numero massimo di risultati) deve essere un numero.'],
  ])('rejects %s with an Italian sentence naming the field', async (query, error) => {
    expect(await get(`/api/luoghi?q=roma&${query}`)).toEqual({ status: 400, body: { error } });
  });

  it('answers the spec\'s text when the search fails', async () => {
    const failing = await buildApp({ deps: { places: { suggest: () => Promise.reject(new Error('boom')), locate: () => Promise.resolve(undefined) } } });
    const r = await failing.inject({ url: '/api/luoghi?q=roma' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ error: SPEC_ERRORS.suggestionsFailed });
    await failing.close();
  });
});
