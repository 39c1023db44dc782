/**
 * The "natal houses" cell of Tabella Transiti: for a transiting planet and each month column, the
 * natal houses it occupies, in order, with the ingresses that happen in the month (from the
 * answer's caseNatali). Spec section 4: when no transit houses are found, the planet's natal house
 * is shown, tagged `natale`. And how much of a sequence of houses a cell or band segment has room for.
 */
import { MS_PER_DAY, type HouseIngress, type TransitHouses } from '@astrolabio/core';
import { it } from '../../../i18n/it.ts';
import { dayStartMs, textWidthPx, type MonthColumn } from '../timeline/timeline-geometry.ts';
import { formatMonthIt } from '../../../lib/format.ts';

export interface MonthHouses {
  /** `YYYY-MM`. */
  month: string;
  /** The house at the month's first day (of the period), then each one entered, in order (10, 11, 10 on a retrograde return). */
  houses: number[];
  /** The ingresses inside the month, in time order. */
  ingresses: HouseIngress[];
  /** No transit houses were found: `houses` is the natal house (spec section 4, tagged «natale»). */
  natal: boolean;
}

/**
 * The houses of one planet in each month column. `transitHouses` is the answer's entry for the
 * planet (undefined when it has none), `natalHouse` the planet's house in the natal chart.
 */
export function housesByMonth(
  transitHouses: TransitHouses | undefined,
  months: readonly Pick<MonthColumn, 'key' | 'firstIndex' | 'lastIndex'>[],
  dates: readonly string[],
  natalHouse: number,
): MonthHouses[] {
  if (!transitHouses) return months.map((m) => ({ month: m.key, houses: [natalHouse], ingresses: [], natal: true }));
  const ingresses = transitHouses.ingresses;
  let next = 0;
  let current = transitHouses.startHouse;
  return months.map((m) => {
    const fromMs = dayStartMs(dates[m.firstIndex]!);
    const toMs = dayStartMs(dates[m.lastIndex]!) + MS_PER_DAY;
    // Ingresses before the month (a window that starts later, a printed page) only move the house.
    while (next < ingresses.length && ingresses[next]!.timeMs < fromMs) current = ingresses[next++]!.house;
    const houses = [current];
    const inMonth: HouseIngress[] = [];
    while (next < ingresses.length && ingresses[next]!.timeMs < toMs) {
      const ingress = ingresses[next++]!;
      inMonth.push(ingress);
      houses.push(ingress.house);
      current = ingress.house;
    }
    return { month: m.key, houses, ingresses: inMonth, natal: false };
  });
}

/**
 * A month cell's houses as its width holds them: all («10 → 11 → 10»); or, when they do not fit (a
 * Moon enters 30 houses a month), the first and the last («4 → … → 3»), or the first alone («4 → …»).
 * The cell's title and its screen-reader text keep them all.
 */
export function fittedHousesText(houses: readonly number[], widthPx: number, fontSizePx: number): string {
  const fits = (text: string) => textWidthPx(text, fontSizePx) <= widthPx;
  const all = it.transits.housesSequence(houses);
  if (houses.length < 3 || fits(all)) return all;
  const firstAndLast = it.transits.housesSequenceFirstLast(houses[0]!, houses[houses.length - 1]!);
  return fits(firstAndLast) ? firstAndLast : it.transits.housesSequenceFirst(houses[0]!);
}

/** A band segment `widthPx` wide writes its house number only when it holds it with `paddingPx` each side. */
export function segmentHoldsLabel(widthPx: number, house: number, fontSizePx: number, paddingPx: number): boolean {
  return widthPx >= textWidthPx(String(house), fontSizePx) + 2 * paddingPx;
}

/**
 * What a screen reader hears of a planet's houses row (issue 34): each run of months in one house
 * with no ingress said once («Casa 3, da gennaio a dicembre 2026»), a month with ingresses said with
 * them; not «Case 3» once per month. `runOf[k]` is the run month k belongs to.
 */
export interface HouseRuns {
  runs: { first: number; last: number; text: string }[];
  runOf: number[];
}

export function houseRuns(cells: readonly MonthHouses[], ingressText: (i: HouseIngress) => string): HouseRuns {
  const runs: HouseRuns['runs'] = [];
  const runOf: number[] = [];
  const still = (c: MonthHouses) => c.houses.length === 1 && c.ingresses.length === 0;
  cells.forEach((cell, k) => {
    const last = runs[runs.length - 1];
    const prev = cells[k - 1];
    if (last && prev && still(prev) && still(cell) && prev.houses[0] === cell.houses[0] && prev.natal === cell.natal) {
      last.last = k;
    } else {
      runs.push({ first: k, last: k, text: '' });
    }
    runOf.push(runs.length - 1);
  });
  for (const run of runs) {
    const first = cells[run.first]!;
    const houses = it.transits.housesCell(it.transits.housesSequence(first.houses), first.natal);
    run.text = run.first === run.last
      ? [`${houses}, ${formatMonthIt(first.month)}`, ...first.ingresses.map((i) => ingressText(i))].join('; ')
      : it.transits.housesRun(houses, formatMonthIt(first.month), formatMonthIt(cells[run.last]!.month));
  }
  return { runs, runOf };
}
