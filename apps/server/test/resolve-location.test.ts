/**
 * GET /api/resolve-location through app.inject(): coordinates, zone, the offset in force at the
 * local date and time (tz database with its whole history; local mean time before standard time;
 * Austria's rules in the comuni Austrian until 1918; German time under German control in 1944),
 * warnings, errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SPEC_ERRORS, VALIDATION_MESSAGES } from '@astrolabio/contract';
import { buildApp } from '../src/app.ts';
import { MESSAGES } from '../src/messages.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => {
  await app.close();
});

async function resolve(query: Record<string, string>) {
  const r = await app.inject({ url: `/api/resolve-location?${new URLSearchParams(query)}` });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

describe('GET /api/resolve-location', () => {
  it('resolves a suggestion\'s exact text in summer time', async () => {
    const { status, body } = await resolve({ place: 'Bagnoregio (VT), Lazio, Italia', date: '1990-07-15', time: '10:30' });
    expect(status).toBe(200);
    expect(body).toEqual({
      formatted: 'Bagnoregio (VT), Lazio, Italia', latitude: 42.62845, longitude: 12.08969,
      timezone: 2, utcOffset: 'UTC+02:00', zone: 'Europe/Rome', dst: true,
      rule: { code: 'placeZone', zone: 'Europe/Rome' }, notes: [], warnings: [],
    });
  });

  it('resolves a plain name to the best match, at noon when no time is given, and says so', async () => {
    const { body } = await resolve({ place: 'napoli', date: '1975-01-10' });
    expect(body).toMatchObject({ formatted: 'Napoli (NA), Campania, Italia', timezone: 1, dst: false, warnings: [MESSAGES.noonAssumed] });
  });

  it.each([
    // Expected offsets: fixtures/zdump/Europe_Rome.txt (war time, 1966–1979 rules, today).
    ['1941-01-15', '12:00', 2, true],
    ['1944-12-15', '12:00', 1, false],
    ['1960-07-15', '12:00', 1, false],
    ['1966-07-15', '12:00', 2, true],
    ['1979-09-29', '12:00', 2, true],
    ['1979-10-01', '12:00', 1, false],
    ['2024-07-01', '12:00', 2, true],
  ])('Roma %s %s → UTC+%i, summer time %s', async (date, time, timezone, dst) => {
    expect((await resolve({ place: 'Roma (RM), Lazio, Italia', date, time })).body).toMatchObject({ timezone, dst, warnings: [] });
  });

  it('uses the birthplace\'s local mean time before 1 November 1893 (Milano +0:36:46, within 1 s)', async () => {
    const { body } = await resolve({ place: 'Milano (MI), Lombardia, Italia', date: '1880-03-01', time: '10:30' });
    expect(Math.abs((body.timezone as number) * 3600 - (36 * 60 + 46))).toBeLessThan(1);
    expect(body).toMatchObject({ zone: 'Europe/Rome', dst: false });
    expect(body.warnings).toEqual([expect.stringContaining('tempo medio locale')]);
  });

  it('gives Palermo its own local mean time, +0:53:27 within 1 s', async () => {
    const { body } = await resolve({ place: 'Palermo (PA), Sicilia, Italia', date: '1850-06-01', time: '08:00' });
    expect(Math.abs((body.timezone as number) * 3600 - (53 * 60 + 27))).toBeLessThan(1);
  });

  it('warns about a time the spring change skipped, naming both offsets and the chosen one', async () => {
    const { body } = await resolve({ place: 'Roma (RM), Lazio, Italia', date: '2024-03-31', time: '02:30' });
    expect(body).toMatchObject({ timezone: 1, utcOffset: 'UTC+01:00' });
    expect(body.warnings).toEqual([
      "L’ora 02:30 del 31/03/2024 non è esistita (Europe/Rome): gli orologi passarono da UTC+01:00 a UTC+02:00 saltandola. Usato UTC+01:00, lo scostamento in vigore prima del cambio.",
    ]);
  });

  it('warns about a time the autumn change repeated, naming both offsets and the chosen one', async () => {
    const { body } = await resolve({ place: 'Roma (RM), Lazio, Italia', date: '1990-09-30', time: '02:30' });
    expect(body).toMatchObject({ timezone: 2, dst: true });
    expect(body.warnings).toEqual([
      "L’ora 02:30 del 30/09/1990 è esistita due volte (Europe/Rome): prima con UTC+02:00, poi con UTC+01:00, quando gli orologi tornarono indietro. Usato UTC+02:00 (la prima volta); se la nascita è avvenuta dopo il cambio, usa UTC+01:00.",
    ]);
  });

  it('gives Oslo its own 1960 summer time (tz database backzone; Node\'s ICU says Berlin\'s +1)', async () => {
    // Expected: fixtures/zdump/gazetteer-zones.txt, Europe/Oslo 1960-03-20 to 1960-09-18 CEST.
    expect((await resolve({ place: 'Oslo, Norvegia', date: '1960-07-15', time: '12:00' })).body).toMatchObject({
      zone: 'Europe/Oslo', timezone: 2, utcOffset: 'UTC+02:00', dst: true, warnings: [],
    });
  });

  it('gives Trieste Austria\'s 1916 summer time, naming the rule', async () => {
    // Expected: Europe/Vienna's CEST from 1916-05-01 (Italy's began 1916-06-03), fixtures/zdump/gazetteer-zones.txt.
    const { body } = await resolve({ place: 'Trieste (TS), Friuli-Venezia Giulia, Italia', date: '1916-05-15', time: '12:00' });
    expect(body).toMatchObject({ zone: 'Europe/Rome', timezone: 2, utcOffset: 'UTC+02:00', dst: true, rule: { code: 'austrianTime', zone: 'Europe/Vienna' } });
    // Information about what was applied, not a warning to act on (issue 21).
    expect(body.notes).toEqual([
      "Prima del 4 novembre 1918 questo luogo era austriaco e ne seguiva l’ora: sono state applicate le regole di Europe/Vienna (ora legale austriaca compresa), non quelle italiane.",
    ]);
    expect(body.warnings).toEqual([]);
  });

  it('gives Fiume in 1940 Italy\'s war time, naming the rule and the years (decision 0025)', async () => {
    // Expected: fixtures/historical-births/former-italian-towns.tsv (Italian war time from 15 June 1940).
    const { body } = await resolve({ place: 'Fiume, Croazia', date: '1940-07-01', time: '12:00' });
    expect(body).toMatchObject({ zone: 'Europe/Zagreb', timezone: 2, utcOffset: 'UTC+02:00', dst: true, rule: { code: 'italianTime', zone: 'Europe/Rome' } });
    expect(body.notes).toEqual([
      "Dal 17 novembre 1918 al 2 maggio 1945 qui si seguiva l’ora italiana: sono state applicate le regole di Europe/Rome (ora legale e ora di guerra italiane comprese), non quelle di Europe/Zagreb.",
    ]);
    expect(body.warnings).toEqual([]);
  });

  it('gives Trieste in September 1944 German summer time, naming the rule (issue 34)', async () => {
    // Expected: fixtures/historical-births/german-control-1944.tsv (German summer time until 2 October 1944).
    const { body } = await resolve({ place: 'Trieste (TS), Friuli-Venezia Giulia, Italia', date: '1944-09-25', time: '12:00' });
    expect(body).toMatchObject({ zone: 'Europe/Rome', timezone: 2, utcOffset: 'UTC+02:00', dst: true, rule: { code: 'germanTime', zone: 'Europe/Berlin' } });
    expect(body.notes).toEqual([
      'Dal 10 settembre 1943 questo luogo era sotto il controllo tedesco e ne seguiva l’ora: nel 1944 l’ora legale vi finì il 2 ottobre, non il 17 settembre come nell’Italia liberata. Fino al 2 ottobre 1944 sono state applicate le regole di Europe/Berlin (ora legale tedesca compresa), non quelle italiane.',
    ]);
    expect(body.warnings).toEqual([]);
  });

  it.each([
    ['milano', 'Milano (MI), Lombardia, Italia', 'UTC+02:00'],
    ['zara', 'Zara, Croazia', 'UTC+02:00'],
    ['fiume', 'Fiume, Croazia', 'UTC+02:00'],
    ['roma', 'Roma (RM), Lazio, Italia', 'UTC+01:00'],
  ])('through /api/luoghi: "%s" on 25/09/1944 at 12:00 → %s, %s (fixtures/historical-births/german-control-1944.tsv)', async (typed, formatted, utcOffset) => {
    const first = ((await app.inject({ url: `/api/luoghi?q=${encodeURIComponent(typed)}` })).json() as { results: Array<{ formatted: string }> }).results[0]!;
    expect(first.formatted).toBe(formatted);
    expect((await resolve({ place: first.formatted, date: '1944-09-25', time: '12:00' })).body).toMatchObject({ formatted, utcOffset });
  });

  it('warns that a place on the 1944 front may have kept German time, and uses liberated Italy\'s', async () => {
    const { body } = await resolve({ place: 'Lucca (LU), Toscana, Italia', date: '1944-09-25', time: '12:00' });
    expect(body).toMatchObject({ utcOffset: 'UTC+01:00', dst: false, rule: { code: 'placeZone', zone: 'Europe/Rome' }, notes: [] });
    expect(body.warnings).toEqual([
      'Tra il 17 settembre e il 2 ottobre 1944 il fronte attraversava questa provincia: dove c’erano ancora i tedeschi gli orologi seguivano l’ora tedesca, UTC+02:00. Usato UTC+01:00, l’ora dell’Italia liberata; se il 25/09/1944 il luogo era ancora sotto il controllo tedesco, usa UTC+02:00.',
    ]);
  });

  it('gives Campione d\'Italia, an enclave in Switzerland, Italy\'s local mean time before 1893, as every Italian comune', async () => {
    const { body } = await resolve({ place: "Campione d'Italia (CO), Lombardia, Italia", date: '1880-06-01', time: '12:00' });
    expect(body).toMatchObject({ utcOffset: 'UTC+00:35:53', dst: false });
    expect(body.warnings).toEqual([expect.stringMatching(/^Prima del 1º novembre 1893 in Italia valeva il tempo medio locale/)]);
  });

  it('gives Ulm in 1879 its own local mean time, +0:39:58, not Berlin\'s +0:53:28, and says so', async () => {
    const { body } = await resolve({ place: 'Ulma, Germania', date: '1879-06-01', time: '12:00' });
    expect(body).toMatchObject({ zone: 'Europe/Berlin', utcOffset: 'UTC+00:39:58', dst: false });
    expect(Math.abs((body.timezone as number) * 3600 - (body.longitude as number) * 240)).toBeLessThan(0.5);
    expect(body.warnings).toEqual([
      "Prima del 1º aprile 1893 il fuso Europe/Berlin non aveva ancora un’ora standard e valeva il tempo medio locale: lo scostamento è la longitudine del luogo divisa per 15 (9.9916° → UTC+00:39:58), non quello della città che dà il nome al fuso.",
    ]);
  });

  it.each([
    // [typed in the place field, date, time, first suggestion, offset]; offsets: fixtures/zdump/gazetteer-zones.txt, Ulm from its longitude.
    ['oslo', '1960-07-15', '12:00', 'Oslo, Norvegia', 'UTC+02:00'],
    ['stoccolma', '1945-07-15', '12:00', 'Stoccolma, Svezia', 'UTC+01:00'],
    ['amsterdam', '1935-07-01', '12:00', 'Amsterdam, Paesi Bassi', 'UTC+01:19:32'],
    ['reykjavik', '1960-01-15', '12:00', 'Reykjavík, Islanda', 'UTC−01:00'],
    ['addis abeba', '1930-07-01', '12:00', 'Addis Abeba, Etiopia', 'UTC+02:35:20'],
    ['trieste', '1916-05-15', '12:00', 'Trieste (TS), Friuli-Venezia Giulia, Italia', 'UTC+02:00'],
    ['trento', '1917-04-05', '12:00', 'Trento (TN), Trentino-Alto Adige, Italia', 'UTC+01:00'],
    ['bolzano', '1918-03-20', '12:00', 'Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia', 'UTC+01:00'],
    ['ulma', '1879-06-01', '12:00', 'Ulma, Germania', 'UTC+00:39:58'],
    ['reggio emilia', '1960-07-15', '12:00', "Reggio nell'Emilia (RE), Emilia-Romagna, Italia", 'UTC+01:00'],
    // Issue 28: fixtures/historical-births/former-italian-towns.tsv.
    ['pola', '1940-08-01', '12:00', 'Pola, Croazia', 'UTC+02:00'],
    ['zara', '1941-01-15', '12:00', 'Zara, Croazia', 'UTC+02:00'],
    ['pazin', '1941-01-15', '12:00', 'Pisino, Croazia', 'UTC+02:00'],
  ])('through /api/luoghi: "%s" on %s at %s → %s, %s', async (typed, date, time, formatted, utcOffset) => {
    const suggestions = await app.inject({ url: `/api/luoghi?q=${encodeURIComponent(typed)}` });
    const first = (suggestions.json() as { results: Array<{ formatted: string }> }).results[0]!;
    expect(first.formatted).toBe(formatted);
    expect((await resolve({ place: first.formatted, date, time })).body).toMatchObject({ formatted, utcOffset });
  });

  // A text typed without choosing a suggestion names a place only by a whole name: computing with
  // a prefix's or a typo's guess (Castellammare for "Castel") would give another person's chart.
  it.each(['Xyzzy', 'Castel', 'Reggio', 'Valenzia'])('"%s", a prefix, a typo or nothing, names no place → 404', async (place) => {
    expect(await resolve({ place, date: '1990-06-01', time: '12:00' })).toEqual({ status: 404, body: { error: SPEC_ERRORS.coordinatesNotFound } });
  });

  it('a name several places have: the best ranked is used and named, with how many share it; a country after a comma chooses', async () => {
    const { status, body } = await resolve({ place: 'Valencia', date: '1990-06-01', time: '12:00' });
    expect(status).toBe(200);
    const used = body.formatted as string;
    const count = Number(/^(\d+) luoghi si chiamano «Valencia»: usato /.exec((body.warnings as string[])[0] ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect((body.warnings as string[])[0]).toBe(`${count} luoghi si chiamano «Valencia»: usato ${used}. Se non è quello di nascita, sceglilo dall’elenco dei suggerimenti.`);
    expect((await resolve({ place: 'Valencia, Spagna', date: '1990-06-01', time: '12:00' })).body).toMatchObject({ formatted: expect.stringMatching(/Spagna$/), zone: 'Europe/Madrid' });
  });

  it('resolves cities abroad with half-hour zones and southern summers', async () => {
    expect((await resolve({ place: 'Sydney', date: '2024-01-15', time: '12:00' })).body).toMatchObject({ zone: 'Australia/Sydney', timezone: 11, dst: true });
    expect((await resolve({ place: 'Mumbai', date: '1990-01-15', time: '12:00' })).body).toMatchObject({ zone: 'Asia/Kolkata', timezone: 5.5, dst: false });
  });

  it.each([
    [{ place: 'xqzwv', date: '1990-01-01' }, 404, SPEC_ERRORS.coordinatesNotFound],
    [{ place: 'Roma', date: '1799-12-31' }, 400, "Il campo «date» (data) è fuori dall’intervallo supportato: dal 1800-01-01 al 2399-12-31."],
    [{ place: 'Roma', date: '2400-01-01' }, 400, "Il campo «date» (data) è fuori dall’intervallo supportato: dal 1800-01-01 al 2399-12-31."],
    [{ place: 'Roma', date: '1990-02-30' }, 400, 'Il campo «date» (data) non è una data valida: usa il formato AAAA-MM-GG.'],
    [{ place: 'Roma' }, 400, 'Il campo «date» (data) è obbligatorio.'],
    [{ date: '1990-01-01' }, 400, 'Il campo «place» (luogo) è obbligatorio.'],
    [{ place: '  ', date: '1990-01-01' }, 400, 'Il campo «place» (luogo) è obbligatorio.'],
    [{ place: 'Roma', date: '1990-01-01', time: '25:00' }, 400, "Il campo «time» (ora) non è un’ora valida: usa il formato HH:mm."],
  ])('%o → %i %s', async (query, status, error) => {
    expect(await resolve(query as Record<string, string>)).toEqual({ status, body: { error } });
  });

  it.each(['10:30:15', '24:00', '12:60', '9:30', '0930', ''])('time=%j is not HH:mm → 400 naming the time', async (time) => {
    expect(await resolve({ place: 'Roma', date: '1990-01-01', time })).toEqual({ status: 400, body: { error: VALIDATION_MESSAGES.invalidTime('time') } });
  });

  it('reports a bad date before a bad time', async () => {
    expect((await resolve({ place: 'Roma', date: '1990-02-30', time: '25:00' })).body).toEqual({ error: VALIDATION_MESSAGES.invalidDate('date') });
  });

  it('answers the spec\'s texts when the lookup fails or the place has no zone', async () => {
    const broken = await buildApp({ deps: { places: { suggest: () => Promise.resolve([]), locate: () => Promise.reject(new Error('boom')) } } });
    const r1 = await broken.inject({ url: '/api/resolve-location?place=Roma&date=1990-01-01' });
    expect([r1.statusCode, r1.json()]).toEqual([503, { error: SPEC_ERRORS.locationFailed }]);
    await broken.close();

    const noZone = await buildApp({ deps: { places: {
      suggest: () => Promise.resolve([]),
      locate: () => Promise.resolve({ place: { formatted: 'Nowhere', latitude: 1, longitude: 2, source: 'geocoder' as const }, namesakes: 1 }),
    } } });
    const r2 = await noZone.inject({ url: '/api/resolve-location?place=Nowhere&date=1990-01-01' });
    expect([r2.statusCode, r2.json()]).toEqual([422, { error: SPEC_ERRORS.timeZoneNotFound, formatted: 'Nowhere', latitude: 1, longitude: 2 }]);
    await noZone.close();
  });
});
