/** Profiles ⇄ CSV: header row, round trip, formula-injection defusing, bad rows reported by line and skipped, Italian spreadsheets' dates, broken quotes. */
import { describe, expect, test } from 'vitest';
import type { Profile } from './profile.ts';
import { parseProfilesCsv, profilesToCsv, type ParsedProfilesCsv } from './profiles-csv.ts';

/** A profile's calculation settings all at their default (empty texts). */
const NO_SETTINGS = { lilith: '', aspects: '', orbs: '', transitOrbs: '', cusps: '' };
const names = (parsed: ParsedProfilesCsv) => parsed.rows.map((r) => r.profile.profileName);
const BAD_DATE = 'la data non è un giorno esistente (GG/MM/AAAA o AAAA-MM-GG)';

const rossi: Profile = {
  profileName: 'Maria Rossi',
  description: 'Cliente, "prima" visita',
  city: 'Roma, Lazio, Italia',
  selectedDate: '1990-01-01',
  selectedTime: '12:00',
  latitude: 41.902782,
  longitude: 12.496366,
  timezone: 1,
  ...NO_SETTINGS,
};
const west: Profile = {
  profileName: '=HYPERLINK("http://x")',
  description: '-nota',
  city: 'Madrid',
  selectedDate: '',
  selectedTime: '',
  latitude: 40.4168,
  longitude: -3.7038,
  timezone: null,
  ...NO_SETTINGS,
};

