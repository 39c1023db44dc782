/** The committed gazetteer (data/gazetteer/places.tsv) as users meet it through the search. */
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../src/gazetteer-file.ts';
import { searchWords } from '../src/normalize.ts';
import { WordIndex } from '../src/search/word-index.ts';

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

/** Frequently used Italian places, written the way people type them. */
const FIRST_RESULT: ReadonlyArray<readonly [query: string, first: string, why: string]> = [
  // Issue 28: what people mean.
  ['Ostia', 'Lido di Ostia, Roma (RM), Lazio, Italia', 'a name ending with the whole query beats a longer name starting with it (Ostiano)'],
  ['Carpi MO', 'Carpi (MO), Emilia-Romagna, Italia', 'a province code after the name decides (not Carpino)'],
  ['Milano MI', 'Milano (MI), Lombardia, Italia', 'a province code after the name'],
  ['Nizza Francia', 'Nizza, Francia', 'a country after the name (not Nizza Monferrato)'],
  ['Springfield USA', 'Springfield, Missouri, Stati Uniti', 'a country\'s abbreviation after the name'],
  ['Lido di Camaiore', 'Camaiore (LU), Toscana, Italia', 'a Lido the gazetteer lacks gives its comune, not another Lido'],
  ['Marina di Pietrasanta', 'Pietrasanta (LU), Toscana, Italia', 'a Marina the gazetteer lacks gives its comune'],
  ['Lido di Jesolo', 'Lido di Jesolo, Jesolo (VE), Veneto, Italia', 'a Lido the gazetteer has'],
  ['Casale M.to', 'Casale Monferrato (AL), Piemonte, Italia', 'M.to for Monferrato'],
  ['C.mare di Stabia', 'Castellammare di Stabia (NA), Campania, Italia', 'C.mare for Castellammare'],
  ['S. Agata dei Goti', "Sant'Agata de' Goti (BN), Campania, Italia", "dei for de'"],
  ['Nuova York', 'New York, Stati Uniti', 'an Italian name of a foreign city (italian-exonyms.tsv)'],
  ['Bombay', 'Mumbai, India', 'a former name Italians still use'],
  ['San Paolo del Brasile', 'San Paolo, Brasile', 'an Italian name of a foreign city'],
  ['Nuova Orleans', 'New Orleans, Stati Uniti', 'an Italian name of a foreign city, accent aside'],
  ['Pisino', 'Pisino, Croazia', 'an Istrian town under its Italian name'],
  ['Pazin', 'Pisino, Croazia', 'the same town under its Croatian name, shown with the Italian one'],
  ['Capodistria', 'Capodistria, Slovenia', 'Koper under its Italian name'],
  ['Koper', 'Capodistria, Slovenia', 'Capodistria under its Slovenian name'],
  ['Lussinpiccolo', 'Lussinpiccolo, Croazia', 'a small island town of the Quarnaro'],
  ['Rovigno', 'Rovigno, Croazia', 'an Istrian town before Rovigo (RO)'],
  // Words inside elisions and apostrophes; word order; words given partly.
  ['reggio emilia', "Reggio nell'Emilia (RE), Emilia-Romagna, Italia", 'everyone\'s name for Reggio nell\'Emilia'],
  ["nell'emilia", "Reggio nell'Emilia (RE), Emilia-Romagna, Italia", 'a word after an elision'],
  ['reggio calabria', 'Reggio di Calabria (RC), Calabria, Italia', 'a word left out'],
  ['calabria reggio', 'Reggio di Calabria (RC), Calabria, Italia', 'words in any order'],
  ["d'ampezzo", "Cortina d'Ampezzo (BL), Veneto, Italia", 'an elided word'],
  ['cortina d ampezzo', "Cortina d'Ampezzo (BL), Veneto, Italia", 'apostrophe as a space'],
  ['giov rot', 'San Giovanni Rotondo (FG), Puglia, Italia', 'words given partly'],
  ['rotondo giovanni', 'San Giovanni Rotondo (FG), Puglia, Italia', 'words in any order, one left out'],
  ['riva garda', 'Riva del Garda (TN), Trentino-Alto Adige, Italia', 'a preposition left out'],
  ['garda riva', 'Riva del Garda (TN), Trentino-Alto Adige, Italia', 'words in any order'],
  ["l'aquila", "L'Aquila (AQ), Abruzzo, Italia", 'the article with its apostrophe'],
  ['aquila', "L'Aquila (AQ), Abruzzo, Italia", 'the article left out'],
  ['spezia', 'La Spezia (SP), Liguria, Italia', 'the article left out'],
  ["sant'angelo lodigiano", "Sant'Angelo Lodigiano (LO), Lombardia, Italia", 'apostrophe'],
  ['santangelo lodigiano', "Sant'Angelo Lodigiano (LO), Lombardia, Italia", 'apostrophe left out'],
  // Abbreviations, and text pasted from a document.
  ['s. giovanni rotondo', 'San Giovanni Rotondo (FG), Puglia, Italia', 'S. for San'],
  ['s giovanni rotondo', 'San Giovanni Rotondo (FG), Puglia, Italia', 'S for San, no dot'],
  ['sesto s. giovanni', 'Sesto San Giovanni (MI), Lombardia, Italia', 'S. inside the name'],
  ['s.maria capua vetere', 'Santa Maria Capua Vetere (CE), Campania, Italia', 'S. for Santa, no space'],
  ['s. agata de goti', "Sant'Agata de' Goti (BN), Campania, Italia", "S. for Sant'"],
  ['s. angelo lodigiano', "Sant'Angelo Lodigiano (LO), Lombardia, Italia", "S. for Sant'"],
  ['s stefano di cadore', 'Santo Stefano di Cadore (BL), Veneto, Italia', 'S for Santo'],
  ['castel s. giovanni', 'Castel San Giovanni (PC), Emilia-Romagna, Italia', 'S. after another word'],
  ['ss. cosma e damiano', 'Santi Cosma e Damiano (LT), Lazio, Italia', 'SS. for Santi'],
  ['s.ta margherita ligure', 'Santa Margherita Ligure (GE), Liguria, Italia', 'S.ta for Santa'],
  ['m.te san savino', 'Monte San Savino (AR), Toscana, Italia', 'M.te for Monte'],
  ['m.te porzio catone', 'Monte Porzio Catone (RM), Lazio, Italia', 'M.te for Monte'],
  ['p.to empedocle', 'Porto Empedocle (AG), Sicilia, Italia', 'P.to for Porto'],
  ['p.to torres', 'Porto Torres (SS), Sardegna, Italia', 'P.to for Porto'],
  ['s. vincent', 'Saint-Vincent (AO), Valle d\'Aosta, Italia', 'S. for Saint'],
  ['fraz. mestre', 'Mestre, Venezia (VE), Veneto, Italia', 'Fraz. ignored'],
  ['Milano (MI)', 'Milano (MI), Lombardia, Italia', 'pasted with the province'],
  ['Roma, Italia', 'Roma (RM), Lazio, Italia', 'pasted with the country'],
  ['milano mi', 'Milano (MI), Lombardia, Italia', 'the province without parentheses'],
  ['Bagnoregio (VT), Lazio, Italia', 'Bagnoregio (VT), Lazio, Italia', 'a whole suggestion pasted back'],
  // Typing errors: one or two letters wrong, missing, extra or swapped, in words of five letters or more.
  ['bolonga', 'Bologna (BO), Emilia-Romagna, Italia', 'two letters swapped'],
  ['bolgona', 'Bologna (BO), Emilia-Romagna, Italia', 'two letters swapped'],
  ['palrmo', 'Palermo (PA), Sicilia, Italia', 'a letter missing'],
  ['napolli', 'Napoli (NA), Campania, Italia', 'a letter too many'],
  ['fiorenze', 'Firenze (FI), Toscana, Italia', 'a letter too many'],
  ['venzia', 'Venezia (VE), Veneto, Italia', 'a letter missing'],
  ['viaregio', 'Viareggio (LU), Toscana, Italia', 'a double letter written single'],
  ['siracussa', 'Siracusa (SR), Sicilia, Italia', 'a single letter written double'],
  ['catnia', 'Catania (CT), Sicilia, Italia', 'a letter missing'],
  ['caglairi', 'Cagliari (CA), Sardegna, Italia', 'two letters swapped'],
  ['pecsara', 'Pescara (PE), Abruzzo, Italia', 'two letters swapped'],
  ['tarnato', 'Taranto (TA), Puglia, Italia', 'two letters swapped'],
  ['mesina', 'Messina (ME), Sicilia, Italia', 'a double letter written single'],
  ['ancoan', 'Ancona (AN), Marche, Italia', 'two letters swapped'],
  ['reggio emlia', "Reggio nell'Emilia (RE), Emilia-Romagna, Italia", 'a letter missing in the second word'],
  ['san remmo', 'Sanremo (IM), Liguria, Italia', 'a letter too many, name split in two'],
  ['sprinfield', 'Springfield, Missouri, Stati Uniti', 'a letter missing abroad'],
  // Spelling variants: one word or two, hyphens, accents.
  ['san remo', 'Sanremo (IM), Liguria, Italia', 'one word written as two'],
  ['castelsangiovanni', 'Castel San Giovanni (PC), Emilia-Romagna, Italia', 'three words written as one'],
  ['gressoney la trinite', 'Gressoney-La-Trinité (AO), Valle d\'Aosta, Italia', 'hyphens and accent left out'],
  ['pre saint didier', 'Pré-Saint-Didier (AO), Valle d\'Aosta, Italia', 'hyphens and accent left out'],
  ['citta di castello', 'Città di Castello (PG), Umbria, Italia', 'accent left out'],
  ['forlì', 'Forlì (FC), Emilia-Romagna, Italia', 'accent written'],
  ['san dona di piave', 'San Donà di Piave (VE), Veneto, Italia', 'accent left out'],
  // Historical and foreign names.
  ['fiume', 'Fiume, Croazia', 'Rijeka, Italian until 1947'],
  ['pola', 'Pola, Croazia', 'Pula, Italian until 1947'],
  ['zara', 'Zara, Croazia', 'Zadar, Italian until 1947'],
  ['capodistria', 'Capodistria, Slovenia', 'Koper, Italian until 1947'],
  ['bozen', 'Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia', 'the German half of a bilingual name'],
  ['meran', 'Merano/Meran (BZ), Trentino-Alto Adige, Italia', 'the German half of a bilingual name'],
  ['turin', 'Torino (TO), Piemonte, Italia', 'an Italian city by its foreign name'],
  ['london', 'Londra, Regno Unito', 'a city abroad by its own name'],
  ['munich', 'Monaco di Baviera, Germania', 'a city abroad by its English name'],
  ['sao paulo', 'San Paolo, Brasile', 'a city abroad by its own name'],
  ['brussels', 'Bruxelles, Belgio', 'a city abroad by its English name'],
  ['il cairo', 'Il Cairo, Egitto', 'an Italian exonym with its article'],
  ['new york, stati uniti', 'New York, Stati Uniti', 'with the country'],
  ['zurigo', 'Zurigo, Svizzera', 'an Italian exonym'],
  // Ambiguous names: an Italian comune, a name shared by many places, a large city abroad.
  ['san giovanni', 'San Giovanni Rotondo (FG), Puglia, Italia', 'not one of the hamlets called San Giovanni'],
  ['santa maria', 'Santa Maria Capua Vetere (CE), Campania, Italia', 'an Italian town, not Santa Maria in Brazil'],
  ['castel', 'Castellammare di Stabia (NA), Campania, Italia', 'Italian towns before Castellón'],
  ['mestre', 'Mestre, Venezia (VE), Veneto, Italia', 'a località by its exact name, before the comune Mestrino'],
  ['alessandria', 'Alessandria (AL), Piemonte, Italia', 'the comune before Alessandria d\'Egitto'],
  ['mosca', 'Mosca, Russia', 'the exact name of a city abroad before Moscazzano'],
  ['lima', 'Lima, Perù', 'the exact name of a city abroad before Limana'],
  ['bra', 'Bra (CN), Piemonte, Italia', 'the exact name before Brasília'],
  ['como', 'Como (CO), Lombardia, Italia', 'the exact name before Comodoro Rivadavia'],
  ['tornio', 'Tornio, Finlandia', 'an exact name, with Torino next as a likely typing error'],
];

