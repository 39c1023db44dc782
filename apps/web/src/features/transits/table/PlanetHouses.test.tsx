/** A planet's houses row in the table: a screen reader hears a run of months in one house once (issue 34), the first cell in view saying it. */
import { describe, expect, test } from 'vitest';
import { datesInPeriod, type TransitHouses } from '@astrolabio/core';
import { renderWithProviders } from '../../../../test/render.tsx';
import { housesByMonth } from '../model/houses-by-month.ts';
import { monthColumnScale } from '../timeline/timeline-geometry.ts';
import { MonthHouseCells } from './PlanetHouses.tsx';

const DATES = datesInPeriod('2026-01-01', '2026-12-31');
const MONTHS = monthColumnScale(DATES, 120).months;
const PLUTO: TransitHouses = { transitBody: 'pluto', startHouse: 3, ingresses: [] };
const CUSP_SIGNS = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, 'aries'])) as never;
const spoken = (root: HTMLElement) => [...root.querySelectorAll('.tt-sr')].map((s) => s.textContent);

describe('MonthHouseCells', () => {
  test('a year in house 3: twelve cells, one sentence for a screen reader', () => {
    const { container } = renderWithProviders(
      <MonthHouseCells months={MONTHS} houses={housesByMonth(PLUTO, MONTHS, DATES, 3)} cuspSigns={CUSP_SIGNS} heightPx={30} visibleStart={0} visibleEnd={DATES.length - 1} />,
    );
    expect(container.querySelectorAll('.tt-houses')).toHaveLength(12);
    expect(spoken(container)).toEqual(['Case 3, da gennaio 2026 a dicembre 2026']);
  });

  test('scrolled to June: the first cell in view says the run', () => {
    const june = DATES.indexOf('2026-06-01');
    const { container } = renderWithProviders(
      <MonthHouseCells months={MONTHS} houses={housesByMonth(PLUTO, MONTHS, DATES, 3)} cuspSigns={CUSP_SIGNS} heightPx={30} visibleStart={june} visibleEnd={DATES.length - 1} />,
    );
    expect(container.querySelectorAll('.tt-houses')).toHaveLength(7);
    expect(spoken(container)).toEqual(['Case 3, da gennaio 2026 a dicembre 2026']);
  });
});
