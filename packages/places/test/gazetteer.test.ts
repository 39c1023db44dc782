/** The committed gazetteer (data/gazetteer/places.tsv) as users meet it through the search. */
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../src/gazetteer-file.ts';

const gazetteer = loadGazetteer();
const formatted = (q: string, limit = 5) => gazetteer.search(q, limit).map((p) => p.formatted);

describe('gazetteer content', () => {
  it('holds every current comune: the 7,896 the build found in the ISTAT list, within the plausible range', () => {
    const comuni = gazetteer.places.filter((p) => p.kind === 'comune');
    expect(comuni).toHaveLength(7896);
    expect(comuni.length).toBeGreaterThan(7800);
    expect(comuni.length).toBeLessThan(8100);
    expect(new Set(comuni.map((p) => p.istat)).size).toBe(comuni.length);
    expect(new Set(comuni.map((p) => p.province)).size).toBeGreaterThanOrEqual(107);
  });

  it('gives every comune coordinates inside Italy (and its islands)', () => {
    const outside = gazetteer.places.filter((p) => p.kind === 'comune'
      && !(p.latitude > 35.4 && p.latitude < 47.1 && p.longitude > 6.6 && p.longitude < 18.6));
    expect(outside.map((p) => p.formatted)).toEqual([]);
  });

  it('holds world cities above 15,000 inhabitants, with unique suggestion texts', () => {
    const world = gazetteer.places.filter((p) => p.kind === 'citta');
    expect(world.length).toBeGreaterThan(20_000);
    expect(new Set(gazetteer.places.map((p) => p.formatted)).size).toBe(gazetteer.places.length);
  });

  it('formats comuni as "Name (PR), Region, Italia" and cities abroad as "Name, Country"', () => {
    expect(formatted('bagnoregio', 1)).toEqual(['Bagnoregio (VT), Lazio, Italia']);
    expect(formatted('londra', 1)).toEqual(['Londra, Regno Unito']);
  });
});

describe('gazetteer search', () => {
  it('ranks Roma first for "roma" and Napoli first for "nap"', () => {
    expect(formatted('roma')[0]).toBe('Roma (RM), Lazio, Italia');
    expect(formatted('nap')[0]).toBe('Napoli (NA), Campania, Italia');
    expect(formatted('mil')[0]).toBe('Milano (MI), Lombardia, Italia');
  });

  it('ignores accents and apostrophes', () => {
    expect(formatted('citta di castello')[0]).toBe('Città di Castello (PG), Umbria, Italia');
    expect(formatted('forli')[0]).toBe('Forlì (FC), Emilia-Romagna, Italia');
    expect(formatted("sant'agata de goti")[0]).toBe("Sant'Agata de' Goti (BN), Campania, Italia");
    expect(formatted('santagata de goti')[0]).toBe("Sant'Agata de' Goti (BN), Campania, Italia");
    expect(formatted("sant'agata", 10)).toContain("Sant'Agata di Militello (ME), Sicilia, Italia");
  });

  it('knows cities abroad by their Italian names', () => {
    expect(formatted('londra')[0]).toBe('Londra, Regno Unito');
    expect(formatted('parigi')[0]).toBe('Parigi, Francia');
    expect(formatted('monaco di baviera')[0]).toBe('Monaco di Baviera, Germania');
    expect(formatted('new york')[0]).toBe('New York, Stati Uniti');
    expect(formatted('lubiana')[0]).toBe('Lubiana, Slovenia');
  });

  it('finds bilingual comuni by either name, and places by their local name', () => {
    expect(formatted('bozen')[0]).toBe('Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia');
    expect(formatted('munich')[0]).toBe('Monaco di Baviera, Germania');
  });

  it('knows località and former comuni, under the comune they belong to now', () => {
    expect(formatted('mestre')[0]).toBe('Mestre, Venezia (VE), Veneto, Italia');
    expect(formatted('gambugliano')[0]).toBe('Gambugliano, Sovizzo (VI), Veneto, Italia');
  });
});
