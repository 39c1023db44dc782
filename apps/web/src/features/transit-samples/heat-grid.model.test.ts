/** The mock page's heat map model: counts per planet and aspect, the colour level of a count, and the legend that explains it. */
import { describe, expect, test } from 'vitest';
import { heatGrid, heatLegend, heatLevel, HEAT_TOP_LEVEL } from './heat-grid.ts';
import type { SampleTransit } from './sample-transits.ts';

const row = (planet: SampleTransit['planet'], aspect: SampleTransit['aspect'], date: string, orb: number): SampleTransit => ({
  id: `${date}-${planet}-${aspect}-sun`, date, planet, aspect, house: 1, targetPlanet: 'sun', orb, isExact: orb <= 0.01,
});

describe('heatGrid', () => {
  const rows = [
    row('saturn', 'square', '2025-01-01', 0.5),
    row('saturn', 'square', '2025-01-02', 0),
    row('saturn', 'trine', '2025-01-03', 2),
    row('pluto', 'square', '2025-01-04', 0.01),
    row('mars', 'square', '2025-01-05', 1), // not a selected planet
  ];

  test('one row per planet, one cell per aspect, in the order given; unselected pairs are not counted', () => {
    const grid = heatGrid(rows, ['pluto', 'saturn'], ['square', 'trine', 'opposition']);
    expect(grid.map((r) => [r.planet, r.cells.map((c) => [c.aspect, c.count, c.exactCount])])).toEqual([
      ['pluto', [['square', 1, 1], ['trine', 0, 0], ['opposition', 0, 0]]],
      ['saturn', [['square', 2, 1], ['trine', 1, 0], ['opposition', 0, 0]]],
    ]);
  });

  test('nothing selected: no rows, or rows without cells', () => {
    expect(heatGrid(rows, [], ['square'])).toEqual([]);
    expect(heatGrid(rows, ['saturn'], [])).toEqual([{ planet: 'saturn', cells: [] }]);
  });
});

describe('heatLevel and heatLegend on the scale of 10', () => {
  test.each([
    [0, 0], [1, 1], [2, 1], [3, 2], [5, 2], [6, 3], [7, 3], [8, 4], [10, 4], [12, 4],
  ])('%i transits → level %i', (count, level) => {
    expect(heatLevel(count)).toBe(level);
  });

  test('the legend: 0, 1–2, 3–5, 6–7, 8–10', () => {
    expect(heatLegend().map((e) => [e.level, e.min, e.max])).toEqual([[0, 0, 0], [1, 1, 2], [2, 3, 5], [3, 6, 7], [4, 8, 10]]);
  });

  test.each([10, 20, 4, 3])('scale %i: every count from 0 to the top is in exactly the legend entry of its level; the top is the darkest', (scaleMax) => {
    const legend = heatLegend(scaleMax);
    for (let count = 0; count <= scaleMax; count++) {
      const entries = legend.filter((e) => count >= e.min && count <= e.max);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.level).toBe(heatLevel(count, scaleMax));
    }
    expect(heatLevel(scaleMax, scaleMax)).toBe(HEAT_TOP_LEVEL);
  });
});
