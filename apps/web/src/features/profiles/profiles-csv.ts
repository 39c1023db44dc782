/**
 * Profiles ⇄ CSV (papaparse). Export: a header row of the spec's fields, cells that a spreadsheet
 * would run as formulas (=, +, -, @ …) prefixed with an apostrophe. Import: every row checked,
 * a bad row reported with its line number and skipped; the apostrophe added on export is removed.
 */
import Papa from 'papaparse';
import { it } from '../../i18n/it.ts';
import { invalidProfileReason, PROFILE_FIELDS, profileSchema, type Profile } from './profile.ts';

export const PROFILES_CSV_FILE_NAME = 'backup_profili.csv';

export function profilesToCsv(profiles: readonly Profile[]): string {
  const rows = profiles.map((p) => PROFILE_FIELDS.map((f) => p[f] ?? ''));
  // Numbers stay numbers, so a negative longitude is written as -3.7 and not defused into text.
  return Papa.unparse({ fields: [...PROFILE_FIELDS], data: rows }, { escapeFormulae: true });
}

export interface CsvRowError {
  /** 1-based line of the file where the row starts. */
  line: number;
  reason: string;
}

export interface ParsedProfilesCsv {
  profiles: Profile[];
  errors: CsvRowError[];
  /** Set when the file as a whole cannot be read as profiles: nothing is imported. */
  fatal?: string;
}

/** Undoes export's formula defusing: `'=A1` → `=A1`; any other cell is unchanged. */
function undefuse(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function parseProfilesCsv(input: string): ParsedProfilesCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: { cells: string[]; line: number; broken: boolean }[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (r) => {
      // Skip the blank lines before the row so that its line is where its first cell is.
      let s = start;
      while (s < text.length && (text[s] === '\n' || text[s] === '\r')) s++;
      rows.push({ cells: r.data, line: lineAt(text, s), broken: r.errors.length > 0 });
      start = r.meta.cursor;
    },
  });
  const [header, ...body] = rows;
  if (!header) return { profiles: [], errors: [], fatal: it.profiles.importEmpty };
  const columns = header.cells.map((h) => h.trim());
  const missing = (['profileName'] as const).filter((f) => !columns.includes(f));
  if (missing.length > 0) return { profiles: [], errors: [], fatal: it.profiles.importBadHeader(missing.join(', ')) };

  const profiles: Profile[] = [];
  const errors: CsvRowError[] = [];
  for (const row of body) {
    if (row.broken || row.cells.length !== columns.length) {
      errors.push({ line: row.line, reason: it.profiles.invalidField.columns });
      continue;
    }
    const record: Record<string, string> = {};
    columns.forEach((c, i) => {
      if ((PROFILE_FIELDS as readonly string[]).includes(c)) record[c] = undefuse(row.cells[i] ?? '');
    });
    const parsed = profileSchema.safeParse(record);
    if (parsed.success) profiles.push(parsed.data);
    else errors.push({ line: row.line, reason: invalidProfileReason(parsed.error) });
  }
  if (profiles.length === 0 && errors.length === 0) return { profiles: [], errors: [], fatal: it.profiles.importEmpty };
  return { profiles, errors };
}
