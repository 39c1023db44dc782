/**
 * Births in the towns that were Italian between the wars, against a table written by hand from the
 * history of the clocks (fixtures/historical-births/, see its README): Austria's or Hungary's rules
 * before 1918, Italy's while Italian, the zone's own after the hand-over. No tolerance: whole offsets.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCivilDateTime } from '@astrolabio/core';
import { loadGazetteer } from '../src/gazetteer-file.ts';
import { eraAt } from '../src/former-italy/eras.ts';
import { FORMER_ITALIAN_PLACES, formerItalianGroup } from '../src/former-italy/places.ts';
import { resolveUtcOffset } from '../src/resolve-offset.ts';
import { formatUtcOffset } from '../src/utc-offset.ts';
import { zoneAt } from '../src/zone-at.ts';

const TABLE = new URL('../../../fixtures/historical-births/former-italian-towns.tsv', import.meta.url);
const rows = readFileSync(TABLE, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#')).map((l) => l.split('\t'));
const gazetteer = loadGazetteer();

function resolve(formatted: string, local: string) {
  const place = gazetteer.byFormattedText(formatted);
  if (!place) throw new Error(`${formatted} is not in the gazetteer`);
  const zone = zoneAt(place.latitude, place.longitude)!;
  return resolveUtcOffset({ zone, longitude: place.longitude, local: parseCivilDateTime(local)!, ...(place.geonameId !== undefined ? { geonameId: place.geonameId } : {}) });
}

describe('births in the towns Italian between the wars (fixtures/historical-births)', () => {
  it('has the issue\'s three births and more', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it.each(rows)('%s %s → UTC%s, summer time %s (%s)', (formatted, local, offset, dst) => {
    const r = resolve(formatted!, local!);
    expect([formatUtcOffset(r.offsetSeconds), r.dst]).toEqual([`UTC${offset!.replace('-', '−')}`, dst === 'yes']);
  });

  it('says which rule it applied', () => {
    expect(resolve('Fiume, Croazia', '1940-07-01T12:00').notes).toEqual([{
      code: 'formerCountryTime', country: 'italy', zone: 'Europe/Rome', ownZone: 'Europe/Zagreb',
      from: { year: 1918, month: 11, day: 17 }, until: { year: 1945, month: 5, day: 3 },
    }]);
    expect(resolve('Pola, Croazia', '1916-05-15T12:00').notes).toEqual([{ code: 'austrianTime', zone: 'Europe/Vienna', until: { year: 1918, month: 11, day: 4 } }]);
    expect(resolve('Fiume, Croazia', '1950-07-15T12:00').notes).toEqual([]);
  });
});

describe('the former Italian towns table', () => {
  it('names every town once, each in the gazetteer', () => {
    const ids = FORMER_ITALIAN_PLACES.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const inGazetteer = new Set(gazetteer.places.map((p) => p.geonameId));
    expect(ids.filter((id) => !inGazetteer.has(id))).toEqual([]);
  });

  it.each([
    ['istria', '1918-11-03', 'austria'], ['istria', '1918-11-04', 'italy'], ['istria', '1945-04-30', 'italy'], ['istria', '1945-05-01', undefined],
    ['zoneA', '1947-09-14', 'italy'], ['zoneA', '1947-09-15', undefined],
    ['fiume', '1918-11-16', 'hungary'], ['fiume', '1918-11-17', 'italy'], ['fiume', '1945-05-03', undefined],
    ['zara', '1944-10-30', 'italy'], ['zara', '1944-10-31', undefined],
  ] as const)('%s on %s follows %s', (group, date, country) => {
    expect(eraAt(group, parseCivilDateTime(`${date}T12:00`)!)?.country).toBe(country);
  });

  it('leaves places outside the table to their zone', () => {
    expect(formerItalianGroup(undefined)).toBeUndefined();
    expect(formerItalianGroup(3186886)).toBeUndefined(); // Zagreb
  });
});
