/** The return's years: after the birth, within the ephemeris, around this year. */
import { expect, test } from 'vitest';
import { defaultReturnYear, returnYears } from './return-years.ts';

test('around this year, never the birth year or before', () => {
  const years = returnYears(1990, 2026);
  expect(years[0]).toBe(1996);
  expect(years.at(-1)).toBe(2056);
  expect(returnYears(2020, 2026)[0]).toBe(2021);
});
test('never past the ephemeris (a return of 2399 may fall in 2400)', () => {
  expect(returnYears(2380, 2390).at(-1)).toBe(2398);
});
test('the default is this year\'s return, or the first birthday for a birth this year', () => {
  expect(defaultReturnYear(1990, 2026)).toBe(2026);
  expect(defaultReturnYear(2026, 2026)).toBe(2027);
});
