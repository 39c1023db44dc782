/**
 * A batch of malformed requests to every call: each must answer 4xx with an Italian `error` naming
 * the field (or the body), never a 500, and the server must still answer afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { VALIDATION_MESSAGES } from '@astrolabio/contract';
import { DAILY_POSITIONS_MAX_DAYS } from '@astrolabio/core';
import { buildApp } from '../src/app.ts';
import { MESSAGES } from '../src/messages.ts';
import { ENGLISH, postJson, ROME_1990 } from './helpers.ts';

let app: FastifyInstance;
let natal: Record<string, unknown>;
beforeAll(async () => {
  app = await buildApp();
  natal = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
});
afterAll(() => app.close());

let requestsSent = 0;
async function expectRejected(options: InjectOptions, status: number, errorPattern: RegExp | string) {
  requestsSent++;
  const res = await app.inject(options);
  expect(res.statusCode, res.body).toBe(status);
  const { error } = res.json() as { error: string };
  expect(typeof error).toBe('string');
  expect(error).not.toMatch(ENGLISH);
  if (typeof errorPattern === 'string') expect(error).toBe(errorPattern);
  else expect(error).toMatch(errorPattern);
}

const without = (o: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Values that are wrong for every field of every call. */
const WRONG_VALUES: readonly (readonly [string, unknown])[] = [
  ['null', null], ['a list', [1, 2]], ['an object', { a: 1 }], ['an empty text', ''], ['a word', 'abc'],
  ['true', true], ['1e308', 1e308], ['-1e308', -1e308], ['"1e999"', '1e999'], ['a 10 000-character text', 'x'.repeat(10_000)],
];

describe('POST /api/tema-natale: every field, every wrong value → 400 naming the field', () => {
  const fields = ['datetime', 'latitude', 'longitude', 'timezone', 'houseSystem', 'nodo'];
  test.each(fields.flatMap((f) => WRONG_VALUES.map(([label, value]) => [f, label, value] as const)))(
    '%s = %s', async (field, _label, value) => {
      await expectRejected(postJson('/api/tema-natale', { ...ROME_1990, [field]: value }), 400, new RegExp(`«${field}»`));
    },
  );

  // Numbers in requests are decimal, as in the environment (issue 22): Number() would read these as 16.
  test.each(['0x10', '0b10000', '0o20', '1e1', ' 0x10 ', '16px'].flatMap((v) => ['latitude', 'longitude', 'timezone'].map((f) => [f, v] as const)))(
    '%s = "%s" (not decimal) → 400 naming the field', async (field, value) => {
      await expectRejected(postJson('/api/tema-natale', { ...ROME_1990, [field]: value }), 400, new RegExp(`«${field}»`));
    },
  );

  test('decimal strings are still read: "41.9", "+12.5", "-3", ".5"', async () => {
    for (const [field, value] of [['latitude', '41.9'], ['longitude', '+12.5'], ['timezone', '-3'], ['timezone', '.5']] as const) {
      expect((await app.inject(postJson('/api/tema-natale', { ...ROME_1990, [field]: value }))).statusCode).toBe(200);
    }
  });

  test('GET export query: latitude=0x10 → 400 naming the field', async () => {
    await expectRejected({ method: 'GET', url: '/api/transiti.csv?datetime=1990-01-01T12:00&timezone=1&latitude=0x10&longitude=12.5&startDate=2025-01-01&endDate=2025-01-31' }, 400, /«latitude»/);
  });

  test.each(['datetime', 'latitude', 'longitude'])('%s missing', async (field) => {
    await expectRejected(postJson('/api/tema-natale', without(ROME_1990, field)), 400, new RegExp(`«${field}» .* è obbligatorio\\.$`));
  });

  test.each([
    ['latitude', 90.0001, 'Il campo «latitude» (latitudine) deve essere al massimo 90.'],
    ['latitude', -90.0001, 'Il campo «latitude» (latitudine) deve essere almeno -90.'],
    ['longitude', 180.0001, 'Il campo «longitude» (longitudine) deve essere al massimo 180.'],
    ['longitude', -181, 'Il campo «longitude» (longitudine) deve essere almeno -180.'],
    ['timezone', 14.25, 'Il campo «timezone» (fuso orario) deve essere al massimo 14.'],
    ['timezone', -15, 'Il campo «timezone» (fuso orario) deve essere almeno -14.'],
    ['timezone', '2 ore', /«timezone»/],
    ['houseSystem', 'Placidus', /«houseSystem» \(sistema di case\) deve essere uno di: placidus, koch, porphyry, regiomontanus, campanus, equal, wholeSign\./],
    ['houseSystem', 'topocentric', /«houseSystem»/],
    ['nodo', 'vero', /«nodo» \(tipo di nodo lunare\) deve essere uno di: true, mean\./],
  ] as const)('%s = %s', async (field, value, message) => {
    await expectRejected(postJson('/api/tema-natale', { ...ROME_1990, [field]: value }), 400, message);
  });

  const invalidDateTime = VALIDATION_MESSAGES.invalidDateTime('datetime');
  test.each([
    '1990-02-29T12:00', '2100-02-29T12:00', '1990-13-01T12:00', '1990-00-10T12:00', '1990-04-31T12:00', '1990-01-01T24:00',
    '1990-01-01T12:60', '1990-01-01T12:00:60', '01/01/1990 12:00', '1990-1-1T12:00', '1990-01-01T12:00Z', '1990-01-01T12:00+01:00',
    '1990-01-01 12:00:00 abc', 'T12:00', '+01990-01-01T12:00', '1990-01-01', '1990-01-01 12:00', '1990-01-01T',
  ])('impossible or malformed date-time %s', async (datetime) => {
    await expectRejected(postJson('/api/tema-natale', { ...ROME_1990, datetime }), 400, invalidDateTime);
  });

  test.each(['1799-12-31T23:59', '1800-01-01T05:00', '2400-01-01T12:00', '9999-12-31T12:00', '0000-01-01T00:00'])('date-time outside the supported range %s', async (datetime) => {
    await expectRejected(postJson('/api/tema-natale', { ...ROME_1990, datetime, timezone: 0 }), 400, VALIDATION_MESSAGES.dateTimeOutOfRange('datetime'));
  });
});

