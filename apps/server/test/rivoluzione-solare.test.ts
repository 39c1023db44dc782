/**
 * The returns' routes through app.inject(): the instant against swetest's bisection (1 s), the
 * return chart equal to POST /api/tema-natale at that instant and place, the local time of the
 * place, lunar returns, the «Mirata» scan in the pool (its filters, and a result opened as a chart),
 * the calendar, and bad input (400 in Italian naming the field, never 500).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SECONDS_PER_DAY } from '@astrolabio/core';
import {
  mirataResponseSchema,
  rivoluzioneSolareResponseSchema,
  rivoluzioniLunariResponseSchema,
  type MirataResponse,
  type RivoluzioneSolareResponse,
} from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { returnReference, SWETEST_RETURN_CASES } from '../../../test-support/swetest-returns.ts';
import { ENGLISH, postJson, ROME_1990 } from './helpers.ts';

const MILANO = { latitude: 45.4642, longitude: 9.19, nome: 'Milano (MI), Lombardia, Italia' };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, nome: 'New York, Stati Uniti' };
const referenceJd = (id: string) => returnReference(SWETEST_RETURN_CASES.find((c) => c.id === id)!).instantsJd;

let app: FastifyInstance;
let rs2027: RivoluzioneSolareResponse;
beforeAll(async () => {
  app = await buildApp();
  const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027 }));
  expect(res.statusCode, res.body).toBe(200);
  rs2027 = rivoluzioneSolareResponseSchema.parse(res.json());
});
afterAll(() => app.close());

/** POST /api/tema-natale at a return's instant (UT, to the millisecond) and place. */
async function natalChartAt(r: RivoluzioneSolareResponse['istante'] & { ms?: number }, place: { latitude: number; longitude: number }) {
  const ms = (r.jd - 2440587.5) * 86_400_000;
  const datetime = new Date(Math.round(ms)).toISOString().slice(0, 23);
  const res = await app.inject(postJson('/api/tema-natale', { datetime, timezone: 0, latitude: place.latitude, longitude: place.longitude }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /api/rivoluzione-solare', () => {
  test('the instant is within 1 s of swetest\'s bisection (fixtures/swetest-returns, Roma 1990, 2027)', () => {
    expect(Math.abs(rs2027.istante.jd - referenceJd('roma-1990-solar-2027')[0]!) * SECONDS_PER_DAY).toBeLessThan(1);
    expect(rs2027.istante.ut).toMatch(/^2027-01-01T\d{2}:\d{2}:\d{2}Z$/);
  });
  test('at the birth place by default, in Roma\'s civil time (UTC+01:00 in January)', () => {
    expect(rs2027.luogo).toEqual({ latitude: ROME_1990.latitude, longitude: ROME_1990.longitude });
    expect(rs2027.istante.zona).toBe('Europe/Rome');
    expect(rs2027.istante.utcOffset).toBe('UTC+01:00');
    const utMs = Date.parse(rs2027.istante.ut);
    expect(Date.parse(`${rs2027.istante.locale}Z`) - utMs).toBe(3_600_000);
  });
  test('the return chart equals POST /api/tema-natale at that instant and place', async () => {
    expect(rs2027.tema).toEqual(await natalChartAt(rs2027.istante, rs2027.luogo));
  });
  test('at another place: the same instant, that place\'s chart and civil time', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027, luogo: NEW_YORK }));
    expect(res.statusCode, res.body).toBe(200);
    const ny = rivoluzioneSolareResponseSchema.parse(res.json());
    expect(ny.istante.jd).toBe(rs2027.istante.jd);
    expect(ny.istante.zona).toBe('America/New_York');
    expect(ny.istante.utcOffset).toBe('UTC−05:00');
    expect(ny.luogo.nome).toBe(NEW_YORK.nome);
    expect(ny.tema).toEqual(await natalChartAt(ny.istante, NEW_YORK));
    expect(ny.tema.ascendente.longitude).not.toBeCloseTo(rs2027.tema.ascendente.longitude, 0);
  });
  test('natal houses of the return\'s angles, bodies and cusps, aspects to the natal points', async () => {
    const natal = (await app.inject(postJson('/api/tema-natale', ROME_1990))).json();
    const cusps: number[] = Array.from({ length: 12 }, (_, i) => natal.case[String(i + 1)].cusp);
    const houseOf = (lon: number) => {
      for (let i = 0; i < 12; i++) {
        const a = cusps[i]!;
        const b = cusps[(i + 1) % 12]!;
        if (a <= b ? lon >= a && lon < b : lon >= a || lon < b) return i + 1;
      }
      return 1;
    };
    expect(rs2027.caseNatali.ascendente).toBe(houseOf(rs2027.tema.ascendente.longitude));
    expect(rs2027.caseNatali.medioCoeli).toBe(houseOf(rs2027.tema.medioCoeli.longitude));
    // Each return cusp, I to XII, in the natal house it falls in.
    expect(rs2027.caseNatali.cuspidi).toEqual(Array.from({ length: 12 }, (_, i) => houseOf(rs2027.tema.case[String(i + 1)]!.cusp)));
    // The Sun is back on its natal longitude: in its natal house, conjunct the natal Sun at 0°.
    expect(rs2027.caseNatali.pianeti.Sole).toBe(natal.pianeti.Sole.house);
    const sunOnSun = rs2027.aspettiNatali.find((a) => a.rivoluzione === 'Sole' && a.natale === 'Sole');
    expect(sunOnSun).toEqual({ rivoluzione: 'Sole', natale: 'Sole', type: 'Congiunzione', orb: 0 });
  });
  test('the aspects to the natal points within the return orbs (decision 0092), which the answer names', async () => {
    expect(rs2027.orbiRitorno).toEqual({
      Congiunzione: { orb: 3, soleLuna: 3 }, Sestile: { orb: 2, soleLuna: 2 }, Quadratura: { orb: 3, soleLuna: 3 },
      Trigono: { orb: 3, soleLuna: 3 }, Opposizione: { orb: 3, soleLuna: 3 },
    });
    expect(rs2027.aspettiNatali.length).toBeGreaterThan(0);
    for (const a of rs2027.aspettiNatali) expect(a.orb, `${a.rivoluzione} ${a.type} ${a.natale}`).toBeLessThanOrEqual(rs2027.orbiRitorno[a.type]!.orb);
    // The natal table's orbs asked for as return orbs: the same aspects and more, the wider ones beyond 3°.
    const asNatal = { Congiunzione: { orb: 8, soleLuna: 10 }, Sestile: { orb: 5, soleLuna: 7 }, Quadratura: { orb: 7, soleLuna: 9 }, Trigono: { orb: 7, soleLuna: 9 }, Opposizione: { orb: 8, soleLuna: 10 } };
    const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027, orbiRitorno: asNatal }));
    expect(res.statusCode, res.body).toBe(200);
    const wide = rivoluzioneSolareResponseSchema.parse(res.json());
    expect(wide.orbiRitorno).toEqual(asNatal);
    const key = (a: { rivoluzione: string; type: string; natale: string }) => `${a.rivoluzione}|${a.type}|${a.natale}`;
    expect(wide.aspettiNatali.map(key)).toEqual(expect.arrayContaining(rs2027.aspettiNatali.map(key)));
    const beyond = wide.aspettiNatali.filter((a) => a.orb > 3);
    expect(beyond.length).toBeGreaterThan(10);
    expect(wide.aspettiNatali.filter((a) => a.orb <= rs2027.orbiRitorno[a.type]!.orb).map(key).sort()).toEqual(rs2027.aspettiNatali.map(key).sort());
  });
  test('precession-corrected: later by about 20 minutes a year of age', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027, zodiaco: 'precessionCorrected' }));
    expect(res.statusCode, res.body).toBe(200);
    const r = rivoluzioneSolareResponseSchema.parse(res.json());
    expect(Math.abs(r.istante.jd - referenceJd('roma-1990-solar-2027-sid')[0]!) * SECONDS_PER_DAY).toBeLessThan(1);
    expect((r.istante.jd - rs2027.istante.jd) * 24).toBeGreaterThan(12);
  });
  test('a polar place falls back to Porphyry with its warning', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027, luogo: { latitude: 69.6492, longitude: 18.9553 } }));
    const r = rivoluzioneSolareResponseSchema.parse(res.json());
    expect(r.tema.meta.houseSystem).toBe('porphyry');
    expect(r.tema.meta.warnings[0]).toMatch(/circolo polare/);
  });
  test.each([
    ['a year not after the birth', { natal: ROME_1990, year: 1990 }, /«year»/],
    ['a year beyond the ephemeris', { natal: ROME_1990, year: 2400 }, /«year»/],
    ['a year that is not a whole number', { natal: ROME_1990, year: 2027.5 }, /«year»/],
    ['no birth data', { year: 2027 }, /«natal»/],
    ['a place off the globe', { natal: ROME_1990, year: 2027, luogo: { latitude: 95, longitude: 0 } }, /latitude/],
    ['a return orb over 15°', { natal: ROME_1990, year: 2027, orbiRitorno: { Congiunzione: 20 } }, /«orbiRitorno» \(orbite del ritorno\): l’orbita di Congiunzione deve essere un numero da 0 a 15 gradi/],
    ['a return orb for an unknown aspect', { natal: ROME_1990, year: 2027, orbiRitorno: { Quincunx: 2 } }, /«orbiRitorno».*Quincunx/],
  ])('400 in Italian for %s', async (_label, body, field) => {
    const res = await app.inject(postJson('/api/rivoluzione-solare', body));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(field);
    expect(res.json().error).not.toMatch(ENGLISH);
  });
});

