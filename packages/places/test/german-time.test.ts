/**
 * Births under German control in 1943–1944 and in liberated Italy, against a table written by hand
 * from the history of the clocks (fixtures/historical-births/german-control-1944.tsv, see its README):
 * German summer time until 2 October 1944 in the German-held north and the Adriatic Littoral,
 * the Kingdom's standard time from 17 September. No tolerance: whole offsets.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCivilDateTime } from '@astrolabio/core';
import { loadGazetteer } from '../src/gazetteer-file.ts';
import { followsGermanTime, GERMAN_HELD_PROVINCES, FRONT_PROVINCES_1944, NEVER_GERMAN_HELD_COMUNI, wasGermanHeld } from '../src/german-time.ts';
import { appliedRuleOf, resolveUtcOffset } from '../src/resolve-offset.ts';
import { formatUtcOffset } from '../src/utc-offset.ts';
import { zoneAt } from '../src/zone-at.ts';

const TABLE = new URL('../../../fixtures/historical-births/german-control-1944.tsv', import.meta.url);
const rows = readFileSync(TABLE, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#')).map((l) => l.split('\t'));
const gazetteer = loadGazetteer();

function resolve(formatted: string, local: string) {
  const place = gazetteer.byFormattedText(formatted);
  if (!place) throw new Error(`${formatted} is not in the gazetteer`);
  const zone = zoneAt(place.latitude, place.longitude)!;
  const resolved = resolveUtcOffset({
    zone, longitude: place.longitude, local: parseCivilDateTime(local)!,
    ...(place.istat ? { istat: place.istat } : {}), ...(place.geonameId !== undefined ? { geonameId: place.geonameId } : {}),
  });
  return { ...resolved, rule: appliedRuleOf(resolved, zone) };
}

describe('births under German control and in liberated Italy, 1944 (fixtures/historical-births)', () => {
  it('has the issue\'s places and both sides of the front', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it.each(rows)('%s %s → UTC%s, summer time %s (%s)', (formatted, local, offset, dst) => {
    const r = resolve(formatted!, local!);
    expect([formatUtcOffset(r.offsetSeconds), r.dst]).toEqual([`UTC${offset!.replace('-', '−')}`, dst === 'yes']);
  });

  it('names German time as the rule applied, in Italy and abroad', () => {
    const note = { code: 'germanTime', zone: 'Europe/Berlin', from: { year: 1943, month: 9, day: 10 }, until: { year: 1944, month: 10, day: 3 } };
    expect(resolve('Trieste (TS), Friuli-Venezia Giulia, Italia', '1944-09-25T12:00')).toMatchObject({ notes: [note], rule: { code: 'germanTime', zone: 'Europe/Berlin' } });
    expect(resolve('Fiume, Croazia', '1944-09-25T12:00')).toMatchObject({ notes: [note], rule: { code: 'germanTime', zone: 'Europe/Berlin' } });
    // Outside the span the place's own rules come back, with their own note where they have one.
    expect(resolve('Milano (MI), Lombardia, Italia', '1944-10-03T12:00').notes).toEqual([]);
    expect(resolve('Fiume, Croazia', '1944-10-03T12:00').notes.map((n) => n.code)).toEqual(['formerCountryTime']);
    expect(resolve('Milano (MI), Lombardia, Italia', '1943-09-09T12:00').notes).toEqual([]);
  });

  it('says which hour repeated on 2 October 1944', () => {
    expect(resolve('Milano (MI), Lombardia, Italia', '1944-10-02T02:30').notes.map((n) => n.code)).toEqual(['germanTime', 'ambiguousLocalTime']);
  });

  it('warns where the front crossed the province, naming German time, and keeps liberated Italy\'s offset', () => {
    const lucca = resolve('Lucca (LU), Toscana, Italia', '1944-09-25T12:00');
    expect(lucca.offsetSeconds).toBe(3600);
    expect(lucca.notes).toEqual([{ code: 'frontLine1944', germanSeconds: 7200, chosenSeconds: 3600 }]);
    expect(lucca.rule.code).toBe('placeZone');
    // A località follows its comune (Lido di Camaiore is in Camaiore, Lucca).
    expect(resolve('Camaiore (LU), Toscana, Italia', '1944-09-18T12:00').notes.map((n) => n.code)).toEqual(['frontLine1944']);
    expect(resolve('Lucca (LU), Toscana, Italia', '1944-10-03T12:00').notes).toEqual([]);
  });
});

describe('the territories', () => {
  const provinceCodes = new Set(gazetteer.places.filter((p) => p.kind === 'comune').map((p) => p.istat!.slice(0, 3)));

  it('names provinces that exist, none both German-held and on the front', () => {
    expect(Object.keys(GERMAN_HELD_PROVINCES).filter((c) => !provinceCodes.has(c))).toEqual([]);
    expect(Object.keys(FRONT_PROVINCES_1944).filter((c) => !provinceCodes.has(c))).toEqual([]);
    expect(Object.keys(FRONT_PROVINCES_1944).filter((c) => c in GERMAN_HELD_PROVINCES)).toEqual([]);
  });

  it('leaves Campione d\'Italia, an enclave in Switzerland, out', () => {
    const campione = gazetteer.byFormattedText('Campione d\'Italia (CO), Lombardia, Italia')!;
    expect(Object.keys(NEVER_GERMAN_HELD_COMUNI)).toEqual([campione.istat]);
    expect(wasGermanHeld({ istat: campione.istat })).toBe(false);
    expect(wasGermanHeld({ istat: '013075' })).toBe(true); // Como
  });

  it.each([
    ['1943-09-09', false], ['1943-09-10', true], ['1944-10-02', true], ['1944-10-03', false],
  ] as const)('Milano on %s follows German time: %s', (date, expected) => {
    expect(followsGermanTime({ istat: '015146' }, parseCivilDateTime(`${date}T12:00`)!)).toBe(expected);
  });

  it('gives places with neither code (the external geocoder) their zone\'s rules', () => {
    expect(wasGermanHeld({})).toBe(false);
  });
});
