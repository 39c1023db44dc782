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
  it('puts the exact name before longer names, whatever their population', () => {
    expect(names('roma')[0]).toBe('Roma (RM), Lazio, Italia');
    expect(names('roma')).toEqual(['Roma (RM), Lazio, Italia', 'Romania, Somewhere', 'Romano di Lombardia (BG), Lombardia, Italia']);
  });

  it('ignores case, accents, apostrophes and spaces', () => {
    for (const q of ['citta di castello', 'CITTÀ DI CASTELLO', 'cittadicastello', 'Città di Castello']) {
      expect(names(q)).toEqual(['Città di Castello (PG), Umbria, Italia']);
    }
    for (const q of ["sant'agata", 'sant’agata', 'sant agata', 'santagata de goti']) {
      expect(names(q)).toEqual(["Sant'Agata de' Goti (BN), Campania, Italia"]);
    }
  });

  it('ranks a later word after name prefixes ("castello")', () => {
    expect(names('castello')).toEqual(['Castello di Cisterna (NA), Campania, Italia', 'Città di Castello (PG), Umbria, Italia']);
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
