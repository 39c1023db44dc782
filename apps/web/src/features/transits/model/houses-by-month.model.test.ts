/** The natal houses of a transiting planet per month column: ingresses from the answer, the «natale» fallback of spec section 4, shortened to the room a cell has. */
import { describe, expect, test } from 'vitest';
import { datesInPeriod, type TransitHouses } from '@astrolabio/core';
import { fittedHousesText, houseRuns, housesByMonth, segmentHoldsLabel } from './houses-by-month.ts';
import { monthColumnScale } from '../timeline/timeline-geometry.ts';

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

describe('a sequence of houses in the room it has', () => {
  // A Moon's month: some 30 ingresses.
  const MOON_MONTH = Array.from({ length: 31 }, (_, k) => ((3 + k) % 12) + 1);

  test.each([
    ['a slow planet\'s month in a 112-px cell (120 px less padding)', [10, 11, 10], 112, '10 → 11 → 10'],
    ['a Moon\'s month in the same cell: the first and the last', MOON_MONTH, 112, '4 → … → 10'],
    ['a Moon\'s month in a printed 68-px cell: the first alone', MOON_MONTH, 68, '4 → …'],
    ['one house always whole', [12], 10, '12'],
    ['two houses always whole', [11, 12], 10, '11 → 12'],
  ])('%s', (_, houses, widthPx, text) => {
    expect(fittedHousesText(houses, widthPx, 12)).toBe(text);
  });

  test.each([
    // 10-px digits are 6.2 px: «12» is 12.4 px, with 3 px each side 18.4 px.
    [18.4, 12, true],
    [18.3, 12, false],
    [12.3, 7, true],
    [12.1, 7, false],
  ])('a band segment %d px wide writes house %d: %s', (width, house, holds) => {
    expect(segmentHoldsLabel(width, house, 10, 3)).toBe(holds);
  });
});

describe('houseRuns: what a screen reader hears of a planet\'s houses row (issue 34)', () => {
  const ingressText = (i: { house: number }) => `entra in casa ${i.house}`;
  const YEAR = datesInPeriod('2026-01-01', '2026-12-31');
  const YEAR_MONTHS = monthColumnScale(YEAR, 120).months;

  test('a year in one house: said once, not «Case 3» twelve times', () => {
    const pluto: TransitHouses = { transitBody: 'pluto', startHouse: 3, ingresses: [] };
    const runs = houseRuns(housesByMonth(pluto, YEAR_MONTHS, YEAR, 3), ingressText);
    expect(runs.runs.map((r) => r.text)).toEqual(['Case 3, da gennaio 2026 a dicembre 2026']);
    expect(runs.runOf).toEqual(Array(12).fill(0));
  });

  test('months with ingresses said each with them; the quiet months between as one run', () => {
    const runs = houseRuns(housesByMonth(MERCURY, MONTHS, DATES, 7), ingressText);
    expect(runs.runs.map((r) => r.text)).toEqual([
      'Case 3, da gennaio 2025 a febbraio 2025',
      'Case 3 → 4 → 3, marzo 2025; entra in casa 4; entra in casa 3',
      'Case 3 → 4, aprile 2025; entra in casa 4',
    ]);
    expect(runs.runOf).toEqual([0, 0, 1, 2]);
  });

  test('the natal house of a planet with no transit houses, tagged, said once', () => {
    const runs = houseRuns(housesByMonth(undefined, MONTHS, DATES, 7), ingressText);
    expect(runs.runs.map((r) => r.text)).toEqual(['Case 7 (natale), da gennaio 2025 ad aprile 2025']);
  });
});
