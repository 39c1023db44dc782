/** Unit tests of civil time → UT → Julian day, the supported range and the UTC text formats. */
import { describe, expect, test } from 'vitest';
import {
  epochMsToJulianDay, formatUtcMinute, localTimeToJulianDay, formatUtcSecond, isSupportedJulianDay, localToUtcMs, parseCivilDateTime,
  SUPPORTED_JD_END, SUPPORTED_JD_START, civilToEpochMs, utcDateOf,
} from './time.ts';

describe('civil time → UT → Julian day (tolerance 1e-9 day ≈ 0.1 ms)', () => {
  test.each([
    ['1990-01-01T12:00', 1, 2447892.9583333333],
    ['2000-01-01T12:00', 0, 2451545.0],
    ['1800-01-01T00:00', 0, 2378496.5],
    ['1987-04-10T19:21', 0, 2446896.30625], // Meeus, Astronomical Algorithms, example 12.b
    ['2025-06-21T05:30', 5.5, 2460847.5],
    ['2025-06-20T21:15', -2.75, 2460847.5],
  ])('%s at UTC%+d → JD %d', (text, offset, jd) => {
    expect(localTimeToJulianDay(parseCivilDateTime(text)!, offset)).toBeCloseTo(jd, 9);
  });

  test.each([
    ['2015-04-25T11:56:26', 5.75, '2015-04-25T06:11:26Z'],
    ['1990-01-01T12:00', -3.5, '1990-01-01T15:30:00Z'],
    ['2200-03-01T03:33', 12.75, '2200-02-28T14:48:00Z'], // 2200 is not a leap year
    ['1999-12-31T23:59:59', -9.5, '2000-01-01T09:29:59Z'],
    ['1990-01-01T12:00', 14, '1989-12-31T22:00:00Z'],
  ])('%s at UTC%s is %s (quarter hours, across days and years)', (local, offset, ut) => {
    expect(formatUtcSecond(localToUtcMs(parseCivilDateTime(local)!, offset))).toBe(ut);
  });

  test.each(['1990-02-29', '2023-02-29T10:00', '1990-13-01', '1990-00-10', '1990-01-01T24:00', '1990-01-01T10:60', '1990-1-1', '', 'oggi'])(
    'rejects %j', (text) => expect(parseCivilDateTime(text)).toBeNull(),
  );

  test('accepts leap days and seconds', () => {
    expect(parseCivilDateTime('2024-02-29T23:59:59')).toMatchObject({ day: 29, second: 59 });
    expect(parseCivilDateTime('2000-02-29')).not.toBeNull();
    expect(parseCivilDateTime('1900-02-29')).toBeNull();
  });

  test('supported range is [1800-01-01 06:00 UT, 2400-01-01 00:00 UT) (see SUPPORTED_JD_START)', () => {
    const first = epochMsToJulianDay(civilToEpochMs(parseCivilDateTime('1800-01-01T06:00')!));
    const afterLast = epochMsToJulianDay(civilToEpochMs(parseCivilDateTime('2400-01-01')!));
    expect(first).toBe(SUPPORTED_JD_START);
    expect(afterLast).toBe(SUPPORTED_JD_END);
    expect(isSupportedJulianDay(first)).toBe(true);
    expect(isSupportedJulianDay(first - 1e-6)).toBe(false);
    expect(isSupportedJulianDay(afterLast)).toBe(false);
  });

  test('UTC minute format rounds to the nearest minute', () => {
    expect(formatUtcMinute(Date.UTC(2025, 2, 14, 8, 21, 29))).toBe('2025-03-14T08:21Z');
    expect(formatUtcMinute(Date.UTC(2025, 2, 14, 8, 21, 30))).toBe('2025-03-14T08:22Z');
  });
});

describe('UTC formats written out by hand agree with Date#toISOString (exact)', () => {
  test('every 1 day 7 h 13 min 29.5 s from 1799 to 2401, and around the epoch', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(1799, 0, 1); ms < Date.UTC(2401, 0, 1); ms += 112_409_500) {
      const rounded = Math.round(ms / 60_000) * 60_000;
      if (formatUtcMinute(ms) !== new Date(rounded).toISOString().slice(0, 16) + 'Z') mismatches.push(`minute ${ms}`);
      if (utcDateOf(ms) !== new Date(ms).toISOString().slice(0, 10)) mismatches.push(`date ${ms}`);
    }
    expect(mismatches).toEqual([]);
    expect(utcDateOf(-1)).toBe('1969-12-31');
    expect(formatUtcMinute(-30_001)).toBe('1969-12-31T23:59Z');
    expect(utcDateOf(Date.UTC(2024, 1, 29, 23, 59))).toBe('2024-02-29');
  });
});
