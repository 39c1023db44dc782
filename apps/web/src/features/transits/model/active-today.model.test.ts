/** «Attivo oggi»: the transits in orb now, applying or separating, when exact (next, past or none), today's smallest orb, and its Italian words. */
import { describe, expect, test } from 'vitest';
import { ASPECT_CODES } from '@astrolabio/core';
import { activeTransits } from './active-today.ts';
import { activeDetailsText } from './labels.ts';
import { TRANSIT_TABLE_ORDER } from './planet-order.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';

const NOW = Date.parse('2025-01-05T10:00Z');
const ALL = { planets: [...TRANSIT_TABLE_ORDER], aspects: [...ASPECT_CODES] };
const exact = Date.parse('2025-01-08T06:00Z');

const records = [
  // Applying: exact three days on.
  sketchRecord({ transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-01-01', orbs: [2.4, 2, 1.6, 1.2, 0.8, 0.5, 0.2, 0, 0.3], exactMs: [exact], peak: { timeMs: exact, orbDeg: 0 } }),
  // Separating: exact yesterday.
  sketchRecord({ transitBody: 'mars', natalPoint: 'moon', aspect: 'trine', from: '2025-01-03', orbs: [0.6, 0, 0.4, 1.1], exactMs: [Date.parse('2025-01-04T09:00Z')], peak: { timeMs: Date.parse('2025-01-04T09:00Z'), orbDeg: 0 } }),
  // Not yet in orb, and already out of orb.
  sketchRecord({ transitBody: 'venus', natalPoint: 'sun', aspect: 'sextile', from: '2025-01-06', orbs: [2] }),
  sketchRecord({ transitBody: 'pluto', natalPoint: 'sun', aspect: 'sextile', from: '2025-01-01', orbs: [2, 2.1] }),
  // In orb, its orb never closes to exact within the period.
  sketchRecord({ transitBody: 'pluto', natalPoint: 'venus', aspect: 'conjunction', from: '2025-01-01', orbs: [2.9, 2.8, 2.7, 2.6, 2.5, 2.4, 2.3], clippedEnd: true, peak: { timeMs: Date.parse('2025-01-07T23:59Z'), orbDeg: 2.3 } }),
];

describe('activeTransits', () => {
  const active = activeTransits(records, NOW, ALL);

  test('the transits in orb now, slow planets first', () => {
    expect(active.map((a) => `${a.record.transitBody} ${a.record.aspect} ${a.record.natalPoint}`)).toEqual(['pluto conjunction venus', 'saturn square sun', 'mars trine moon']);
  });

  test.each([
    [0, 'applying', 2.5, { kind: 'none' }],
    [1, 'applying', 0.8, { kind: 'next', timeMs: exact, days: (exact - NOW) / 86_400_000 }],
    [2, 'separating', 0.4, { kind: 'past', timeMs: Date.parse('2025-01-04T09:00Z'), nextAfterPeriod: false }],
  ] as const)('row %d: %s, smallest orb today %d, exact %o', (i, motion, orb, exactWhen) => {
    expect(active[i]).toMatchObject({ motion, minOrbTodayDeg: orb, exact: exactWhen });
  });

  test.each([
    // No exact hit in the period.
    [0, ' — applicativo, nessun esatto nel periodo, orbita minima oggi 2°30′'],
    // Exact in 2.8 days: Rome's winter time.
    [1, ' — applicativo, esatto tra 3 giorni (l’8 gennaio 2025 alle 07:00 CET), orbita minima oggi 0°48′'],
    // Its exact hit was yesterday: said as past, never «nessun esatto».
    [2, ' — separativo, ultimo esatto il 4 gennaio 2025 alle 10:00 CET, orbita minima oggi 0°24′'],
  ])('row %d in words: %s', (i, text) => {
    expect(activeDetailsText(active[i]!, 'Europe/Rome')).toBe(text);
  });

  test('with two hits, one past and one to come, the next one is told', () => {
    const loop = sketchRecord({
      transitBody: 'saturn', natalPoint: 'moon', aspect: 'trine', from: '2025-01-01', orbs: [0.3, 0, 0.1, 0.2, 0.1, 0, 0.3],
      exactMs: [Date.parse('2025-01-02T12:00Z'), Date.parse('2025-01-06T12:00Z')], peak: { timeMs: Date.parse('2025-01-02T12:00Z'), orbDeg: 0 },
    });
    expect(activeTransits([loop], NOW, ALL)[0]!.exact).toEqual({ kind: 'next', timeMs: Date.parse('2025-01-06T12:00Z'), days: 26 / 24 });
  });

  test('applying again after its last hit and in orb at the period\'s end: the last hit, and the next after the period', () => {
    // Plutone □ Plutone natale in a one-year period: exact in February and July, applying again in
    // November, its next hit on 1 January of the next year.
    const returning = sketchRecord({
      transitBody: 'saturn', natalPoint: 'moon', aspect: 'trine', from: '2025-01-01', orbs: [0.1, 0, 0.2, 0.4, 0.6, 0.5, 0.3], clippedEnd: true,
      exactMs: [Date.parse('2025-01-02T12:00Z')], peak: { timeMs: Date.parse('2025-01-02T12:00Z'), orbDeg: 0 },
      stations: [{ timeMs: Date.parse('2025-01-05T06:00Z'), kind: 'retrograde' }],
    });
    const [a] = activeTransits([returning], Date.parse('2025-01-06T12:00Z'), ALL);
    expect(a!.motion).toBe('applying');
    expect(a!.exact).toEqual({ kind: 'past', timeMs: Date.parse('2025-01-02T12:00Z'), nextAfterPeriod: true });
    expect(activeDetailsText(a!, 'Europe/Rome')).toBe(' — applicativo, ultimo esatto il 2 gennaio 2025 alle 13:00 CET, il prossimo dopo la fine del periodo, orbita minima oggi 0°30′');
  });

  test('back in orb while retrograde, its hit in the earlier stay in orb is the period\'s last hit', () => {
    // Nettuno ☌ Sole natale (21/03/1985 Roma), period 2026: exact on 24 February 09:26 UTC, out of
    // orb in spring, back in orb in autumn (retrograde, applying), in orb at the period's end.
    const hit = Date.parse('2026-02-24T09:26Z');
    const first = sketchRecord({ transitBody: 'neptune', natalPoint: 'sun', aspect: 'conjunction', from: '2026-02-22', orbs: [0.1, 0.05, 0, 0.05, 0.1], exactMs: [hit], peak: { timeMs: hit, orbDeg: 0 } });
    const again = sketchRecord({
      transitBody: 'neptune', natalPoint: 'sun', aspect: 'conjunction', from: '2026-11-25', orbs: [0.9, 0.8, 0.7], clippedEnd: true,
      stations: [{ timeMs: Date.parse('2026-07-04T12:00Z'), kind: 'retrograde' }],
    });
    const other = sketchRecord({ transitBody: 'neptune', natalPoint: 'moon', aspect: 'conjunction', from: '2026-03-01', orbs: [0], exactMs: [Date.parse('2026-03-01T10:00Z')] });
    const [a] = activeTransits([first, other, again], Date.parse('2026-11-26T11:00Z'), ALL);
    expect(a!.record).toBe(again);
    expect(a!.exact).toEqual({ kind: 'past', timeMs: hit, nextAfterPeriod: true });
    expect(activeDetailsText(a!, 'Europe/Rome')).toBe(' — applicativo, ultimo esatto il 24 febbraio 2026 alle 10:26 CET, il prossimo dopo la fine del periodo, orbita minima oggi 0°48′');
  });

  test('a hit in a later stay in orb is the next one', () => {
    const now = Date.parse('2025-01-02T12:00Z');
    const soon = sketchRecord({ transitBody: 'pluto', natalPoint: 'moon', aspect: 'sextile', from: '2025-01-01', orbs: [0.9, 0.95, 1] });
    const later = sketchRecord({ transitBody: 'pluto', natalPoint: 'moon', aspect: 'sextile', from: '2025-01-10', orbs: [1, 0, 1], exactMs: [Date.parse('2025-01-11T06:00Z')] });
    expect(activeTransits([soon, later], now, ALL)[0]!.exact).toEqual({ kind: 'next', timeMs: Date.parse('2025-01-11T06:00Z'), days: 8.75 });
  });

  test('the filters apply', () => {
    expect(activeTransits(records, NOW, { planets: ['mars'], aspects: ['trine'] })).toHaveLength(1);
    expect(activeTransits(records, NOW, { planets: ['mars'], aspects: ['square'] })).toHaveLength(0);
  });
});
