/** Ranking rules of the place search on a small hand-made gazetteer (the real one is tested in test/). */
import { describe, expect, it } from 'vitest';
import { PlaceIndex } from './place-index.ts';
import type { Place } from './place.ts';

function place(kind: Place['kind'], name: string, formatted: string, population: number, aliases: string[] = []): Place {
  return { kind, name, aliases, formatted, country: kind === 'citta' ? 'XX' : 'IT', latitude: 0, longitude: 0, population };
}

const index = new PlaceIndex([
  place('comune', 'Roma', 'Roma (RM), Lazio, Italia', 2_800_000, ['Rome']),
  place('comune', 'Romano di Lombardia', 'Romano di Lombardia (BG), Lombardia, Italia', 20_000),
  place('citta', 'Romania', 'Romania, Somewhere', 5_000_000),
  place('comune', 'Città di Castello', 'Città di Castello (PG), Umbria, Italia', 40_000),
  place('comune', 'Castello di Cisterna', 'Castello di Cisterna (NA), Campania, Italia', 7_000),
  place('comune', "Sant'Agata de' Goti", "Sant'Agata de' Goti (BN), Campania, Italia", 11_000),
  place('comune', 'Bolzano/Bozen', 'Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia', 107_000, ['Bolzano', 'Bozen']),
  place('citta', 'Springfield', 'Springfield, Illinois, Stati Uniti', 116_000),
  place('citta', 'Springfield', 'Springfield, Ohio, Stati Uniti', 59_000),
]);
const names = (q: string, limit = 5) => index.search(q, limit).map((p) => p.formatted);

describe('PlaceIndex.search', () => {
  it('puts the exact name before longer names, whatever their population, and Italian comuni before places abroad', () => {
    expect(names('roma')).toEqual(['Roma (RM), Lazio, Italia', 'Romano di Lombardia (BG), Lombardia, Italia', 'Romania, Somewhere']);
  });

  it('ranks by population alone for a query that is not written with the Italian alphabet', () => {
    const withK = new PlaceIndex([
      place('comune', 'Kamen Italiano', 'Kamen Italiano (XX), Italia', 1_000),
      place('citta', 'Kamen', 'Kamen, Germania', 40_000),
      place('citta', 'Kamenz', 'Kamenz, Germania', 15_000),
    ]);
    expect(withK.search('kame', 5).map((p) => p.name)).toEqual(['Kamen', 'Kamenz', 'Kamen Italiano']);
  });

  it('ignores case, accents, apostrophes and spaces', () => {
    for (const q of ['citta di castello', 'CITTÀ DI CASTELLO', 'cittadicastello', 'Città di Castello']) {
      expect(names(q)).toEqual(['Città di Castello (PG), Umbria, Italia']);
    }
    for (const q of ["sant'agata", 'sant’agata', 'sant agata', 'santagata de goti']) {
      expect(names(q)).toEqual(["Sant'Agata de' Goti (BN), Campania, Italia"]);
    }
  });

  it('ranks a name that ends with the query\'s whole word before the prefixes, when few names do ("castello")', () => {
    expect(names('castello')).toEqual(['Città di Castello (PG), Umbria, Italia', 'Castello di Cisterna (NA), Campania, Italia']);
    expect(names('castel')).toEqual(['Castello di Cisterna (NA), Campania, Italia', 'Città di Castello (PG), Umbria, Italia']);
  });

  it('finds a place by an alias (the other half of a bilingual name, another language)', () => {
    expect(names('bozen')).toEqual(['Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia']);
    expect(names('rome')[0]).toBe('Roma (RM), Lazio, Italia');
  });

  it('uses words after a comma or parenthesis to rank, not to exclude', () => {
    expect(names('springfield, ohio')).toEqual(['Springfield, Ohio, Stati Uniti', 'Springfield, Illinois, Stati Uniti']);
    expect(names('springfield')).toEqual(['Springfield, Illinois, Stati Uniti', 'Springfield, Ohio, Stati Uniti']);
    expect(names('roma (rm)')[0]).toBe('Roma (RM), Lazio, Italia');
  });

  it('honours the limit and answers nothing for an empty key', () => {
    expect(names('roma', 1)).toHaveLength(1);
    expect(names("' - '")).toEqual([]);
    expect(names('zzzz')).toEqual([]);
  });
});

describe('PlaceIndex.byFormattedText', () => {
  it('finds the place a suggestion named, exactly or once normalised', () => {
    expect(index.byFormattedText('Roma (RM), Lazio, Italia')?.name).toBe('Roma');
    expect(index.byFormattedText('roma (rm), lazio, italia')?.name).toBe('Roma');
    expect(index.byFormattedText('Roma')).toBeUndefined();
  });
});