describe('the place search as people type', () => {
  it('has a table of at least 60 queries', () => {
    expect(FIRST_RESULT.length).toBeGreaterThanOrEqual(60);
  });

  it.each(FIRST_RESULT)('"%s" → %s (%s)', (query, first) => {
    expect(formatted(query)[0]).toBe(first);
  });

  it('finds Reggio nell\'Emilia among the first five for "emilia", and Cortina d\'Ampezzo for "ampezzo"', () => {
    expect(formatted('emilia')).toContain("Reggio nell'Emilia (RE), Emilia-Romagna, Italia");
    expect(formatted('ampezzo')).toContain("Cortina d'Ampezzo (BL), Veneto, Italia");
  });

  it('fills the list after an exact name with one typing error at most ("trieste": no Taisten, no Trinité)', () => {
    const found = formatted('trieste');
    expect(found[0]).toBe('Trieste (TS), Friuli-Venezia Giulia, Italia');
    expect(found.filter((f) => /Taisten|Trinit/.test(f))).toEqual([]);
  });

  it('puts Torino second for "tornio" and keeps typing errors below exact and prefix matches', () => {
    expect(formatted('tornio')[1]).toBe('Torino (TO), Piemonte, Italia');
    expect(formatted('santa maria')).not.toContain('Santa Maria, Brasile');
    expect(formatted('santa maria, brasile')[0]).toBe('Santa Maria, Brasile');
  });
});

describe('typing errors in the real word list', () => {
  const words = new WordIndex([new Set(gazetteer.places.flatMap((p) => [p.name, ...p.aliases].flatMap(searchWords)))]);

  /** Optimal string alignment distance, the textbook full matrix. */
  function osa(a: string, b: string): number {
    let prev2: number[] = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) {
        row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, prev2[j - 2]! + 1);
      }
      prev2 = prev;
      prev = row;
    }
    return prev[b.length]!;
  }

  it.each(['bolonga', 'caglairi', 'fiorenze', 'emlia'])('nearWords("%s") finds exactly the words within two errors (brute force over every word)', (query) => {
    const expected = words.words.filter((w) => Math.abs(w.length - query.length) <= 2 && osa(query, w) <= 2).sort();
    const found = [...words.nearWords(query, 2, false).keys()].map((i) => words.words[i]!).sort();
    expect(found).toEqual(expected);
  });
});