describe('POST /api/rivoluzioni-lunari', () => {
  test('the lunar returns of a quarter, each within 1 s of swetest, each a chart at the place', async () => {
    const res = await app.inject(postJson('/api/rivoluzioni-lunari', { natal: ROME_1990, startDate: '2027-01-01', endDate: '2027-03-31', luogo: MILANO }));
    expect(res.statusCode, res.body).toBe(200);
    const { ritorni } = rivoluzioniLunariResponseSchema.parse(res.json());
    const reference = referenceJd('roma-1990-lunar-2027q1');
    expect(ritorni.length).toBe(reference.length);
    ritorni.forEach((r, i) => {
      expect(Math.abs(r.istante.jd - reference[i]!) * SECONDS_PER_DAY).toBeLessThan(1);
      expect(r.aspettiNatali.find((a) => a.rivoluzione === 'Luna' && a.natale === 'Luna')?.orb).toBe(0);
    });
    expect(ritorni[1]!.tema).toEqual(await natalChartAt(ritorni[1]!.istante, MILANO));
  });
  test('«orbiRitorno» applies to every lunar return and is named in the answer; out of range it is a 400', async () => {
    const body = { natal: ROME_1990, startDate: '2027-01-01', endDate: '2027-01-31', orbiRitorno: { Congiunzione: { orb: 1, soleLuna: 0.5 } } };
    const res = await app.inject(postJson('/api/rivoluzioni-lunari', body));
    expect(res.statusCode, res.body).toBe(200);
    const answer = rivoluzioniLunariResponseSchema.parse(res.json());
    expect(answer.orbiRitorno.Congiunzione).toEqual({ orb: 1, soleLuna: 0.5 });
    expect(answer.orbiRitorno.Trigono).toEqual({ orb: 3, soleLuna: 3 });
    const lunaOnLuna = (a: { rivoluzione: string; natale: string }) => a.rivoluzione === 'Luna' && a.natale === 'Luna';
    for (const r of answer.ritorni) {
      expect(r.aspettiNatali.find(lunaOnLuna)?.orb).toBe(0);
      for (const a of r.aspettiNatali.filter((x) => x.type === 'Congiunzione')) {
        const luminary = ['Sole', 'Luna'].includes(a.rivoluzione) || ['Sole', 'Luna'].includes(a.natale);
        expect(a.orb).toBeLessThanOrEqual(luminary ? 0.5 : 1);
      }
    }
    const bad = await app.inject(postJson('/api/rivoluzioni-lunari', { ...body, orbiRitorno: { Trigono: -1 } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Il campo «orbiRitorno» (orbite del ritorno): l’orbita di Trigono deve essere un numero da 0 a 15 gradi.');
  });
  test('a period over 366 days is a 400 naming endDate', async () => {
    const res = await app.inject(postJson('/api/rivoluzioni-lunari', { natal: ROME_1990, startDate: '2027-01-01', endDate: '2028-06-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/366/);
  });
});

describe('POST /api/rivoluzione-solare/mirata (in the pool)', () => {
  let scan: MirataResponse;
  beforeAll(async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare/mirata', {
      natal: ROME_1990, year: 2027, corpi: ['Marte'], casa: { latitude: ROME_1990.latitude, longitude: ROME_1990.longitude },
      filtri: { ascendenteInCaseNatali: [10] }, limit: 20,
    }));
    expect(res.statusCode, res.body).toBe(200);
    scan = mirataResponseSchema.parse(res.json());
  });
  test('every gazetteer place is scanned; the results meet the filter, nearest home first', () => {
    expect(scan.luoghiEsaminati).toBeGreaterThan(36_000);
    expect(scan.totale).toBeGreaterThan(0);
    expect(scan.risultati.length).toBe(Math.min(20, scan.totale));
    for (const r of scan.risultati) {
      expect(r.casaNataleAscendente).toBe(10);
      expect(Object.keys(r.caseRS)).toEqual(['Sole', 'Marte']);
    }
    const distances = scan.risultati.map((r) => r.distanzaKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(scan.istante.jd).toBe(rs2027.istante.jd);
  });
  test('the first result, opened as a return chart, has that Ascendant in the natal 10th', async () => {
    const first = scan.risultati[0]!;
    const res = await app.inject(postJson('/api/rivoluzione-solare', { natal: ROME_1990, year: 2027, luogo: { latitude: first.latitude, longitude: first.longitude, nome: first.luogo } }));
    const chart = rivoluzioneSolareResponseSchema.parse(res.json());
    expect(chart.caseNatali.ascendente).toBe(10);
    expect(chart.tema.ascendente.longitude).toBe(first.ascendente.longitude);
    expect(chart.tema.pianeti.Sole!.house).toBe(first.caseRS.Sole);
    expect(chart.istante.locale).toBe(first.ora.locale);
  });
  test('avoid houses and countries', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare/mirata', {
      natal: ROME_1990, year: 2027, filtri: { caseDaEvitare: [1, 6, 12], paesi: ['FR', 'US', 'JP'] }, ordine: 'population', limit: 50,
    }));
    const r = mirataResponseSchema.parse(res.json());
    expect(r.totale).toBeGreaterThan(0);
    expect(r.risultati.length).toBe(Math.min(50, r.totale));
    for (const x of r.risultati) {
      expect(['FR', 'US', 'JP']).toContain(x.paese);
      expect([1, 6, 12]).not.toContain(x.casaNataleAscendente);
      expect([1, 6, 12]).not.toContain(x.caseRS.Sole);
      expect(x.distanzaKm).toBeNull();
    }
  });
  test('a distance without a home is a 400 naming «casa»', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare/mirata', { natal: ROME_1990, year: 2027, filtri: { entroKm: 300 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/«casa»/);
  });
  test.each([
    ['a house 13', { filtri: { ascendenteInCaseNatali: [13] } }],
    ['an unknown body', { corpi: ['Vulcano'] }],
    ['a limit of 0', { limit: 0 }],
    ['a country that is not a code', { filtri: { paesi: ['Italia'] } }],
  ])('400 in Italian for %s', async (_label, extra) => {
    const res = await app.inject(postJson('/api/rivoluzione-solare/mirata', { natal: ROME_1990, year: 2027, ...extra }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).not.toMatch(ENGLISH);
  });
});

describe('POST /api/rivoluzione-solare.ics', () => {
  test('one event per year at each return instant', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare.ics', { natal: ROME_1990, fromYear: 2026, toYear: 2028 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    const starts = [...res.body.matchAll(/DTSTART:(\d{8}T\d{6}Z)/g)].map((m) => m[1]);
    expect(starts.length).toBe(3);
    expect(starts[1]).toBe(rs2027.istante.ut.replace(/[-:]/g, ''));
    expect(res.body).toContain('SUMMARY:Rivoluzione solare 2027');
  });
  test('toYear before fromYear is a 400', async () => {
    const res = await app.inject(postJson('/api/rivoluzione-solare.ics', { natal: ROME_1990, fromYear: 2028, toYear: 2026 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/«toYear»/);
  });
});