describe('PlaceIndex.search: forgiving and Italian-first', () => {
  const italy = new PlaceIndex([
    place('comune', "Reggio nell'Emilia", "Reggio nell'Emilia (RE), Emilia-Romagna, Italia", 170_000),
    place('comune', 'Reggiolo', 'Reggiolo (RE), Emilia-Romagna, Italia', 9_000),
    place('comune', 'San Giovanni Rotondo', 'San Giovanni Rotondo (FG), Puglia, Italia', 27_000),
    place('comune', 'Sesto San Giovanni', 'Sesto San Giovanni (MI), Lombardia, Italia', 81_000),
    place('localita', 'San Giovanni', 'San Giovanni, Giarre (CT), Sicilia, Italia', 1_800),
    place('localita', 'San Giovanni', 'San Giovanni, Ostellato (FE), Emilia-Romagna, Italia', 800),
    place('citta', 'San Giovanni', 'San Giovanni, Somewhere', 90_000),
    place('comune', 'Revine Lago', 'Revine Lago (TV), Veneto, Italia', 350, ['San Giovanni']),
    place('localita', 'Mestre', 'Mestre, Venezia (VE), Veneto, Italia', 150_000),
    place('comune', 'Mestrino', 'Mestrino (PD), Veneto, Italia', 11_000),
    place('comune', 'Bologna', 'Bologna (BO), Emilia-Romagna, Italia', 390_000),
    place('citta', 'Bolognesi', 'Bolognesi, Somewhere', 20_000),
    place('comune', 'Sanremo', 'Sanremo (IM), Liguria, Italia', 55_000),
    place('comune', 'La Spezia', 'La Spezia (SP), Liguria, Italia', 94_000),
    place('localita', 'Speziale', 'Speziale, Fasano (BR), Puglia, Italia', 2_000),
    place('comune', 'Santi Cosma e Damiano', 'Santi Cosma e Damiano (LT), Lazio, Italia', 6_800),
    place('comune', 'Monte San Savino', 'Monte San Savino (AR), Toscana, Italia', 8_700),
    place('comune', 'Porto Empedocle', 'Porto Empedocle (AG), Sicilia, Italia', 17_000),
    place('comune', 'Santa Margherita Ligure', 'Santa Margherita Ligure (GE), Liguria, Italia', 9_000),
    place('comune', 'Milano', 'Milano (MI), Lombardia, Italia', 1_300_000),
    place('citta', 'Milanówek', 'Milanówek, Polonia', 16_000),
  ]);
  const first = (q: string) => italy.search(q, 5)[0]?.name;
  const all = (q: string) => italy.search(q, 10).map((p) => p.formatted);

  it.each([
    ['reggio emilia', "Reggio nell'Emilia", 'a word inside an elision'],
    ['emilia reggio', "Reggio nell'Emilia", 'words in any order'],
    ['regg emil', "Reggio nell'Emilia", 'words given partly'],
    ['giovanni rotondo', 'San Giovanni Rotondo', 'a word left out'],
    ['s. giovanni rotondo', 'San Giovanni Rotondo', 'S. for San'],
    ['s giovanni rotondo', 'San Giovanni Rotondo', 'S for San, no dot'],
    ['sesto s. giovanni', 'Sesto San Giovanni', 'S. inside the name'],
    ['ss. cosma e damiano', 'Santi Cosma e Damiano', 'SS. for Santi'],
    ['m.te san savino', 'Monte San Savino', 'M.te for Monte'],
    ['p.to empedocle', 'Porto Empedocle', 'P.to for Porto'],
    ['s.ta margherita ligure', 'Santa Margherita Ligure', 'S.ta for Santa'],
    ['fraz. mestre', 'Mestre', 'Fraz. ignored'],
    ['san remo', 'Sanremo', 'a name written in two words'],
    ['spezia', 'La Spezia', 'the article left out'],
    ['bolonga', 'Bologna', 'two letters swapped'],
    ['bolgna', 'Bologna', 'a letter missing'],
    ['boloogna', 'Bologna', 'a letter too many'],
    ['bologma', 'Bologna', 'a wrong letter'],
    ['milano mi', 'Milano', 'the province after the name, without parentheses'],
  ])('%s → %s (%s)', (query, name) => {
    expect(first(query)).toBe(name);
  });

  it('ranks typing errors below exact and prefix matches', () => {
    // "bologne" begins Bolognesi, and is one letter from Bologna.
    expect(all('bologne')).toEqual(['Bolognesi, Somewhere', 'Bologna (BO), Emilia-Romagna, Italia']);
    expect(all('bologna')[0]).toBe('Bologna (BO), Emilia-Romagna, Italia');
  });

  it('lets a comune that begins with a name shared by many places rank before them', () => {
    const found = all('san giovanni');
    expect(found[0]).toBe('San Giovanni Rotondo (FG), Puglia, Italia');
    // Three hamlets and a city abroad called exactly so, and Revine Lago known by its seat's name: none is "exact".
    expect(found.indexOf('Revine Lago (TV), Veneto, Italia')).toBeGreaterThan(0);
    expect(found.indexOf('San Giovanni, Somewhere')).toBeGreaterThan(0);
  });

  it('keeps a name that few places share exact: Mestre before the comune Mestrino', () => {
    expect(all('mestre').slice(0, 2)).toEqual(['Mestre, Venezia (VE), Veneto, Italia', 'Mestrino (PD), Veneto, Italia']);
  });

  it('finds nothing for words that fit no name, even with errors, and under five letters allows none', () => {
    expect(all('xqzwv')).toEqual([]);
    expect(all('mlano')[0]).toBe('Milano (MI), Lombardia, Italia');
    expect(all('mlan')).toEqual([]);
  });
});
