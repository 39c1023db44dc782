/** The Italian labels of the bars (the example, to the minute in the user's zone) and of house ingresses. */
import { describe, expect, test } from 'vitest';
import { ASPECT_CODES, datesInPeriod, TABLE_EXACT_ORB_DEG, TIMELINE_EXACT_ORB_DEG } from '@astrolabio/core';
import { ingressText, periodLabel, periodText } from './labels.ts';
import { periodViews } from './periods.ts';
import { planetGroups } from './rows.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';

const DATES = datesInPeriod('2025-03-01', '2025-12-31');
const exact = Date.parse('2025-04-14T07:12Z');
const dayCount = (from: string, to: string) => datesInPeriod(from, to).length;

function saturnSquare(extra: Parameters<typeof sketchRecord>[0] extends infer S ? Partial<S> : never = {}) {
  const orbs = Array.from({ length: dayCount('2025-03-03', '2025-11-12') }, (_, i) => Math.min(2.9, Math.abs(i - 42) * 0.05));
  return sketchRecord({ transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-03-03', orbs, exactMs: [exact], peak: { timeMs: exact, orbDeg: 0 }, ...extra });
}

function onlyView(records: ReturnType<typeof sketchRecord>[], exactOrb: number) {
  const row = planetGroups({ records, dates: DATES, maxOrbDeg: 3 }, { planets: ['saturn'], aspects: [...ASPECT_CODES] })[0]!.rows[0]!;
  return periodViews(row, DATES, exactOrb)[0]!;
}

describe('periodLabel', () => {
  test('the issue\'s example, in Rome\'s summer time', () => {
    expect(periodLabel('saturn', 'square', onlyView([saturnSquare()], TIMELINE_EXACT_ORB_DEG), { timeZone: 'Europe/Rome' }))
      .toBe('Saturno quadratura Sole natale, dal 3 marzo 2025 al 12 novembre 2025, esatto il 14 aprile 2025 alle 09:12 CEST');
  });

  test.each([
    ['Europe/Rome', 'il 14 aprile 2025 alle 09:12 CEST'],
    ['UTC', 'il 14 aprile 2025 alle 07:12 UTC'],
    ['Asia/Kolkata', 'il 14 aprile 2025 alle 12:42 GMT+5:30'],
    ['America/New_York', 'il 14 aprile 2025 alle 03:12 GMT-4'],
  ])('the exact hit in %s: %s', (timeZone, text) => {
    expect(periodText('saturn', 'square', onlyView([saturnSquare()], TIMELINE_EXACT_ORB_DEG), { timeZone }).lines[1]).toBe(`esatto ${text}`);
  });

  test('a retrograde loop: every exact hit and station, in time order', () => {
    const hits = [exact, Date.parse('2025-08-02T18:30Z'), Date.parse('2025-10-30T01:05Z')];
    const stations = [{ timeMs: Date.parse('2025-06-01T10:00Z'), kind: 'retrograde' as const }, { timeMs: Date.parse('2025-09-20T10:00Z'), kind: 'direct' as const }];
    const text = periodText('saturn', 'square', onlyView([saturnSquare({ exactMs: hits, stations })], TIMELINE_EXACT_ORB_DEG), { timeZone: 'Europe/Rome' });
    expect(text.lines).toEqual([
      'dal 3 marzo 2025 al 12 novembre 2025',
      'esatto il 14 aprile 2025 alle 09:12 CEST, il 2 agosto 2025 alle 20:30 CEST e il 30 ottobre 2025 alle 02:05 CET',
      'stazione retrograda il 1º giugno 2025 alle 12:00 CEST',
      'stazione diretta il 20 settembre 2025 alle 12:00 CEST',
    ]);
  });

  test('the table grouping names its ≤ 1° days; no exact hit: the closest orb and its day', () => {
    const orbs = [2, 1.5, 0.9, 0.7, 0.8, 1.4];
    const near = sketchRecord({ transitBody: 'saturn', natalPoint: 'moon', aspect: 'trine', from: '2025-05-01', orbs, peak: { timeMs: Date.parse('2025-05-04T10:00Z'), orbDeg: 0.7 } });
    const other = sketchRecord({ transitBody: 'saturn', natalPoint: 'ascendant', aspect: 'trine', from: '2025-05-07', orbs: [2.5] });
    expect(periodLabel('saturn', 'trine', onlyView([near, other], TABLE_EXACT_ORB_DEG), { closeLimitDeg: TABLE_EXACT_ORB_DEG, timeZone: 'Europe/Rome' }))
      .toBe('Saturno trigono Luna natale e Ascendente natale, dal 1º maggio 2025 al 7 maggio 2025, orbita minima 0,7° il 4 maggio 2025, entro 1° dal 3 maggio 2025 al 5 maggio 2025');
  });
});

describe('dates in a sentence: the first of the month as «1º», the article elided before otto and undici', () => {
  test.each([
    ['2025-05-08', '2025-05-11', 'dall’8 maggio 2025 all’11 maggio 2025'],
    ['2025-05-11', '2025-06-08', 'dall’11 maggio 2025 all’8 giugno 2025'],
    ['2025-05-01', '2025-05-18', 'dal 1º maggio 2025 al 18 maggio 2025'],
    ['2025-05-08', '2025-05-08', 'l’8 maggio 2025'],
    ['2025-05-01', '2025-05-01', 'il 1º maggio 2025'],
  ])('a period from %s to %s: %s', (from, to, text) => {
    const days = dayCount(from, to);
    const record = sketchRecord({ transitBody: 'saturn', natalPoint: 'moon', aspect: 'trine', from, orbs: Array.from({ length: days }, () => 2) });
    expect(periodText('saturn', 'trine', onlyView([record], TIMELINE_EXACT_ORB_DEG), { timeZone: 'UTC' }).lines[0]).toBe(text);
  });

  test.each([
    ['2025-08-08T07:00Z', 'esatto l’8 agosto 2025 alle 09:00 CEST'],
    ['2025-08-11T07:00Z', 'esatto l’11 agosto 2025 alle 09:00 CEST'],
    ['2025-08-01T07:00Z', 'esatto il 1º agosto 2025 alle 09:00 CEST'],
    ['2025-08-18T07:00Z', 'esatto il 18 agosto 2025 alle 09:00 CEST'],
  ])('an exact hit at %s: %s', (iso, text) => {
    const hit = Date.parse(iso);
    expect(periodText('saturn', 'square', onlyView([saturnSquare({ exactMs: [hit], peak: { timeMs: hit, orbDeg: 0 } })], TIMELINE_EXACT_ORB_DEG), { timeZone: 'Europe/Rome' }).lines[1]).toBe(text);
  });
});

describe('ingressText', () => {
  test.each([
    [false, 'entra in casa 11 il 19 gennaio 2025 alle 04:11 CET'],
    [true, 'entra in casa 11 il 19 gennaio 2025 alle 04:11 CET (retrogrado)'],
  ])('retrograde %s', (retrograde, text) => {
    expect(ingressText({ timeMs: Date.parse('2025-01-19T03:11Z'), house: 11, retrograde }, 'Europe/Rome')).toBe(text);
  });
});

describe('each thing said once', () => {
  const station = { timeMs: Date.parse('2026-10-16T02:40Z'), kind: 'direct' as const };
  const pluto = (natalPoint: 'sun' | 'moon' | 'mars', hit?: number) => sketchRecord({
    transitBody: 'pluto', natalPoint, aspect: 'square', from: '2026-09-01',
    orbs: Array.from({ length: 90 }, () => 0.5), stations: [station], exactMs: hit ? [hit] : [],
  });
  const dates = datesInPeriod('2026-01-01', '2026-12-31');
  const viewOf = (body: 'pluto' | 'jupiter' | 'northNode', records: ReturnType<typeof sketchRecord>[]) => {
    const row = planetGroups({ records, dates, maxOrbDeg: 3 }, { planets: [body], aspects: [...ASPECT_CODES] })[0]!.rows[0]!;
    return periodViews(row, dates, TIMELINE_EXACT_ORB_DEG)[0]!;
  };

  test('a station of the transiting planet, shared by its transits to three natal points, is one line', () => {
    const text = periodText('pluto', 'square', viewOf('pluto', [pluto('sun'), pluto('moon'), pluto('mars')]), { timeZone: 'Europe/Rome' });
    expect(text.lines.filter((l) => l.startsWith('stazione'))).toEqual(['stazione diretta il 16 ottobre 2026 alle 04:40 CEST']);
  });

  test('a period to two natal points says which hit is to which', () => {
    const hit = (natalPoint: 'northNode' | 'southNode', iso: string) => sketchRecord({
      transitBody: 'jupiter', natalPoint, aspect: 'square', from: '2026-09-01', orbs: Array.from({ length: 30 }, () => 0.3), exactMs: [Date.parse(iso)],
    });
    const text = periodText('jupiter', 'square', viewOf('jupiter', [hit('northNode', '2026-09-13T08:00Z'), hit('southNode', '2026-09-13T08:02Z')]), { timeZone: 'Europe/Rome' });
    expect(text.title).toBe('Giove quadratura Nodo Nord natale e Nodo Sud natale');
    expect(text.lines[1]).toBe('esatto con Nodo Nord il 13 settembre 2026 alle 10:00 CEST e con Nodo Sud il 13 settembre 2026 alle 10:02 CEST');
  });

  test('the node\'s turns are not stations (decision 0057): none in its tooltip', () => {
    const node = sketchRecord({ transitBody: 'northNode', natalPoint: 'sun', aspect: 'square', from: '2026-09-01', orbs: Array.from({ length: 30 }, () => 0.3), stations: [station] });
    expect(viewOf('northNode', [node]).stations).toEqual([]);
    expect(periodText('northNode', 'square', viewOf('northNode', [node])).lines.some((l) => l.startsWith('stazione'))).toBe(false);
  });
});
