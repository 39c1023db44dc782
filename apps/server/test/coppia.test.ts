/**
 * The relationship charts' routes through app.inject() (issue 35): POST /api/coppia (the natal charts
 * equal POST /api/tema-natale's, the Davison chart equal to a natal chart at its instant and place,
 * its place's name, the composite's reference place, the synastry's own orbs), POST
 * /api/coppia/transiti (equal to POST /api/transiti on the composite or the Davison chart sent back
 * as natalData; its exports name the chart), «transiti di coppia» (each the overlap of the two
 * people's own transits), and bad input (400 in Italian naming the field, never 500).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  coppiaResponseSchema,
  decodeCoupleCharts,
  transitiDiCoppiaResponseSchema,
  transitiResponseSchema,
  type CoppiaResponse,
  type TransitiDiCoppiaResponse,
} from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { ENGLISH, postJson, ROME_1990 } from './helpers.ts';

const MILANO_1992 = { datetime: '1992-06-15T08:30', latitude: 45.4642, longitude: 9.19, timezone: 2 };
const COUPLE = { primo: ROME_1990, secondo: MILANO_1992 };
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };

let app: FastifyInstance;
let couple: CoppiaResponse;
beforeAll(async () => {
  app = await buildApp();
  const res = await app.inject(postJson('/api/coppia', COUPLE));
  expect(res.statusCode, res.body).toBe(200);
  couple = coppiaResponseSchema.parse(res.json());
});
afterAll(() => app.close());

async function post(url: string, body: unknown) {
  const res = await app.inject(postJson(url, body));
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('POST /api/coppia', () => {
  test('the two natal charts are POST /api/tema-natale\'s', async () => {
    expect(couple.primo).toEqual((await post('/api/tema-natale', ROME_1990)).json());
    expect(couple.secondo).toEqual((await post('/api/tema-natale', MILANO_1992)).json());
  });

  test('the Davison chart is the natal chart at its instant (UTC) and place, named after the nearest comune', async () => {
    const d = couple.davison;
    expect(d.tema).toEqual((await post('/api/tema-natale', d.nascita)).json());
    expect(d.luogo).toMatchObject({ latitude: expect.closeTo(43.6835, 9), longitude: expect.closeTo(10.8432, 9), nome: 'San Miniato (PI), Toscana, Italia' });
    expect(d.luogo.distanzaKm).toBeLessThan(1);
    // Halfway between 1990-01-01 11:00 UT and 1992-06-15 06:30 UT.
    expect(d.istante.ut).toBe('1991-03-25T08:45:00Z');
  });

  test('a Davison place far from any gazetteer place has no name', async () => {
    const pacific = { primo: { datetime: '1975-06-16T08:10', latitude: -33.8688, longitude: 151.2093, timezone: 10 }, secondo: { datetime: '1980-11-02T09:40', latitude: 34.0522, longitude: -118.2437, timezone: -8 } };
    const answer = coppiaResponseSchema.parse((await post('/api/coppia', pacific)).json());
    expect(answer.davison.luogo).toEqual({ latitude: expect.closeTo(0.0917, 9), longitude: expect.closeTo(-163.5172, 9), nome: null, distanzaKm: null });
  });

  test('the composite\'s houses at the first\'s birth place by default, at the reference place when given; the bodies the same', async () => {
    expect(couple.composito.luogo).toEqual({ latitude: ROME_1990.latitude, longitude: ROME_1990.longitude });
    const bologna = { latitude: 44.4949, longitude: 11.3426, nome: 'Bologna (BO), Emilia-Romagna, Italia' };
    const there = coppiaResponseSchema.parse((await post('/api/coppia', { ...COUPLE, luogoComposito: bologna })).json());
    expect(there.composito.luogo).toEqual(bologna);
    expect(there.composito.tema.pianeti).not.toEqual(couple.composito.tema.pianeti); // the houses of the bodies move
    expect(there.composito.tema.medioCoeli).toEqual(couple.composito.tema.medioCoeli);
    expect(there.composito.tema.ascendente.longitude).not.toBe(couple.composito.tema.ascendente.longitude);
    const lon = (a: CoppiaResponse) => Object.values(a.composito.tema.pianeti).map((p) => p.longitude);
    expect(lon(there)).toEqual(lon(couple));
  });

  test('the synastry: the default orbs said in meta, the ones asked for used; the overlays both ways', async () => {
    expect(couple.sinastria.meta.orbs.Congiunzione).toEqual({ orb: 6, soleLuna: 8 });
    expect(couple.sinastria.aspetti.every((a) => a.orb <= 8)).toBe(true);
    const narrow = coppiaResponseSchema.parse((await post('/api/coppia', { ...COUPLE, orbiSinastria: 'Congiunzione:1:1,Opposizione:1:1,Trigono:1:1,Quadratura:1:1,Sestile:1:1' })).json());
    expect(narrow.sinastria.aspetti.length).toBeLessThan(couple.sinastria.aspetti.length);
    expect(narrow.sinastria.aspetti.every((a) => a.orb <= 1)).toBe(true);
    const codes = decodeCoupleCharts(couple);
    expect(Object.keys(codes.synastry.secondInFirstHouses)).toHaveLength(16);
    // The second's Sun in the first's houses is where the first chart's cusps put it.
    const sunOfSecond = couple.secondo.pianeti.Sole!.longitude;
    const cusps = Object.values(couple.primo.case).map((c) => c.cusp);
    const house = cusps.findIndex((c, i) => ((sunOfSecond - c + 360) % 360) < ((cusps[(i + 1) % 12]! - c + 360) % 360)) + 1;
    expect(couple.sinastria.secondoNelleCaseDelPrimo.Sole).toBe(house);
  });
});

describe('POST /api/coppia/transiti', () => {
  test.each([['composite', 'composito'], ['davison', 'davison']] as const)('to the %s: POST /api/transiti with that chart as natalData', async (tema, key) => {
    const mine = transitiResponseSchema.parse((await post('/api/coppia/transiti', { ...COUPLE, ...YEAR, tema })).json());
    const asNatal = (await post('/api/transiti', { natalData: couple[key].tema, ...YEAR })).json();
    expect(mine).toEqual(asNatal);
    expect(mine.transiti.length).toBeGreaterThan(1000);
  });

  test('the exports name the chart: «Sole composito», «del Davison»', async () => {
    const ics = await post('/api/coppia/transiti.ics', { ...COUPLE, ...YEAR, planets: ['Saturno'] });
    expect(ics.headers['content-disposition']).toContain('transiti-composito-2025-01-01-2025-12-31.ics');
    expect(ics.body).toMatch(/SUMMARY:Saturno \w+ [^\r\n]+ composito/);
    expect(ics.body).toContain('tema composito');
    expect(ics.body).not.toMatch(/ natale/);
    const csv = await post('/api/coppia/transiti.csv', { ...COUPLE, ...YEAR, tema: 'davison', planets: ['Giove'] });
    expect(csv.headers['content-disposition']).toContain('transiti-davison-2025-01-01-2025-12-31.csv');
    expect(csv.body).toMatch(/Giove \w+ [^;]+ del Davison/);
  });
});

describe('POST /api/coppia/transiti-di-coppia', () => {
  let shared: TransitiDiCoppiaResponse;
  beforeAll(async () => {
    shared = transitiDiCoppiaResponseSchema.parse((await post('/api/coppia/transiti-di-coppia', { ...COUPLE, ...YEAR })).json());
  });

  test('Marte … Plutone by default; each the overlap of one body\'s transits to the two, both whole as POST /api/transiti gives them', async () => {
    expect(shared.transiti.length).toBeGreaterThan(10);
    expect(new Set(shared.transiti.map((t) => t.transitPlanet))).toEqual(new Set(['Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone']));
    const own = async (natal: typeof ROME_1990) => transitiResponseSchema.parse((await post('/api/transiti', { natal, ...YEAR, planets: ['Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'] })).json()).transiti;
    const [first, second] = [await own(ROME_1990), await own(MILANO_1992)];
    for (const t of shared.transiti) {
      expect(first).toContainEqual(t.primo);
      expect(second).toContainEqual(t.secondo);
      expect(t.primo.transitPlanet).toBe(t.transitPlanet);
      expect(t.secondo.transitPlanet).toBe(t.transitPlanet);
      expect(t.start).toBe([t.primo.start, t.secondo.start].sort()[1]);
      expect(t.end).toBe([t.primo.end, t.secondo.end].sort()[0]);
      expect(t.start < t.end).toBe(true);
    }
    expect(shared.meta.count).toBe(shared.transiti.length);
  });
});

describe('bad input: 400 in Italian naming the field', () => {
  test.each([
    ['/api/coppia', { primo: ROME_1990 }, /«secondo»/],
    ['/api/coppia', { ...COUPLE, secondo: { ...MILANO_1992, datetime: '1992-02-30T08:30' } }, /«secondo\.datetime» \(data e ora di nascita\)/],
    ['/api/coppia', { ...COUPLE, primo: { ...ROME_1990, datetime: '1700-01-01T12:00' } }, /«primo\.datetime» \(data e ora di nascita\) è fuori/],
    ['/api/coppia', { ...COUPLE, orbiSinastria: { Trigono: 20 } }, /«orbiSinastria» \(orbite della sinastria\)/],
    ['/api/coppia', { ...COUPLE, luogoComposito: { latitude: 95, longitude: 0 } }, /«luogoComposito\.latitude»/],
    ['/api/coppia/transiti', { ...COUPLE, ...YEAR, tema: 'sinastria' }, /«tema» \(tema della coppia\)/],
    ['/api/coppia/transiti', { ...COUPLE, startDate: '2025-01-01', endDate: '2040-01-01' }, /troppo lungo/],
    ['/api/coppia/transiti-di-coppia', { ...COUPLE, ...YEAR, planets: ['Nodo Sud'] }, /«planets»/],
    ['/api/coppia/transiti.ics', { ...COUPLE, ...YEAR, timeZone: 'Marte/Olympus' }, /«timeZone»/],
  ])('%s %j', async (url, body, message) => {
    const res = await app.inject(postJson(url, body));
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: string };
    expect(error).toMatch(message);
    expect(error).not.toMatch(ENGLISH);
  });
});
