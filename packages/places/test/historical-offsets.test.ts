/**
 * Offsets of births the issue found wrong, resolved for the gazetteer's own places: zones that
 * Node's ICU merges before 1970, the comuni that kept Austria's time until November 1918, local
 * mean time outside Italy, the tz database's summer-time flag. Expected values: zdump
 * (fixtures/zdump/gazetteer-zones.txt) for the zone the rule names, and the figures the issue
 * states. Tolerance: none for tz offsets; 0.5 s for local mean time (longitude / 15, not whole seconds).
 */
import { describe, expect, it } from 'vitest';
import { civilToEpochMs, parseCivilDateTime, type CivilDateTime } from '@astrolabio/core';
import { loadGazetteer } from '../src/gazetteer-file.ts';
import { resolveUtcOffset } from '../src/resolve-offset.ts';
import { formatUtcOffset } from '../src/utc-offset.ts';
import { zoneAt } from '../src/zone-at.ts';
import { AUSTRIAN_COMUNI_ELSEWHERE, AUSTRIAN_ZONE } from '../src/austrian-time.ts';
import { zdumpTypeAtMs } from './zdump-intervals-fixture.ts';
import type { TzType } from '../src/tz/posix-tz.ts';

const gazetteer = loadGazetteer();
const at = (text: string): CivilDateTime => parseCivilDateTime(text)!;

function resolveAt(formatted: string, local: string) {
  const place = gazetteer.byFormattedText(formatted);
  if (!place) throw new Error(`${formatted} is not in the gazetteer`);
  const zone = zoneAt(place.latitude, place.longitude)!;
  return { place, zone, ...resolveUtcOffset({ zone, longitude: place.longitude, local: at(local), ...(place.istat ? { istat: place.istat } : {}) }) };
}

/** zdump's type for a local wall time in a zone: the offset o whose instant (wall − o) zdump gives o. */
function zdumpLocal(zone: string, local: string): TzType {
  const wallMs = civilToEpochMs(at(local));
  for (let guess = -14; guess <= 14; guess += 0.25) {
    const type = zdumpTypeAtMs(zone, wallMs - guess * 3_600_000);
    if (zdumpTypeAtMs(zone, wallMs - type.offsetSeconds * 1000).offsetSeconds === type.offsetSeconds) return zdumpTypeAtMs(zone, wallMs - type.offsetSeconds * 1000);
  }
  throw new Error(`no zdump offset for ${local} in ${zone}`);
}

describe('zones Node\'s ICU merges with another city\'s before 1970 (tz database backzone)', () => {
  it.each([
    // [place, local time, the or zdump's figure, summer time]
    ['Oslo, Norvegia', '1960-07-15T12:00', 'UTC+02:00', true],
    ['Stoccolma, Svezia', '1945-07-15T12:00', 'UTC+01:00', false],
    ['Amsterdam, Paesi Bassi', '1935-07-01T12:00', 'UTC+01:19:32', true],
    ['Reykjavík, Islanda', '1960-01-15T12:00', 'UTC−01:00', false],
    ['Addis Abeba, Etiopia', '1930-07-01T12:00', 'UTC+02:35:20', false],
    ['Copenaghen, Danimarca', '1949-09-15T12:00', 'UTC+01:00', false],
    ['Lussemburgo, Lussemburgo', '1940-05-15T12:00', 'UTC+02:00', true],
    ['Monaco, Monaco', '1942-02-15T12:00', 'UTC+01:00', true], // France's WEST: ICU gives Paris's +2
    ['Zagabria, Croazia', '1945-04-15T12:00', 'UTC+02:00', true],
    ['Lubiana, Slovenia', '1945-04-15T12:00', 'UTC+02:00', true],
    ['Sarajevo, Bosnia ed Erzegovina', '1945-04-15T12:00', 'UTC+02:00', true],
    ['Asmara, Eritrea', '1942-07-15T12:00', 'UTC+03:00', false],
  ] as const)('%s %s → %s, summer time %s', (formatted, local, utcOffset, dst) => {
    const r = resolveAt(formatted, local);
    const expected = zdumpLocal(r.zone, local);
    expect([r.offsetSeconds, r.dst]).toEqual([expected.offsetSeconds, expected.isDst]);
    expect([formatUtcOffset(r.offsetSeconds), r.dst, r.notes]).toEqual([utcOffset, dst, []]);
  });
});

