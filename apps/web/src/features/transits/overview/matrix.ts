/**
 * The matrix view of a period's transits: one row per transiting planet (the table's order), one
 * column per natal point aspected (the points' usual order), and in each cell the strongest transit
 * of that pair (the smallest orb reached, the earlier on ties), how many transits and exact hits.
 */
import { POINT_CODES, type PointCode, type TransitBodyCode, type TransitRecord } from '@astrolabio/core';
import { TRANSIT_TABLE_ORDER } from '../model/planet-order.ts';

export interface MatrixCell {
  transitBody: TransitBodyCode;
  natalPoint: PointCode;
  /** The transit of the pair whose orb gets closest (its aspect, peak and exact hits). */
  strongest: TransitRecord;
  /** Transits of the pair in the period, any aspect. */
  transitCount: number;
  /** Exact hits of the pair in the period (orb 0 at an instant). */
  exactCount: number;
}

export interface MatrixRow {
  transitBody: TransitBodyCode;
  /** One per column, null where the pair has no transit. */
  cells: (MatrixCell | null)[];
}

export interface TransitMatrix {
  /** The natal points with at least one transit, in POINT_CODES order. */
  columns: PointCode[];
  rows: MatrixRow[];
}

const stronger = (a: TransitRecord, b: TransitRecord) => a.peak.orbDeg < b.peak.orbDeg || (a.peak.orbDeg === b.peak.orbDeg && a.peak.timeMs < b.peak.timeMs);

/** Every shown planet gets a row (in the table's order), even without transits; records of other planets are left out. */
export function transitMatrix(records: readonly TransitRecord[], planets: readonly TransitBodyCode[]): TransitMatrix {
  const shown = new Set(planets);
  const cells = new Map<string, MatrixCell>();
  const points = new Set<PointCode>();
  for (const r of records) {
    if (!shown.has(r.transitBody)) continue;
    points.add(r.natalPoint);
    const key = `${r.transitBody}|${r.natalPoint}`;
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, { transitBody: r.transitBody, natalPoint: r.natalPoint, strongest: r, transitCount: 1, exactCount: r.exactMs.length });
      continue;
    }
    cell.transitCount++;
    cell.exactCount += r.exactMs.length;
    if (stronger(r, cell.strongest)) cell.strongest = r;
  }
  const columns = POINT_CODES.filter((p) => points.has(p));
  return {
    columns,
    rows: TRANSIT_TABLE_ORDER.filter((b) => shown.has(b)).map((transitBody) => ({
      transitBody,
      cells: columns.map((p) => cells.get(`${transitBody}|${p}`) ?? null),
    })),
  };
}

/** The transits of one pair: what the timeline shows after a click on a cell. */
export function pairRecords(records: readonly TransitRecord[], transitBody: TransitBodyCode, natalPoint: PointCode): TransitRecord[] {
  return records.filter((r) => r.transitBody === transitBody && r.natalPoint === natalPoint);
}
