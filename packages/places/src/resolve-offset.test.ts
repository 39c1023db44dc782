/** Offset resolution: Italy's local mean time before 1 November 1893, the Austrian rule's bounds, and the notes for gaps and repeats. */
import { describe, expect, it } from 'vitest';
import { parseCivilDateTime, type CivilDateTime } from '@astrolabio/core';
import { followsAustrianTime } from './austrian-time.ts';
import { isItalianLocalMeanTime, localMeanTimeOffsetSeconds } from './local-mean-time.ts';
import { appliedRuleOf, resolveUtcOffset } from './resolve-offset.ts';
import { formatUtcOffset } from './utc-offset.ts';

const at = (text: string): CivilDateTime => parseCivilDateTime(text)!;
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

describe('local mean time', () => {
  it.each([
    // Tolerance 0.5 s: the offset is the longitude / 15, rounded to the second for display.
    ['Milano, 9°11′28″ E', dms(9, 11, 28), 'UTC+00:36:46'],
    ['Palermo, 13°21′45″ E', dms(13, 21, 45), 'UTC+00:53:27'],
    ['Roma, 12°28′56″ E (tzdata\'s RMT +0:49:56)', dms(12, 28, 56), 'UTC+00:49:56'],
    ['Aosta, 7°19′ E', dms(7, 19, 0), 'UTC+00:29:16'],
  ])('%s → %s', (_name, longitude, expected) => {
    expect(formatUtcOffset(localMeanTimeOffsetSeconds(longitude))).toBe(expected);
  });

  it.each([
    ['Europe/Rome', '1893-10-31T23:59', true],
    ['Europe/Rome', '1893-11-01T00:00', false],
    ['Europe/Rome', '1850-06-01T12:00', true],
    ['Europe/San_Marino', '1880-01-01T12:00', true],
    ['Europe/Vatican', '1880-01-01T12:00', true],
    ['Europe/Paris', '1880-01-01T12:00', false],
  ] as const)('%s %s → local mean time: %s', (zone, local, expected) => {
    expect(isItalianLocalMeanTime(zone, at(local))).toBe(expected);
  });

  it('uses the birthplace longitude, not Rome\'s, and says so', () => {
    const r = resolveUtcOffset({ zone: 'Europe/Rome', longitude: 13.3625, local: at('1880-05-10T08:00') });
    expect(r.offsetSeconds).toBeCloseTo(3207, 6);
    expect(r.dst).toBe(false);
    expect(r.notes).toEqual([{
      code: 'localMeanTime', rule: 'italy', zone: 'Europe/Rome', standardFrom: { year: 1893, month: 11, day: 1 }, longitude: 13.3625, offsetSeconds: r.offsetSeconds,
    }]);
  });

  it('switches to CET on 1 November 1893', () => {
    expect(resolveUtcOffset({ zone: 'Europe/Rome', longitude: 9.19, local: at('1893-11-01T12:00') }))
      .toEqual({ offsetSeconds: 3600, dst: false, notes: [] });
  });
});

describe('the Austrian rule', () => {
  it.each([
    ['032006', '1918-11-03T23:59', true, 'Trieste, the last minute before Italian time'],
    ['032006', '1918-11-04T00:00', false, 'Trieste, the first day of Italian time'],
    ['021008', '1916-05-15T12:00', true, 'Bolzano (province 021)'],
    ['022205', '1916-05-15T12:00', true, 'Trento (province 022)'],
    ['031007', '1916-05-15T12:00', true, 'Gorizia (province 031)'],
    ['025016', '1916-05-15T12:00', true, "Cortina d'Ampezzo, listed outside the four provinces"],
    ['030129', '1916-05-15T12:00', false, 'Udine: Italian before 1918'],
    [undefined, '1916-05-15T12:00', false, 'no ISTAT code (a city abroad, a geocoder result)'],
  ] as const)('%s %s → Austrian: %s (%s)', (istat, local, expected, _why) => {
    expect(followsAustrianTime(istat, at(local))).toBe(expected);
  });
});

describe('resolveUtcOffset with the tz database', () => {
  it.each([
    ['Europe/Rome', '1990-07-15T12:00', 7200, true],
    ['Europe/Rome', '1990-12-15T12:00', 3600, false],
    ['Europe/Rome', '1941-01-15T12:00', 7200, true], // war time, summer time all year
    ['Europe/Rome', '1960-07-15T12:00', 3600, false], // no summer time 1949–1965
    ['Australia/Sydney', '2024-01-15T12:00', 39600, true],
    ['Asia/Kolkata', '1990-07-15T12:00', 19800, false],
    ['America/St_Johns', '2024-07-15T12:00', -9000, true],
  ] as const)('%s %s → %i s, summer time %s', (zone, local, offsetSeconds, dst) => {
    expect(resolveUtcOffset({ zone, longitude: 0, local: at(local) })).toEqual({ offsetSeconds, dst, notes: [] });
  });

  it('notes a local time the spring change skipped, with both offsets and the one chosen', () => {
    const r = resolveUtcOffset({ zone: 'Europe/Rome', longitude: 12.5, local: at('2024-03-31T02:30') });
    expect(r).toEqual({
      offsetSeconds: 3600,
      dst: false,
      notes: [{ code: 'nonexistentLocalTime', zone: 'Europe/Rome', candidates: [3600, 7200], chosenSeconds: 3600 }],
    });
  });

  it('notes a local time the autumn change repeated, choosing the first occurrence', () => {
    const r = resolveUtcOffset({ zone: 'Europe/Rome', longitude: 12.5, local: at('2024-10-27T02:30') });
    expect(r).toEqual({
      offsetSeconds: 7200,
      dst: true,
      notes: [{ code: 'ambiguousLocalTime', zone: 'Europe/Rome', candidates: [7200, 3600], chosenSeconds: 7200 }],
    });
  });
});

describe('formatUtcOffset', () => {
  it.each([
    [3600, 'UTC+01:00'], [19800, 'UTC+05:30'], [-12600, 'UTC−03:30'], [-12652, 'UTC−03:30:52'], [0, 'UTC+00:00'], [2205.48, 'UTC+00:36:45'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatUtcOffset(seconds)).toBe(text);
  });
});

describe('appliedRuleOf', () => {
  it.each([
    ['Trieste, 15 May 1916: Austria\'s rules', { zone: 'Europe/Rome', longitude: 13.77, istat: '032006', local: at('1916-05-15T12:00') }, { code: 'austrianTime', zone: 'Europe/Vienna' }],
    ['Trieste, 1950: its own zone\'s', { zone: 'Europe/Rome', longitude: 13.77, istat: '032006', local: at('1950-05-15T12:00') }, { code: 'placeZone', zone: 'Europe/Rome' }],
    ['Roma, 1880: local mean time', { zone: 'Europe/Rome', longitude: 12.5, istat: '058091', local: at('1880-05-15T12:00') }, { code: 'localMeanTime', zone: 'Europe/Rome' }],
  ])('%s', (_, query, rule) => {
    expect(appliedRuleOf(resolveUtcOffset(query), query.zone)).toEqual(rule);
  });
});