describe('summer time as the tz database flags it', () => {
  it.each([
    ['Parigi, Francia', '1944-12-01T12:00', 'UTC+01:00', true],
    ['Parigi, Francia', '1945-03-01T12:00', 'UTC+01:00', true],
    ['Buenos Aires, Argentina', '1948-07-15T12:00', 'UTC−03:00', true],
    ['Buenos Aires, Argentina', '1961-07-15T12:00', 'UTC−03:00', true],
  ] as const)('%s %s → %s, summer time %s', (formatted, local, utcOffset, dst) => {
    const r = resolveAt(formatted, local);
    const expected = zdumpLocal(r.zone, local);
    expect([r.offsetSeconds, r.dst]).toEqual([expected.offsetSeconds, expected.isDst]);
    expect([formatUtcOffset(r.offsetSeconds), r.dst]).toEqual([utcOffset, dst]);
  });
});

describe('local mean time before a zone\'s standard time, from the birthplace\'s longitude', () => {
  it('Ulm 1879: +0:39:58 (9.99155° E), not Berlin\'s +0:53:28, with the note naming the zone and its first standard day', () => {
    const r = resolveAt('Ulma, Germania', '1879-06-01T12:00');
    expect(zdumpLocal('Europe/Berlin', '1879-06-01T12:00')).toMatchObject({ offsetSeconds: 3208, abbreviation: 'LMT' });
    expect(Math.abs(r.offsetSeconds - (39 * 60 + 58))).toBeLessThan(0.5);
    expect(r.dst).toBe(false);
    expect(r.notes).toEqual([{
      code: 'localMeanTime', rule: 'zone', zone: 'Europe/Berlin', standardFrom: { year: 1893, month: 4, day: 1 }, longitude: r.place.longitude, offsetSeconds: r.offsetSeconds,
    }]);
  });

  it('Kuwait until 1950 (tz database: LMT +3:11:56; ICU: Riyadh\'s +3): the city\'s own longitude', () => {
    const r = resolveAt('Al-Kuwait, Kuwait', '1949-12-15T12:00');
    expect(zdumpLocal('Asia/Kuwait', '1949-12-15T12:00')).toMatchObject({ offsetSeconds: 11516, abbreviation: 'LMT' });
    expect(Math.abs(r.offsetSeconds - r.place.longitude * 240)).toBeLessThan(0.5);
    expect(formatUtcOffset(r.offsetSeconds)).toBe('UTC+03:11:55');
    expect(r.notes).toEqual([expect.objectContaining({ code: 'localMeanTime', zone: 'Asia/Kuwait', standardFrom: { year: 1950, month: 1, day: 1 } })]);
  });

  it('Berlin itself on 1 April 1893 is already CET, the day before its own mean time', () => {
    expect(resolveAt('Berlino, Germania', '1893-04-01T12:00')).toMatchObject({ offsetSeconds: 3600, notes: [] });
    expect(resolveAt('Berlino, Germania', '1893-03-31T12:00').notes[0]).toMatchObject({ code: 'localMeanTime', rule: 'zone' });
  });

  it('keeps a mean time the tz database gives a whole country (Amsterdam Mean Time, 1835–1937)', () => {
    expect(resolveAt('Amsterdam, Paesi Bassi', '1900-01-15T12:00')).toMatchObject({ offsetSeconds: 1172, notes: [] });
  });
});

