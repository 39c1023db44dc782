/**
 * The share link's format (issues 21, 25, 34): the chart's keys and a tab's come back as written; the
 * check of version 2 catches a link copied in part or altered; version 1 links, without a check,
 * still open; keys taken twice are refused when the format is made. The real tabs' keys (the return,
 * the layers) are tested with the registry, in app/share-link.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { DEFAULT_BIRTH_FORM_VALUES, type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { tabLink } from '../../result-tabs/link-keys.ts';
import { createShareFormat } from './share-fragment.ts';
import { DEFAULT_NATAL_ORBS, DEFAULT_TRANSIT_ORBS, withOrbs, type AspectCode } from '@astrolabio/core';

/** A tab with two keys, as a feature declares them: a count and an optional colour. */
const SAMPLE_TAB = {
  id: 'esempio',
  link: tabLink({
    keys: { conta: z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform((t: string) => Number(t))), colore: z.enum(['rosso', 'blu']) },
    read: (k) => (k.conta === undefined ? null : { count: k.conta, colour: k.colore ?? 'rosso' }),
    write: (c: { count: number; colour: 'rosso' | 'blu' }) => ({ conta: String(c.count), ...(c.colour !== 'rosso' ? { colore: c.colour } : {}) }),
  }),
};
const format = createShareFormat([{ id: 'senza-chiavi' }, SAMPLE_TAB]);
const encodeShareFragment = format.encode;
const decodeShareFragment = format.decode;

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
    expect(fragment).toMatch(/^v=2&.*&c=[0-9a-z]{1,7}$/);
    expect(decodeShareFragment(`#${fragment}`)).toEqual({
      kind: 'chart',
      chart: { tab: 'tabella-transiti', values: { ...MARIA, longitude: 12.51133, latitude: 41.89193 }, choices: {} },
    });
  });

  test('a tab\'s keys come back as its choice; a tab without a choice, or at its default, writes nothing', () => {
    const fragment = encodeShareFragment(MARIA, 'esempio', { esempio: { count: 7, colour: 'blu' } })!;
    expect(new URLSearchParams(fragment).get('conta')).toBe('7');
    expect(decodeShareFragment(fragment)).toEqual({
      kind: 'chart',
      chart: { tab: 'esempio', values: { ...MARIA, longitude: 12.51133, latitude: 41.89193 }, choices: { esempio: { count: 7, colour: 'blu' } } },
    });
    expect(encodeShareFragment(MARIA, 'esempio', { esempio: { count: 7, colour: 'rosso' } })).not.toMatch(/colore/);
    expect(encodeShareFragment(MARIA, 'esempio')).not.toMatch(/conta|colore/);
    // A bad value of a tab's key breaks the link, as a bad value of the chart's does.
    const old = 'v=1&date=1975-07-15&time=09:30&utc=2&lat=41.89193&lon=12.51133&from=2026-01-01&to=2026-12-31';
    expect(decodeShareFragment(`${old}&conta=sette`)).toEqual({ kind: 'unreadable', problem: 'broken' });
    expect(decodeShareFragment(`${old}&colore=blu`)).toMatchObject({ kind: 'chart', chart: { choices: {} } });
  });

  test('a key two tabs claim, or one of the chart\'s, is refused when the format is made', () => {
    expect(() => createShareFormat([SAMPLE_TAB, { ...SAMPLE_TAB, id: 'altro' }])).toThrow(/conta.*altro.*esempio/);
    const takesDate = { id: 'data', link: tabLink({ keys: { date: z.string() }, read: () => null, write: () => ({}) }) };
    expect(() => createShareFormat([takesDate])).toThrow(/date.*data.*chart/);
    for (const reserved of ['v', 'c']) {
      expect(() => createShareFormat([{ id: 'x', link: tabLink({ keys: { [reserved]: z.string() }, read: () => null, write: () => ({}) }) }])).toThrow();
    }
  });

  test('issue 34: a link cut anywhere, or with a value changed, says so instead of opening a chart', () => {
    const settings = { ...MARIA.settings, lilith: 'true' as const, cusps: true };
    const fragment = encodeShareFragment({ ...MARIA, settings }, 'esempio', { esempio: { count: 7, colour: 'blu' } })!;
    // Every cut after the version: the check is last, so it goes or breaks with any cut.
    for (let end = 4; end < fragment.length; end++) {
      expect(decodeShareFragment(fragment.slice(0, end)), fragment.slice(0, end)).toEqual({ kind: 'unreadable', problem: 'cut' });
    }
    // The settings' keys are optional: cut before them, a version 1 link opened the chart on defaults.
    expect(fragment).toMatch(/houses=koch.*lilith=true.*cusps=si/);
    const altered = [fragment.replace('houses=koch', 'houses=placidus'), fragment.replace('time=09%3A30', 'time=09%3A31'), fragment.replace('conta=7', 'conta=8'), `${fragment}0`];
    for (const link of altered) expect(decodeShareFragment(link)).toEqual({ kind: 'unreadable', problem: 'cut' });
    // The same keys in another order, or escaped otherwise, are the same link.
    const params = [...new URLSearchParams(fragment)].reverse();
    expect(decodeShareFragment(new URLSearchParams(params).toString())).toEqual(decodeShareFragment(fragment));
    expect(decodeShareFragment(fragment.replace('time=09%3A30', 'time=09:30')).kind).toBe('chart');
  });

  test('a chart without a place name, and a local mean time offset of six decimals', () => {
    const v = { ...MARIA, city: '', placeSelected: false, placeFix: null, profileName: '', timezone: 0.612634 };
    const read = decodeShareFragment(encodeShareFragment(v, null)!);
    expect(read).toEqual({ kind: 'chart', chart: { tab: null, values: { ...v, latitude: 41.89193, longitude: 12.51133 }, choices: {} } });
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
    ['a version 2 link without its check', 'v=2&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'cut'],
    ['a later version', 'v=3&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'version'],
  ])('%s → unreadable (%s)', (_, fragment, problem) => {
    expect(decodeShareFragment(`#${fragment}`)).toEqual({ kind: 'unreadable', problem });
  });

  test('keys it does not know are ignored (a later minor addition)', () => {
    const read = decodeShareFragment('#v=1&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31&sfondo=blu');
    expect(read.kind).toBe('chart');
  });

  test('version 1 links, without a check, open as before: the same chart as the version 2 link of the same values', () => {
    const v2 = new URLSearchParams(encodeShareFragment(MARIA, 'tabella-transiti')!);
    v2.set('v', '1');
    v2.delete('c');
    expect(decodeShareFragment(v2.toString())).toEqual(decodeShareFragment(encodeShareFragment(MARIA, 'tabella-transiti')!));
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
