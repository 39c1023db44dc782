/**
 * The CSV files the server writes for people to open in a spreadsheet (the transits table, the
 * subscribers' export): one convention for all of them, built with papaparse.
 */
import Papa from 'papaparse';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Cells are separated by semicolons: Excel in an Italian locale opens such a file in columns. */
const CSV_DELIMITER = ';';
const CSV_NEWLINE = '\r\n';

/**
 * A CSV table: `;` between cells, CRLF after every row (the last too, so files end in a line
 * break), quotes where a cell needs them, and every cell that a spreadsheet would run as a formula
 * (= + - @, tab, carriage return first) prefixed with '.
 */
export function csvText(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  const table = Papa.unparse({ fields: [...fields], data: rows.map((r) => [...r]) }, { delimiter: CSV_DELIMITER, newline: CSV_NEWLINE, escapeFormulae: true });
  return table + CSV_NEWLINE;
}
