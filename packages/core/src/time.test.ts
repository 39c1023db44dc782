import { describe, expect, test } from 'vitest';
import { epochMsToJulianDay, formatUtcSecond, localToUtcMs, parseCivilDateTime } from './time.ts';

describe('civil time → UT → Julian day (exact to the millisecond; JD tolerance 1e-9 day)', () => {
  test.each([
    ['1990-01-01T12:00', 1, '1990-01-01T11:00:00Z'],
    ['1990-01-01T12:00', 5.5, '1990-01-01T06:30:00Z'],
    ['2015-04-25T11:56:26', 5.75, '2015-04-25T06:11:26Z'],
    ['1990-01-01T12:00', -3.5, '1990-01-01T15:30:00Z'],
    ['2200-03-01T03:33', 12.75, '2200-02-28T14:48:00Z'], // 2200 is not a leap year
    ['1999-12-31T23:59:59', -9.5, '2000-01-01T09:29:59Z'],
    ['1800-01-01T12:00', 14, '1799-12-31T22:00:00Z'],
  ])('%s at UTC%s → %s', (local, offset, ut) => {
    expect(formatUtcSecond(localToUtcMs(parseCivilDateTime(local)!, offset))).toBe(ut);
  });

  test('J2000.0 is JD 2451545.0', () => {
    expect(epochMsToJulianDay(Date.UTC(2000, 0, 1, 12))).toBeCloseTo(2451545, 9);
  });

  test.each(['2023-02-29', '1900-02-29', '1990-13-01T00:00', '1990-01-01T24:00', '1990-01-01T23:60', 'abc', ''])('%s is not a civil date-time', (text) => {
    expect(parseCivilDateTime(text)).toBeNull();
  });

  test('2000-02-29 and 2400-02-29 exist (divisible by 400)', () => {
    expect(parseCivilDateTime('2000-02-29')).not.toBeNull();
    expect(parseCivilDateTime('2400-02-29')).not.toBeNull();
  });
});
