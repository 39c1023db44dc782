/** The return's years: after the birth, within the ephemeris, around this year. */
import { expect, test } from 'vitest';
import { defaultReturnYear, returnYears } from './return-years.ts';

test('from the first birthday after birth, never the birth year or before', () => {
  // Born 1985: the first return is 1986's (the review saw 1996–2056, 30 years around this year).
  const years = returnYears(1985);
  expect(years[0]).toBe(1986);
  expect(returnYears(2020)[0]).toBe(2021);
});
test('up to the last year the ephemeris supports, whatever this year is', () => {
  expect(returnYears(1985).at(-1)).toBe(2398);
  expect(returnYears(1985)).toHaveLength(2398 - 1986 + 1);
});
test('never past the ephemeris (a return of 2399 may fall in 2400)', () => {
  expect(returnYears(2380).at(-1)).toBe(2398);
});
test('the default is this year\'s return, or the first birthday for a birth this year', () => {
  expect(defaultReturnYear(1990, 2026)).toBe(2026);
  expect(defaultReturnYear(2026, 2026)).toBe(2027);
});
