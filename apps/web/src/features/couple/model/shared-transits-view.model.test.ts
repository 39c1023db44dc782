/** «Transiti di coppia»'s rows: the stretches as shares of the period, clipped to it. */
import { describe, expect, test } from 'vitest';
import type { CoupleTransit, TransitRecord } from '@astrolabio/core';
import { periodSpanMs, sharedTransitRows } from './shared-transits-view.ts';

const ms = (iso: string) => Date.parse(iso);
function record(natalPoint: TransitRecord['natalPoint'], from: string, to: string, exact: string[]): TransitRecord {
  return {
    transitBody: 'saturn', natalPoint, aspect: 'square', angleDeg: 90, startMs: ms(from), endMs: ms(to), clippedStart: false, clippedEnd: false,
    exactMs: exact.map(ms), stations: [], peak: { timeMs: ms(exact[0] ?? from), orbDeg: 0 }, daily: { startDay: 0, orbs: [] } as unknown as TransitRecord['daily'], house: 4,
  };
}

describe('sharedTransitRows', () => {
  const first = record('sun', '2025-12-01T00:00Z', '2026-04-01T00:00Z', ['2026-01-15T10:00Z']);
  const second = record('moon', '2026-03-01T00:00Z', '2026-09-01T00:00Z', ['2026-03-20T00:00Z', '2026-06-01T00:00Z']);
  const transit: CoupleTransit = { transitBody: 'saturn', first, second, startMs: second.startMs, endMs: first.endMs, clippedStart: false, clippedEnd: false };

  test('each stretch as a share of the year, clipped at its start; the overlap between', () => {
    const [row] = sharedTransitRows([transit], '2026-01-01', '2026-12-31');
    const span = periodSpanMs('2026-01-01', '2026-12-31');
    expect(span.endMs - span.startMs).toBe(365 * 86_400_000);
    const at = (iso: string) => (ms(iso) - span.startMs) / (span.endMs - span.startMs);
    expect(row!.first).toEqual({ from: 0, to: at('2026-04-01T00:00Z') });
    expect(row!.second).toEqual({ from: at('2026-03-01T00:00Z'), to: at('2026-09-01T00:00Z') });
    expect(row!.both).toEqual({ from: at('2026-03-01T00:00Z'), to: at('2026-04-01T00:00Z') });
  });

  test('rows keep the answer’s order, each with its own key', () => {
    const other = { ...transit, transitBody: 'pluto' as const, first: { ...first, transitBody: 'pluto' as const } };
    const rows = sharedTransitRows([transit, other], '2026-01-01', '2026-12-31');
    expect(rows.map((r) => r.transit.transitBody)).toEqual(['saturn', 'pluto']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});
