/**
 * The one CSV convention of every file Astrolabio writes for a spreadsheet — the server's exports
 * (transits, techniques, subscribers) and the web's profiles backup (decision 0061): UTF-8 with a
 * byte-order mark (without it Excel in an Italian locale reads «Forlì» as «ForlÃ¬»), `;` between
 * cells (that Excel opens in columns, and the decimal comma cannot clash with), numbers with a
 * decimal comma, CRLF after every row (the last too), and every cell a spreadsheet would run as a
 * formula prefixed with `'`. Readers take a file with or without the mark (`withoutCsvBom`), so
 * files saved before this convention still open. The writing follows papaparse's `unparse`
 * quoting, which both apps used before (the same bytes after the mark).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_NEWLINE = '\r\n';

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return first); a number
 * written with a decimal comma (`-3,7038`) is not one.
 */
export const CSV_FORMULA_START = /^(?![-+]?\d+(,\d+)?$)[=+\-@\t\r]/;

/** What forces a cell into quotes besides a formula's apostrophe (papaparse's BAD_DELIMITERS, and `;`). */
const NEEDS_QUOTES = /[\r\n"\uFEFF;]|^ | $/;

/** A number as an Italian spreadsheet reads it: `41,9028`. */
export const csvNumber = (n: number) => String(n).replace('.', ',');

function csvCell(value: string): string {
  const defused = CSV_FORMULA_START.test(value);
  const text = (defused ? `'${value}` : value).replace(/"/g, '""');
  return defused || NEEDS_QUOTES.test(text) ? `"${text}"` : text;
}

/** A table with its header row, in the convention above: the whole file's text, its mark first. */
export function csvFile(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [fields, ...rows].map((r) => r.map(csvCell).join(CSV_DELIMITER));
  return CSV_BOM + lines.join(CSV_NEWLINE) + CSV_NEWLINE;
}

/** A file's text without the byte-order mark, whether it had one or not. */
export const withoutCsvBom = (text: string) => (text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text);
