/**
 * UTC offsets from Node's ICU against Debian's tz database (fixtures/zdump, verbatim `zdump -v`):
 * every transition of each zone, and for each one the local times just before, inside and after
 * the change. Tolerance: none (offsets are whole seconds and must be equal).
 */
import { describe, expect, it } from 'vitest';
import type { CivilDateTime } from '@astrolabio/core';
import { isDaylightSavingAt, offsetForLocalTime, utcOffsetSecondsAt } from '../src/utc-offset.ts';
import { readZdumpFixture, ZDUMP_ZONES as ZONES, zdumpStateAt, type ZdumpTransition } from '../../../test-support/zdump.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock reading of an epoch-ms "local" value (local time written as if it were UTC). */
function civil(wallMs: number): CivilDateTime {
  const d = new Date(wallMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

function label(t: ZdumpTransition): string {
  return `${new Date(t.atMs).toISOString().slice(0, 19)}Z ${t.before.abbreviation}→${t.after.abbreviation} (${t.before.gmtoffSeconds}→${t.after.gmtoffSeconds} s)`;
}

/** Transitions with no other transition within 3 days, so "1 h before" and "1 h after" are unambiguous. */
function isolated(list: readonly ZdumpTransition[]): ZdumpTransition[] {
  return list.filter((t, i) => (i === 0 || t.atMs - list[i - 1]!.atMs > 3 * DAY_MS) && (i === list.length - 1 || list[i + 1]!.atMs - t.atMs > 3 * DAY_MS));
}

/** Checks the local-time side of a transition: unique before, gap or overlap across, unique after. */
function checkLocalTimes(t: ZdumpTransition): void {
  const { zone } = t;
  const before = t.before.gmtoffSeconds;
  const after = t.after.gmtoffSeconds;
  const delta = (after - before) * 1000;
  const wallAtChange = t.atMs + before * 1000; // the old clock's reading when the change happens
  // Spring: readings [wallAtChange, wallAtChange + delta) never happen. Autumn: [wallAtChange + delta, wallAtChange) happen twice.
  expect(offsetForLocalTime(zone, civil(wallAtChange + Math.min(delta, 0) - HOUR_MS))).toMatchObject({ kind: 'unique', offsetSeconds: before });
  expect(offsetForLocalTime(zone, civil(wallAtChange + Math.max(delta, 0) + HOUR_MS))).toMatchObject({ kind: 'unique', offsetSeconds: after });
  if (delta === 0) return;
  const inside = offsetForLocalTime(zone, civil(wallAtChange + Math.floor(delta / 2 / 1000) * 1000));
  if (delta > 0) {
    expect(inside).toMatchObject({ kind: 'gap', offsetSeconds: before, candidates: [before, after] });
  } else {
    expect(inside).toMatchObject({ kind: 'overlap', offsetSeconds: before, candidates: [before, after] });
  }
}

describe.each(ZONES)('%s against zdump', (zone) => {
  const transitions = readZdumpFixture(zone);

  it('the fixture has transitions', () => {
    expect(transitions.length).toBeGreaterThan(5);
  });

  it.each(transitions.map((t) => [label(t), t] as const))('instant offsets at %s', (_name, t) => {
    expect(utcOffsetSecondsAt(zone, t.atMs - 1000)).toBe(t.before.gmtoffSeconds);
    expect(utcOffsetSecondsAt(zone, t.atMs)).toBe(t.after.gmtoffSeconds);
  });

  it.each(isolated(transitions).map((t) => [label(t), t] as const))('local times around %s', (_name, t) => {
    checkLocalTimes(t);
  });
});

describe('Italy (Europe/Rome) rule by rule', () => {
  const rome = readZdumpFixture('Europe/Rome');
  const year = (t: ZdumpTransition) => new Date(t.atMs).getUTCFullYear();
  const named = rome.filter((t) => (year(t) >= 1916 && year(t) <= 1980) || year(t) === 1990 || year(t) === 2024);

  it('covers every rule change 1916–1980 and both edges of 1990 and 2024', () => {
    expect(named.length).toBeGreaterThanOrEqual(25);
    expect(named.filter((t) => year(t) === 1990)).toHaveLength(2);
    expect(named.filter((t) => year(t) === 2024)).toHaveLength(2);
  });

  it.each(named.map((t) => [label(t), t] as const))('%s: offset, local times and summer-time flag', (_name, t) => {
    expect(utcOffsetSecondsAt('Europe/Rome', t.atMs - 1000)).toBe(t.before.gmtoffSeconds);
    expect(utcOffsetSecondsAt('Europe/Rome', t.atMs)).toBe(t.after.gmtoffSeconds);
    expect(isDaylightSavingAt('Europe/Rome', t.atMs - 1000)).toBe(t.before.isdst);
    expect(isDaylightSavingAt('Europe/Rome', t.atMs)).toBe(t.after.isdst);
    checkLocalTimes(t);
  });

  // War time: summer time all year from June 1940 to November 1942, then the split years of 1943–1946.
  const probes = [1940, 1941, 1942, 1943, 1944, 1945, 1946].flatMap((y) => Array.from({ length: 12 }, (_, m) => Date.UTC(y, m, 15, 11)));
  it.each(probes.map((ms) => [new Date(ms).toISOString().slice(0, 10), ms] as const))('war years: %s noon', (_name, ms) => {
    const expected = zdumpStateAt(rome, ms)!;
    expect(utcOffsetSecondsAt('Europe/Rome', ms)).toBe(expected.gmtoffSeconds);
    expect(isDaylightSavingAt('Europe/Rome', ms)).toBe(expected.isdst);
  });
});

describe('summer-time flag in the other zones, since 1970 (ICU names the period)', () => {
  const cases = ZONES.flatMap((zone) => readZdumpFixture(zone).filter((t) => t.atMs >= Date.UTC(1970, 0, 1)).map((t) => [`${zone} ${label(t)}`, t] as const));
  it.each(cases)('%s', (_name, t) => {
    expect(isDaylightSavingAt(t.zone, t.atMs - 1000)).toBe(t.before.isdst);
    expect(isDaylightSavingAt(t.zone, t.atMs)).toBe(t.after.isdst);
  });
});
