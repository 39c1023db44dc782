/**
 * POST /api/tecniche and its .ics / .csv exports through app.inject(): the layers' answers against
 * the schema and the core, Italian names, the exports' events, and bad input (400 in Italian).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { tecnicheResponseSchema, withoutCsvBom, type TechniqueAspectItem, type TecnicheResponse } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { ROME_1990 } from './helpers.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/;
const LIFETIME = { startDate: '1990-01-02', endDate: '2089-12-31' };

let app: FastifyInstance;
let lifetime: TecnicheResponse;
beforeAll(async () => {
  app = await buildApp();
  const res = await app.inject({ method: 'POST', url: '/api/tecniche', payload: { natal: ROME_1990, ...LIFETIME, layers: ['Progressioni', 'Direzioni d’arco solare'] } });
  expect(res.statusCode, res.body).toBe(200);
  lifetime = res.json();
}, 60_000);
afterAll(() => app.close());

const post = (payload: Record<string, unknown>, url = '/api/tecniche') => app.inject({ method: 'POST', url, payload });

describe('POST /api/tecniche: a lifetime of progressions and directions in one call', () => {
  test('the answer matches its schema, Italian names, UTC minutes, each aspect within 1°', () => {
    expect(tecnicheResponseSchema.parse(lifetime)).toEqual(lifetime);
    expect(lifetime.meta).toMatchObject({ layers: ['Progressioni', 'Direzioni d’arco solare'], maxOrb: 1, angleMethod: 'Arco solare in ascensione retta' });
    expect(lifetime.lunazioni).toBeUndefined();
    expect(lifetime.transiti).toBeUndefined();
    const p = lifetime.progressioni!;
    expect(p.aspetti.length).toBeGreaterThan(100);
    expect(lifetime.direzioni!.length).toBeGreaterThan(100);
    for (const a of [...p.aspetti, ...lifetime.direzioni!]) {
      for (const i of [a.start, a.end, a.peak.time, ...a.exact]) expect(i).toMatch(INSTANT);
      expect(a.peak.orb).toBeLessThanOrEqual(1);
    }
    // The progressed Moon goes round the zodiac in about 27 years: some 40 signs in a hundred.
    expect(p.ingressiLunaSegni.length).toBeGreaterThan(40);
    expect(p.fasiLunari.map((f) => f.phase)).toEqual(expect.arrayContaining(['Luna nuova', 'Primo quarto', 'Luna piena', 'Ultimo quarto']));
    expect(p.posizioni.date).toBe('1990-01-02');
    expect(p.posizioni.punti.map((x) => x.point)).toEqual(expect.arrayContaining(['Sole', 'Luna', 'Ascendente', 'Medio Coeli']));
  });

  test('a layer named with the typewriter apostrophe is the same layer, named back with the typographic one', async () => {
    const res = await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ["Direzioni d'arco solare"] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TecnicheResponse).meta.layers).toEqual(['Direzioni d’arco solare']);
  });

  // Issue 34: a period from the birth day gave 15 progressed and 18 directed events at the birth
  // instant (each point on its own place, Nodo Nord opposite Nodo Sud).
  test('nothing is exact at birth: a period from the birth day has no event at the birth instant', async () => {
    const natal = { datetime: '1985-07-13T14:30', latitude: 41.9028, longitude: 12.4964, timezone: 2 };
    const res = await post({ natal, startDate: '1985-07-13', endDate: '1995-07-12', layers: ['Progressioni', 'Direzioni d’arco solare'] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TecnicheResponse;
    const aspects = [...answer.progressioni!.aspetti, ...answer.direzioni!];
    expect(aspects.length).toBeGreaterThan(40);
    expect(aspects.filter((a) => a.exact.some((t) => t.startsWith('1985-07-13'))).map((a) => `${a.point} ${a.aspect} ${a.natalPlanet}`)).toEqual([]);
    const ownPlace = aspects.filter((a) => (a.point === a.natalPlanet && a.aspect === 'Congiunzione')
      || ([a.point, a.natalPlanet].sort().join() === 'Nodo Nord,Nodo Sud' && a.aspect === 'Opposizione'));
    expect(ownPlace.filter((a) => a.exact.length === 0)).toEqual([]);
  });

  test('Naibod moves the angles at its own rate: the Medio Coeli\'s aspects differ', async () => {
    const res = await post({ natal: ROME_1990, ...LIFETIME, layers: ['Progressioni'], points: ['Medio Coeli'], angleMethod: 'Naibod' });
    expect(res.statusCode, res.body).toBe(200);
    const naibod = (res.json() as TecnicheResponse).progressioni!.aspetti;
    const solarArc = lifetime.progressioni!.aspetti.filter((a) => a.point === 'Medio Coeli');
    expect(naibod.length).toBeGreaterThan(10);
    expect(naibod.every((a) => a.point === 'Medio Coeli')).toBe(true);
    expect(naibod[0]!.exact).not.toEqual(solarArc[0]!.exact);
  });
});

describe('the calendars name whose chart they are (issue 34)', () => {
  const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, '');
  const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);
  const PERSON = { persona: 'Maria Rossi', luogoNascita: 'Roma (RM)' };

  test.each([
    ['/api/tecniche.ics', { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-03-31', layers: ['Transiti', 'Lunazioni ed eclissi'] }],
    ['/api/transiti.ics', { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-03-31' }],
  ] as const)('%s: the calendar\'s name and every event say the person and the place', async (url, body) => {
    const res = await post({ ...body, ...PERSON }, url);
    expect(res.statusCode, res.body).toBe(200);
    const ics = unfolded(res.body);
    expect(ics).toMatch(/X-WR-CALNAME:Maria Rossi \(Roma \(RM\)\) — Transiti/);
    expect(events(ics).length).toBeGreaterThan(5);
    for (const e of events(ics)) expect(e).toMatch(/DESCRIPTION:.*Tema natale: Maria Rossi \(Roma \(RM\)\)\./);
    // Without them, as before.
    const plain = unfolded((await post(body, url)).body);
    expect(plain).not.toContain('Maria');
    expect(plain).toMatch(/X-WR-CALNAME:Transiti/);
  });

  test('a place alone, and the JSON answer ignores them', async () => {
    const ics = unfolded((await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-31', luogoNascita: 'Lido di Camaiore' }, '/api/transiti.ics')).body);
    expect(ics).toMatch(/X-WR-CALNAME:nascita a Lido di Camaiore — Transiti/);
    const json = await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-31', layers: ['Lunazioni ed eclissi'], ...PERSON });
    expect(json.statusCode).toBe(200);
    expect(json.body).not.toContain('Maria');
  });

  test.each([
    ['a line break in the name', { persona: 'Maria\r\nX-INJECTED:1' }, /«persona» \(nome della persona del tema\) deve stare su una riga/],
    ['a name too long', { persona: 'M'.repeat(101) }, /«persona» \(nome della persona del tema\) è troppo lungo: al massimo 100 caratteri/],
    ['a place too long', { luogoNascita: 'R'.repeat(201) }, /«luogoNascita» \(luogo di nascita\) è troppo lungo: al massimo 200 caratteri/],
  ])('%s: a 400 naming the field, in Italian', async (_name, extra, message) => {
    const res = await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-31', ...extra }, '/api/transiti.ics');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});

describe('the progressed Moon of a day (issue 34)', () => {
  const minutesApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;

  test.each(['2031-05-17', '2044-11-02', '2060-02-29', '2077-08-08'])('on %s: its place is the progressed positions\' Moon; its next ingresses and phases are those of the lifetime\'s lists (within the lists\' 6 minutes)', async (date) => {
    const res = await post({ natal: ROME_1990, ...LIFETIME, layers: ['Progressioni'], date });
    expect(res.statusCode, res.body).toBe(200);
    const p = (res.json() as TecnicheResponse).progressioni!;
    const m = p.lunaProgressa;
    const moon = p.posizioni.punti.find((x) => x.point === 'Luna')!;
    const sun = p.posizioni.punti.find((x) => x.point === 'Sole')!;
    expect(m.longitude).toBe(moon.longitude);
    expect(m.sign).toBe(moon.sign);
    expect(m.phase.elongation).toBeCloseTo((((moon.longitude - sun.longitude) % 360) + 360) % 360, 1);
    const day = `${date}T00:00Z`;
    const nextSign = p.ingressiLunaSegni.find((i) => i.time > day)!;
    expect(m.nextSign.sign).toBe(nextSign.sign);
    expect(minutesApart(m.nextSign.time, nextSign.time)).toBeLessThanOrEqual(7);
    const nextHouse = p.ingressiLunaCase.find((i) => i.time > day)!;
    expect(m.nextHouse.house).toBe(nextHouse.house);
    expect(minutesApart(m.nextHouse.time, nextHouse.time)).toBeLessThanOrEqual(7);
    // The house today: the one of the last ingress before the day.
    expect(m.house).toBe(p.ingressiLunaCase.filter((i) => i.time <= day).at(-1)!.house);
    // The phases of 90° are the quarters the list gives: the phase began at or after the last quarter, the next one comes by the next quarter.
    const lastQuarter = p.fasiLunari.filter((f) => f.time <= day).at(-1)!;
    const nextQuarter = p.fasiLunari.find((f) => f.time > day)!;
    expect(Date.parse(m.phase.since!)).toBeGreaterThanOrEqual(Date.parse(lastQuarter.time) - 7 * 60_000);
    expect(Date.parse(m.phase.next.time)).toBeLessThanOrEqual(Date.parse(nextQuarter.time) + 7 * 60_000);
    if (['Luna nuova', 'Primo quarto', 'Luna piena', 'Ultimo quarto'].includes(m.phase.phase)) {
      expect(m.phase.phase).toBe(lastQuarter.phase);
      expect(minutesApart(m.phase.since!, lastQuarter.time)).toBeLessThanOrEqual(7);
    } else {
      expect(m.phase.next.phase).toBe(nextQuarter.phase);
      expect(minutesApart(m.phase.next.time, nextQuarter.time)).toBeLessThanOrEqual(7);
    }
  });
});

describe('aspects never exact (issue 34): the natal aspect carried along is left out', () => {
  const sameAspect = (a: TechniqueAspectItem, b: TechniqueAspectItem) => a.point === b.point && a.natalPlanet === b.natalPlanet && a.angle === b.angle;

  test('over a lifetime, no aspect in orb from the first day is without an exact hit', () => {
    const all = [...lifetime.progressioni!.aspetti, ...lifetime.direzioni!];
    expect(all.filter((a) => a.clipped.start && a.exact.length === 0)).toEqual([]);
  });

  test('over a decade, each aspect open from its first day and never exact in it came exact, or came into orb, since birth', async () => {
    const res = await post({ natal: ROME_1990, startDate: '2020-01-01', endDate: '2029-12-31', layers: ['Progressioni', 'Direzioni d’arco solare'] });
    expect(res.statusCode, res.body).toBe(200);
    const decade: TecnicheResponse = res.json();
    for (const [list, life] of [[decade.progressioni!.aspetti, lifetime.progressioni!.aspetti], [decade.direzioni!, lifetime.direzioni!]] as const) {
      const open = list.filter((a) => a.clipped.start && a.exact.length === 0);
      expect(open.length).toBeGreaterThan(0);
      for (const a of open) {
        // The same stretch over the lifetime: in orb on 1 January 2020.
        const whole = life.find((b) => sameAspect(a, b) && b.start <= a.start && b.end >= a.start);
        expect(whole, `${a.point} ${a.aspect} ${a.natalPlanet}`).toBeDefined();
        expect(whole!.exact.some((e) => e < a.start) || whole!.start > LIFETIME.startDate, `${a.point} ${a.aspect} ${a.natalPlanet}`).toBe(true);
      }
    }
  });
});

describe('lunations and eclipses', () => {
  test('2025: 24 lunations, the four eclipses with their types, natal points within 3°', async () => {
    const res = await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Lunazioni ed eclissi'] });
    expect(res.statusCode, res.body).toBe(200);
    const l = (res.json() as TecnicheResponse).lunazioni!;
    expect(l.length).toBe(24);
    const eclipses = l.filter((x) => x.eclipse).map((x) => `${x.eclipse!.kind} ${x.eclipse!.type} ${x.eclipse!.maximum.slice(0, 10)}`);
    // As published (NASA): total lunar 14 March, partial solar 29 March, total lunar 7 September, partial solar 21 September 2025.
    expect(eclipses).toEqual([
      'Eclissi lunare totale 2025-03-14', 'Eclissi solare parziale 2025-03-29', 'Eclissi lunare totale 2025-09-07', 'Eclissi solare parziale 2025-09-21',
    ]);
    for (const x of l) for (const c of x.contacts) expect(c.orb).toBeLessThanOrEqual(3);
  });

  test('each eclipse: its Saros series, and the natal points it hits with the aspect, the orb and their house, as the natal chart has them', async () => {
    const [res, chartRes] = await Promise.all([
      post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Lunazioni ed eclissi'], lunationOrb: 8 }),
      app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 }),
    ]);
    const chart = chartRes.json() as { pianeti: Record<string, { longitude: number; house: number }> };
    const eclipses = (res.json() as TecnicheResponse).lunazioni!.filter((x) => x.eclipse);
    // The series as published (fixtures/eclipse-saros): 123 and 128 for the lunar ones.
    expect(eclipses.map((x) => x.eclipse!.saros)).toEqual([{ series: 123, member: 53 }, { series: 149, member: 21 }, { series: 128, member: 41 }, { series: 154, member: 7 }]);
    const ANGLE: Record<string, number> = { Congiunzione: 0, Sestile: 60, Quadratura: 90, Trigono: 120, Opposizione: 180 };
    const hits = eclipses.flatMap((x) => x.eclipse!.hits.map((h) => ({ x, h })));
    expect(hits.length).toBeGreaterThan(3);
    for (const { x, h } of hits) {
      const natal = chart.pianeti[h.natalPlanet];
      if (!natal) continue; // the angles are not among pianeti
      expect(h.house).toBe(natal.house);
      // The orb: the arc between the natal point and the eclipse's degree, less the aspect (the Sun's degree is opposite the Moon's).
      const degree = h.light === 'Sole' ? x.longitude + 180 : x.longitude;
      const arc = Math.abs((((degree - natal.longitude) % 360) + 540) % 360 - 180);
      expect(Math.abs(arc - ANGLE[h.aspect]!)).toBeCloseTo(h.orb, 1);
      expect(h.orb).toBeLessThanOrEqual(8);
    }
  });

  test('the exports name each eclipse\'s Saros and the natal points it hits, with the aspect and the house', async () => {
    const body = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Lunazioni ed eclissi'], lunationOrb: 8 };
    const [json, csv] = await Promise.all([post(body), post(body, '/api/tecniche.csv')]);
    const march = (json.json() as TecnicheResponse).lunazioni!.find((x) => x.eclipse?.maximum.startsWith('2025-03-14'))!;
    const row = withoutCsvBom(csv.body).split('\r\n').find((r) => r.includes('Eclissi lunare totale'))!;
    expect(row).toContain('Saros 123 n. 53');
    expect(row).toContain(`casa natale ${march.house}`);
    for (const h of march.eclipse!.hits) expect(row).toContain(`${h.aspect.toLowerCase()} ${h.natalPlanet} natale`);
    expect(row).toMatch(/\(casa \d+, orbita \d+,\d°\)/);
  });
});

describe('the chart settings (issue 25): aspects, transit orbs, Lilith', () => {
  const DECADE = { startDate: '2020-01-01', endDate: '2029-12-31' };

  test('the minors when asked: quinconce among the progressed and directed aspects, the majors still there', async () => {
    const res = await post({ natal: ROME_1990, ...DECADE, layers: ['Progressioni', 'Direzioni d’arco solare'], aspects: ['Trigono', 'Quinconce', 'Semisestile'] });
    expect(res.statusCode, res.body).toBe(200);
    const body: TecnicheResponse = res.json();
    const aspects = new Set([...body.progressioni!.aspetti, ...body.direzioni!].map((a) => a.aspect));
    expect([...aspects].sort()).toEqual(['Quinconce', 'Semisestile', 'Trigono']);
  });

  test('the transit orbs per aspect: a wider square lasts longer, meta names the widest', async () => {
    const year = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Transiti'], aspects: ['Quadratura'] };
    const plain: TecnicheResponse = (await post(year)).json();
    const wide = await post({ ...year, transitOrbs: { Quadratura: { orb: 5, soleLuna: 6 } } });
    expect(wide.statusCode, wide.body).toBe(200);
    const body: TecnicheResponse = wide.json();
    expect(plain.meta.transitMaxOrb).toBe(3);
    expect(body.meta.transitMaxOrb).toBe(6);
    const span = (r: TecnicheResponse) => r.transiti!.reduce((sum, t) => sum + Date.parse(t.end) - Date.parse(t.start), 0);
    expect(span(body)).toBeGreaterThan(span(plain) * 1.4);
    expect(Math.max(...body.transiti!.map((t) => Math.abs(t.peak.orb)))).toBeLessThanOrEqual(6);
  });

  test('an osculating Lilith is the one progressed', async () => {
    const ask = (lilith: string) => post({ natal: { ...ROME_1990, lilith }, ...DECADE, layers: ['Progressioni'] });
    const lilithOf = (r: TecnicheResponse) => r.progressioni!.posizioni.punti.find((p) => p.point === 'Lilith')!.longitude;
    const mean: TecnicheResponse = (await ask('mean')).json();
    const osculating: TecnicheResponse = (await ask('true')).json();
    expect(lilithOf(mean)).not.toBe(lilithOf(osculating));
  });

  test('bad transit orbs: 400 naming the field', async () => {
    const res = await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Transiti'], transitOrbs: { Quadratura: 40 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/«transitOrbs»/);
  });
});

describe('exports', () => {
  test('the calendar carries a progressed aspect with its exact minute, named in Italian', async () => {
    const res = await post({ natal: ROME_1990, ...LIFETIME, layers: ['Progressioni'] }, '/api/tecniche.ics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const first = lifetime.progressioni!.aspetti.find((a) => a.exact.length > 0 && a.point === 'Sole')!;
    const stamp = first.exact[0]!.replace(/[-:]/g, '').replace('Z', '00Z');
    expect(res.body).toContain(`DTSTART:${stamp}`);
    expect(res.body).toMatch(new RegExp(`SUMMARY:Sole progresso ${first.aspect.toLowerCase()} ${first.natalPlanet} natale`));
    expect(res.body).toContain('CATEGORIES:Progressioni');
  });

  test('the table: one row per event of each layer, «;» separated', async () => {
    const res = await post({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Lunazioni ed eclissi', 'Transiti'] }, '/api/tecniche.csv');
    expect(res.statusCode, res.body).toBe(200);
    const lines = withoutCsvBom(res.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe('esatto;fuso_orario;esatto_utc;livello;evento;casa;dettagli');
    expect(lines.some((l) => l.includes(';Lunazioni ed eclissi;Luna piena a '))).toBe(true);
    expect(lines.some((l) => l.includes(';Lunazioni ed eclissi;Eclissi solare parziale'))).toBe(true);
    expect(lines.some((l) => l.includes(';Transiti;'))).toBe(true);
  });
});

describe('exports of a long period: the slow layers over their own period, in the user\'s zone', () => {
  const LONG = { natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', slowStartDate: LIFETIME.startDate, slowEndDate: LIFETIME.endDate };

  test('one calendar: a lifetime of progressions and directions with a year of transits and lunations, every layer named', async () => {
    const res = await post({ ...LONG, layers: ['Transiti', 'Progressioni', 'Direzioni d’arco solare', 'Lunazioni ed eclissi'], timeZone: 'Europe/Rome' }, '/api/tecniche.ics');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.body.replace(/\r\n[ \t]/g, ''); // RFC 5545 lines unfolded
    for (const layer of ['Transiti', 'Progressioni', 'Direzioni d’arco solare', 'Lunazioni ed eclissi']) expect(body).toContain(`CATEGORIES:${layer}`);
    // Every progressed exact of the JSON lifetime answer is in the calendar, at its minute, as far as 2089.
    const exacts = lifetime.progressioni!.aspetti.flatMap((a) => a.exact);
    expect(exacts.some((e) => e.startsWith('208'))).toBe(true);
    for (const e of exacts) expect(body).toContain(`DTSTART:${e.replace(/[-:]/g, '').replace('Z', '00Z')}`);
    const directed = lifetime.direzioni!.find((a) => a.exact.length > 0 && a.point === 'Marte')!;
    // The solar arc point is named as such: «diretto» would read as direct motion.
    expect(body).toContain(`SUMMARY:Marte d’arco solare ${directed.aspect.toLowerCase()} ${directed.natalPlanet} natale`);
    expect(body).not.toMatch(/diretto|diretta/);
    // The transits and the lunations stay in their year (the last transit may end at 00:00 of 1 January).
    const events = body.split('BEGIN:VEVENT').slice(1);
    const shortYears = new Set(events.filter((e) => /CATEGORIES:(Transiti|Lunazioni ed eclissi)/.test(e)).map((e) => /DTSTART:(\d{4})/.exec(e)![1]));
    expect([...shortYears].every((y) => y === '2025' || y === '2026')).toBe(true);
    expect(body).toMatch(/X-WR-CALNAME:Transiti e lunazioni 01\/01\/2025 – 31\/12\/2025\\, progressioni e direzioni 02\/01\/1990 – 31\/12\/2089/);
    expect(body).toMatch(/esatto il \d+ \w+ \d{4} alle \d{2}:\d{2}\\, ora di Roma\./);
  });

  test('the table in the user\'s zone, with the UTC instant beside', async () => {
    const res = await post({ ...LONG, layers: ['Transiti', 'Progressioni'], timeZone: 'Europe/Rome' }, '/api/tecniche.csv');
    expect(res.statusCode, res.body).toBe(200);
    const rows = withoutCsvBom(res.body).trim().split(/\r?\n/).slice(1).map((l) => l.split(';'));
    const progressed = rows.filter((r) => r[3] === 'Progressioni');
    expect(progressed.some((r) => r[0]!.includes('/2074 '))).toBe(true);
    expect(rows.filter((r) => r[3] === 'Transiti').every((r) => r[0]!.includes('/2025 ') || r[0]!.startsWith('01/01/2026'))).toBe(true);
    expect(rows.every((r) => r[1] === 'Europe/Rome')).toBe(true);
    expect(progressed.some((r) => /^Sole progresso \S+ \S+( \S+)? natale$/.test(r[4]!))).toBe(true);
  });

  test.each([
    ['only one end of the slow period', { slowEndDate: undefined }, /«slowEndDate»/],
    ['a slow end before its start', { slowStartDate: '2030-01-01', slowEndDate: '2029-01-01' }, /«slowEndDate».*precede/],
    ['more than a hundred years', { slowEndDate: '2100-01-01' }, /«slowStartDate» – «slowEndDate».*al massimo 36525 giorni/],
    ['a slow period before birth', { slowStartDate: '1980-01-01', slowEndDate: '2000-01-01' }, /«slowStartDate».*precede la nascita/],
    ['an unknown zone', { timeZone: 'Europa/Roma' }, /«timeZone»/],
  ])('%s: 400 naming the field', async (_name, change, message) => {
    const res = await post({ ...LONG, layers: ['Progressioni', 'Transiti'], ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});

describe('bad input: 400 with an Italian sentence naming the field', () => {
  test.each([
    ['an unknown layer', { layers: ['Profezioni'] }, /«layers».*Profezioni/],
    ['lunations over more than ten years', { layers: ['Lunazioni ed eclissi'] }, /«layers».*al massimo 3653 giorni/],
    ['an unknown angle method', { layers: ['Progressioni'], angleMethod: 'Placido' }, /«angleMethod».*Naibod/],
    ['an orb out of range', { layers: ['Progressioni'], maxOrb: 20 }, /«maxOrb»/],
    ['more than a hundred years', { layers: ['Progressioni'], endDate: '2100-01-01' }, /troppo lungo: al massimo 36525 giorni/],
    ['a period before birth', { layers: ['Progressioni'], startDate: '1980-01-01', endDate: '2000-01-01' }, /«startDate».*precede la nascita/],
  ])('%s', async (_name, change, message) => {
    const res = await post({ natal: ROME_1990, ...LIFETIME, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  test('no birth data', async () => {
    const res = await post({ ...LIFETIME });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/«natal»/);
  });
});
