/** Birth form rules: dates as Italians type them, the submit button's conditions, the draft that survives a reload. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_BIRTH_FORM_VALUES, clearedBirthFormValues, initialBirthFormValues } from '../../birth-data/birth-form-values.ts';
import { parseItalianDate } from '../../lib/date-text.ts';
import { canSubmit } from './form-rules.ts';
import { DRAFT_STORAGE_KEY, readDraft } from './use-birth-form-draft.ts';

describe('parseItalianDate', () => {
  test.each([
    ['01/01/1990', '1990-01-01'],
    ['1/2/1990', '1990-02-01'],
    ['25-12-2024', '2024-12-25'],
    ['25.12.2024', '2024-12-25'],
    ['1990-01-01', '1990-01-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['12/13/2024', null],
    ['01/01/90', null],
    ['domani', null],
    ['', null],
  ])('%s → %s', (text, iso) => {
    expect(parseItalianDate(text)).toBe(iso);
  });
});

describe('canSubmit (spec section 5)', () => {
  const ready = { ...DEFAULT_BIRTH_FORM_VALUES, latitude: 41.9, longitude: 12.5, transitStart: '2025-01-01', transitEnd: '2025-03-31' };
  test.each([
    ['everything set', ready, false, true],
    ['while loading', ready, true, false],
    ['latitude empty', { ...ready, latitude: '' }, false, false],
    ['longitude empty', { ...ready, longitude: ' ' }, false, false],
    ['transit start empty', { ...ready, transitStart: '' }, false, false],
    ['transit end empty', { ...ready, transitEnd: '' }, false, false],
    ['birth date and time empty (not required by the button)', { ...ready, date: '', time: '' }, false, true],
    ['latitude 0 (a real value)', { ...ready, latitude: 0 }, false, true],
  ])('%s → %s', (_name, values, loading, expected) => {
    expect(canSubmit(values, loading)).toBe(expected);
  });
});

describe('draft', () => {
  test("defaults are the spec's: 1990-01-01, 12:00, time zone 1; the transit period is this calendar year", () => {
    const year = new Date().getFullYear();
    expect(readDraft()).toMatchObject({
      date: '1990-01-01', time: '12:00', timezone: 1, latitude: '', transitStart: `${year}-01-01`, transitEnd: `${year}-12-31`,
    });
  });

  test('keeps the good fields of a damaged draft and defaults the others', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ city: 'Roma', latitude: '41,9', houseSystem: 'astrale', time: 7 }));
    expect(readDraft()).toMatchObject({ city: 'Roma', latitude: '41,9', houseSystem: 'placidus', time: '12:00' });
  });

  test('ignores a draft that is not JSON', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{');
    expect(readDraft()).toEqual(initialBirthFormValues());
  });

  test('"Svuota campi" empties the birth fields, puts the offset back to 1, keeps the period and the calculation options', () => {
    const cleared = clearedBirthFormValues({ ...DEFAULT_BIRTH_FORM_VALUES, city: 'Roma', latitude: 41.9, timezone: 2, houseSystem: 'koch', transitStart: '2026-03-01', transitEnd: '2026-05-31' });
    expect(cleared).toMatchObject({ city: '', date: '', time: '', latitude: '', timezone: 1, houseSystem: 'koch', transitStart: '2026-03-01', transitEnd: '2026-05-31' });
  });

  test('"Svuota campi" with a half-empty period puts back the default year', () => {
    const cleared = clearedBirthFormValues({ ...DEFAULT_BIRTH_FORM_VALUES, transitStart: '2026-03-01', transitEnd: '' }, new Date(2031, 5, 1));
    expect(cleared).toMatchObject({ transitStart: '2031-01-01', transitEnd: '2031-12-31' });
  });
});
