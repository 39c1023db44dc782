/** The gazetteer build's join rules on hand-made rows: code join, merged comuni, fixes, località, world names. */
import { describe, expect, it } from 'vitest';
import type { GeoNamesRow } from './geonames-dump.ts';
import { joinComuni } from './join-comuni.ts';
import { worldCities } from './world-cities.ts';

let nextId = 1;
function row(name: string, admin3: string, featureCode = 'PPLA3', population = 1000, country = 'IT', admin1 = '07'): GeoNamesRow {
  return { geonameId: nextId++, name, alternateNames: [], latitude: 42, longitude: 12, featureCode, country, admin1, admin2: '', admin3, population };
}

const comune = (istat: string, name: string, province = 'VT', region = 'Lazio') => ({ istat, name, province, region });

describe('joinComuni', () => {
  it('joins on the ISTAT code and prefers the place named like the comune', () => {
    const own = row('Bagnoregio', '056003', 'PPLA3', 2300);
    const frazione = row('Civita', '056003', 'PPL', 5000);
    const { places, report } = joinComuni([comune('056003', 'Bagnoregio')], [own, frazione], new Map(), { former: [], points: [] });
    expect(places.map((p) => [p.kind, p.formatted, p.geonameId])).toEqual([
      ['comune', 'Bagnoregio (VT), Lazio, Italia', own.geonameId],
      ['localita', 'Civita, Bagnoregio (VT), Lazio, Italia', frazione.geonameId],
    ]);
    expect(report.withoutCodeMatch).toEqual([]);
  });

  it('takes the most populous former seat for a merged comune and keeps the others as località', () => {
    const a = row('Lenno', '013252', 'PPLA3', 1833);
    const b = row('Tremezzo', '013252', 'PPLA3', 1247);
    const { places, report } = joinComuni([comune('013252', 'Tremezzina', 'CO', 'Lombardia')], [a, b], new Map(), { former: [], points: [] });
    expect(places[0]).toMatchObject({ name: 'Tremezzina', geonameId: a.geonameId, population: 3080 });
    expect(places[1]).toMatchObject({ kind: 'localita', formatted: 'Tremezzo, Tremezzina (CO), Lombardia, Italia' });
    expect(report.pickedAmongSeveral).toBe(1);
  });

  it('files places of a former code under the current comune, and reports the comune as fixed', () => {
    const old = row('Sassofeltrio', '041060', 'PPLA3', 134);
    const { places, report } = joinComuni([comune('099031', 'Sassofeltrio', 'RN', 'Emilia-Romagna')], [old], new Map(), {
      former: [{ formerIstat: '041060', formerName: 'Sassofeltrio', currentIstat: '099031', reason: 'moved' }], points: [],
    });
    expect(places[0]).toMatchObject({ formatted: 'Sassofeltrio (RN), Emilia-Romagna, Italia', geonameId: old.geonameId });
    expect(report.withoutCodeMatch).toEqual([expect.objectContaining({ istat: '099031', fixedBy: expect.stringContaining('former-istat-codes.tsv') })]);
  });

  it('uses a hand-picked point, checked by name, and fails loudly without one', () => {
    const seat = row('Guarrato', '081021', 'PPL', 901);
    const trapani = row('Trapani', '081021', 'PPLA2', 60000);
    const comuni = [comune('081021', 'Trapani', 'TP', 'Sicilia'), comune('081025', 'Misiliscemi', 'TP', 'Sicilia')];
    const point = { istat: '081025', name: 'Misiliscemi', geonameId: seat.geonameId, geonameName: 'Guarrato', reason: 'seat' };
    expect(joinComuni(comuni, [seat, trapani], new Map(), { former: [], points: [point] }).places[1]).toMatchObject({ name: 'Misiliscemi', geonameId: seat.geonameId });
    expect(() => joinComuni(comuni, [seat, trapani], new Map(), { former: [], points: [{ ...point, geonameName: 'Other' }] })).toThrow(/comuni-points/);
    expect(() => joinComuni(comuni, [seat, trapani], new Map(), { former: [], points: [] })).toThrow(/Misiliscemi has no coordinates/);
  });

  it('keeps both halves of a bilingual name as aliases and GeoNames\' other name for the seat', () => {
    const { places } = joinComuni([comune('021008', 'Bolzano/Bozen', 'BZ', 'Trentino-Alto Adige'), comune('058091', 'Roma', 'RM')],
      [row('Bolzano', '021008', 'PPLA2'), row('Rome', '058091', 'PPLC')], new Map(), { former: [], points: [] });
    expect(places.map((p) => p.aliases)).toEqual([['Bolzano', 'Bozen'], ['Rome']]);
  });
});

describe('worldCities', () => {
  const names = {
    italianNames: new Map<string, string>(),
    italianAliases: new Map<string, string[]>(),
    alwaysKept: new Set<number>(),
    admin1Name: (cc: string, code: string) => ({ 'US.OH': 'Ohio', 'US.IL': 'Illinois' } as Record<string, string>)[`${cc}.${code}`],
    countryName: (cc: string) => ({ US: 'Stati Uniti', GB: 'Regno Unito', SM: 'San Marino' } as Record<string, string>)[cc] ?? cc,
  };

  it('uses the Italian name, keeps the GeoNames one as alias, and skips small or Italian places', () => {
    const london = row('London', '', 'PPLC', 8_900_000, 'GB', 'ENG');
    const small = row('Smallville', '', 'PPL', 14_999, 'GB', 'ENG');
    const borgo = row('Borgo Maggiore', '', 'PPLA', 6_000, 'SM', '06');
    const italian = row('Roma', '058091', 'PPLC', 2_800_000);
    const { places } = worldCities([london, small, borgo, italian], { ...names, italianNames: new Map([[String(london.geonameId), 'Londra']]) });
    expect(places.map((p) => [p.formatted, p.aliases])).toEqual([['Londra, Regno Unito', ['London']], ['Borgo Maggiore, San Marino', []]]);
  });

  it('keeps a former Italian town however small, under its Italian name, and adds the exonyms as aliases', () => {
    const pazin = row('Pazin', '', 'PPLA', 5_000, 'HR', '04');
    const mumbai = row('Mumbai', '', 'PPLA', 12_000_000, 'IN', '16');
    const { places } = worldCities([pazin, mumbai], {
      ...names,
      italianNames: new Map([[String(pazin.geonameId), 'Pisino']]),
      italianAliases: new Map([[String(mumbai.geonameId), ['Bombay']]]),
      alwaysKept: new Set([pazin.geonameId]),
    });
    expect(places.map((p) => [p.formatted, p.aliases])).toEqual([['Pisino, HR', ['Pazin']], ['Mumbai, IN', ['Bombay']]]);
  });

  it('adds the first-level division when a name repeats within a country', () => {
    const { places, report } = worldCities([row('Springfield', '', 'PPL', 59_000, 'US', 'OH'), row('Springfield', '', 'PPLA', 116_000, 'US', 'IL')], names);
    expect(places.map((p) => p.formatted)).toEqual(['Springfield, Illinois, Stati Uniti', 'Springfield, Ohio, Stati Uniti']);
    expect(report.disambiguated).toBe(2);
  });
});