describe('profiles CSV', () => {
  test('exports, as an Italian spreadsheet opens it, a header row of the spec fields', () => {
    const csv = profilesToCsv([rossi]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('profileName;description;city;selectedDate;selectedTime;latitude;longitude;timezone;lilith;aspects;orbs;transitOrbs;cusps');
  });

  test('defuses cells a spreadsheet would run as formulas, but not negative numbers, written with a decimal comma', () => {
    const csv = profilesToCsv([west]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'-nota");
    expect(csv).toContain(';-3,7038;');
  });

  test('round-trips export → import exactly', () => {
    expect(parseProfilesCsv(profilesToCsv([rossi, west]))).toEqual({ rows: [{ line: 2, profile: rossi }, { line: 3, profile: west }], errors: [] });
  });

  test('reports a malformed row with its line number and imports the others', () => {
    const csv = [
      'profileName,description,city,selectedDate,selectedTime,latitude,longitude,timezone',
      'Anna,,Milano,1985-06-15,08:30,45.46,9.19,2',
      'Bruno,,Napoli,1985-13-01,08:30,40.85,14.27,1',
      'Carla,,Torino',
      '',
      'Dario,,Bari,1970-02-02,25:00,41.1,16.8,1',
      'Elena,,Roma,1970-02-02,10:00,95,12.5,1',
      'Franco,,"Bologna, BO",1970-02-02,10:00,"44,49",11.34,1',
    ].join('\n');
    const parsed = parseProfilesCsv(csv);
    expect(names(parsed)).toEqual(['Anna', 'Franco']);
    expect(parsed.rows[1]).toMatchObject({ line: 8, profile: { city: 'Bologna, BO', latitude: 44.49 } });
    expect(parsed.errors).toEqual([
      { line: 3, reason: BAD_DATE },
      { line: 4, reason: 'il numero di colonne non corrisponde all’intestazione' },
      { line: 6, reason: 'l’ora non è nel formato HH:mm' },
      { line: 7, reason: 'la latitudine deve essere un numero tra -90 e 90' },
    ]);
  });

  test('refuses a day that does not exist (Date.parse accepts 2023-02-30), accepts 29 February of a leap year', () => {
    const csv = [
      'profileName,selectedDate',
      'Anna,2023-02-30',
      'Bruno,2023-02-29',
      'Carla,2024-02-29',
    ].join('\n');
    const parsed = parseProfilesCsv(csv);
    expect(names(parsed)).toEqual(['Carla']);
    expect(parsed.errors).toEqual([
      { line: 2, reason: BAD_DATE },
      { line: 3, reason: BAD_DATE },
    ]);
  });

  test('counts lines inside quoted multi-line cells', () => {
    const csv = 'profileName,description\r\n"A","riga uno\r\nriga due"\r\n"",x\r\n';
    expect(parseProfilesCsv(csv).errors).toEqual([{ line: 4, reason: 'manca il nome del profilo' }]);
  });

  test('reads a file with a BOM and semicolons (a spreadsheet saved in Italian)', () => {
    const csv = '\uFEFFprofileName;city;latitude;longitude\nGiulia;Firenze;43,77;11,25\n';
    expect(parseProfilesCsv(csv).rows).toEqual([
      { line: 2, profile: { profileName: 'Giulia', description: '', city: 'Firenze', selectedDate: '', selectedTime: '', latitude: 43.77, longitude: 11.25, timezone: null, ...NO_SETTINGS } },
    ]);
  });

  test('reads the same file alike with and without the BOM: a backup saved before decision 0061 still opens', () => {
    const written = profilesToCsv([rossi, west]);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(parseProfilesCsv(written.slice(1))).toEqual(parseProfilesCsv(written));
    // The file as the app wrote it before 0061: BOM, no CRLF after the last row.
    expect(parseProfilesCsv(written.slice(0, -2)).rows).toEqual([{ line: 2, profile: rossi }, { line: 3, profile: west }]);
  });

  test.each([
    ['an empty file', '', 'Il file CSV non contiene profili.'],
    ['a header only', 'profileName,city\n', 'Il file CSV non contiene profili.'],
    ['a file without the profileName column', 'nome,città\nAnna,Roma\n', 'manca la colonna profileName'],
  ])('refuses %s as a whole', (_name, csv, message) => {
    const parsed = parseProfilesCsv(csv);
    expect(parsed.rows).toEqual([]);
    expect(parsed.fatal).toContain(message);
  });

  test('accepts dates and times as an Italian spreadsheet writes them back (25/12/1990, 9:30, 09:30:00)', () => {
    const csv = [
      'profileName;selectedDate;selectedTime',
      'Anna;25/12/1990;9:30',
      'Bruno;5/6/1985;09:30:00',
      'Carla;25.12.1990;23:59',
      'Dario;31/02/1990;10:00',
      'Elena;1990-12-25;09:30:15',
    ].join('\n');
    const parsed = parseProfilesCsv(csv);
    expect(parsed.rows.map((r) => [r.profile.profileName, r.profile.selectedDate, r.profile.selectedTime])).toEqual([
      ['Anna', '1990-12-25', '09:30'],
      ['Bruno', '1985-06-05', '09:30'],
      ['Carla', '1990-12-25', '23:59'],
    ]);
    expect(parsed.errors).toEqual([
      { line: 5, reason: BAD_DATE },
      { line: 6, reason: 'l’ora non è nel formato HH:mm' },
    ]);
  });

  test('a quote never closed (here closed only lines later, by another cell) is reported at the line where it starts, and the rows after it are read', () => {
    const csv = [
      'profileName,city,description',
      'Anna,Roma,',
      'Bruno,"Napoli,senza fine',
      'Carla,Torino,',
      'Dario,Bari,"su due',
      'righe"',
      'Elena,Pisa,',
    ].join('\n');
    const parsed = parseProfilesCsv(csv);
    expect(names(parsed)).toEqual(['Anna', 'Carla', 'Dario', 'Elena']);
    expect(parsed.rows.find((r) => r.profile.profileName === 'Elena')?.line).toBe(7);
    expect(parsed.errors).toEqual([
      { line: 3, reason: 'virgolette aperte e mai chiuse: la riga è saltata, le righe dopo sono state lette' },
    ]);
  });

  test('a quote never closed on the last row, in a file separated by semicolons', () => {
    const csv = 'profileName;city\nAnna;Roma\nBruno;"Napoli\n';
    const parsed = parseProfilesCsv(csv);
    expect(names(parsed)).toEqual(['Anna']);
    expect(parsed.errors.map((e) => e.line)).toEqual([3]);
  });

  test('a name repeated in the file: the last row wins, the earlier one is reported', () => {
    const parsed = parseProfilesCsv('profileName,city\nAnna,Roma\nBruno,Bari\nAnna,Milano\n');
    expect(parsed.rows.map((r) => [r.line, r.profile.profileName, r.profile.city])).toEqual([[3, 'Bruno', 'Bari'], [4, 'Anna', 'Milano']]);
    expect(parsed.errors).toEqual([{ line: 2, reason: 'lo stesso nome torna alla riga 4, che vale al suo posto' }]);
  });
});

describe('issue 25: the calculation settings in their own columns', () => {
  test('a profile with settings goes out and comes back the same; an unreadable setting is the row\'s error', () => {
    const withSettings: Profile = { ...rossi, lilith: 'true', aspects: 'conjunction,quincunx', orbs: 'quincunx:4:5', transitOrbs: 'conjunction:6:6', cusps: 'si' };
    const csv = profilesToCsv([withSettings]);
    expect(csv).toContain(';true;conjunction,quincunx;quincunx:4:5;conjunction:6:6;si');
    expect(parseProfilesCsv(csv).rows.map((r) => r.profile)).toEqual([withSettings]);
    const bad = parseProfilesCsv('profileName;aspects\nAnna;congiunzione\n');
    expect(bad.rows).toEqual([]);
    expect(bad.errors.map((e) => e.reason)).toEqual(['le opzioni di calcolo (lilith, aspects, orbs, transitOrbs, cusps) non sono leggibili']);
  });
});
