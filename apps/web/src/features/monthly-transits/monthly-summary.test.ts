/** Monthly transits reshaped for the tables: months in order, the first day of each for Sole…Plutone. */
import { describe, expect, test } from 'vitest';
import type { MonthlyTransits } from './api/transiti-mensili.ts';
import { signStart } from '../../../test/sign-positions.ts';
import { bodiesPresent, daysOfMonth, hasMonthlyTransits, monthlySummary, monthsInOrder } from './monthly-summary.ts';

const p = (sign: string, degree: number) => ({ longitude: signStart(sign) + degree, retrograde: false });

// Days out of order on purpose: the tables sort them.
const data: MonthlyTransits = {
  startDate: '2025-01-15',
  endDate: '2025-02-28',
  days: [
    { date: '2025-02-02', bodies: { sun: p('Acquario', 13), chiron: p('Ariete', 20) } },
    { date: '2025-02-01', bodies: { sun: p('Acquario', 12), moon: p('Pesci', 3), chiron: p('Ariete', 20) } },
    { date: '2025-01-15', bodies: { sun: p('Capricorno', 25), northNode: p('Ariete', 1) } },
  ],
  timeOfDayUt: '12:00',
  nodeKind: 'true',
  lilithKind: 'mean',
};

describe('monthly summary', () => {
  test('months in calendar order, each summarised by its first day, Sun to Pluto only', () => {
    expect(monthsInOrder(data)).toEqual(['2025-01', '2025-02']);
    expect(daysOfMonth(data, '2025-02').map((d) => d.date)).toEqual(['2025-02-01', '2025-02-02']);
    expect(monthlySummary(data)).toEqual([
      { month: '2025-01', firstDate: '2025-01-15', positions: { sun: p('Capricorno', 25) } },
      { month: '2025-02', firstDate: '2025-02-01', positions: { sun: p('Acquario', 12), moon: p('Pesci', 3) } },
    ]);
  });

  test('details list every body present, in the app order', () => {
    expect(bodiesPresent(data)).toEqual(['sun', 'moon', 'chiron', 'northNode']);
  });

  test('an empty period has no monthly transits (and no tab)', () => {
    expect(hasMonthlyTransits({ ...data, days: [] })).toBe(false);
    expect(hasMonthlyTransits(undefined)).toBe(false);
    expect(hasMonthlyTransits(data)).toBe(true);
  });
});
