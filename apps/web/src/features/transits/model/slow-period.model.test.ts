import { describe, expect, test } from 'vitest';
import { needsYearsAxis, periodDays, slowPeriodDates, slowPeriodYears, yearsAxis, type SlowPeriodChoice } from './slow-period.ts';

const transits = { startDate: '2025-01-01', endDate: '2025-12-31' };

describe('slowPeriodDates', () => {
  test.each<[SlowPeriodChoice, string, string, string]>([
    // choice, birth day, expected start, expected end
    ['transits', '1990-01-01', '2025-01-01', '2025-12-31'],
    // A hundred years from the birth day: 36 525 days, the API's limit.
    ['life', '1990-01-01', '1990-01-01', '2089-12-31'],
    ['life', '1992-02-29', '1992-02-29', '2092-02-28'],
    ['5y', '1990-01-01', '2025-01-01', '2029-12-31'],
    ['50y', '1990-01-01', '2025-01-01', '2074-12-31'],
    // Born inside the transit period: the slow period starts at birth.
    ['10y', '2025-06-15', '2025-06-15', '2035-06-14'],
    ['transits', '2025-06-15', '2025-06-15', '2025-12-31'],
    // Born after the transit period: an empty-looking but valid one-day period, never end < start.
    ['transits', '2026-03-01', '2026-03-01', '2026-03-01'],
  ])('%s, born %s → %s … %s', (choice, birthDate, start, end) => {
    expect(slowPeriodDates(choice, { birthDate, ...transits })).toEqual({ startDate: start, endDate: end });
  });

  test('a life never passes 36 525 days nor the last supported date', () => {
    const life = slowPeriodDates('life', { birthDate: '1990-01-01', ...transits });
    expect(periodDays(life.startDate, life.endDate)).toBe(36_525);
    expect(slowPeriodDates('life', { birthDate: '2350-05-05', ...transits }).endDate).toBe('2399-12-31');
  });

  test('N years', () => {
    expect(slowPeriodYears('20y')).toBe(20);
    expect(slowPeriodYears('life')).toBeNull();
  });
});

describe('needsYearsAxis', () => {
  test('the transits period of a year shares the months; longer or other periods get years', () => {
    expect(needsYearsAxis(transits, transits)).toBe(false);
    expect(needsYearsAxis({ startDate: '2025-01-01', endDate: '2034-12-31' }, { startDate: '2025-01-01', endDate: '2034-12-31' })).toBe(true);
    expect(needsYearsAxis({ startDate: '1990-01-01', endDate: '2089-12-31' }, transits)).toBe(true);
  });
});

describe('yearsAxis', () => {
  test('a hundred years on 1 000 px: a tick each 1 January, labels every 5 years (10 px a year)', () => {
    const axis = yearsAxis('1990-01-01', '2089-12-31', 1000);
    expect(axis.ticks).toHaveLength(100);
    expect(axis.ticks[0]).toEqual({ year: 1990, x: 0, labelled: true });
    expect(axis.labelEveryYears).toBe(5);
    expect(axis.ticks.filter((t) => t.labelled).map((t) => t.year).slice(0, 3)).toEqual([1990, 1995, 2000]);
    // 2040 is 50 years in: half-way, to a fraction of a pixel.
    expect(axis.ticks.find((t) => t.year === 2040)!.x).toBeCloseTo(500, 0);
    expect(axis.instantX(Date.parse('2200-01-01'))).toBe(1000);
    expect(axis.instantX(Date.parse('1900-01-01'))).toBe(0);
  });

  test.each([[4100, 1], [2100, 2], [1000, 5], [500, 10], [150, 20]])('100 years on %i px: labels every %i years', (widthPx, step) => {
    expect(yearsAxis('1990-01-01', '2089-12-31', widthPx).labelEveryYears).toBe(step);
  });

  test('a period starting mid-year has its first tick on the next 1 January', () => {
    const axis = yearsAxis('2025-06-15', '2035-06-14', 800);
    expect(axis.ticks.map((t) => t.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    expect(axis.ticks[0]!.x).toBeGreaterThan(0);
  });
});
