/** Unit tests of daily positions: the days of a period and their 12:00 UT instant. */
import { describe, expect, test } from 'vitest';
import {
  dailyJulianDay,
  dailyPositions,
  datesInPeriod,
  daysInPeriod,
  DAILY_POSITIONS_MAX_DAYS,
  monthKeyOf,
} from './daily-positions.ts';
import type { Ephemeris } from './ephemeris.ts';

/** An ephemeris whose every body sits at the Julian day's fraction × 360 (enough to see the instant). */
const fakeEphemeris: Ephemeris = {
  position: (jdUt, body) => ({ longitude: body === 'trueNode' ? 100 : body === 'meanNode' ? 101 : (jdUt % 1) * 360, latitude: 1, speed: -0.1 }),
  houses: () => null,
};

describe('daily positions: days of a period and the 12:00 UT instant (exact, tolerance 1e-9 day)', () => {
  test('12:00 UT of a day is the Julian day number itself', () => {
    expect(dailyJulianDay('2000-01-01')).toBeCloseTo(2451545.0, 9);
    expect(dailyJulianDay('1800-01-01')).toBeCloseTo(2378497.0, 9);
    expect(dailyJulianDay('2399-12-31')).toBeCloseTo(2597641.0, 9);
  });

  test.each([
    ['2025-01-01', '2025-01-01', 1],
    ['2025-01-01', '2025-12-31', 365],
    ['2024-01-01', '2024-12-31', 366],
    ['2024-01-01', '2026-01-01', DAILY_POSITIONS_MAX_DAYS],
    ['1899-12-31', '1900-03-01', 61], // 1900 is not a leap year
    ['2025-03-02', '2025-03-01', 0],
  ])('%s → %s: %d days', (start, end, days) => {
    expect(daysInPeriod(start, end)).toBe(days);
    expect(datesInPeriod(start, end)).toHaveLength(days);
  });

  test('dates run day by day across month, year and leap-day boundaries', () => {
    expect(datesInPeriod('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesInPeriod('2099-12-31', '2100-01-01')).toEqual(['2099-12-31', '2100-01-01']);
    expect(monthKeyOf('2025-01-15')).toBe('2025-01');
  });

  test('non-dates are refused', () => {
    expect(() => dailyJulianDay('2025-02-29')).toThrow(RangeError);
    expect(() => dailyJulianDay('2025-1-1')).toThrow(RangeError);
  });

  test('every day is computed at 12:00 UT, with the node kind asked for and Nodo Sud opposite', () => {
    const days = dailyPositions(fakeEphemeris, '2025-01-30', '2025-02-02', { node: 'mean', lilith: 'mean' });
    expect(days.map((d) => d.date)).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    for (const d of days) {
      expect(d.jdUt % 1).toBeCloseTo(0, 9); // JD .0 = noon UT
      expect(d.positions.sun!.longitude).toBeCloseTo(0, 6);
      expect(d.positions.northNode!.longitude).toBe(101);
      expect(d.positions.southNode!.longitude).toBe(281);
      expect(Object.keys(d.positions)).toHaveLength(14);
    }
  });
});
