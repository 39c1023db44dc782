import { describe, expect, test } from 'vitest';
import { DEFAULT_BIRTH_FORM_VALUES, type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { decodeShareFragment, encodeShareFragment } from './share-fragment.ts';
import { DEFAULT_NATAL_ORBS, DEFAULT_TRANSIT_ORBS, withOrbs, type AspectCode } from '@astrolabio/core';

const ROMA = 'Roma (RM), Lazio, Italia';
const MARIA: BirthFormValues = {
  ...DEFAULT_BIRTH_FORM_VALUES,
  profileName: 'Maria Rossi',
  city: ROMA,
  placeSelected: true,
  date: '1975-07-15',
  time: '09:30',
  latitude: 41.89193,
  longitude: '12,51133',
  timezone: 2,
  transitStart: '2026-01-01',
  transitEnd: '2026-12-31',
  houseSystem: 'koch',
  nodeKind: 'mean',
  placeFix: { place: ROMA, date: '1975-07-15', time: '09:30', fields: ['latitude', 'longitude', 'timezone'], zone: 'Europe/Rome', rule: { code: 'placeZone', zone: 'Europe/Rome' }, dst: true },
};

describe('share fragment', () => {
  test('round trip: birth data, place with its zone, period, options and tab come back as the form held them', () => {
    const fragment = encodeShareFragment(MARIA, 'tabella-transiti');
    expect(fragment).toMatch(/^v=1&/);
    expect(decodeShareFragment(`#${fragment}`)).toEqual({
      kind: 'chart',
      chart: { tab: 'tabella-transiti', values: { ...MARIA, longitude: 12.51133, latitude: 41.89193 } },
    });
  });

  test('the «Rivoluzione Solare» tab\'s year, zodiac and place come back (issue 27 review: the link opened on this year at Roma)', () => {
    const solarReturn = { year: 2031, zodiac: 'precessionCorrected' as const, place: { name: 'Milano (MI), Lombardia, Italia', latitude: 45.46427, longitude: 9.18951 } };
    const fragment = encodeShareFragment(MARIA, 'rivoluzione-solare', { solarReturn })!;
    expect(new URLSearchParams(fragment).get('v')).toBe('1');
    expect(decodeShareFragment(fragment)).toEqual({
      kind: 'chart',
      chart: { tab: 'rivoluzione-solare', values: { ...MARIA, longitude: 12.51133, latitude: 41.89193 }, solarReturn },
    });
    const atBirthPlace = { ...solarReturn, zodiac: 'tropical' as const, place: null };
    const read = decodeShareFragment(encodeShareFragment(MARIA, 'rivoluzione-solare', { solarReturn: atBirthPlace })!);
    expect(read.kind === 'chart' && read.chart.solarReturn).toEqual(atBirthPlace);
  });

  test('Tabella Transiti\'s layers and their slow period come back (issue 26)', () => {
    const layers = { layers: ['progressions', 'lunations'] as ('progressions' | 'lunations')[], slowPeriod: 'life' };
    const fragment = encodeShareFragment(MARIA, 'tabella-transiti', { layers })!;
    expect(new URLSearchParams(fragment).get('layers')).toBe('progressions,lunations');
    expect(new URLSearchParams(fragment).get('slow')).toBe('life');
    expect(decodeShareFragment(fragment)).toEqual({
      kind: 'chart',
      chart: { tab: 'tabella-transiti', values: { ...MARIA, longitude: 12.51133, latitude: 41.89193 }, layers },
    });
    // The transits' period, the default, is not written; no layer chosen, no key.
    const onTransits = encodeShareFragment(MARIA, null, { layers: { layers: ['directions'], slowPeriod: 'transits' } })!;
    expect(onTransits).not.toMatch(/slow=/);
    const read = decodeShareFragment(onTransits);
    expect(read.kind === 'chart' && read.chart.layers).toEqual({ layers: ['directions'], slowPeriod: 'transits' });
    expect(encodeShareFragment(MARIA, null, { layers: { layers: [], slowPeriod: 'life' } })).not.toMatch(/layers=|slow=/);
  });

  test('an old link without the layers\' keys still opens, with no layers (the chart keeps its own); a bad layer is a broken link', () => {
    const old = 'v=1&date=1975-07-15&time=09:30&utc=2&lat=41.89193&lon=12.51133&from=2026-01-01&to=2026-12-31&tab=tabella-transiti';
    const read = decodeShareFragment(`#${old}`);
    expect(read.kind).toBe('chart');
    expect(read.kind === 'chart' && read.chart.layers).toBeUndefined();
    expect(decodeShareFragment(`#${old}&layers=profezioni`)).toEqual({ kind: 'unreadable', problem: 'broken' });
    expect(decodeShareFragment(`#${old}&layers=transits`)).toEqual({ kind: 'unreadable', problem: 'broken' });
  });

  test('a link without the return\'s keys carries no return; a place without its coordinates is the birth place', () => {
    const plain = decodeShareFragment(encodeShareFragment(MARIA, 'rivoluzione-solare')!);
    expect(plain.kind === 'chart' && plain.chart.solarReturn).toBeUndefined();
    const noCoordinates = decodeShareFragment(`${encodeShareFragment(MARIA, null)!}&rsyear=2030&rsplace=Milano`);
    expect(noCoordinates.kind === 'chart' && noCoordinates.chart.solarReturn).toEqual({ year: 2030, zodiac: 'tropical', place: null });
    expect(decodeShareFragment(`${encodeShareFragment(MARIA, null)!}&rsyear=20x0`)).toEqual({ kind: 'unreadable', problem: 'broken' });
  });

  test('a chart without a place name, and a local mean time offset of six decimals', () => {
    const v = { ...MARIA, city: '', placeSelected: false, placeFix: null, profileName: '', timezone: 0.612634 };
    const read = decodeShareFragment(encodeShareFragment(v, null)!);
    expect(read).toEqual({ kind: 'chart', chart: { tab: null, values: { ...v, latitude: 41.89193, longitude: 12.51133 } } });
  });

  test('values that are not a chart yet give no link', () => {
    expect(encodeShareFragment({ ...MARIA, latitude: '' }, null)).toBeNull();
    expect(encodeShareFragment({ ...MARIA, date: '' }, null)).toBeNull();
    expect(encodeShareFragment({ ...MARIA, transitEnd: '' }, null)).toBeNull();
  });

  test('an empty fragment is no link', () => {
    expect(decodeShareFragment('')).toEqual({ kind: 'none' });
    expect(decodeShareFragment('#')).toEqual({ kind: 'none' });
  });

  test.each([
    ['no version', 'date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'broken'],
    ['cut short (no period)', 'v=1&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5', 'broken'],
    ['a latitude of 95', 'v=1&date=1990-01-01&time=12:00&utc=1&lat=95&lon=12.5&from=2026-01-01&to=2026-12-31', 'broken'],
    ['a 31 February', 'v=1&date=1990-02-31&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'broken'],
    ['an hour 24', 'v=1&date=1990-01-01&time=24:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'broken'],
    ['an unknown house system', 'v=1&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31&houses=astrale', 'broken'],
    ['random text', 'sezione-2', 'broken'],
    ['a later version', 'v=2&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'version'],
  ])('%s → unreadable (%s)', (_, fragment, problem) => {
    expect(decodeShareFragment(`#${fragment}`)).toEqual({ kind: 'unreadable', problem });
  });

  test('keys it does not know are ignored (a later minor addition)', () => {
    const read = decodeShareFragment('#v=1&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31&colore=blu');
    expect(read.kind).toBe('chart');
  });

  test('issue 25: the settings travel in the link and come back; an unreadable one breaks the link', () => {
    const values = { ...DEFAULT_BIRTH_FORM_VALUES, latitude: 41.9, longitude: 12.5, transitStart: '2026-01-01', transitEnd: '2026-12-31' };
    const settings = {
      lilith: 'true' as const,
      aspects: ['conjunction', 'quincunx'] as AspectCode[],
      natalOrbs: withOrbs(DEFAULT_NATAL_ORBS, { quincunx: { orbDeg: 4, luminaryOrbDeg: 5 } }),
      transitOrbs: withOrbs(DEFAULT_TRANSIT_ORBS, { conjunction: { orbDeg: 6 } }),
      cusps: true,
    };
    const fragment = encodeShareFragment({ ...values, settings }, null)!;
    expect(fragment).toContain('lilith=true');
    expect(fragment).toContain('aspects=conjunction%2Cquincunx');
    const read = decodeShareFragment(`#${fragment}`);
    expect(read.kind === 'chart' && read.chart.values.settings).toEqual(settings);
    // Default settings add no key: a link of a default chart is as before.
    expect(encodeShareFragment(values, null)).not.toMatch(/lilith|aspects|orbs|cusps/);
    expect(decodeShareFragment('#v=1&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31&orbs=wide').kind).toBe('unreadable');
  });
});
