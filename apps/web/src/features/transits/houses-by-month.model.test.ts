/** The natal houses of a transiting planet per month column: ingresses from the answer, the «natale» fallback of spec section 4. */
import { describe, expect, test } from 'vitest';
import { datesInPeriod, type TransitHouses } from '@astrolabio/core';
import { housesByMonth } from './houses-by-month.ts';
import { monthColumnScale } from './timeline/timeline-geometry.ts';

const DATES = datesInPeriod('2025-01-01', '2025-04-30');
const MONTHS = monthColumnScale(DATES, 120).months;
const ms = (iso: string) => Date.parse(iso);

const SUN: TransitHouses = {
  transitBody: 'sun',
  startHouse: 10,
  ingresses: [
    { timeMs: ms('2025-01-19T03:11Z'), house: 11, retrograde: false },
    { timeMs: ms('2025-02-18T07:40Z'), house: 12, retrograde: false },
    { timeMs: ms('2025-03-31T23:59Z'), house: 1, retrograde: false },
  ],
};
const MERCURY: TransitHouses = {
  transitBody: 'mercury',
  startHouse: 3,
  ingresses: [
    { timeMs: ms('2025-03-05T10:00Z'), house: 4, retrograde: false },
    { timeMs: ms('2025-03-20T10:00Z'), house: 3, retrograde: true },
    { timeMs: ms('2025-04-01T00:00Z'), house: 4, retrograde: false },
  ],
};

describe('housesByMonth', () => {
  test.each([
    ['Sole', SUN, [[10, 11], [11, 12], [12, 1], [1]]],
    // A retrograde return shows both passes; an ingress at 00:00 of the 1st belongs to the new month.
    ['Mercurio', MERCURY, [[3], [3], [3, 4, 3], [3, 4]]],
  ] as const)('%s', (_, houses, expected) => {
    const cells = housesByMonth(houses, MONTHS, DATES, 7);
    expect(cells.map((c) => c.houses)).toEqual(expected);
    expect(cells.every((c) => !c.natal)).toBe(true);
  });

  test('each month lists its own ingresses, with retrograde flags', () => {
    const march = housesByMonth(MERCURY, MONTHS, DATES, 7)[2]!;
    expect(march.ingresses.map((i) => [i.house, i.retrograde])).toEqual([[4, false], [3, true]]);
  });

  test('no transit houses found: the natal house, tagged natale, in every month', () => {
    expect(housesByMonth(undefined, MONTHS, DATES, 7)).toEqual(MONTHS.map((m) => ({ month: m.key, houses: [7], ingresses: [], natal: true })));
  });

  test('a window starting later (a printed page) starts from the house the earlier ingresses left', () => {
    const aprilOnly = monthColumnScale(DATES, 120, { start: DATES.indexOf('2025-04-01'), end: DATES.length - 1 }).months;
    expect(housesByMonth(SUN, aprilOnly, DATES, 7).map((c) => c.houses)).toEqual([[1]]);
  });
});
