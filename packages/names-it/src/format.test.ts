/** Unit tests of the Italian zodiac text (formatZodiacIt). */
import { describe, expect, test } from 'vitest';
import { formatZodiacIt, formatZodiacTextIt } from './format.ts';

describe('formatZodiacIt: whole degrees and arc-minutes, truncated, then the Italian sign', () => {
  test.each([
    [135.5333, "15°31' Leone"], [135.55, "15°33' Leone"], [280.7717825, "10°46' Capricorno"], [0, "0°00' Ariete"],
    [29.9999999, "29°59' Ariete"], [359.99999, "29°59' Pesci"], [14.7448733, "14°44' Ariete"],
  ])('%d° → %s', (lon, text) => {
    expect(formatZodiacIt(lon)).toBe(text);
  });
});

describe('formatZodiacTextIt: the same, with a prime for sentences', () => {
  test('writes 15°32′ Leone', () => {
    expect(formatZodiacTextIt(120 + 15 + 32 / 60 + 0.001)).toBe('15°32′ Leone');
  });
});
