/** Every API call through app.inject(): shapes, Italian names, spec rules, compression and cache headers. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ASPECT_ANGLE_DEG,
  ASPECT_CODES,
  BODY_CODES,
  DAILY_POSITIONS_MAX_DAYS,
  isRetrograde,
  DEFAULT_NATAL_ORBS,
  orbLimitDeg,
  separationDegrees,
  SIGN_WIDTH_DEG,
} from '@astrolabio/core';
import { VALIDATION_MESSAGES, type TemaNataleResponse, type TransitiMensiliResponse, type TransitiSpecificiResponse } from '@astrolabio/contract';
import { ANGLE_NAMES_IT, ASPECT_BY_NAME_IT, BODY_NAMES_IT, POINT_BY_NAME_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { buildApp } from '../src/app.ts';
import { API_CACHE_CONTROL } from '../src/plugins/cache.ts';
import { ROME_1990 } from './helpers.ts';

const BODY_NAMES = BODY_CODES.map((c) => BODY_NAMES_IT[c]);
const SIGNS = Object.values(SIGN_NAMES_IT);
const FORMATTED = new RegExp(`^([0-9]|[12][0-9])°[0-5][0-9]' (${SIGNS.join('|')})$`);

let app: FastifyInstance;
let natal: TemaNataleResponse;
beforeAll(async () => {
  app = await buildApp();
  natal = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
});
afterAll(() => app.close());

const expectZodiac = (z: { sign: string; degree: number; formatted: string }, longitude: number) => {
  expect(z.sign).toBe(SIGNS[Math.floor(longitude / SIGN_WIDTH_DEG)]);
  expect(z.degree).toBeCloseTo(longitude % SIGN_WIDTH_DEG, 9);
  expect(z.formatted).toMatch(FORMATTED);
  expect(z.formatted.endsWith(z.sign)).toBe(true);
};

describe('GET /api/health', () => {
  test('200 with the Swiss Ephemeris version and the subscribers database, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', ephemeris: expect.stringMatching(/^2\.10/), database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/tema-natale', () => {
  test('the 14 bodies, 12 houses, Ascendente, Medio Coeli, with Italian names and zodiac texts', () => {
    expect(Object.keys(natal.pianeti)).toEqual(BODY_NAMES);
    for (const b of Object.values(natal.pianeti)) {
      expect(b.longitude).toBeGreaterThanOrEqual(0);
      expect(b.longitude).toBeLessThan(360);
      expect(b.retrograde).toBe(isRetrograde(b.speed));
      expect(b.house).toBeGreaterThanOrEqual(1);
      expect(b.house).toBeLessThanOrEqual(12);
      expectZodiac(b.zodiac, b.longitude);
    }
    expect(Object.keys(natal.case)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(natal.case['1']!.cusp).toBeCloseTo(natal.ascendente.longitude, 9);
    expect(natal.case['10']!.cusp).toBeCloseTo(natal.medioCoeli.longitude, 9);
    expectZodiac(natal.ascendente.zodiac, natal.ascendente.longitude);
    expect(natal.meta).toMatchObject({ ut: '1990-01-01T11:00:00Z', houseSystem: 'placidus', nodo: 'true', lilith: 'mean', warnings: [] });
    expect(natal.meta.jd).toBeCloseTo(2447892.958333, 6);
    // swetest (fixtures/swetest-charts/roma-1990.txt): Sun 280.7717825° = 10°46'18", Asc 14.7448733° = 14°44'41".
    expect(natal.pianeti.Sole!.zodiac.formatted).toBe("10°46' Capricorno");
    expect(natal.ascendente.zodiac.formatted).toBe("14°44' Ariete");
    expect(natal.pianeti['Nodo Sud']!.longitude).toBeCloseTo((natal.pianeti['Nodo Nord']!.longitude + 180) % 360, 9);
  });

  test('natal aspects: Italian types, orbs with two decimals within the orb table', () => {
    expect(natal.aspetti.length).toBeGreaterThan(0);
    for (const pair of natal.aspetti) {
      const p1 = natal.pianeti[pair.planet1]!;
      const p2 = natal.pianeti[pair.planet2]!;
      for (const a of pair.aspects) {
        const code = ASPECT_BY_NAME_IT.get(a.type)!;
        expect(code).toBeDefined();
        expect(a.orb).toBe(Math.round(a.orb * 100) / 100);
        expect(a.orb).toBeLessThanOrEqual(orbLimitDeg(DEFAULT_NATAL_ORBS, code, POINT_BY_NAME_IT.get(pair.planet1)!, POINT_BY_NAME_IT.get(pair.planet2)!));
        expect(Math.abs(separationDegrees(p1.longitude, p2.longitude) - ASPECT_ANGLE_DEG[code])).toBeCloseTo(a.orb, 2);
      }
    }
  });

  test('aspects to Ascendente and Medio Coeli: every body within the orb table, each applying or separating', () => {
    expect(natal.aspettiAngoli.length).toBeGreaterThan(0);
    const angleLongitude: Record<string, number> = { [ANGLE_NAMES_IT.ascendant]: natal.ascendente.longitude, [ANGLE_NAMES_IT.midheaven]: natal.medioCoeli.longitude };
    for (const pair of natal.aspettiAngoli) {
      expect(BODY_NAMES).toContain(pair.planet1);
      expect(Object.keys(angleLongitude)).toContain(pair.planet2);
      for (const a of pair.aspects) {
        const code = ASPECT_BY_NAME_IT.get(a.type)!;
        expect(a.orb).toBeLessThanOrEqual(orbLimitDeg(DEFAULT_NATAL_ORBS, code, POINT_BY_NAME_IT.get(pair.planet1)!, POINT_BY_NAME_IT.get(pair.planet2)!));
        expect(Math.abs(separationDegrees(natal.pianeti[pair.planet1]!.longitude, angleLongitude[pair.planet2]!) - ASPECT_ANGLE_DEG[code])).toBeCloseTo(a.orb, 2);
        expect(typeof a.applying).toBe('boolean');
      }
    }
    // Every pair of bodies keeps its spec fields, and gains only `applying`.
    for (const pair of natal.aspetti) for (const a of pair.aspects) expect(Object.keys(a)).toEqual(['type', 'orb', 'applying']);
  });

  test.each(['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'equal', 'wholeSign'])('house system %s is used as asked', async (houseSystem) => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, houseSystem } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.houseSystem).toBe(houseSystem);
  });

  test('Equal and Whole Sign cusps: 30° apart, from the Ascendant or from its sign', async () => {
    const equal: TemaNataleResponse = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, houseSystem: 'equal' } })).json();
    const whole: TemaNataleResponse = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, houseSystem: 'wholeSign' } })).json();
    for (let h = 1; h <= 12; h++) {
      expect(equal.case[String(h)]!.cusp).toBeCloseTo((equal.ascendente.longitude + SIGN_WIDTH_DEG * (h - 1)) % 360, 9);
      expect(whole.case[String(h)]!.cusp).toBeCloseTo((Math.floor(whole.ascendente.longitude / SIGN_WIDTH_DEG) * SIGN_WIDTH_DEG + SIGN_WIDTH_DEG * (h - 1)) % 360, 9);
    }
  });

  test('above the polar circle Placidus falls back to Porphyry with an Italian warning, not an error', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, latitude: 70, longitude: 25 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.houseSystem).toBe('porphyry');
    expect(res.json().meta.warnings).toEqual(['Oltre il circolo polare il sistema Placidus non è calcolabile: le case sono calcolate con il sistema Porfirio.']);
  });

  test.each([90, -90])('at the pole (latitude %d) the chart is still computed', async (latitude) => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, latitude, houseSystem: 'koch' } });
    expect(res.statusCode).toBe(200);
    const chart: TemaNataleResponse = res.json();
    expect(chart.meta.houseSystem).toBe('porphyry');
    expect(chart.meta.warnings).toEqual(['Oltre il circolo polare il sistema Koch non è calcolabile: le case sono calcolate con il sistema Porfirio.']);
    expect(Object.keys(chart.case)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    for (const { cusp } of Object.values(chart.case)) {
      expect(Number.isFinite(cusp)).toBe(true);
      expect(cusp).toBeGreaterThanOrEqual(0);
      expect(cusp).toBeLessThan(360);
    }
  });

  test.each([
    [5.75, '1990-01-01T06:15:00Z'], [-3.5, '1990-01-01T15:30:00Z'], [12.75, '1989-12-31T23:15:00Z'], [-14, '1990-01-02T02:00:00Z'], [14, '1989-12-31T22:00:00Z'],
  ])('timezone %d: local 12:00 is %s', async (timezone, ut) => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, timezone } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.ut).toBe(ut);
  });

  test('numbers may come as numeric strings (HTML forms)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { datetime: '1990-01-01T12:00', latitude: '41.9028', longitude: '12.4964', timezone: '0' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.ut).toBe('1990-01-01T12:00:00Z');
  });

  // Issue 34: a time without its offset was silently taken as UTC (an Italian chart an hour or two off).
  test('a birth without timezone is a 400 that says the offset is needed, not a chart in UTC', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { datetime: '1990-01-01T12:00', latitude: 41.9028, longitude: 12.4964 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: VALIDATION_MESSAGES.required('timezone') });
    expect(res.json().error).toMatch(/^Il campo «timezone» \(fuso orario\) è obbligatorio: senza lo scostamento da UTC.*tempo universale/);
  });

  test('a chart asked again is the same answer; the same UT instant in another zone is the same chart, another place is not', async () => {
    const again = (payload: object) => app.inject({ method: 'POST', url: '/api/tema-natale', payload }).then((r) => r.json());
    expect(await again(ROME_1990)).toEqual(natal);
    expect(await again({ ...ROME_1990, datetime: '1990-01-01T11:00', timezone: 0 })).toEqual(natal);
    const milan = await again({ ...ROME_1990, latitude: 45.4642, longitude: 9.19 });
    expect(milan.ascendente.longitude).not.toBe(natal.ascendente.longitude);
    expect(milan.pianeti.Sole).toEqual(natal.pianeti.Sole);
    const equal = await again({ ...ROME_1990, houseSystem: 'equal' });
    expect(equal.case['2'].cusp).not.toBe(natal.case['2']!.cusp);
  });

  test('nodo "mean" gives the mean node', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, nodo: 'mean' } });
    expect(res.json().meta.nodo).toBe('mean');
    expect(Math.abs(res.json().pianeti['Nodo Nord'].longitude - natal.pianeti['Nodo Nord']!.longitude)).toBeGreaterThan(0.1);
  });

  test.each([
    ['1800-01-01T07:00', 1, 200], ['1800-01-01T06:59', 1, 400], ['2399-12-31T23:59:59', 0, 200], ['2400-01-01T00:59', 1, 200], ['2400-01-01T01:00', 1, 400],
  ])('supported range: %s at timezone %d → %d (from 1800-01-01 06:00 UT to 2399-12-31 UT)', async (datetime, timezone, status) => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, datetime, timezone } });
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().error).toBe("Il campo «datetime» (data e ora di nascita) è fuori dall’intervallo supportato: dal 1800-01-01 06:00 al 2399-12-31 23:59 in tempo universale (UT).");
  });
});

describe('GET /api/transiti-mensili', () => {
  test('by month "AAAA-MM", then day, then the 14 bodies at 12:00 UT', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2024-12-30&endDate=2025-02-02' });
    expect(res.statusCode).toBe(200);
    const body: TransitiMensiliResponse = res.json();
    expect(body.periodo).toBe('2024-12-30 - 2025-02-02');
    expect(body.meta).toEqual({ timeOfDayUt: '12:00', days: 35, nodo: 'true', lilith: 'mean' });
    expect(Object.keys(body.transiti)).toEqual(['2024-12', '2025-01', '2025-02']);
    expect(Object.keys(body.transiti['2024-12']!)).toEqual(['2024-12-30', '2024-12-31']);
    expect(Object.keys(body.transiti['2025-01']!)).toHaveLength(31);
    expect(Object.keys(body.transiti['2025-02']!)).toEqual(['2025-02-01', '2025-02-02']);
    const day = body.transiti['2025-01']!['2025-01-15']!;
    expect(Object.keys(day)).toEqual(BODY_NAMES);
    for (const b of Object.values(day)) expectZodiac(b, b.longitude);
    expect(res.headers['cache-control']).toBe(API_CACHE_CONTROL);
  });

  test('the same positions as a natal chart at 12:00 UT that day, and the mean node on request', async () => {
    const month: TransitiMensiliResponse = (await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2025-03-14&endDate=2025-03-14&nodo=mean' })).json();
    const chart: TemaNataleResponse = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, datetime: '2025-03-14T12:00', timezone: 0, nodo: 'mean' } })).json();
    for (const name of BODY_NAMES) {
      // The monthly table keeps a millionth of a degree (issue 22: a compact answer).
      expect(month.transiti['2025-03']!['2025-03-14']![name]!.longitude, name).toBeCloseTo(chart.pianeti[name]!.longitude, 6);
    }
  });

  test(`a span of ${DAILY_POSITIONS_MAX_DAYS} days (2024-01-01 → 2026-01-01) is the maximum accepted`, async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2024-01-01&endDate=2026-01-01' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meta.days).toBe(DAILY_POSITIONS_MAX_DAYS);
    const tooLong = await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2024-01-01&endDate=2026-01-02' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(`Il periodo richiesto è troppo lungo: al massimo ${DAILY_POSITIONS_MAX_DAYS} giorni.`);
  });
});

describe('POST /api/transiti-specifici', () => {
  const transits = async (targetDate: string, natalData: unknown = natal) =>
    app.inject({ method: 'POST', url: '/api/transiti-specifici', payload: { targetDate, natalData } });

  test('positions of the 14 bodies at 12:00 UT, with their natal house', async () => {
    const res = await transits('2025-03-14');
    expect(res.statusCode).toBe(200);
    const body: TransitiSpecificiResponse = res.json();
    expect(body.data).toBe('2025-03-14');
    expect(body.jd).toBe(2460749); // 2025-03-14 12:00 UT
    expect(body.meta).toEqual({ timeOfDayUt: '12:00', nodo: 'true', lilith: 'mean' });
    expect(Object.keys(body.posizioniTransiti)).toEqual(BODY_NAMES);
    for (const p of Object.values(body.posizioniTransiti)) {
      expectZodiac(p.zodiac, p.longitude);
      expect(p.retrograde).toBe(isRetrograde(p.speed));
    }
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('aspects to the 14 natal bodies, Ascendente and Medio Coeli, kept by the spec\'s orb filter', async () => {
    const body: TransitiSpecificiResponse = (await transits('2025-03-14')).json();
    const natalTargets = new Map<string, number>([
      ...Object.entries(natal.pianeti).map(([n, p]) => [n, p.longitude] as const),
      [ANGLE_NAMES_IT.ascendant, natal.ascendente.longitude],
      [ANGLE_NAMES_IT.midheaven, natal.medioCoeli.longitude],
    ]);
    const transitNames = BODY_NAMES.filter((n) => n !== 'Nodo Sud');
    // Every pair kept is right, and every pair dropped really has no aspect within the filter.
    const kept = new Set(body.aspettiDiTransito.map((a) => `${a.transitPlanet}|${a.natalPlanet}`));
    for (const t of transitNames) {
      for (const [n, natalLon] of natalTargets) {
        const sep = separationDegrees(body.posizioniTransiti[t]!.longitude, natalLon);
        const limit = t === 'Plutone' || t === 'Nettuno' ? 1 : 2;
        const expected = ASPECT_CODES.map((a) => ASPECT_ANGLE_DEG[a]).filter((angle) => Math.round(Math.abs(sep - angle) * 100) / 100 <= limit);
        expect(kept.has(`${t}|${n}`), `${t} → ${n}`).toBe(expected.length > 0);
      }
    }
    for (const pair of body.aspettiDiTransito) {
      expect(pair.transitPlanet).not.toBe('Nodo Sud');
      expect(pair.aspects.length).toBeGreaterThan(0);
      for (const a of pair.aspects) {
        expect(ASPECT_ANGLE_DEG[ASPECT_BY_NAME_IT.get(a.type)!]).toBe(a.degrees);
        const sep = separationDegrees(body.posizioniTransiti[pair.transitPlanet]!.longitude, natalTargets.get(pair.natalPlanet)!);
        expect(Math.abs(sep - a.degrees)).toBeCloseTo(a.orb, 2);
      }
    }
    expect(body.aspettiDiTransito.some((a) => a.natalPlanet === 'Ascendente' || a.natalPlanet === 'Medio Coeli')).toBe(true);
  });

  test('a natal chart at the same instant: every transiting body conjunct its natal self at orb 0', async () => {
    const sameDay: TemaNataleResponse = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, datetime: '2025-03-14T12:00', timezone: 0 } })).json();
    const body: TransitiSpecificiResponse = (await transits('2025-03-14', sameDay)).json();
    for (const name of BODY_NAMES.filter((n) => n !== 'Nodo Sud')) {
      const self = body.aspettiDiTransito.find((a) => a.transitPlanet === name && a.natalPlanet === name);
      expect(self?.aspects[0], name).toEqual({ type: 'Congiunzione', orb: 0, degrees: 0 });
    }
  });

  test('the transiting node is the natal chart\'s kind (meta.nodo)', async () => {
    const meanChart = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, nodo: 'mean' } })).json();
    const body: TransitiSpecificiResponse = (await transits('2025-03-14', meanChart)).json();
    const month: TransitiMensiliResponse = (await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2025-03-14&endDate=2025-03-14&nodo=mean' })).json();
    expect(body.meta.nodo).toBe('mean');
    expect(body.posizioniTransiti['Nodo Nord']!.longitude).toBeCloseTo(month.transiti['2025-03']!['2025-03-14']!['Nodo Nord']!.longitude, 6);
  });

  test('a natalData reduced to what is read (longitudes and cusps) is enough', async () => {
    const minimal = {
      pianeti: Object.fromEntries(Object.entries(natal.pianeti).map(([n, p]) => [n, { longitude: p.longitude }])),
      case: Object.fromEntries(Object.entries(natal.case).map(([h, c]) => [h, { cusp: c.cusp }])),
      ascendente: { longitude: natal.ascendente.longitude },
      medioCoeli: { longitude: natal.medioCoeli.longitude },
    };
    const full = (await transits('2025-03-14')).json();
    const res = await transits('2025-03-14', minimal);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(full);
  });
});

describe('docs', () => {
  test('/api/docs is a readable HTML page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});

describe('compression and cache headers', () => {
  test('a large answer is gzipped when the client accepts it, and decodes to the same JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(natal);
    const plain = await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('monthly transits are gzipped too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2025-01-01&endDate=2025-12-31', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/^(gzip|br|deflate)$/);
  });

  test('successful GETs may be cached, POSTs and errors may not', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/openapi.json' })).headers['cache-control']).toBe(API_CACHE_CONTROL);
    expect((await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=x&endDate=y' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/nessuna' })).headers['cache-control']).toBe('no-store');
  });
});
