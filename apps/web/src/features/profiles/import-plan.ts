/**
 * What a CSV import does, decided against the storage as it is at that moment (another tab may
 * have saved since the file was chosen): rows whose name is free are saved; a taken name (readable
 * or not) is saved or kept only as the user chose for it, and a taken name not asked about yet
 * stops the import until it is. Pure: the storage is read through `isTaken`.
 */
import type { CsvProfileRow, CsvRowError } from './profiles-csv.ts';

export type ConflictChoice = 'overwrite' | 'keep';

export interface ImportPlan {
  /** Taken names the user has not been asked about: ask before writing anything. */
  unasked: string[];
  save: CsvProfileRow[];
  /** Rows left out because a profile of that name exists and the user chose to keep it. */
  kept: CsvProfileRow[];
}

export function planImport(
  rows: readonly CsvProfileRow[],
  isTaken: (name: string) => boolean,
  decisions: ReadonlyMap<string, ConflictChoice>,
): ImportPlan {
  const plan: ImportPlan = { unasked: [], save: [], kept: [] };
  for (const row of rows) {
    const name = row.profile.profileName;
    if (!isTaken(name)) plan.save.push(row);
    else if (decisions.get(name) === 'overwrite') plan.save.push(row);
    else if (decisions.get(name) === 'keep') plan.kept.push(row);
    else plan.unasked.push(name);
  }
  return plan;
}

export interface ImportOutcome {
  imported: number;
  /** Every row not imported, by line: unreadable rows, repeated names, kept profiles, rows the storage refused. */
  discarded: CsvRowError[];
}

/** One summary of an import; the spec's success toast only when `discarded` is empty. */
export function importOutcome(imported: number, errors: readonly CsvRowError[], notSaved: readonly CsvRowError[]): ImportOutcome {
  return { imported, discarded: [...errors, ...notSaved].sort((a, b) => a.line - b.line) };
}
