/**
 * POST /api/transiti and its .ics / .csv exports through app.inject(): the answer's shape and
 * Italian names, the spec's rules, the exports' formats, and bad input (400 in Italian, never 500).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ASPECT_CODES,
  daysInPeriod,
  MAX_TRANSIT_PERIOD_DAYS,
  MS_PER_DAY,
  TRANSIT_FIRST_DATE,
  julianDayToEpochMs,
  POINT_CODES,
  TRANSIT_BODY_CODES,
  utcDateOf,
} from '@astrolabio/core';
import { CSV_BOM, transitiResponseSchema, withoutCsvBom, type TransitiResponse } from '@astrolabio/contract';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { buildApp } from '../src/app.ts';
import { CSV_FIELDS } from '../src/adapters/transits-export.ts';
import { csvText } from '../src/adapters/spreadsheet-csv.ts';
import { referenceInstants, swetestTransitCase } from '../../../test-support/swetest-transits.ts';
import { ENGLISH, postJson, ROME_1990 } from './helpers.ts';

const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/;
const BODY_NAMES = TRANSIT_BODY_CODES.map((c) => BODY_NAMES_IT[c]);
const POINT_NAMES = POINT_CODES.map((c) => POINT_NAMES_IT[c]);
const ASPECT_NAMES = ASPECT_CODES.map((c) => ASPECT_NAMES_IT[c]);

let app: FastifyInstance;
let natalData: Record<string, unknown>;
let year: TransitiResponse;
beforeAll(async () => {
  app = await buildApp();
  natalData = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
  const res = await app.inject({ method: 'POST', url: '/api/transiti', payload: { natal: ROME_1990, ...YEAR } });
  expect(res.statusCode, res.body).toBe(200);
  year = res.json();
});
afterAll(() => app.close());

describe('POST /api/transiti: a year of every transit in one call', () => {
  test('the answer matches its schema, with Italian names, UTC minutes, sorted by start', () => {
    expect(transitiResponseSchema.parse(year)).toEqual(year);
    expect(year.periodo).toBe('2025-01-01 - 2025-12-31');
    expect(year.meta).toMatchObject({ maxOrb: 3, nodo: 'true', count: year.transiti.length, lilith: 'mean', startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(year.transiti.length).toBeGreaterThan(2000);
    for (const t of year.transiti) {
      expect(BODY_NAMES).toContain(t.transitPlanet);
      expect(POINT_NAMES).toContain(t.natalPlanet);
      expect(ASPECT_NAMES).toContain(t.aspect);
      for (const instant of [t.start, t.end, t.peak.time, ...t.exact, ...t.stations.map((s) => s.time)]) expect(instant).toMatch(INSTANT);
      expect(t.start <= t.end).toBe(true);
      expect(t.house).toBeGreaterThanOrEqual(1);
      expect(t.house).toBeLessThanOrEqual(12);
      for (const s of t.stations) expect(['retrograda', 'diretta']).toContain(s.kind);
      expect(t.peak.orb).toBeLessThanOrEqual(3);
      if (t.exact.length > 0) expect(t.peak).toEqual({ time: t.exact[0], orb: 0 });
      // One orb per UTC day of the stretch (start and end are rounded to the minute, so a stretch that
      // starts in the last half-minute of a day reads as starting the next), none above the orb.
      const lastDay = utcDateOf(Date.parse(t.daily.from) + (t.daily.orbs.length - 1) * MS_PER_DAY);
      expect(daysInPeriod(t.daily.from, t.start.slice(0, 10))).toBeGreaterThanOrEqual(1);
      expect(daysInPeriod(t.daily.from, t.start.slice(0, 10))).toBeLessThanOrEqual(2);
      expect(daysInPeriod(lastDay, t.end.slice(0, 10))).toBeGreaterThanOrEqual(1);
      expect(daysInPeriod(lastDay, t.end.slice(0, 10))).toBeLessThanOrEqual(2);
      for (const orb of t.daily.orbs) expect(orb).toBeLessThanOrEqual(3);
      // The day of an exact hit reads 0, however far the body is at noon (the Moon moves 13° a day).
      for (const hit of t.exact) expect(t.daily.orbs[daysInPeriod(t.daily.from, hit.slice(0, 10)) - 1]).toBe(0);
    }
    const starts = year.transiti.map((t) => t.start);
    expect(starts).toEqual([...starts].sort());
    // Nodo Sud does not transit (it would repeat Nodo Nord), but it is a natal target.
    expect(year.transiti.some((t) => t.transitPlanet === 'Nodo Sud')).toBe(false);
    expect(year.transiti.some((t) => t.natalPlanet === 'Nodo Sud')).toBe(true);
    expect(year.transiti.some((t) => t.natalPlanet === 'Medio Coeli')).toBe(true);
  });

  test('one row per axis (issue 34): an aspect to one end of the node axis or of two opposite cusps is not repeated at the other end, unless asked', async () => {
    const CUSPS = ['Cuspide I', 'Cuspide II', 'Cuspide III', 'Cuspide IV', 'Cuspide V', 'Cuspide VI', 'Cuspide VII', 'Cuspide VIII', 'Cuspide IX', 'Cuspide X', 'Cuspide XI', 'Cuspide XII'];
    const ask = async (extra: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url: '/api/transiti', payload: { natal: ROME_1990, ...YEAR, natalPlanets: [...POINT_NAMES, ...CUSPS], ...extra } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TransitiResponse).transiti;
    };
    const [one, both] = await Promise.all([ask({}), ask({ bothAxisEnds: true })]);
    // The axes of this chart: the node, and each cusp with the one opposite (I and X are the angles, VII and IV opposite them).
    const axes: [string, string][] = [['Nodo Nord', 'Nodo Sud'], ['Ascendente', 'Cuspide VII'], ['Medio Coeli', 'Cuspide IV'], ['Cuspide II', 'Cuspide VIII'], ['Cuspide III', 'Cuspide IX'], ['Cuspide V', 'Cuspide XI'], ['Cuspide VI', 'Cuspide XII']];
    const minutes = (list: typeof one, point: string) => new Set(list.filter((t) => t.natalPlanet === point).flatMap((t) => t.exact.map((e) => `${t.transitPlanet} ${e}`)));
    for (const [a, b] of axes) {
      // Both ends asked: every exact minute at one end is one at the other (VI and XII at the same minute).
      expect(minutes(both, b)).toEqual(minutes(both, a));
      // One row per axis: each event once, at one end or the other.
      const [atA, atB] = [minutes(one, a), minutes(one, b)];
      expect([...atA].filter((m) => atB.has(m)), `${a} / ${b}`).toEqual([]);
      expect(new Set([...atA, ...atB])).toEqual(minutes(both, a));
    }
    // The conjunction wins: conjunct Nodo Sud, not opposite Nodo Nord; the others go to the first end.
    expect(one.some((t) => t.natalPlanet === 'Nodo Nord' && t.aspect === 'Opposizione')).toBe(false);
    expect(one.some((t) => t.natalPlanet === 'Nodo Sud' && t.aspect === 'Congiunzione')).toBe(true);
    expect(one.filter((t) => t.natalPlanet === 'Nodo Sud').every((t) => t.aspect === 'Congiunzione')).toBe(true);
    const count = (list: typeof one) => list.reduce((n, t) => n + t.exact.length, 0);
    expect(count(one)).toBeLessThan(count(both));
  });

  test('bothAxisEnds other than yes or no is a 400 naming it, in Italian', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/transiti', payload: { natal: ROME_1990, ...YEAR, bothAxisEnds: 'forse' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/bothAxisEnds/);
    expect(bad.json().error).not.toMatch(ENGLISH);
  });

  test('each transit says its side: the two squares to one natal point are two rows', () => {
    const angles = new Map<string, Set<number>>();
    for (const t of year.transiti) {
      const key = `${t.transitPlanet}|${t.natalPlanet}|${t.aspect}`;
      angles.set(key, (angles.get(key) ?? new Set()).add(t.angle));
      const expected = { Congiunzione: [0], Sestile: [60, 300], Quadratura: [90, 270], Trigono: [120, 240], Opposizione: [180] }[t.aspect];
      expect(expected).toContain(t.angle);
    }
    // The Moon makes both squares to every natal point every month.
    expect(angles.get('Luna|Sole|Quadratura')).toEqual(new Set([90, 270]));
  });

  test('the natal houses of every transiting body: the house at the start and each ingress, in order', () => {
    expect(year.caseNatali.map((h) => h.transitPlanet)).toEqual(BODY_NAMES);
    const moon = year.caseNatali.find((h) => h.transitPlanet === 'Luna')!;
    expect(moon.ingresses.length).toBeGreaterThan(150);
    for (const h of year.caseNatali) {
      let house = h.startHouse;
      for (const i of h.ingresses) {
        expect(i.time).toMatch(INSTANT);
        expect(i.house).not.toBe(house);
        // One house on or one back (retrograde): bodies do not skip houses.
        expect(i.house).toBe(i.retrograde ? (house === 1 ? 12 : house - 1) : (house % 12) + 1);
        house = i.house;
      }
      const times = h.ingresses.map((i) => i.time);
      expect(times).toEqual([...times].sort());
    }
    // Only bodies that turn come back retrograde: never the Sun or the Moon.
    for (const name of ['Sole', 'Luna']) expect(year.caseNatali.find((h) => h.transitPlanet === name)!.ingresses.some((i) => i.retrograde)).toBe(false);
  });

  test('a transit\'s house is where the ingresses put the body at its peak; exact on an angle, the house that begins there', () => {
    const housesOf = new Map(year.caseNatali.map((h) => [h.transitPlanet, h]));
    const houseAt = (planet: string, time: string) => {
      const h = housesOf.get(planet)!;
      return h.ingresses.filter((i) => i.time <= time).at(-1)?.house ?? h.startHouse;
    };
    const nearIngress = (planet: string, time: string) =>
      housesOf.get(planet)!.ingresses.some((i) => Math.abs(Date.parse(i.time) - Date.parse(time)) <= 60_000);
    let compared = 0;
    for (const t of year.transiti) {
      if (nearIngress(t.transitPlanet, t.peak.time)) continue;
      expect(t.house, `${t.transitPlanet} ${t.aspect} ${t.natalPlanet} ${t.peak.time}`).toBe(houseAt(t.transitPlanet, t.peak.time));
      compared++;
    }
    expect(compared).toBeGreaterThan(2000);
    const exactOn = (natalPlanet: string, aspect: string) =>
      new Set(year.transiti.filter((t) => t.natalPlanet === natalPlanet && t.aspect === aspect && t.exact.length > 0).map((t) => t.house));
    expect(exactOn('Ascendente', 'Congiunzione')).toEqual(new Set([1]));
    expect(exactOn('Ascendente', 'Opposizione')).toEqual(new Set([7]));
    expect(exactOn('Medio Coeli', 'Congiunzione')).toEqual(new Set([10]));
    expect(exactOn('Medio Coeli', 'Opposizione')).toEqual(new Set([4]));
  });

  test('clipped at the period: open at the start or still open at the end', () => {
    const clippedStart = year.transiti.filter((t) => t.clipped.start);
    const clippedEnd = year.transiti.filter((t) => t.clipped.end);
    expect(clippedStart.length).toBeGreaterThan(0);
    expect(clippedEnd.length).toBeGreaterThan(0);
    for (const t of clippedStart) expect(t.start).toBe('2025-01-01T00:00Z');
    for (const t of clippedEnd) expect(t.end).toBe('2026-01-01T00:00Z');
  });

  test('the Moon: about 13 exact conjunctions with each natal point in a year', () => {
    const moonSun = year.transiti.filter((t) => t.transitPlanet === 'Luna' && t.natalPlanet === 'Sole' && t.aspect === 'Congiunzione');
    expect(moonSun.flatMap((t) => t.exact).length).toBeGreaterThanOrEqual(12);
    expect(moonSun.flatMap((t) => t.exact).length).toBeLessThanOrEqual(14);
  });

  test('natalData gives the same answer as the birth data it was computed from', async () => {
    const res = await app.inject(postJson('/api/transiti', { natalData, ...YEAR, planets: ['Saturno', 'Luna'] }));
    expect(res.statusCode).toBe(200);
    const fromBirth = year.transiti.filter((t) => t.transitPlanet === 'Saturno' || t.transitPlanet === 'Luna');
    expect((res.json() as TransitiResponse).transiti).toEqual(fromBirth);
  });

  test('Luna alone and the other twelve bodies are each the whole answer\'s part: the web merges them when Luna is switched on', async () => {
    for (const planets of [['Luna'], BODY_NAMES.filter((b) => b !== 'Luna')]) {
      const res = await app.inject(postJson('/api/transiti', { natal: ROME_1990, ...YEAR, planets }));
      expect(res.statusCode).toBe(200);
      const part = res.json() as TransitiResponse;
      expect(part.transiti).toEqual(year.transiti.filter((t) => planets.includes(t.transitPlanet)));
      expect(part.caseNatali).toEqual(year.caseNatali.filter((h) => planets.includes(h.transitPlanet)));
      expect(part.meta).toEqual({ ...year.meta, count: part.transiti.length });
    }
  });

  test('planets, natalPlanets and aspects select (Italian names, any case, lists or comma texts)', async () => {
    const res = await app.inject(postJson('/api/transiti', {
      natal: ROME_1990, ...YEAR, planets: 'saturno, GIOVE', natalPlanets: ['Sole', 'Ascendente'], aspects: ['Quadratura', 'opposizione'], maxOrb: 2,
    }));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TransitiResponse;
    expect(answer.meta.maxOrb).toBe(2);
    // Not vacuous: Jupiter opposes the natal Sun in 2025 (Saturn makes none of these within 2°).
    expect(answer.transiti.filter((t) => t.transitPlanet === 'Giove' && t.natalPlanet === 'Sole' && t.aspect === 'Opposizione')).not.toHaveLength(0);
    for (const t of answer.transiti) {
      expect(['Saturno', 'Giove']).toContain(t.transitPlanet);
      expect(['Sole', 'Ascendente']).toContain(t.natalPlanet);
      expect(['Quadratura', 'Opposizione']).toContain(t.aspect);
      expect(t.peak.orb).toBeLessThanOrEqual(2);
    }
  });

  test('the longest period is accepted; compressed when asked, in one piece with its length', async () => {
    const endDate = utcDateOf(Date.parse('2020-01-01') + (MAX_TRANSIT_PERIOD_DAYS - 1) * MS_PER_DAY);
    const body = { natal: ROME_1990, startDate: '2020-01-01', endDate, planets: ['Plutone', 'Saturno'] };
    const plain = await app.inject(postJson('/api/transiti', body));
    expect(plain.statusCode).toBe(200);
    expect((plain.json() as TransitiResponse).periodo).toBe(`2020-01-01 - ${endDate}`);
    const oneMore = await app.inject(postJson('/api/transiti', { ...body, endDate: utcDateOf(Date.parse(endDate) + MS_PER_DAY) }));
    expect(oneMore.statusCode).toBe(400);
    for (const [encoding, decompress] of [['gzip', gunzipSync], ['br', brotliDecompressSync]] as const) {
      const res = await app.inject({ ...postJson('/api/transiti', body), headers: { 'content-type': 'application/json', 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});

describe('Saturn over 0° Ariete through the API, against swetest (rounded to the minute: within 30 s)', () => {
  test('three exact conjunctions with a natal Sun placed at 0°', async () => {
    const reference = referenceInstants(swetestTransitCase('saturn-0-aries')).map(julianDayToEpochMs);
    const pianeti = { ...(natalData.pianeti as Record<string, { longitude: number }>) };
    pianeti.Sole = { ...pianeti.Sole!, longitude: 0 };
    const res = await app.inject(postJson('/api/transiti', {
      natalData: { ...natalData, pianeti }, startDate: '2025-01-01', endDate: '2026-06-30', planets: ['Saturno'], natalPlanets: ['Sole'], aspects: ['Congiunzione'],
    }));
    const exact = (res.json() as TransitiResponse).transiti.flatMap((t) => t.exact);
    expect(exact).toHaveLength(3);
    exact.forEach((iso, i) => expect(Math.abs(Date.parse(iso) - reference[i]!)).toBeLessThanOrEqual(30_500));
  });
});

describe('exports: the exact hits as iCalendar and CSV', () => {
  const query = 'datetime=1990-01-01T12:00&latitude=41.9028&longitude=12.4964&timezone=1&startDate=2025-01-01&endDate=2025-03-31&planets=Saturno,Luna&aspects=Quadratura,Congiunzione';
  const body = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-03-31', planets: ['Saturno', 'Luna'], aspects: ['Quadratura', 'Congiunzione'] };
  let exactCount = 0;
  beforeAll(async () => {
    exactCount = ((await app.inject(postJson('/api/transiti', body))).json() as TransitiResponse).transiti.reduce((n, t) => n + t.exact.length, 0);
  });

  test('GET /api/transiti.ics: valid RFC 5545 text, one event per exact hit', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/transiti.ics?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transiti-2025-01-01-2025-03-31.ics"');
    const text = res.body;
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // every line ends with CRLF
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    // Unfolded, each event has its UID, DTSTAMP, DTSTART in UTC and an Italian summary.
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(exactCount);
    const uids = events.map((e) => /\r\nUID:(.+)\r\n/.exec(e)?.[1]);
    expect(new Set(uids).size).toBe(exactCount);
    for (const e of events) {
      expect(e).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(e).toMatch(/\r\nDTSTART:\d{8}T\d{4}00Z\r\n/);
      expect(e).toMatch(/\r\nSUMMARY:(Saturno|Luna) (quadratura|congiunzione) (.+) natale\r\n/);
    }
  });

  test('a calendar before 1970 (negative time stamps) and at the first supported date', async () => {
    for (const [startDate, endDate] of [['1969-12-01', '1970-01-31'], [TRANSIT_FIRST_DATE, '1800-02-05']]) {
      const period = { natal: ROME_1990, startDate, endDate, planets: ['Luna'] };
      const hits = ((await app.inject(postJson('/api/transiti', period))).json() as TransitiResponse).transiti.flatMap((t) => t.exact).sort();
      const res = await app.inject(postJson('/api/transiti.ics', period));
      expect(res.statusCode, res.body).toBe(200);
      const starts = [...res.body.matchAll(/\r\nDTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00Z\r\n/g)].map((m) => `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}Z`);
      expect(hits.length).toBeGreaterThan(10);
      expect(starts).toEqual(hits);
    }
  });

  test('POST /api/transiti.ics gives the same events as GET', async () => {
    const res = await app.inject(postJson('/api/transiti.ics', body));
    expect(res.statusCode).toBe(200);
    expect(res.body.split('BEGIN:VEVENT').length - 1).toBe(exactCount);
  });

  test('GET and POST /api/transiti.csv: a header and one row per exact hit, «;»-separated', async () => {
    for (const res of [await app.inject({ method: 'GET', url: `/api/transiti.csv?${query}` }), await app.inject(postJson('/api/transiti.csv', body))]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Decision 0061: a BOM first (Excel's cue for UTF-8), CRLF after every row; read with or without it.
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      expect(res.body.endsWith('\r\n')).toBe(true);
      const rows = withoutCsvBom(res.body).slice(0, -2).split('\r\n');
      expect(rows[0]).toBe(CSV_FIELDS.join(';'));
      expect(rows).toHaveLength(exactCount + 1);
      // Instants as an Italian spreadsheet reads them (GG/MM/AAAA HH:mm; UTC without a timeZone); an orb edge outside the period says so.
      const instant = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
      const edge = `((prima del|dopo il) )?${instant}`;
      for (const row of rows.slice(1)) expect(row).toMatch(new RegExp(`^${instant};UTC;${instant};(Saturno|Luna);(Quadratura|Congiunzione);[^;]+;[^;]+ natale;\\d{1,2};${edge};${edge}$`));
      expect(rows.some((r) => r.includes(';prima del 01/01/2025 00:00;'))).toBe(true);
    }
  });

  test('with timeZone Europe/Rome the .csv writes each hit in Rome\'s time, names the zone, and keeps a UTC column (issue 21)', async () => {
    const res = await app.inject(postJson('/api/transiti.csv', { ...body, timeZone: 'Europe/Rome' }));
    const rows = withoutCsvBom(res.body).slice(0, -2).split('\r\n').slice(1).map((r) => r.split(';'));
    expect(rows.length).toBe(exactCount);
    for (const [local, zone, utc] of rows) {
      expect(zone).toBe('Europe/Rome');
      // January–March 2025, before the change of 30 March: Rome is UTC+1 (fixtures/zdump/Europe_Rome.txt).
      const toMs = (t: string) => Date.UTC(Number(t.slice(6, 10)), Number(t.slice(3, 5)) - 1, Number(t.slice(0, 2)), Number(t.slice(11, 13)), Number(t.slice(14, 16)));
      const summer = toMs(utc!) >= Date.UTC(2025, 2, 30, 1);
      expect(toMs(local!) - toMs(utc!)).toBe((summer ? 2 : 1) * 3_600_000);
    }
  });

  test('an unknown timeZone is a 400 naming the field', async () => {
    const res = await app.inject(postJson('/api/transiti.csv', { ...body, timeZone: 'Europe/Roma' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Il campo «timeZone» (fuso orario delle esportazioni) non è un fuso orario IANA conosciuto: scrivilo come Europe/Rome.' });
  });

  test('the calendar says whose chart it is, and its texts write instants as Italians read them, in the zone asked for', async () => {
    const res = await app.inject(postJson('/api/transiti.ics', body));
    const unfolded = res.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Transiti 01/01/2025 – 31/03/2025\\, tema natale del 01/01/1990 11:00 UT');
    expect(unfolded).toMatch(/\r\nDESCRIPTION:(Saturno|Luna) \S+ .+ natale: esatto il (1º|\d{1,2}) \S+ 2025 alle \d{2}:\d{2}\\, UTC\./);
    const rome = (await app.inject(postJson('/api/transiti.ics', { ...body, timeZone: 'Europe/Rome' }))).body.replace(/\r\n[ \t]/g, '');
    expect(rome).toMatch(/\r\nDESCRIPTION:(Saturno|Luna) \S+ .+ natale: esatto il (1º|\d{1,2}) \S+ 2025 alle \d{2}:\d{2}\\, ora di Roma\. Orbita entro 3 gradi da .+\\, ora di Roma\./);
    expect(rome).not.toMatch(/UTC\./);
  });

  test('CSV cells that a spreadsheet would run as formulas are neutralised; plain numbers are left as numbers', () => {
    const text = csvText(['a', 'b'], [['=HYPERLINK("http://x")', '+1'], ['-2', '@SUM(A1)'], ['ok; with semicolon', 'plain']]);
    expect(withoutCsvBom(text).split('\r\n')).toEqual([
      'a;b',
      `"'=HYPERLINK(""http://x"")";+1`,
      `-2;"'@SUM(A1)"`,
      '"ok; with semicolon";plain',
      '',
    ]);
  });
});

describe('bad input: 400 with an Italian message naming the field, never 500', () => {
  async function expectRejected(options: InjectOptions, pattern: RegExp) {
    const res = await app.inject(options);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: string };
    expect(error).toMatch(pattern);
    expect(error).not.toMatch(ENGLISH);
  }
  const ok = { natal: ROME_1990, ...YEAR };

  test.each([
    ['no natal chart', { ...YEAR }, /Manca il tema natale: invia «natal»/],
    ['both natal and natalData', 'both', /una sola volta/],
    ['end before start', { ...ok, endDate: '2024-12-31' }, /La data di fine \(«endDate»\) precede la data di inizio/],
    ['longer than the maximum', { ...ok, startDate: '2020-01-01', endDate: '2030-01-01' }, new RegExp(`al massimo ${MAX_TRANSIT_PERIOD_DAYS} giorni`)],
    ['before 1800-01-05', { ...ok, startDate: '1800-01-04' }, /«startDate» \(data di inizio\) è fuori dall’intervallo dei transiti: dal 1800-01-05 al 2399-12-31/],
    ['after 2399', { ...ok, endDate: '2400-01-01' }, /«endDate» \(data di fine\) è fuori dall’intervallo/],
    ['a day that does not exist', { ...ok, startDate: '2025-02-29' }, /«startDate» \(data di inizio\) non è una data valida/],
    ['an unknown planet', { ...ok, planets: ['Saturno', 'Plutonee'] }, /«planets» \(pianeti in transito\) contiene «Plutonee», che non è tra i valori ammessi: Sole, Luna/],
    ['Nodo Sud as a transiting planet', { ...ok, planets: ['Nodo Sud'] }, /contiene «Nodo Sud»/],
    ['an unknown natal point', { ...ok, natalPlanets: ['Discendente'] }, /«natalPlanets» \(punti natali\) contiene «Discendente»/],
    ['an unknown aspect', { ...ok, aspects: ['Quincunx'] }, /«aspects» \(aspetti\) contiene «Quincunx»/],
    ['an empty list', { ...ok, aspects: [] }, /«aspects» \(aspetti\) deve contenere almeno un nome/],
    ['a very long unknown name, cut in the message', { ...ok, planets: ['x'.repeat(10_000)] }, /contiene «x{40}…»/],
    ['maxOrb 0', { ...ok, maxOrb: 0 }, /«maxOrb» \(orbita massima\) deve essere almeno 0\.01/],
    ['maxOrb 10.5', { ...ok, maxOrb: 10.5 }, /«maxOrb» \(orbita massima\) deve essere al massimo 10/],
    ['maxOrb a word', { ...ok, maxOrb: 'tre' }, /«maxOrb» \(orbita massima\)/],
    ['a bad birth date', { ...ok, natal: { ...ROME_1990, datetime: '1990-13-01T12:00' } }, /«datetime» \(data e ora di nascita\)/],
    ['a bad latitude', { ...ok, natal: { ...ROME_1990, latitude: 91 } }, /«natal\.latitude» \(latitudine\)/],
    ['a natalData without Sole', { ...YEAR, natalData: { pianeti: {}, case: {}, ascendente: { longitude: 1 }, medioCoeli: { longitude: 2 } } }, /non contiene Sole/],
  ])('%s', async (_label, body, pattern) => {
    await expectRejected(postJson('/api/transiti', body === 'both' ? { ...ok, natalData } : body), pattern);
  });

  test.each([
    ['null', null], ['a number', 5], ['an object', { a: 1 }], ['true', true], ['a list of numbers', [1, 2]],
  ])('planets, natalPlanets, aspects = %s', async (_label, value) => {
    for (const field of ['planets', 'natalPlanets', 'aspects']) await expectRejected(postJson('/api/transiti', { ...ok, [field]: value }), new RegExp(`«${field}»`));
  });

  test('the exports validate alike, in GET too', async () => {
    await expectRejected({ method: 'GET', url: '/api/transiti.ics?datetime=1990-01-01T12:00&timezone=1&latitude=41.9&longitude=12.5&startDate=2025-01-01' }, /«endDate» \(data di fine\) è obbligatorio/);
    await expectRejected({ method: 'GET', url: '/api/transiti.csv?datetime=1990-01-01T12:00&timezone=1&latitude=99&longitude=12.5&startDate=2025-01-01&endDate=2025-02-01' }, /«latitude» \(latitudine\)/);
    await expectRejected({ method: 'GET', url: '/api/transiti.ics?datetime=1790-01-01T12:00&timezone=1&latitude=41.9&longitude=12.5&startDate=2025-01-01&endDate=2025-02-01' }, /«datetime» \(data e ora di nascita\) è fuori dall’intervallo/);
    await expectRejected(postJson('/api/transiti.csv', { ...ok, planets: ['Plutonee'] }), /«planets»/);
  });

  test('the server still answers afterwards', async () => {
    const res = await app.inject(postJson('/api/transiti', { ...ok, startDate: '2025-01-01', endDate: '2025-01-01', planets: ['Luna'] }));
    expect(res.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  test('documents the new calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/transiti']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/transiti.ics']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/transiti.csv']!).sort()).toEqual(['get', 'post']);
  });
});
