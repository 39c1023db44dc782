/**
 * Profiles ⇄ CSV. Export: the one CSV convention of the app and the server's exports (the
 * contract's csvFile, decision 0061: a BOM for UTF-8, `;` between cells, decimal commas, CRLF
 * rows, formula cells (=, +, -, @ …) prefixed with an apostrophe, numbers left as numbers), a
 * header row of the spec's fields. Import (papaparse): with or without the BOM (files saved before
 * the convention too), every row checked, a bad row reported with its line number and skipped; the
 * apostrophe added on export is removed.
 */
import Papa from 'papaparse';
import { csvFile, csvNumber, withoutCsvBom } from '@astrolabio/contract';
import { it } from '../../i18n/it.ts';
import { invalidProfileReason, PROFILE_FIELDS, profileSchema, type Profile } from './profile.ts';

export const PROFILES_CSV_FILE_NAME = 'backup_profili.csv';

export function profilesToCsv(profiles: readonly Profile[]): string {
  const cell = (v: string | number | null) => (typeof v === 'number' ? csvNumber(v) : v ?? '');
  return csvFile(PROFILE_FIELDS, profiles.map((p) => PROFILE_FIELDS.map((f) => cell(p[f]))));
}

export interface CsvRowError {
  /** 1-based line of the file where the row starts. */
  line: number;
  reason: string;
}

/** A profile read from the file, with the line where its row starts. */
export interface CsvProfileRow {
  line: number;
  profile: Profile;
}

export interface ParsedProfilesCsv {
  /** One row per name: when a file repeats a name, its last row wins and the others are errors. */
  rows: CsvProfileRow[];
  errors: CsvRowError[];
  /** Set when the file as a whole cannot be read as profiles: nothing is imported. */
  fatal?: string;
}

/** Undoes export's formula defusing: `'=A1` → `=A1`; any other cell is unchanged. */
function undefuse(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** 1-based line of each offset, read through the text once. */
function lineCounter(text: string) {
  let offset = 0;
  let line = 1;
  return (to: number) => {
    for (; offset < to && offset < text.length; offset++) if (text.charCodeAt(offset) === 10) line++;
    return line;
  };
}

interface RawRow {
  cells: string[];
  line: number;
  /** 'quote': a quote opened and never closed; 'shape': any other parsing error. */
  broken: 'quote' | 'shape' | null;
}

/**
 * The file's rows with the line each starts on. A quote opened and never closed (or closed only by
 * a quote lines later) would swallow the rows after it into one cell: that row is reported at its
 * first line, and reading starts again on the next line, so the rows after it are read as rows.
 */
function readRows(text: string): RawRow[] {
  const rows: RawRow[] = [];
  const lineAt = lineCounter(text);
  let delimiter: string | undefined;
  for (let offset = 0; offset < text.length;) {
    let restartAt: number | null = null;
    let cursor = 0;
    Papa.parse<string[]>(text.slice(offset), {
      delimiter,
      skipEmptyLines: 'greedy',
      step: (r, parser) => {
        delimiter ??= r.meta.delimiter;
        // Skip the blank lines before the row so that its line is where its first cell is.
        let s = offset + cursor;
        while (s < text.length && (text[s] === '\n' || text[s] === '\r')) s++;
        const line = lineAt(s);
        // Unclosed (MissingQuotes), or closed lines later by a quote inside a cell (InvalidQuotes).
        if (r.errors.some((e) => e.type === 'Quotes')) {
          rows.push({ cells: [], line, broken: 'quote' });
          const nextLine = text.indexOf('\n', s);
          restartAt = nextLine < 0 ? text.length : nextLine + 1;
          parser.abort();
          return;
        }
        rows.push({ cells: r.data, line, broken: r.errors.length > 0 ? 'shape' : null });
        cursor = r.meta.cursor;
      },
    });
    if (restartAt === null) break;
    offset = restartAt;
  }
  return rows;
}

export function parseProfilesCsv(input: string): ParsedProfilesCsv {
  const text = withoutCsvBom(input);
  const [header, ...body] = readRows(text);
  if (!header) return { rows: [], errors: [], fatal: it.profiles.importEmpty };
  const columns = header.cells.map((h) => h.trim());
  const missing = (['profileName'] as const).filter((f) => !columns.includes(f));
  if (header.broken || missing.length > 0) return { rows: [], errors: [], fatal: it.profiles.importBadHeader(missing.join(', ') || 'profileName') };

  const byName = new Map<string, CsvProfileRow>();
  const errors: CsvRowError[] = [];
  for (const row of body) {
    if (row.broken === 'quote') {
      errors.push({ line: row.line, reason: it.profiles.invalidField.quote });
      continue;
    }
    if (row.broken || row.cells.length !== columns.length) {
      errors.push({ line: row.line, reason: it.profiles.invalidField.columns });
      continue;
    }
    const record: Record<string, string> = {};
    columns.forEach((c, i) => {
      if ((PROFILE_FIELDS as readonly string[]).includes(c)) record[c] = undefuse(row.cells[i] ?? '');
    });
    const parsed = profileSchema.safeParse(record);
    if (!parsed.success) {
      errors.push({ line: row.line, reason: invalidProfileReason(parsed.error) });
      continue;
    }
    // The last row of a name wins, as it would when typing them one by one; the earlier is named.
    const earlier = byName.get(parsed.data.profileName);
    if (earlier) errors.push({ line: earlier.line, reason: it.profiles.repeatedName(row.line) });
    byName.set(parsed.data.profileName, { line: row.line, profile: parsed.data });
  }
  const rows = [...byName.values()].sort((a, b) => a.line - b.line);
  errors.sort((a, b) => a.line - b.line);
  if (rows.length === 0 && errors.length === 0) return { rows: [], errors: [], fatal: it.profiles.importEmpty };
  return { rows, errors };
}
