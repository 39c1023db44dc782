/**
 * The one CSV convention (decision 0061): a BOM, `;`, CRLF after every row, formulas defused but
 * not numbers, and quoting exactly as papaparse's unparse wrote both apps' files before.
 */
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { CSV_BOM, CSV_FORMULA_START, csvFile, csvNumber, withoutCsvBom } from './csv.ts';

const FIELDS = ['nome', 'valore'];
const ROWS = [
  ['=HYPERLINK("http://x")', '+1'],
  ['-2', '@SUM(A1)'],
  ['-3,7038', '41,9028'],
  ['ok; con punto e virgola', 'a capo\r\nqui'],
  [' spazio', 'virgolette "dentro"'],
  ['\tTab', 'Forlì'],
  ['', 'semplice'],
];

describe('csvFile', () => {
  test('a BOM, «;» between cells, CRLF after every row, the last too', () => {
    expect(csvFile(['a', 'b'], [['1', '2']])).toBe(`${CSV_BOM}a;b\r\n1;2\r\n`);
    expect(csvFile(['a', 'b'], [])).toBe(`${CSV_BOM}a;b\r\n`);
  });

  test('formulas get an apostrophe and quotes; numbers with a decimal comma, negative too, do not', () => {
    const text = csvFile(FIELDS, ROWS);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")";+1\r\n`);
    expect(text).toContain(`-2;"'@SUM(A1)"\r\n`);
    expect(text).toContain('-3,7038;41,9028\r\n');
  });

  test('after the mark, the same bytes papaparse wrote with the same options', () => {
    const papa = Papa.unparse({ fields: FIELDS, data: ROWS }, { delimiter: ';', newline: '\r\n', escapeFormulae: CSV_FORMULA_START });
    expect(csvFile(FIELDS, ROWS)).toBe(`${CSV_BOM}${papa}\r\n`);
  });

  test('read back by papaparse, cells come back as written (the defusing apostrophe aside)', () => {
    const parsed = Papa.parse<string[]>(withoutCsvBom(csvFile(FIELDS, ROWS)), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(FIELDS);
    expect(parsed.data[4]).toEqual(['ok; con punto e virgola', 'a capo\r\nqui']);
    expect(parsed.data[6]).toEqual(["'\tTab", 'Forlì']);
  });
});

test('csvNumber writes the decimal comma', () => {
  expect(csvNumber(-3.7038)).toBe('-3,7038');
  expect(csvNumber(12)).toBe('12');
});

test('withoutCsvBom reads a file with or without the mark alike', () => {
  expect(withoutCsvBom(`${CSV_BOM}a;b`)).toBe('a;b');
  expect(withoutCsvBom('a;b')).toBe('a;b');
});
