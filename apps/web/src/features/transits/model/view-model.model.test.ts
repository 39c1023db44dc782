/**
 * Tabella Transiti's view model (issue 23): made once per answer and found again by the tab; the
 * warm-up after the answer arrives leaves the groups and the first window's drawings ready, the
 * same as drawing them at the click.
 */
import { describe, expect, test } from 'vitest';
import type { TransitData } from '../api/transiti.ts';
import { firstWindow } from './grid-window.ts';
import { tableRowDrawing } from './row-drawing.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';
import { hasShownGroups, periodScale, restingRowDrawing, shownGroups, warmTransitViews } from './view-model.ts';

function answer(): TransitData {
  return {
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    maxOrbDeg: 3,
    nodeKind: 'true',
    records: [
      sketchRecord({ transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-02-01', orbs: [2, 1, 0.4, 0.2, 0.6, 1.5] }),
      sketchRecord({ transitBody: 'jupiter', natalPoint: 'venus', aspect: 'trine', from: '2025-06-10', orbs: [1.2, 0.3, 0.9] }),
    ],
    houses: [
      { transitBody: 'saturn', startHouse: 3, ingresses: [] },
      { transitBody: 'jupiter', startHouse: 7, ingresses: [] },
    ],
  } as unknown as TransitData;
}

const FILTERS = { planets: ['jupiter', 'saturn', 'moon'], aspects: ['trine', 'square'] } as const;
const filters = () => ({ planets: [...FILTERS.planets], aspects: [...FILTERS.aspects] });

describe('view model kept with its answer', () => {
  test('days and columns, and the groups of a set of filters, are made once per answer', () => {
    const data = answer();
    expect(periodScale(data)).toBe(periodScale(data));
    expect(periodScale(data).dates).toHaveLength(365);
    expect(hasShownGroups(data, filters())).toBe(false);
    const groups = shownGroups(data, filters());
    expect(hasShownGroups(data, filters())).toBe(true);
    expect(shownGroups(data, filters())).toBe(groups);
    // Luna asked for but not in this answer: the planets it has.
    expect(groups.map((g) => g.body)).toEqual(['saturn', 'jupiter']);
    expect(shownGroups(answer(), filters())).not.toBe(groups);
  });

  test('a row\'s resting drawing is the table\'s drawing, made once per window', () => {
    const data = answer();
    const { scale } = periodScale(data);
    const row = shownGroups(data, filters())[0]!.rows[0]!;
    const visible = firstWindow(scale);
    const drawing = restingRowDrawing('table', row, scale, visible);
    expect(restingRowDrawing('table', row, scale, visible)).toBe(drawing);
    expect(drawing).toEqual(tableRowDrawing(row, scale, { visible, activeKey: null }));
    expect(restingRowDrawing('table', row, scale, { start: 0, end: 30 })).not.toBe(drawing);
  });

  test('the warm-up leaves the groups and every row\'s first-window drawing ready', async () => {
    const data = answer();
    warmTransitViews(data, filters());
    await new Promise((r) => setTimeout(r, 20));
    expect(hasShownGroups(data, filters())).toBe(true);
    const { scale } = periodScale(data);
    const rows = shownGroups(data, filters()).flatMap((g) => g.rows);
    expect(rows).toHaveLength(2);
    // Made by the warm-up: asking again returns the same object, not a new drawing.
    const first = rows.map((row) => restingRowDrawing('table', row, scale, firstWindow(scale)));
    rows.forEach((row, i) => expect(restingRowDrawing('table', row, scale, firstWindow(scale))).toBe(first[i]));
  });

  test('a stopped warm-up makes nothing', async () => {
    const data = answer();
    warmTransitViews(data, filters())();
    await new Promise((r) => setTimeout(r, 20));
    expect(hasShownGroups(data, filters())).toBe(false);
  });
});
