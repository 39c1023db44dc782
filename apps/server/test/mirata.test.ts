/**
 * «Mirata» through app.inject() (issue 36): one year within 1,500 km of Rome read by the rules, every
 * choice explained in Italian and agreeing with the return chart of POST /api/rivoluzione-solare at
 * that place; one entry per choice (no two entries of one comune with the same reading); «solo
 * aeroporti»; a user's rule set; the plan with its lunar returns and its calendar; the field and the
 * lines; bad input (400 in Italian naming the field, never 500).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeFieldCell } from '@astrolabio/core';
import {
  base64ToBytes,
  mirataCampoResponseSchema,
  mirataLuoghiResponseSchema,
  mirataPianoResponseSchema,
  rivoluzioneSolareResponseSchema,
  type MirataLuoghiResponse,
} from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { ENGLISH, postJson, ROME_1990 } from './helpers.ts';

const ROMA = { latitude: 41.9028, longitude: 12.4964, nome: 'Roma' };
const NEAR_ROME = { natal: ROME_1990, year: 2027, casa: ROMA, limiti: { entroKm: 1500 } };

let app: FastifyInstance;
let near: MirataLuoghiResponse;
beforeAll(async () => {
  app = await buildApp();
  const res = await app.inject(postJson('/api/mirata/luoghi', { ...NEAR_ROME, verdetti: [], limit: 30 }));
  expect(res.statusCode, res.body).toBe(200);
  near = mirataLuoghiResponseSchema.parse(res.json());
});
afterAll(() => app.close());

describe('POST /api/mirata/luoghi', () => {
  test('every place within 1,500 km read, counted by verdict; Discepolo’s rules echoed whole', () => {
    expect(near.luoghiLetti).toBeGreaterThan(10_000);
    expect(near.perVerdetto.consigliata + near.perVerdetto.accettabile + near.perVerdetto.scartata).toBe(near.luoghiLetti);
    expect(near.regole.caseDaEvitare).toEqual([1, 6, 12]);
    expect(near.risultati.every((r) => r.distanzaKm! <= 1500)).toBe(true);
  });

  test('each choice: the verdict its vetoes say, a sentence per rule, first the Ascendant', () => {
    for (const r of near.risultati) {
      expect(r.motivi[0]!.regola).toBe('ascendantInDangerHouse');
      expect(r.motivi[0]!.frase).toMatch(/^Regola 4: l’Ascendente di RS cade nell?[’a] [IVX]+ casa radix/);
      const vetoed = r.motivi.some((m) => m.esito === 'veto');
      expect(r.verdetto === 'scartata').toBe(vetoed);
      if (!vetoed) expect(r.punteggio).toBe(r.motivi.reduce((s, m) => s + m.punti, 0));
      for (const m of r.motivi) expect(m.frase).not.toMatch(ENGLISH);
    }
  });

  test('a choice’s houses are those of the return chart at that place (POST /api/rivoluzione-solare)', async () => {
    for (const r of near.risultati.slice(0, 3)) {
      const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027, luogo: { latitude: r.latitude, longitude: r.longitude } }));
      const chart = rivoluzioneSolareResponseSchema.parse(res.json());
      expect(chart.istante.ut).toBe(r.ora.ut);
      expect(r.casaNataleAscendente).toBe(chart.caseNatali.ascendente);
      expect(r.ascendente.longitude).toBeCloseTo(chart.tema.ascendente.longitude, 6);
      for (const [name, house] of Object.entries(r.caseRitorno)) expect(house, name).toBe(chart.tema.pianeti[name]!.house);
    }
  });

  test('one entry per distinct choice: no comune twice with the same verdict, score and houses', () => {
    const seen = new Set<string>();
    for (const r of near.risultati) {
      const comune = r.luogo.split(', ').slice(-3).join(', ');
      const key = `${comune}|${r.verdetto}|${r.punteggio}|${r.casaContataAscendente}|${JSON.stringify(r.caseRitornoContate)}`;
      if (r.paese === 'IT') expect(seen.has(key), r.luogo).toBe(false);
      seen.add(key);
    }
  });

  test('«solo aeroporti»: every choice has an airport within the limit, named', async () => {
    const res = await app.inject(postJson('/api/mirata/luoghi', { ...NEAR_ROME, verdetti: [], limiti: { entroKm: 1500, soloAeroporti: true, aeroportoEntroKm: 25 } }));
    const body = mirataLuoghiResponseSchema.parse(res.json());
    expect(body.luoghiLetti).toBeLessThan(near.luoghiLetti);
    for (const r of body.risultati) expect(r.aeroporto!.distanzaKm).toBeLessThanOrEqual(25);
  });

  test('a user’s copy: with no houses to avoid but the 6th, fewer places are discarded', async () => {
    const res = await app.inject(postJson('/api/mirata/luoghi', { ...NEAR_ROME, regole: { caseDaEvitare: [6] }, limit: 1 }));
    const body = mirataLuoghiResponseSchema.parse(res.json());
    expect(body.regole.caseDaEvitare).toEqual([6]);
    expect(body.perVerdetto.scartata).toBeLessThan(near.perVerdetto.scartata);
  });
});

describe('POST /api/mirata/piano and .ics', () => {
  test('two years: each solar return with its lunar returns (13 or 14), choices with the day before at the same civil hour (a nominal day)', async () => {
    const res = await app.inject(postJson('/api/mirata/piano', { natal: ROME_1990, daAnno: 2027, anni: 2, casa: ROMA, limiti: { entroKm: 800 }, perLunare: 1 }));
    expect(res.statusCode, res.body).toBe(200);
    const plan = mirataPianoResponseSchema.parse(res.json());
    expect(plan.anni.map((y) => y.year)).toEqual([2027, 2028]);
    for (const y of plan.anni) {
      expect([13, 14]).toContain(y.lunari.length);
      expect(y.lunari.map((l) => l.numero)).toEqual(y.lunari.map((_, i) => i + 1));
      for (const r of y.risultati) {
        expect(r.verdetto).not.toBe('scartata');
        expect(Date.parse(`${r.ora.locale.slice(0, 16)}Z`) - Date.parse(`${r.esserciDal}Z`)).toBe(24 * 3_600_000);
      }
      for (const l of y.lunari) for (const r of l.risultati) expect(r.motivi[0]!.frase).toMatch(/Ascendente di RL/);
    }
  });

  test('the calendar: a download with an event at each return', async () => {
    const res = await app.inject(postJson('/api/mirata/piano.ics', { natal: ROME_1990, daAnno: 2027, anni: 1, casa: ROMA, limiti: { entroKm: 500 }, perLunare: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    expect(res.headers['content-disposition']).toContain('piano-mirato-2027-2027.ics');
    expect(res.body.match(/SUMMARY:Rivoluzione (solare|lunare)/g)!.length).toBeGreaterThanOrEqual(14);
  });
});

describe('POST /api/mirata/campo', () => {
  test('the world at 0.5°: 720 × 360 cells, each a house 1–12 and a verdict; forty lines of the return', async () => {
    const res = await app.inject(postJson('/api/mirata/campo', { natal: ROME_1990, year: 2027 }));
    expect(res.statusCode, res.body).toBe(200);
    const field = mirataCampoResponseSchema.parse(res.json());
    expect([field.griglia.righe, field.griglia.colonne]).toEqual([360, 720]);
    const cells = base64ToBytes(field.griglia.celle);
    expect(cells).toHaveLength(360 * 720);
    const houses = new Set([...cells].map((b) => decodeFieldCell(b).house));
    expect([...houses].every((h) => h >= 1 && h <= 12)).toBe(true);
    expect(houses.size).toBe(12);
    expect(field.linee).toHaveLength(40);
  });

  test('a region, finer, with the natal lines too', async () => {
    const res = await app.inject(postJson('/api/mirata/campo', { natal: ROME_1990, year: 2027, passoGradi: 0.25, regione: { sud: 35, nord: 48, ovest: 6, est: 19 }, linee: { natale: true }, corpiLinee: ['Sole', 'Giove'] }));
    const field = mirataCampoResponseSchema.parse(res.json());
    expect([field.griglia.righe, field.griglia.colonne]).toEqual([52, 52]);
    expect(field.linee.filter((l) => l.tema === 'natale')).toHaveLength(8);
  });
});

describe('bad input: 400 in Italian naming the field', () => {
  test.each([
    ['/api/mirata/luoghi', { natal: ROME_1990, year: 2027, limiti: { entroKm: 100 } }, /«casa»/],
    ['/api/mirata/luoghi', { natal: ROME_1990, year: 1980 }, /«year»/],
    ['/api/mirata/luoghi', { natal: ROME_1990, year: 2027, regole: { orbitaCuspideGradi: 9 } }, /orbitaCuspideGradi/],
    ['/api/mirata/luoghi', { natal: ROME_1990, year: 2027, regole: { stellium: { corpi: ['Chirone'] } } }, /corpi/],
    ['/api/mirata/piano', { natal: ROME_1990, daAnno: 2027, anni: 6 }, /«anni»/],
    ['/api/mirata/piano', { natal: ROME_1990, daAnno: 1985 }, /«daAnno»/],
    ['/api/mirata/campo', { natal: ROME_1990, year: 2027, passoGradi: 0.1 }, /«passoGradi»/],
    ['/api/mirata/campo', { natal: ROME_1990, year: 2027, regione: { sud: 50, nord: 40, ovest: 0, est: 10 } }, /«regione\.nord»/],
  ] as const)('%s %j', async (url, body, field) => {
    const res = await app.inject(postJson(url, body));
    expect(res.statusCode).toBe(400);
    const error = (res.json() as { error: string }).error;
    expect(error).toMatch(field);
    expect(error).not.toMatch(ENGLISH);
  });
});
