/** A number field of the birth form read as people type it: a decimal comma or point, blank or not a number as null. */
import { expect, test } from 'vitest';
import { numberFieldValue } from './birth-form-values.ts';

test.each([
  [41.9, 41.9],
  ['41,9028', 41.9028],
  ['-3.7', -3.7],
  ['', null],
  ['-', null],
  ['abc', null],
])('number field %s → %s', (v, n) => {
  expect(numberFieldValue(v)).toBe(n);
});
