/** Monthly transits reshaped for the tables: months in order, the first day of each for Sole…Plutone. */
import { describe, expect, test } from 'vitest';
import type { MonthlyTransits } from './api/transiti-mensili.ts';
import { signStart } from '../../../test/sign-positions.ts';
import { bodiesPresent, hasMonthlyTransits, monthlySummary, monthsInOrder } from './monthly-summary.ts';

const p = (sign: string, degree: number) =>
  ({ longitude: signStart(sign) + degree, degree, sign, formatted: `${Math.floor(degree)}°00' ${sign}`, retrograde: false });

const data: MonthlyTransits = {
  periodo: '2025-01-15 - 2025-02-28',
  meta: { timeOfDayUt: '12:00', days: 45, nodo: 'true', lilith: 'mean' },
  transiti: {
    '2025-02': {
      '2025-02-02': { Sole: p('Acquario', 13), Chirone: p('Ariete', 20) },
      '2025-02-01': { Sole: p('Acquario', 12), Luna: p('Pesci', 3), Chirone: p('Ariete', 20) },
    },
    '2025-01': { '2025-01-15': { Sole: p('Capricorno', 25), 'Nodo Nord': p('Ariete', 1) } },
  },
};

describe('monthly summary', () => {
  test('months in calendar order, each summarised by its first day, Sun to Pluto only', () => {
    expect(monthsInOrder(data)).toEqual(['2025-01', '2025-02']);
    expect(monthlySummary(data)).toEqual([
      { month: '2025-01', firstDate: '2025-01-15', positions: { sun: p('Capricorno', 25) } },
      { month: '2025-02', firstDate: '2025-02-01', positions: { sun: p('Acquario', 12), moon: p('Pesci', 3) } },
    ]);
  });

  test('details list every body present, in the app order', () => {
    expect(bodiesPresent(data)).toEqual(['sun', 'moon', 'chiron', 'northNode']);
  });

  test('an empty period has no monthly transits (and no tab)', () => {
    expect(hasMonthlyTransits({ ...data, transiti: {} })).toBe(false);
    expect(hasMonthlyTransits({ ...data, transiti: { '2025-01': {} } })).toBe(false);
    expect(hasMonthlyTransits(undefined)).toBe(false);
    expect(hasMonthlyTransits(data)).toBe(true);
  });
});
