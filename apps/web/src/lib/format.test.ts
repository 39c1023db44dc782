/** it-IT formats: positions truncated to the arc-second like the API, orbs and coordinates in degrees and minutes, offsets, dates (the first of the month as «1º») and months. */
import { describe, expect, test } from 'vitest';
import {
  formatCoordinateIt,
  formatDateIt,
  formatDecimalIt,
  formatLocalInstantIt,
  formatLongDateIt,
  formatMonthIt,
  formatMonthNameIt,
  formatOrb,
  formatPeriodIt,
  formatSignDegreesMinutes,
  formatSignPosition,
  formatUtcInstantIt,
  formatUtcInstantMsIt,
  formatUtcOffsetIt,
  formatZodiacIt,
  signDegreesMinutesParts,
} from './format.ts';

describe('formats', () => {
  test.each([
    [280.771732, '10°46′18″'],
    [29.9999999, '29°59′59″'],
    [0, '0°00′00″'],
    [359.5, '29°30′00″'],
  ])('sign position of %d is %s', (lon, text) => {
    expect(formatSignPosition(lon)).toBe(text);
  });

  // The one place-in-sign text to the minute (the wheel's «4°♑37′»): truncated, two-digit minutes, a prime.
  test.each([
    [280.771732, '10°46′ Capricorno', { degrees: '10°', minutes: '46′', sign: 'capricorn' }],
    [29.9999999, '29°59′ Ariete', { degrees: '29°', minutes: '59′', sign: 'aries' }],
    [120.0833, '0°04′ Leone', { degrees: '0°', minutes: '04′', sign: 'leo' }],
  ])('zodiac text of %d is %s', (lon, text, parts) => {
    expect(formatZodiacIt(lon)).toBe(text);
    expect(signDegreesMinutesParts(lon)).toEqual(parts);
  });

  test.each([
    [6.1537, '6°09′'],
    [6.15, '6°09′'],
    [0.999, '0°59′'],
    [2.5, '2°30′'],
    [0, '0°00′'],
    [7.9999999, '7°59′'],
  ])('orb %d° is %s (truncated to the minute, as astro.com)', (orb, text) => {
    expect(formatOrb(orb)).toBe(text);
  });

  test.each([
    [41.902782, 'latitude', '41°54′ N'],
    [-33.8688, 'latitude', '33°52′ S'],
    [12.496366, 'longitude', '12°29′ E'],
    [-3.7038, 'longitude', '3°42′ O'],
  ] as const)('coordinate %d (%s) is %s', (deg, axis, text) => {
    expect(formatCoordinateIt(deg, axis)).toBe(text);
  });

  test.each([
    [1, 'UTC+1'],
    [2, 'UTC+2'],
    [5.5, 'UTC+5:30'],
    [5.75, 'UTC+5:45'],
    [-3, 'UTC−3'],
    [-9.5, 'UTC−9:30'],
    [0, 'UTC+0'],
    [2996 / 3600, 'UTC+0:49:56'],
  ])('offset %d h is %s', (hours, text) => {
    expect(formatUtcOffsetIt(hours)).toBe(text);
  });

  test('orb, date, month, instant', () => {
    expect(formatSignDegreesMinutes(280.771732)).toBe('10°46′');
    expect(formatDateIt('1990-01-01')).toBe('01/01/1990');
    expect(formatDateIt('domani')).toBe('domani');
    expect(formatMonthIt('2025-03')).toBe('marzo 2025');
    expect([1, 2, 12].map(formatMonthNameIt)).toEqual(['gennaio', 'febbraio', 'dicembre']);
    expect(formatPeriodIt('2025-01-01 - 2025-02-28')).toBe('01/01/2025 – 28/02/2025');
    expect(formatPeriodIt('gennaio')).toBe('gennaio');
    expect(formatUtcInstantIt('1990-01-01T11:00:00Z')).toBe('01/01/1990, 11:00:00 UT');
    expect(formatUtcInstantMsIt(Date.parse('2027-01-01T10:37:46Z'))).toBe('01/01/2027, 10:37:46 UT');
  });

  test.each([
    [2460677, 6, '2460677,000000'],
    [-0.33290394, 4, '-0,3329'],
    [281.32343405, 4, '281,3234'],
    [90, 0, '90'],
    [41.902782, undefined, '41,902782'],
    [-12.5, undefined, '-12,5'],
  ])('decimal %d with %s digits is %s', (value, digits, text) => {
    expect(formatDecimalIt(value, digits)).toBe(text);
  });

  test.each([
    ['2026-01-01', '1º gennaio 2026'],
    ['2025-03-03', '3 marzo 2025'],
    ['2026-11-11', '11 novembre 2026'],
    ['2025-12-31', '31 dicembre 2025'],
    ['2025-13', '2025-13'],
  ])('long date %s is %s', (iso, text) => {
    expect(formatLongDateIt(iso)).toBe(text);
  });

  test.each([
    // Midnight in Rome is still the last day of the month in UTC: the local day is the one written.
    [Date.parse('2025-12-31T23:30Z'), 'Europe/Rome', { date: '1º gennaio 2026', time: '00:30', zone: 'CET' }],
    [Date.parse('2025-05-01T07:12Z'), 'Europe/Rome', { date: '1º maggio 2025', time: '09:12', zone: 'CEST' }],
    [Date.parse('2025-04-14T07:12Z'), 'UTC', { date: '14 aprile 2025', time: '07:12', zone: 'UTC' }],
  ])('local instant %d in %s', (ms, zone, parts) => {
    expect(formatLocalInstantIt(ms, zone)).toEqual(parts);
  });
});
