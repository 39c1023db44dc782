/** The lunar returns' period follows the solar return: 365 UTC days from its day. */
import { expect, test } from 'vitest';
import { lunarPeriodAfter } from './lunar-period.ts';

test('from the solar return\'s UTC day, 365 days both included', () => {
  expect(lunarPeriodAfter(Date.parse('2027-01-01T10:37:46Z'))).toEqual({ startDate: '2027-01-01', endDate: '2027-12-31' });
  expect(lunarPeriodAfter(Date.parse('2028-01-01T16:25:00Z'))).toEqual({ startDate: '2028-01-01', endDate: '2028-12-30' });
  // Before 1970 too (negative epoch ms): the UTC day the return falls on.
  expect(lunarPeriodAfter(Date.parse('1969-12-31T23:59:59Z'))).toEqual({ startDate: '1969-12-31', endDate: '1970-12-30' });
});
