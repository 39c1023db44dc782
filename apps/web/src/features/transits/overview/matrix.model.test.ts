/** The matrix view: planets × natal points, the strongest transit of each pair with its counts, the pair a click shows. */
import { describe, expect, test } from 'vitest';
import type { TransitRecord } from '@astrolabio/core';
import { pairRecords, transitMatrix } from './matrix.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';

const hit = (iso: string) => Date.parse(iso);

const saturnSquareSun = sketchRecord({ transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-03-01', orbs: [2, 1, 0.4], peak: { timeMs: hit('2025-03-03T10:00Z'), orbDeg: 0.4 } });
const saturnTrineSun = sketchRecord({
  transitBody: 'saturn', natalPoint: 'sun', aspect: 'trine', from: '2025-03-10', orbs: [1, 0, 1],
  exactMs: [hit('2025-03-11T05:00Z')], peak: { timeMs: hit('2025-03-11T05:00Z'), orbDeg: 0 },
});
// A retrograde pass: three exact hits of one transit.
const plutoConjAsc = sketchRecord({
  transitBody: 'pluto', natalPoint: 'ascendant', aspect: 'conjunction', from: '2025-03-01', orbs: [0, 0, 0],
  exactMs: [hit('2025-03-01T01:00Z'), hit('2025-03-02T01:00Z'), hit('2025-03-03T01:00Z')], peak: { timeMs: hit('2025-03-01T01:00Z'), orbDeg: 0 },
});
const saturnOppMoon = sketchRecord({ transitBody: 'saturn', natalPoint: 'moon', aspect: 'opposition', from: '2025-03-20', orbs: [2.5], peak: { timeMs: hit('2025-03-20T12:00Z'), orbDeg: 2.5 } });
const marsSquareSun = sketchRecord({ transitBody: 'mars', natalPoint: 'sun', aspect: 'square', from: '2025-03-05', orbs: [0.1] });
const RECORDS: TransitRecord[] = [saturnSquareSun, saturnOppMoon, plutoConjAsc, saturnTrineSun, marsSquareSun];

describe('transitMatrix', () => {
  const matrix = transitMatrix(RECORDS, ['saturn', 'pluto', 'jupiter']);
  const cell = (body: string, point: string) => {
    const row = matrix.rows.find((r) => r.transitBody === body)!;
    return row.cells[matrix.columns.indexOf(point as never)];
  };

  test('rows: the shown planets in the table\'s order, with or without transits; columns: the points aspected, in their order', () => {
    expect(matrix.rows.map((r) => r.transitBody)).toEqual(['pluto', 'saturn', 'jupiter']);
    // Marte is not shown: its Sole does not make a column by itself, but Saturno's does.
    expect(matrix.columns).toEqual(['sun', 'moon', 'ascendant']);
    expect(matrix.rows.find((r) => r.transitBody === 'jupiter')!.cells).toEqual([null, null, null]);
  });

  test.each([
    ['saturn', 'sun', saturnTrineSun, 2, 1],
    ['saturn', 'moon', saturnOppMoon, 1, 0],
    ['pluto', 'ascendant', plutoConjAsc, 1, 3],
  ])('%s × %s: the strongest transit, %#', (body, point, strongest, transitCount, exactCount) => {
    expect(cell(body, point)).toMatchObject({ transitBody: body, natalPoint: point, transitCount, exactCount });
    expect(cell(body, point)!.strongest).toBe(strongest);
  });

  test('empty pairs are null', () => {
    expect(cell('pluto', 'sun')).toBeNull();
    expect(cell('saturn', 'ascendant')).toBeNull();
  });

  test('on equal orbs the earlier peak is the strongest', () => {
    const later = { ...saturnTrineSun, aspect: 'sextile' as const, peak: { timeMs: hit('2025-03-25T00:00Z'), orbDeg: 0 } };
    expect(transitMatrix([later, saturnTrineSun], ['saturn']).rows[0]!.cells[0]!.strongest).toBe(saturnTrineSun);
    expect(transitMatrix([saturnTrineSun, later], ['saturn']).rows[0]!.cells[0]!.strongest).toBe(saturnTrineSun);
  });

  test('no planet shown: no rows and no columns', () => {
    expect(transitMatrix(RECORDS, [])).toEqual({ columns: [], rows: [] });
  });
});

describe('pairRecords', () => {
  test('the transits of one planet to one natal point, any aspect', () => {
    expect(pairRecords(RECORDS, 'saturn', 'sun')).toEqual([saturnSquareSun, saturnTrineSun]);
    expect(pairRecords(RECORDS, 'jupiter', 'sun')).toEqual([]);
  });
});
