/**
 * «Esserci dal …», the day before a return at the same civil hour (a nominal day, RFC 5545's -P1D):
 * 23 or 25 hours before when the clocks change between, in the place's own zone.
 * The clock changes are zdump's (`zdump -v -c 2025,2026 Europe/Rome America/New_York`, tzdata of
 * Debian): Rome to CEST at 30/03/2025 01:00 UT, back to CET at 26/10/2025 01:00 UT; New York to EDT
 * at 09/03/2025 07:00 UT.
 */
import { describe, expect, test } from 'vitest';
import { placeTimeDayBefore } from './return-zone.ts';

const ROMA = { latitude: 41.9028, longitude: 12.4964 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const HOUR_MS = 3_600_000;

const dayBefore = (place: typeof ROMA, instant: string, zone: string | null) => {
  const r = placeTimeDayBefore(place, Date.parse(instant), zone);
  return { utc: new Date(r.epochMs).toISOString(), civil: r.time.locale, offset: r.time.utcOffset, hoursBefore: (Date.parse(instant) - r.epochMs) / HOUR_MS };
};

describe('the day before at the same civil hour', () => {
  test('with no change of the clocks between: 24 hours', () => {
    expect(dayBefore(ROMA, '2025-07-15T12:00:00Z', 'Europe/Rome')).toEqual({ utc: '2025-07-14T12:00:00.000Z', civil: '2025-07-14T14:00:00', offset: 'UTC+02:00', hoursBefore: 24 });
  });

  test('summer time starts between: 10:00 CEST on Sunday 30 March, 10:00 CET the Saturday, 23 hours before', () => {
    expect(dayBefore(ROMA, '2025-03-30T08:00:00Z', 'Europe/Rome')).toEqual({ utc: '2025-03-29T09:00:00.000Z', civil: '2025-03-29T10:00:00', offset: 'UTC+01:00', hoursBefore: 23 });
  });

  test('summer time ends between: 10:00 CET on Sunday 26 October, 10:00 CEST the Saturday, 25 hours before', () => {
    expect(dayBefore(ROMA, '2025-10-26T09:00:00Z', 'Europe/Rome')).toEqual({ utc: '2025-10-25T08:00:00.000Z', civil: '2025-10-25T10:00:00', offset: 'UTC+02:00', hoursBefore: 25 });
  });

  test('the place’s own clocks, not Rome’s: New York changes three weeks earlier', () => {
    expect(dayBefore(NEW_YORK, '2025-03-09T16:30:00Z', 'America/New_York')).toEqual({ utc: '2025-03-08T17:30:00.000Z', civil: '2025-03-08T12:30:00', offset: 'UTC−05:00', hoursBefore: 23 });
    expect(dayBefore(ROMA, '2025-03-09T16:30:00Z', 'Europe/Rome').hoursBefore).toBe(24);
  });

  test('an hour the clocks skipped that day is read as a birth at that hour is (the offset before the change) and named as the clocks showed it', () => {
    // 02:30 CEST on Monday 31 March: 02:30 of Sunday 30 March did not exist in Rome; 02:30 CET is 03:30 CEST.
    expect(dayBefore(ROMA, '2025-03-31T00:30:00Z', 'Europe/Rome')).toEqual({ utc: '2025-03-30T01:30:00.000Z', civil: '2025-03-30T03:30:00', offset: 'UTC+02:00', hoursBefore: 23 });
  });

  test('at sea (no zone): UTC, 24 hours', () => {
    expect(dayBefore(ROMA, '2025-03-30T08:00:00Z', null)).toMatchObject({ utc: '2025-03-29T08:00:00.000Z', hoursBefore: 24 });
  });
});
