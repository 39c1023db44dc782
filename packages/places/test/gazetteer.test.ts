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
  it.each([
    ['roma', 'Roma (RM), Lazio, Italia', 'the capital before every other "Roma…"'],
    ['nap', 'Napoli (NA), Campania, Italia', 'a prefix ranks the largest place first'],
    ['mil', 'Milano (MI), Lombardia, Italia', 'a prefix ranks the largest place first'],
    ['citta di castello', 'Città di Castello (PG), Umbria, Italia', 'accents ignored'],
    ['forli', 'Forlì (FC), Emilia-Romagna, Italia', 'accents ignored'],
    ["sant'agata de goti", "Sant'Agata de' Goti (BN), Campania, Italia", 'apostrophes ignored'],
    ['santagata de goti', "Sant'Agata de' Goti (BN), Campania, Italia", 'apostrophes ignored'],
    ['londra', 'Londra, Regno Unito', 'a city abroad by its Italian name'],
    ['parigi', 'Parigi, Francia', 'a city abroad by its Italian name'],
    ['monaco di baviera', 'Monaco di Baviera, Germania', 'a city abroad by its Italian name'],
    ['new york', 'New York, Stati Uniti', 'a city abroad by its Italian name'],
    ['lubiana', 'Lubiana, Slovenia', 'a city abroad by its Italian name'],
    ['bozen', 'Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia', 'a bilingual comune by its German name'],
    ['munich', 'Monaco di Baviera, Germania', 'a place by its local name'],
    ['mestre', 'Mestre, Venezia (VE), Veneto, Italia', 'a località under the comune it belongs to'],
    ['gambugliano', 'Gambugliano, Sovizzo (VI), Veneto, Italia', 'a former comune under the comune it belongs to now'],
  ])('"%s" → %s first (%s)', (query, first) => {
    expect(formatted(query)[0]).toBe(first);
  });

  it("lists further matches too: Sant'Agata di Militello among the first ten for \"sant'agata\"", () => {
    expect(formatted("sant'agata", 10)).toContain("Sant'Agata di Militello (ME), Sicilia, Italia");
  });
});
