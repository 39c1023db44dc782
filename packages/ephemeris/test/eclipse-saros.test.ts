/**
 * The Saros series and number Swiss Ephemeris gives each eclipse, against published values
 * (fixtures/eclipse-saros, see its README: NASA's numbering as eight pages quote it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { epochMsToJulianDay, utcDateOf, julianDayToEpochMs } from '@astrolabio/core';
import { nextLunarEclipse, nextSolarEclipse, openSwissEphemeris } from '../src/index.ts';

const rows = readFileSync(new URL('../../../fixtures/eclipse-saros/published.tsv', import.meta.url), 'utf8')
  .trim().split('\n').slice(1)
  .map((line) => {
    const [date, kind, type, saros, member] = line.split('\t');
    return { date: date!, kind: kind as 'solar' | 'lunar', type: type!, series: Number(saros), member: member === '' ? null : Number(member) };
  });

openSwissEphemeris();

describe('Saros numbers of the eclipses, as published', () => {
  test.each(rows.map((r) => [`${r.date} ${r.kind} ${r.type}`, r] as const))('%s', (_name, r) => {
    // The first eclipse of the kind after two days before the date: the published one.
    const from = epochMsToJulianDay(Date.parse(`${r.date}T00:00Z`)) - 2;
    const e = r.kind === 'solar' ? nextSolarEclipse(from) : nextLunarEclipse(from);
    expect(utcDateOf(julianDayToEpochMs(e.maxJd))).toBe(r.date);
    expect(e.type).toBe(r.type);
    expect(e.saros?.series).toBe(r.series);
    if (r.member !== null) expect(e.saros?.member).toBe(r.member);
  });
});
