/** The catalogue's plurals and lists come from Intl (it-IT), not from `n === 1 ?` by hand. */
import { expect, test } from 'vitest';
import { countIt, degreesIt, listIt, monthsIt } from './shared.ts';

test.each([
  [0, '0 giorni'],
  [1, '1 giorno'],
  [2, '2 giorni'],
])('countIt(%d) → %s', (n, text) => {
  expect(countIt(n, 'giorno', 'giorni')).toBe(text);
});

test.each([
  [[], ''],
  [['Sole'], 'Sole'],
  [['Sole', 'Luna'], 'Sole e Luna'],
  [['Sole', 'Luna', 'Marte'], 'Sole, Luna e Marte'],
])('listIt(%j) → %s', (items, text) => {
  expect(listIt(items)).toBe(text);
});

test('degrees and months as sentences quote them', () => {
  expect([0.5, 1, 3, 0.01].map(degreesIt)).toEqual(['0,5°', '1°', '3°', '0,01°']);
  expect([1, 3, 12].map(monthsIt)).toEqual(['un mese', 'tre mesi', '12 mesi']);
});
