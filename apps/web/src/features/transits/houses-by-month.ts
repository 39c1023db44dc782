/**
 * The "natal houses" cell of Tabella Transiti: for a transiting planet and each month column, the
 * natal houses it occupies, in order, with the ingresses that happen in the month (from the
 * answer's caseNatali). Spec section 4: when no transit houses are found, the planet's natal house
 * is shown, tagged `natale`.
 */
import { MS_PER_DAY, type HouseIngress, type TransitHouses } from '@astrolabio/core';
import { dayStartMs, type MonthColumn } from './timeline/timeline-geometry.ts';

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