describe('request bodies that are not a JSON object', () => {
  test.each([
    ['broken JSON', '{"datetime": "1990-01-01T12:00",', 'application/json', 400, MESSAGES.invalidJson],
    ['JSON with a trailing comma', '{"a": 1,}', 'application/json', 400, MESSAGES.invalidJson],
    ['an empty body', '', 'application/json', 400, MESSAGES.emptyBody],
    ['a JSON list', '[1, 2, 3]', 'application/json', 400, /«corpo»/],
    ['JSON null', 'null', 'application/json', 400, /«corpo»/],
    ['a JSON text', '"1990-01-01"', 'application/json', 400, /«corpo»/],
    ['a JSON number', '42', 'application/json', 400, /«corpo»/],
    ['a __proto__ key', '{"__proto__": {"x": 1}, "datetime": "1990-01-01T12:00", "latitude": 1, "longitude": 1}', 'application/json', 400, MESSAGES.invalidJson],
    ['a form', 'datetime=1990-01-01T12:00&latitude=1&longitude=1', 'application/x-www-form-urlencoded', 415, MESSAGES.unsupportedMediaType],
    ['XML', '<tema/>', 'application/xml', 415, MESSAGES.unsupportedMediaType],
    ['multipart', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', 415, MESSAGES.unsupportedMediaType],
    ['plain text', 'ciao', 'text/plain', 400, /«corpo»/],
  ] as const)('%s → %d', async (_label, payload, contentType, status, message) => {
    for (const url of ['/api/tema-natale', '/api/transiti-specifici']) {
      await expectRejected({ method: 'POST', url, payload, headers: { 'content-type': contentType } }, status, message);
    }
  });

  test('a body over 1 MB → 413', async () => {
    const payload = JSON.stringify({ ...ROME_1990, padding: 'x'.repeat(1_100_000) });
    await expectRejected({ method: 'POST', url: '/api/tema-natale', payload, headers: { 'content-type': 'application/json' } }, 413, MESSAGES.bodyTooLarge);
  });

  test('a URL whose % sequence does not decode → 400 in Italian', async () => {
    await expectRejected({ method: 'GET', url: '/%' }, 400, MESSAGES.badUrl);
    await expectRejected({ method: 'GET', url: '/api/luoghi%E0%A4%A?q=roma' }, 400, MESSAGES.badUrl);
    expect((await app.inject({ method: 'GET', url: '/api/luoghi%E0?q=roma' })).headers['cache-control']).toBe('no-store');
  });

  test('unknown paths and methods → 404 in Italian', async () => {
    await expectRejected({ method: 'GET', url: '/api/tema-natale' }, 404, MESSAGES.notFound);
    await expectRejected({ method: 'PUT', url: '/api/transiti-specifici', payload: {} }, 404, MESSAGES.notFound);
    await expectRejected({ method: 'POST', url: '/api/transiti-mensili', payload: {} }, 404, MESSAGES.notFound);
    await expectRejected({ method: 'GET', url: '/api/oroscopo' }, 404, MESSAGES.notFound);
  });
});

describe('GET /api/transiti-mensili: bad query strings → 400 naming the field', () => {
  const get = (query: string): InjectOptions => ({ method: 'GET', url: `/api/transiti-mensili?${query}` });
  test.each([
    ['', /«startDate» \(data di inizio\) è obbligatorio\./],
    ['startDate=2025-01-01', /«endDate» \(data di fine\) è obbligatorio\./],
    ['endDate=2025-01-01', /«startDate»/],
    ['startDate=&endDate=2025-01-01', VALIDATION_MESSAGES.invalidDate('startDate')],
    ['startDate=abc&endDate=2025-01-01', VALIDATION_MESSAGES.invalidDate('startDate')],
    ['startDate=2025-02-29&endDate=2025-03-01', VALIDATION_MESSAGES.invalidDate('startDate')],
    ['startDate=2025-01-01&endDate=2025-13-01', VALIDATION_MESSAGES.invalidDate('endDate')],
    ['startDate=2025-1-1&endDate=2025-01-31', VALIDATION_MESSAGES.invalidDate('startDate')],
    ['startDate=2025-01-01T00:00&endDate=2025-01-31', VALIDATION_MESSAGES.invalidDate('startDate')],
    ['startDate=1799-12-31&endDate=1800-01-31', VALIDATION_MESSAGES.dateOutOfRange('startDate')],
    ['startDate=2399-12-01&endDate=2400-01-01', VALIDATION_MESSAGES.dateOutOfRange('endDate')],
    ['startDate=2025-01-01&startDate=2025-02-01&endDate=2025-03-01', /«startDate» \(data di inizio\) deve essere un testo\./],
    ['startDate=2025-02-01&endDate=2025-01-31', VALIDATION_MESSAGES.endBeforeStart],
    ['startDate=2024-01-01&endDate=2026-01-02', VALIDATION_MESSAGES.spanTooLong(DAILY_POSITIONS_MAX_DAYS)],
    ['startDate=1800-01-01&endDate=2399-12-31', VALIDATION_MESSAGES.spanTooLong(DAILY_POSITIONS_MAX_DAYS)],
    ['startDate=2025-01-01&endDate=2025-01-31&nodo=vero', /«nodo»/],
    [`startDate=${'9'.repeat(5000)}&endDate=2025-01-31`, VALIDATION_MESSAGES.invalidDate('startDate')],
  ] as const)('?%s', async (query, message) => {
    await expectRejected(get(query), 400, message);
  });
});

describe('POST /api/transiti-specifici: bad targetDate and natalData → 400 naming the field', () => {
  const body = (over: Record<string, unknown>) => ({ targetDate: '2025-03-14', natalData: natal, ...over });
  const natalWith = (patch: (n: Record<string, unknown>) => void) => {
    const copy = structuredClone(natal);
    patch(copy);
    return copy;
  };

  test.each([...WRONG_VALUES, ['a date-time', '2025-03-14T12:00'], ['an impossible date', '2025-02-29'], ['a date outside the range', '2400-01-01']] as const)(
    'targetDate = %s', async (_label, targetDate) => {
      await expectRejected(postJson('/api/transiti-specifici', body({ targetDate })), 400, /«targetDate» \(data\)/);
    },
  );

  test.each(WRONG_VALUES.filter(([label]) => label !== 'an object'))('natalData = %s', async (_label, natalData) => {
    await expectRejected(postJson('/api/transiti-specifici', body({ natalData })), 400, /«natalData»/);
  });

  test.each([
    ['targetDate missing', () => ({ natalData: natal }), /«targetDate» \(data\) è obbligatorio\./],
    ['natalData missing', () => ({ targetDate: '2025-03-14' }), /«natalData» \(tema natale\) è obbligatorio\./],
    ['natalData empty', () => body({ natalData: {} }), /«natalData\.pianeti»/],
    ['natalData of another shape', () => body({ natalData: { error: 'Errore dal server' } }), /«natalData\.pianeti»/],
    ['no Sole', () => body({ natalData: natalWith((n) => { delete (n.pianeti as Record<string, unknown>).Sole; }) }), 'Il campo «natalData.pianeti» (tema natale) non contiene Sole.'],
    ['no house 7', () => body({ natalData: natalWith((n) => { delete (n.case as Record<string, unknown>)['7']; }) }), 'Il campo «natalData.case» (tema natale) non contiene la casa 7.'],
    ['no ascendente', () => body({ natalData: natalWith((n) => { delete n.ascendente; }) }), /«natalData\.ascendente»/],
    ['no medioCoeli', () => body({ natalData: natalWith((n) => { delete n.medioCoeli; }) }), /«natalData\.medioCoeli»/],
    ['a longitude as text', () => body({ natalData: natalWith((n) => { (n.pianeti as Record<string, { longitude: unknown }>).Luna!.longitude = 'abc'; }) }), /«natalData\.pianeti\.Luna\.longitude»/],
    ['a longitude null', () => body({ natalData: natalWith((n) => { (n.pianeti as Record<string, { longitude: unknown }>).Luna!.longitude = null; }) }), /«natalData\.pianeti\.Luna\.longitude»/],
    ['a cusp as text', () => body({ natalData: natalWith((n) => { (n.case as Record<string, { cusp: unknown }>)['5']!.cusp = '12'; }) }), /«natalData\.case\.5\.cusp» \(cuspide\)/],
    // Impossible values, not just wrong types: a tema-natale never writes them.
    ['a longitude of 400°', () => body({ natalData: natalWith((n) => { (n.pianeti as Record<string, { longitude: unknown }>).Sole!.longitude = 400; }) }), /«natalData\.pianeti\.Sole\.longitude».*360/],
    ['a longitude of −10°', () => body({ natalData: natalWith((n) => { (n.pianeti as Record<string, { longitude: unknown }>).Sole!.longitude = -10; }) }), /«natalData\.pianeti\.Sole\.longitude».*0/],
    ['a cusp of 500°', () => body({ natalData: natalWith((n) => { (n.case as Record<string, { cusp: unknown }>)['1']!.cusp = 500; }) }), /«natalData\.case\.1\.cusp» \(cuspide\).*360/],
    ['an ascendant of 361°', () => body({ natalData: natalWith((n) => { (n.ascendente as { longitude: unknown }).longitude = 361; }) }), /«natalData\.ascendente\.longitude»/],
    ['twelve equal cusps', () => body({ natalData: natalWith((n) => { for (const h of Object.values(n.case as Record<string, { cusp: unknown }>)) h.cusp = 0; }) }), 'Il campo «natalData.case» (tema natale) ha tutte le cuspidi uguali: non è un tema calcolato.'],
    ['pianeti as a list', () => body({ natalData: natalWith((n) => { n.pianeti = []; }) }), /«natalData\.pianeti»/],
    ['case as a list', () => body({ natalData: natalWith((n) => { n.case = []; }) }), /«natalData\.case»/],
  ] as const)('%s', async (_label, payload, message) => {
    // The payloads are built when the test runs: natal is computed in beforeAll.
    await expectRejected(postJson('/api/transiti-specifici', payload()), 400, message);
  });

  test('a longitude of 1e999 (JSON for infinity) is refused', async () => {
    const text = JSON.stringify(body({})).replace(/"Sole":\{"longitude":[^,]+/, '"Sole":{"longitude":1e999');
    await expectRejected({ method: 'POST', url: '/api/transiti-specifici', payload: text, headers: { 'content-type': 'application/json' } }, 400, /«natalData\.pianeti\.Sole\.longitude»/);
  });
});

describe('after the batch', () => {
  test('the server is still healthy', async () => {
    expect(requestsSent).toBeGreaterThan(150);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
