/** An import decided against the storage as it is when it writes: taken names are asked about, never overwritten silently. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_BIRTH_FORM_VALUES } from '../../birth-data/birth-form-values.ts';
import { importOutcome, planImport } from './import-plan.ts';
import { profileFromForm } from './profile.ts';
import type { CsvProfileRow } from './profiles-csv.ts';

const row = (line: number, name: string): CsvProfileRow => ({ line, profile: profileFromForm(name, '', DEFAULT_BIRTH_FORM_VALUES) });
const rows = [row(2, 'Anna'), row(3, 'Bruno'), row(4, 'Carla')];

describe('planImport', () => {
  test('free names are saved; a taken name with no decision stops the import to ask', () => {
    const plan = planImport(rows, (n) => n === 'Bruno', new Map());
    expect(plan.unasked).toEqual(['Bruno']);
  });

  test('a name taken since the question (another tab saved it) is asked about too', () => {
    const decided = new Map([['Bruno', 'keep' as const]]);
    const plan = planImport(rows, (n) => n === 'Bruno' || n === 'Carla', decided);
    expect(plan.unasked).toEqual(['Carla']);
  });

  test('the choices are followed: overwrite saves, keep leaves the stored profile', () => {
    const plan = planImport(rows, (n) => n !== 'Anna', new Map([['Bruno', 'overwrite' as const], ['Carla', 'keep' as const]]));
    expect(plan.unasked).toEqual([]);
    expect(plan.save.map((r) => r.profile.profileName)).toEqual(['Anna', 'Bruno']);
    expect(plan.kept.map((r) => r.profile.profileName)).toEqual(['Carla']);
  });

  test('a name freed since the question is simply saved', () => {
    const plan = planImport(rows, () => false, new Map([['Bruno', 'keep' as const]]));
    expect(plan.save).toHaveLength(3);
    expect(plan.kept).toEqual([]);
  });
});

describe('importOutcome', () => {
  test('every row not imported, by line: one summary', () => {
    const outcome = importOutcome(2, [{ line: 5, reason: 'x' }], [{ line: 3, reason: 'y' }]);
    expect(outcome).toEqual({ imported: 2, discarded: [{ line: 3, reason: 'y' }, { line: 5, reason: 'x' }] });
  });
});
