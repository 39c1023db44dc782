/** The «Mirata» form → its request: houses, bodies, distance and countries as typed, and their messages. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_MIRATA_FILTERS, mirataRequestOf, type MirataFilterValues } from './mirata-filters.ts';
import { toggleHouse } from '../../components/HouseToggles.tsx';

const NATAL = { datetime: '1990-01-01T12:00:00', latitude: 41.9028, longitude: 12.4964, timezone: 1, houseSystem: 'placidus', nodo: 'true' } as const;
const HOME = { latitude: 41.9028, longitude: 12.4964, nome: 'Roma (RM), Lazio, Italia' };
const of = (patch: Partial<MirataFilterValues>) => mirataRequestOf({ ...DEFAULT_MIRATA_FILTERS, ...patch }, { natal: NATAL, year: 2027, zodiaco: 'tropical', home: HOME });

describe('mirataRequestOf', () => {
  test('no wish: every list empty, no distance or countries, nearest first from home', () => {
    const r = of({});
    expect('request' in r && r.request).toEqual({
      natal: NATAL, year: 2027, zodiaco: 'tropical', corpi: [],
      filtri: { ascendenteInCaseNatali: [], medioCoeliInCaseNatali: [], soleInCaseRS: [], caseDaEvitare: [] },
      casa: HOME, ordine: 'distance', limit: 100,
    });
  });
  test('«Ascendente della RS in casa 10 natale», the Sun in 10 or 11, avoid 1, 6, 12, Marte and Saturno in Italian', () => {
    const r = of({ ascendantNatalHouses: [10], sunReturnHouses: [10, 11], avoidHouses: [1, 6, 12], bodies: ['mars', 'saturn'] });
    if (!('request' in r)) throw new Error('expected a request');
    expect(r.request.filtri).toMatchObject({ ascendenteInCaseNatali: [10], soleInCaseRS: [10, 11], caseDaEvitare: [1, 6, 12] });
    expect(r.request.corpi).toEqual(['Marte', 'Saturno']);
  });
  test.each([
    ['500', 500],
    ['  1200,5 ', 1200.5],
  ])('distance %j → %d km', (typed, km) => {
    const r = of({ maxDistanceKm: typed });
    expect('request' in r && r.request.filtri?.entroKm).toBe(km);
  });
  test.each(['abc', '-5', '0', '30000', '1e3'])('distance %j: a message next to the field', (typed) => {
    const r = of({ maxDistanceKm: typed });
    expect('errors' in r && r.errors.maxDistanceKm).toMatch(/km/);
  });
  test('countries typed in any case, separated by commas or spaces, each once', () => {
    const r = of({ countries: 'it, fr  ES,it' });
    expect('request' in r && r.request.filtri?.paesi).toEqual(['IT', 'FR', 'ES']);
  });
  test('a country that is not a two-letter code: a message naming it', () => {
    const r = of({ countries: 'IT, Francia' });
    expect('errors' in r && r.errors.countries).toMatch(/FRANCIA/);
  });
});

test('toggleHouse adds in order and removes', () => {
  expect(toggleHouse([1, 12], 6)).toEqual([1, 6, 12]);
  expect(toggleHouse([1, 6, 12], 6)).toEqual([1, 12]);
});
