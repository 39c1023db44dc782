/** The test pages' period rules (spec section 9): month and year ranges, the ten years offered, today's year and month as default. */
import { describe, expect, test } from 'vitest';
import { defaultPeriodChoice, localYearMonth, periodRange, yearChoices } from './period.ts';

/** The last day of a month from JavaScript's own calendar (day 0 of the next month), independent of core's table. */
const lastDayByDate = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

describe('periodRange', () => {
  test.each([
    [2025, 1, '2025-01-01', '2025-01-31'],
    [2025, 2, '2025-02-01', '2025-02-28'],
    [2024, 2, '2024-02-01', '2024-02-29'],
    [2000, 2, '2000-02-01', '2000-02-29'],
    [1900, 2, '1900-02-01', '1900-02-28'],
    [2025, 4, '2025-04-01', '2025-04-30'],
    [2025, 12, '2025-12-01', '2025-12-31'],
  ])('month %i-%i: %s to %s', (year, month, startDate, endDate) => {
    expect(periodRange({ mode: 'month', year, month })).toEqual({ startDate, endDate });
  });

  test.each([2024, 2025, 2100])('every month of %i ends on the day JavaScript\'s calendar says', (year) => {
    for (let month = 1; month <= 12; month++) {
      expect(periodRange({ mode: 'month', year, month }).endDate.slice(8)).toBe(String(lastDayByDate(year, month)));
    }
  });

  test.each([
    [2025, 7, '2025-01-01', '2025-12-31'],
    [2024, 2, '2024-01-01', '2024-12-31'],
  ])('year %i (month %i set aside): %s to %s', (year, month, startDate, endDate) => {
    expect(periodRange({ mode: 'year', year, month })).toEqual({ startDate, endDate });
  });
});

describe('years and defaults', () => {
  test.each([
    [2025, [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]],
    [2030, [2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]],
  ])('in %i the years offered are ten, from five years before', (current, years) => {
    expect(yearChoices(current)).toEqual(years);
  });

  test.each([
    [new Date(2025, 0, 1, 0, 30), { year: 2025, month: 1 }],
    [new Date(2024, 11, 31, 23, 59), { year: 2024, month: 12 }],
    [new Date(2026, 5, 15, 12), { year: 2026, month: 6 }],
  ])('today %s in local time is %o', (now, yearMonth) => {
    expect(localYearMonth(now)).toEqual(yearMonth);
  });

  test('the default is the current month of the current year, in month mode', () => {
    expect(defaultPeriodChoice({ year: 2025, month: 3 })).toEqual({ mode: 'month', year: 2025, month: 3 });
  });
});
