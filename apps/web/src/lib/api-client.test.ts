/** The API client turns every failure into the Italian text the result panel shows (spec section 8). */
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { stubFetch } from '../../test/render.tsx';
import { API_ROUTES } from '@astrolabio/contract';
import { ApiError, callRoute, errorDetail, errorLines, errorMessage, getJson, postJson, withQuery } from './api-client.ts';

const schema = z.object({ ok: z.boolean() });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('api client', () => {
  test('returns the validated body', async () => {
    stubFetch({ '/api/x': () => [200, { ok: true, extra: 1 }] });
    await expect(getJson('/api/x', schema)).resolves.toEqual({ ok: true });
  });

  test("shows the server's Italian sentence when it sends one", async () => {
    stubFetch({ '/api/x': () => [400, { error: 'Il campo «latitude» (latitudine) deve essere al massimo 90.' }] });
    const e = await failure(postJson('/api/x', {}, schema));
    expect(e.message).toBe('Il campo «latitude» (latitudine) deve essere al massimo 90.');
    expect(e.status).toBe(400);
    expect(e.statusText).toBe('Bad Request');
  });

  test('falls back to "Errore dal server: {status} {statusText}" without a sentence', async () => {
    stubFetch({ '/api/x': () => [502, '<html>Bad gateway</html>'] });
    expect((await failure(getJson('/api/x', schema))).message).toBe('Errore dal server: 502 Bad Gateway');
  });

  test('errorLines: the spec\'s «Errore dal server: {status} {statusText}», then the server\'s sentence on its own line', async () => {
    stubFetch({ '/api/x': () => [400, { error: 'Il campo «latitude» (latitudine) deve essere al massimo 90.' }] });
    expect(errorLines(await failure(postJson('/api/x', {}, schema)))).toEqual({
      message: 'Errore dal server: 400 Bad Request',
      detail: 'Il campo «latitude» (latitudine) deve essere al massimo 90.',
    });
    stubFetch({ '/api/x': () => [502, '<html>Bad gateway</html>'] });
    expect(errorLines(await failure(getJson('/api/x', schema)))).toEqual({ message: 'Errore dal server: 502 Bad Gateway', detail: null });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(errorLines(await failure(getJson('/api/x', schema))).detail).toBeNull();
  });

  test('says the server could not be reached on a network failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const e = await failure(getJson('/api/x', schema));
    expect(e.status).toBeNull();
    expect(e.message).toMatch(/^Impossibile contattare il server/);
  });

  test('rejects a body that does not match the schema', async () => {
    stubFetch({ '/api/x': () => [200, { ok: 'sì' }] });
    expect((await failure(getJson('/api/x', schema))).message).toBe('Il server ha risposto con dati non validi.');
  });

  test('any other failure reads "Errore sconosciuto"', () => {
    expect(errorMessage(new Error('boom'))).toBe('Errore sconosciuto');
    expect(errorMessage(new ApiError('Testo', 400))).toBe('Testo');
  });

  test('a POST passes its abort signal to fetch, and an abort is not turned into an Italian error', async () => {
    const calls = stubFetch({ '/api/x': () => [200, { ok: true }] });
    const controller = new AbortController();
    await postJson('/api/x', {}, schema, { signal: controller.signal });
    expect(calls[0]!.init?.signal).toBe(controller.signal);
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(postJson('/api/x', {}, schema, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('builds query strings, leaving out undefined values', () => {
    expect(withQuery('/api/luoghi', { q: 'Forlì', limit: 5, x: undefined })).toBe('/api/luoghi?q=Forl%C3%AC&limit=5');
    expect(withQuery('/api/x')).toBe('/api/x');
  });
  test('the detail under a spec title: the failure\'s own text when it says more, nothing when it would repeat the title', () => {
    const title = 'Errore durante il recupero dei dati.';
    expect(errorDetail(new ApiError(title, 503), title)).toBeNull();
    expect(errorDetail(new ApiError('Impossibile contattare il server: controlla la connessione e riprova.', null), title)).toBe('Impossibile contattare il server: controlla la connessione e riprova.');
    expect(errorDetail(new Error('boom'), title)).toBeNull();
  });
});

describe('callRoute: a route of the contract, typed on both ends', () => {
  test("a GET route: the row's URL with its query, the answer read with its schema", async () => {
    const calls = stubFetch({ '/api/luoghi': () => [200, { results: [], extra: 1 }] });
    const answer = await callRoute(API_ROUTES.luoghi, { query: { q: 'Roma', limit: 5 } });
    expect(answer).toEqual({ results: [] });
    expect(calls[0]?.url.search).toBe('?q=Roma&limit=5');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  test('a POST route: the body as JSON to the row\'s URL', async () => {
    const calls = stubFetch({ '/api/transiti-specifici': () => [400, { error: 'Il campo «targetDate» manca.' }] });
    const natalData = { pianeti: [], case: [], ascendente: 0, medioCielo: 0 } as never;
    await expect(callRoute(API_ROUTES.transitiSpecifici, { body: { targetDate: '2024-01-01', natalData } })).rejects.toThrow('Il campo «targetDate» manca.');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ targetDate: '2024-01-01' });
  });

  test('a body or a query the route does not take is a type error', () => {
    stubFetch({});
    const fail = () => Promise.resolve();
    // @ts-expect-error: tema-natale takes a body, not a query.
    void callRoute(API_ROUTES.temaNatale, { query: { q: 'Roma' } }).catch(fail);
    // @ts-expect-error: transiti-specifici's body has no field «foo».
    void callRoute(API_ROUTES.transitiSpecifici, { body: { foo: 1 } }).catch(fail);
    // @ts-expect-error: luoghi is a GET: no body.
    void callRoute(API_ROUTES.luoghi, { body: {} }).catch(fail);
  });
});
