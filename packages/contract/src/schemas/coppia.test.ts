/** The couple's request schemas: defaults, and each bad field named where it is (the server words the sentence). */
import { describe, expect, test } from 'vitest';
import { coppiaBodySchema, coppiaTransitiBodySchema, transitiDiCoppiaBodySchema } from './coppia.ts';

const PRIMO = { datetime: '1990-01-01T12:00', latitude: 41.9028, longitude: 12.4964, timezone: 1 };
const SECONDO = { datetime: '1992-06-15T08:30', latitude: 45.4642, longitude: 9.19, timezone: 2 };

const pathsOf = (r: { error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.'));

describe('POST /api/coppia\'s body', () => {
  test('two people are enough; settings and places are optional', () => {
    const b = coppiaBodySchema.parse({ primo: PRIMO, secondo: SECONDO });
    expect(b.secondo.timezone).toBe(2);
    expect(b.primo.datetime).toMatchObject({ year: 1990, month: 1, day: 1, hour: 12 });
    expect(b.aspects).toBeUndefined();
    const full = coppiaBodySchema.parse({
      primo: PRIMO, secondo: SECONDO, houseSystem: 'koch', nodo: 'mean', lilith: 'true', aspects: ['Trigono', 'Congiunzione'],
      orbs: { Trigono: 6 }, orbiSinastria: 'Congiunzione:4:6', luogoComposito: { latitude: 45.07, longitude: 7.69, nome: 'Torino (TO)' },
    });
    expect(full.aspects).toEqual(['conjunction', 'trine']);
    expect(full.orbiSinastria).toEqual({ conjunction: { orbDeg: 4, luminaryOrbDeg: 6 } });
  });

  test.each([
    [{ primo: PRIMO }, 'secondo'],
    // Issue 34: a birth's time without its offset is not taken as UTC.
    [{ primo: PRIMO, secondo: { ...SECONDO, timezone: undefined } }, 'secondo.timezone'],
    [{ primo: PRIMO, secondo: { ...SECONDO, datetime: '1992-02-30T08:30' } }, 'secondo.datetime'],
    [{ primo: { ...PRIMO, datetime: '1700-01-01T12:00' }, secondo: SECONDO }, 'primo.datetime'],
    [{ primo: PRIMO, secondo: { ...SECONDO, latitude: 91 } }, 'secondo.latitude'],
    [{ primo: PRIMO, secondo: SECONDO, orbiSinastria: { Trigono: 20 } }, 'orbiSinastria'],
    [{ primo: PRIMO, secondo: SECONDO, luogoComposito: { latitude: 0 } }, 'luogoComposito.longitude'],
    [{ primo: PRIMO, secondo: SECONDO, aspects: ['Trigono', 'Novile'] }, 'aspects'],
  ])('%j is refused at %s', (body, path) => {
    expect(pathsOf(coppiaBodySchema.safeParse(body))).toEqual([path]);
  });
});

describe('the couple\'s transits', () => {
  const PERIOD = { startDate: '2025-01-01', endDate: '2025-12-31' };

  test('the chart is the composite unless the Davison is asked for; the transit options as for /api/transiti', () => {
    expect(coppiaTransitiBodySchema.parse({ primo: PRIMO, secondo: SECONDO, ...PERIOD }).tema).toBe('composite');
    const b = coppiaTransitiBodySchema.parse({ primo: PRIMO, secondo: SECONDO, ...PERIOD, tema: 'davison', planets: ['Saturno'], maxOrb: 2 });
    expect([b.tema, b.planets, b.maxOrb]).toEqual(['davison', ['saturn'], 2]);
    expect(pathsOf(coppiaTransitiBodySchema.safeParse({ primo: PRIMO, secondo: SECONDO, ...PERIOD, tema: 'sinastria' }))).toEqual(['tema']);
    expect(pathsOf(coppiaTransitiBodySchema.safeParse({ primo: PRIMO, secondo: SECONDO, startDate: '2025-01-01', endDate: '2040-01-01' }))).toEqual(['endDate']);
  });

  test('«transiti di coppia»: the same period rule; the planets as for /api/transiti', () => {
    expect(transitiDiCoppiaBodySchema.parse({ primo: PRIMO, secondo: SECONDO, ...PERIOD }).planets).toBeUndefined();
    expect(pathsOf(transitiDiCoppiaBodySchema.safeParse({ primo: PRIMO, secondo: SECONDO, ...PERIOD, planets: ['Nodo Sud'] }))).toEqual(['planets']);
    expect(pathsOf(transitiDiCoppiaBodySchema.safeParse({ primo: PRIMO, secondo: SECONDO, startDate: '2025-02-01', endDate: '2025-01-01' }))).toEqual(['endDate']);
  });
});
