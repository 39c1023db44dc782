/**
 * The list view: the events of each transit (orb opens, exact hits, stations, orb closes) in time
 * order, grouped by month in the reader's time zone; the period's own edges are not events.
 */
import { describe, expect, test } from 'vitest';
import { transitEvents, monthKeyOf } from './event-list.ts';
import { sketchRecord } from '../../../../test/transit-records.ts';

const at = (iso: string) => Date.parse(iso);

const saturn = sketchRecord({
  transitBody: 'saturn', natalPoint: 'sun', aspect: 'square', from: '2025-03-20', orbs: [3, 2, 1, 0, 1],
  startMs: at('2025-03-20T04:00Z'), endMs: at('2025-04-10T09:30Z'),
  exactMs: [at('2025-03-31T22:30Z')], stations: [{ timeMs: at('2025-04-05T12:00Z'), kind: 'retrograde' }],
});
// Already in orb when the period starts (1 March) and still in orb when it ends.
const pluto = sketchRecord({
  transitBody: 'pluto', natalPoint: 'moon', aspect: 'trine', from: '2025-03-01', orbs: [1, 1],
  startMs: at('2025-03-01T00:00Z'), endMs: at('2025-04-30T23:59Z'), clippedStart: true, clippedEnd: true,
});
// Opens the same minute as Saturno's orb: at the same instant the body order (Sole … Plutone) decides.
const jupiter = sketchRecord({ transitBody: 'jupiter', natalPoint: 'venus', aspect: 'sextile', from: '2025-03-20', orbs: [3], startMs: at('2025-03-20T04:00Z'), endMs: at('2025-03-20T20:00Z') });

const kinds = (months: ReturnType<typeof transitEvents>) => months.map((m) => [m.key, m.events.map((e) => `${e.record.transitBody} ${e.kind}`)]);

describe('transitEvents', () => {
  test('in Rome: the exact hit of 31 March 22:30 UT falls on 1 April 00:30 CEST, in April', () => {
    expect(kinds(transitEvents([pluto, saturn, jupiter], { timeZone: 'Europe/Rome' }))).toEqual([
      ['2025-03', ['jupiter opens', 'saturn opens', 'jupiter closes']],
      ['2025-04', ['saturn exact', 'saturn station', 'saturn closes']],
    ]);
  });

  test('in UTC the same exact hit is in March', () => {
    expect(kinds(transitEvents([saturn], { timeZone: 'UTC' }))).toEqual([
      ['2025-03', ['saturn opens', 'saturn exact']],
      ['2025-04', ['saturn station', 'saturn closes']],
    ]);
  });

  test('events carry their instant, record and station kind; keys are unique', () => {
    const events = transitEvents([saturn, jupiter], { timeZone: 'UTC' }).flatMap((m) => m.events);
    const station = events.find((e) => e.kind === 'station')!;
    expect(station).toMatchObject({ timeMs: at('2025-04-05T12:00Z'), stationKind: 'retrograde', record: saturn });
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
    expect(events.map((e) => e.timeMs)).toEqual([...events.map((e) => e.timeMs)].sort((a, b) => a - b));
  });

  test('a transit clipped at both ends of the period has no event; nothing gives no months', () => {
    expect(transitEvents([pluto])).toEqual([]);
    expect(transitEvents([])).toEqual([]);
  });
});

describe('monthKeyOf', () => {
  test.each([
    ['2025-03-31T22:30Z', 'Europe/Rome', '2025-04'],
    ['2025-03-31T21:59Z', 'Europe/Rome', '2025-03'],
    ['2025-01-31T23:00Z', 'Europe/Rome', '2025-02'],
    ['2025-01-31T23:00Z', 'UTC', '2025-01'],
    ['2025-01-01T03:00Z', 'America/New_York', '2024-12'],
  ])('%s in %s is in %s', (iso, zone, key) => {
    expect(monthKeyOf(at(iso), zone)).toBe(key);
  });
});