describe('comuni that were Austrian until November 1918 follow Europe/Vienna', () => {
  it.each([
    // [place, local time, zone whose zdump offset applies, the figure where it gives one]
    ['Trieste (TS), Friuli-Venezia Giulia, Italia', '1916-05-15T12:00', AUSTRIAN_ZONE, 'UTC+02:00'],
    ['Trento (TN), Trentino-Alto Adige, Italia', '1917-04-05T12:00', AUSTRIAN_ZONE, 'UTC+01:00'],
    ['Bolzano/Bozen (BZ), Trentino-Alto Adige, Italia', '1918-03-20T12:00', AUSTRIAN_ZONE, 'UTC+01:00'],
    ['Gorizia (GO), Friuli-Venezia Giulia, Italia', '1918-09-20T12:00', AUSTRIAN_ZONE, 'UTC+01:00'],
    ['Trieste (TS), Friuli-Venezia Giulia, Italia', '1893-06-01T12:00', AUSTRIAN_ZONE, 'UTC+01:00'],
    ["Cortina d'Ampezzo (BL), Veneto, Italia", '1916-06-01T12:00', AUSTRIAN_ZONE, 'UTC+02:00'],
    ['Tarvisio (UD), Friuli-Venezia Giulia, Italia', '1917-04-10T12:00', AUSTRIAN_ZONE, 'UTC+01:00'],
    ['San Giovanni, Valle Aurina/Ahrntal (BZ), Trentino-Alto Adige, Italia', '1917-04-05T12:00', AUSTRIAN_ZONE, 'UTC+01:00'],
    ['Trieste (TS), Friuli-Venezia Giulia, Italia', '1918-11-04T12:00', 'Europe/Rome', 'UTC+01:00'],
    ['Trieste (TS), Friuli-Venezia Giulia, Italia', '1919-07-01T12:00', 'Europe/Rome', 'UTC+02:00'],
    ['Udine (UD), Friuli-Venezia Giulia, Italia', '1916-05-15T12:00', 'Europe/Rome', 'UTC+01:00'],
    ['Pontebba (UD), Friuli-Venezia Giulia, Italia', '1916-06-15T12:00', 'Europe/Rome', 'UTC+02:00'],
  ] as const)('%s %s → %s\'s offset (%s)', (formatted, local, zone, utcOffset) => {
    const r = resolveAt(formatted, local);
    const expected = zdumpLocal(zone, local);
    expect([r.offsetSeconds, r.dst]).toEqual([expected.offsetSeconds, expected.isDst]);
    expect(formatUtcOffset(r.offsetSeconds)).toBe(utcOffset);
    const austrianNote = { code: 'austrianTime', zone: AUSTRIAN_ZONE, until: { year: 1918, month: 11, day: 4 } };
    expect(r.notes).toEqual(zone === AUSTRIAN_ZONE ? [austrianNote] : []);
  });

  it('before Austria\'s CET (1 April 1893): local mean time from the longitude, naming Vienna\'s rule', () => {
    const r = resolveAt('Trieste (TS), Friuli-Venezia Giulia, Italia', '1890-06-01T12:00');
    expect(Math.abs(r.offsetSeconds - r.place.longitude * 240)).toBeLessThan(0.5);
    expect(r.notes.map((n) => n.code)).toEqual(['austrianTime', 'localMeanTime']);
    expect(r.notes[1]).toMatchObject({ rule: 'zone', zone: AUSTRIAN_ZONE, standardFrom: { year: 1893, month: 4, day: 1 } });
  });

  it('names every listed comune outside the four provinces as the gazetteer does', () => {
    const byIstat = new Map(gazetteer.places.filter((p) => p.kind === 'comune').map((p) => [p.istat, p.name]));
    expect(AUSTRIAN_COMUNI_ELSEWHERE.map((c) => byIstat.get(c.istat))).toEqual(AUSTRIAN_COMUNI_ELSEWHERE.map((c) => c.name));
  });
});
