/**
 * The optional external geocoder, against a stub OpenCage-compatible server on 127.0.0.1 (port 0):
 * the server calls it with the key, the browser never sees the key, and failures or timeouts fall
 * back to the offline gazetteer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createPlaceService, loadGazetteer } from '@astrolabio/places';
import { buildApp } from '../src/app.ts';

const KEY = 'stub-secret-key';
const requests: URL[] = [];
let stub: Server;
let base: string;

const OK_BODY = {
  results: [
    { formatted: 'Bagnoregio, Viterbo, Italia', geometry: { lat: 42.6268, lng: 12.0906 }, annotations: { timezone: { name: 'Europe/Rome' } }, components: { country_code: 'it' } },
    { formatted: 'Senza fuso', geometry: { lat: 48.8566, lng: 2.3522 } },
    { formatted: 'Coordinate sbagliate', geometry: { lat: 'x', lng: 2 } },
  ],
};

beforeAll(async () => {
  stub = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    if (url.pathname === '/fail') {
      res.writeHead(503).end('down');
    } else if (url.pathname === '/garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"no":"results"}');
    } else if (url.pathname === '/unknown-zone') {
      const result = { ...OK_BODY.results[0], annotations: { timezone: { name: 'Mars/Olympus_Mons' } } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: [result] }));
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(OK_BODY)), 1500);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(OK_BODY));
    }
  });
  await new Promise<void>((done) => stub.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stub.closeAllConnections();
  await new Promise((done) => stub.close(done));
});

async function appWith(path: string): Promise<{ app: FastifyInstance; errors: unknown[] }> {
  const errors: unknown[] = [];
  const places = createPlaceService({
    gazetteer: loadGazetteer(),
    geocoder: { url: `${base}${path}`, key: KEY, timeoutMs: 300 },
    onGeocoderError: (e) => errors.push(e),
  });
  return { app: await buildApp({ deps: { places } }), errors };
}

describe('GET /api/luoghi with an external geocoder', () => {
  it('asks the service with q, key, limit and language=it, and never sends the key to the browser', async () => {
    const { app } = await appWith('/geocode/v1/json');
    requests.length = 0;
    const r = await app.inject({ url: '/api/luoghi?q=bagnoregio' });
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ q: 'bagnoregio', key: KEY, limit: '5', language: 'it' });
    expect(r.body).not.toContain(KEY);
    expect(r.json()).toEqual({
      results: [
        { formatted: 'Bagnoregio, Viterbo, Italia', latitude: 42.6268, longitude: 12.0906, zone: 'Europe/Rome', country: 'IT', source: 'geocoder' },
        // No zone from the service: geo-tz finds it from the coordinates. The result without valid coordinates is dropped.
        { formatted: 'Senza fuso', latitude: 48.8566, longitude: 2.3522, zone: 'Europe/Paris', source: 'geocoder' },
      ],
    });
    await app.close();
  });

  it.each(['/fail', '/garbage', '/slow'])('falls back to the offline gazetteer when the service answers %s', async (path) => {
    const { app, errors } = await appWith(path);
    const r = await app.inject({ url: '/api/luoghi?q=roma&limit=1' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ results: [{ formatted: 'Roma (RM), Lazio, Italia', source: 'gazetteer' }] });
    expect(errors).toHaveLength(1);
    await app.close();
  });
});

describe('GET /api/resolve-location with an external geocoder', () => {
  it('resolves the service\'s own suggestion text through the service', async () => {
    const { app } = await appWith('/geocode/v1/json');
    const r = await app.inject({ url: `/api/resolve-location?${new URLSearchParams({ place: 'Bagnoregio, Viterbo, Italia', date: '1990-07-15', time: '10:30' })}` });
    expect(r.json()).toMatchObject({ formatted: 'Bagnoregio, Viterbo, Italia', latitude: 42.6268, zone: 'Europe/Rome', timezone: 2, dst: true });
    await app.close();
  });

  it('replaces a zone the tz database does not know by geo-tz\'s, in suggestions and in the offset', async () => {
    const { app } = await appWith('/unknown-zone');
    const suggestions = await app.inject({ url: '/api/luoghi?q=bagnoregio' });
    expect(suggestions.json()).toMatchObject({ results: [{ formatted: 'Bagnoregio, Viterbo, Italia', zone: 'Europe/Rome' }] });
    const r = await app.inject({ url: `/api/resolve-location?${new URLSearchParams({ place: 'Bagnoregio, Viterbo, Italia', date: '1990-07-15', time: '10:30' })}` });
    expect([r.statusCode, r.json()]).toMatchObject([200, { formatted: 'Bagnoregio, Viterbo, Italia', zone: 'Europe/Rome', timezone: 2, dst: true }]);
    await app.close();
  });

  it('resolves a gazetteer suggestion without asking the service, and falls back when it fails', async () => {
    const { app } = await appWith('/geocode/v1/json');
    requests.length = 0;
    const own = await app.inject({ url: `/api/resolve-location?${new URLSearchParams({ place: 'Roma (RM), Lazio, Italia', date: '1990-07-15' })}` });
    expect([own.statusCode, own.json()]).toMatchObject([200, { formatted: 'Roma (RM), Lazio, Italia', timezone: 2 }]);
    expect(requests).toHaveLength(0);
    await app.close();

    const failing = await appWith('/fail');
    const r = await failing.app.inject({ url: `/api/resolve-location?${new URLSearchParams({ place: 'napoli', date: '1990-07-15' })}` });
    expect([r.statusCode, r.json()]).toMatchObject([200, { formatted: 'Napoli (NA), Campania, Italia', timezone: 2 }]);
    expect(failing.errors).toHaveLength(1);
    await failing.app.close();
  });
});
