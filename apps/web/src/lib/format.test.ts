/** it-IT formats: positions truncated to the arc-second like the API, orbs with a decimal comma, dates and months. */
import { describe, expect, test } from 'vitest';
import { formatDateIt, formatDecimalIt, formatMonthNameIt, formatMonthIt, formatOrb, formatPeriodIt, formatSignPosition, formatUtcInstantIt } from './format.ts';
import { numberFieldValue } from './birth-form-values.ts';

describe('formats', () => {
  test.each([
    [280.771732, `10°46'18"`],
    [29.9999999, `29°59'59"`],
    [0, `0°00'00"`],
    [359.5, `29°30'00"`],
  ])('sign position of %d is %s', (lon, text) => {
    expect(formatSignPosition(lon)).toBe(text);
  });

  test('orb, date, month, instant', () => {
    expect(formatOrb(2.346)).toBe('2,35°');
    expect(formatDateIt('1990-01-01')).toBe('01/01/1990');
    expect(formatDateIt('domani')).toBe('domani');
    expect(formatMonthIt('2025-03')).toBe('marzo 2025');
    expect([1, 2, 12].map(formatMonthNameIt)).toEqual(['gennaio', 'febbraio', 'dicembre']);
    expect(formatPeriodIt('2025-01-01 - 2025-02-28')).toBe('01/01/2025 – 28/02/2025');
    expect(formatPeriodIt('gennaio')).toBe('gennaio');
    expect(formatUtcInstantIt('1990-01-01T11:00:00Z')).toBe('01/01/1990, 11:00:00 UT');
  });

  test.each([
    [2460677, 6, '2460677,000000'],
    [-0.33290394, 4, '-0,3329'],
    [281.32343405, 4, '281,3234'],
    [90, 0, '90'],
  ])('decimal %d with %d digits is %s', (value, digits, text) => {
    expect(formatDecimalIt(value, digits)).toBe(text);
  });

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
});
