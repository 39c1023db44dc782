/** The «Mirata» tab's models: the user's copy of the rules, the search form read, the requests made of it, and the share link's keys round trip. */
import { describe, expect, test } from 'vitest';
import { DISCEPOLO_RULE_SET } from '@astrolabio/core';
import { mirataLuoghiBodySchema, mirataPianoBodySchema, mirataRuleSetSchema } from '@astrolabio/contract';
import { z } from 'zod/mini';
import { it } from '../../i18n/it.ts';
import { mirataLink, type MirataTabChoice } from './mirata-link.ts';
import { viewAround } from './map/map-view.ts';
import { isDiscepolo, readRuleNumber, ruleChanges, ruleCopyOf, ruleCopyWire, withDangerHouses, withRule, withRuleNumber } from './rules/rule-copy.ts';
import { luoghiBody, pianoBody, searchOf, type SearchFormValues } from './search/mirata-search.ts';

const NATAL = { datetime: '1972-11-30T03:15', timezone: 1, latitude: 41.902782, longitude: 12.496366 };
const HOME = { latitude: 41.902782, longitude: 12.496366, nome: 'Roma' };
const FORM: SearchFormValues = { year: 2027, zodiac: 'tropical', maxKm: '1500', countries: '', airportsOnly: false, verdicts: ['recommended', 'acceptable'], minScore: '', sort: 'verdict' };

describe('the copy of the rules', () => {
  test('Discepolo’s rules travel as nothing; each change as only itself, and read back the same', () => {
    expect(ruleCopyWire(DISCEPOLO_RULE_SET)).toBeUndefined();
    expect(isDiscepolo(DISCEPOLO_RULE_SET)).toBe(true);
    const copy = withDangerHouses(withRuleNumber(withRule(DISCEPOLO_RULE_SET, 'marsWithSaturn', false), 'cuspOrbDeg', 2), [12, 1]);
    const wire = ruleCopyWire(copy)!;
    expect(wire).toEqual({ attive: { marsWithSaturn: false }, orbitaCuspideGradi: 2, caseDaEvitare: [1, 12] });
    expect(z.safeParse(mirataRuleSetSchema, wire).success).toBe(true);
    expect(ruleCopyOf(wire)).toEqual(copy);
    expect(ruleChanges(copy)).toBe(3);
  });
  test.each([
    ['cuspOrbDeg', '2,5', 2.5],
    ['cuspOrbDeg', '6', null],
    ['stelliumMinBodies', '3.5', null],
    ['stelliumMinBodies', '4', 4],
    ['recommendedMinScore', '−2', -2],
    ['midheavenOrbDeg', 'dieci', null],
  ] as const)('%s typed «%s» reads %s', (field, text, value) => {
    expect(readRuleNumber(field, text)).toBe(value);
  });
});

describe('the search', () => {
  test('the form read: km, countries upper case, verdicts in the order best first', () => {
    const read = searchOf({ ...FORM, countries: 'it, fr', verdicts: ['acceptable', 'recommended'], minScore: '1' }, DISCEPOLO_RULE_SET);
    expect('search' in read && read.search).toMatchObject({ maxKm: 1500, countries: ['IT', 'FR'], verdicts: ['recommended', 'acceptable'], minScore: 1 });
  });
  test('each field that cannot be read says why, in Italian', () => {
    const read = searchOf({ ...FORM, maxKm: 'lontano', countries: 'Italia', verdicts: [], minScore: '1,5' }, DISCEPOLO_RULE_SET);
    expect('errors' in read && read.errors).toEqual({
      maxKm: it.mirata.distanceInvalid(20_000),
      countries: it.mirata.countriesInvalid('ITALIA'),
      verdicts: it.mirata.verdictsNone,
      minScore: it.mirata.minScoreInvalid,
    });
  });
  test('the requests are what the contract accepts: Discepolo’s rules unsent, a copy sent as its changes', () => {
    const read = searchOf(FORM, withRule(DISCEPOLO_RULE_SET, 'tenthHouse', false));
    if (!('search' in read)) throw new Error('unreadable');
    const luoghi = luoghiBody(read.search, NATAL, HOME);
    expect(luoghi).toMatchObject({ year: 2027, verdetti: ['consigliata', 'accettabile'], ordine: 'verdetto', limiti: { entroKm: 1500, soloAeroporti: false }, regole: { attive: { tenthHouse: false } } });
    expect(z.safeParse(mirataLuoghiBodySchema, luoghi).success).toBe(true);
    const piano = pianoBody(read.search, NATAL, HOME, 3);
    expect(piano).toMatchObject({ daAnno: 2027, anni: 3 });
    expect(z.safeParse(mirataPianoBodySchema, piano).success).toBe(true);
    const plain = searchOf(FORM, DISCEPOLO_RULE_SET);
    expect('search' in plain && 'regole' in luoghiBody(plain.search, NATAL, HOME)).toBe(false);
    // Tropical, the default, is not sent: a tropical search asks what it always asked.
    expect('search' in plain && 'zodiaco' in luoghiBody(plain.search, NATAL, HOME)).toBe(false);
  });
  test('a search corrected for precession asks every request in that zodiac', () => {
    const read = searchOf({ ...FORM, zodiac: 'precessionCorrected' }, DISCEPOLO_RULE_SET);
    if (!('search' in read)) throw new Error('unreadable');
    const luoghi = luoghiBody(read.search, NATAL, HOME);
    expect(luoghi.zodiaco).toBe('precessionCorrected');
    expect(z.parse(mirataLuoghiBodySchema, luoghi).zodiaco).toBe('precessionCorrected');
    expect(z.parse(mirataPianoBodySchema, pianoBody(read.search, NATAL, HOME, 2)).zodiaco).toBe('precessionCorrected');
  });
});

describe('the share link', () => {
  /** What the share fragment does: write the keys, parse each with its schema, read the choice back. */
  function roundTrip(choice: MirataTabChoice): MirataTabChoice | null {
    const written = mirataLink.write(choice);
    const parsed = Object.fromEntries(Object.entries(written).map(([k, v]) => [k, z.parse(mirataLink.keys[k]!, v)]));
    return mirataLink.read(parsed);
  }
  test('nothing searched: no keys', () => {
    expect(mirataLink.write({ search: null, planYears: null, lunarYear: null, view: null, natalLines: false })).toEqual({});
  });
  test('the search, a copy of the rules, the plan, the lunar year, the map’s view and natal lines come back as they were', () => {
    const read = searchOf({ ...FORM, zodiac: 'precessionCorrected', countries: 'IT, FR', airportsOnly: true, verdicts: ['recommended', 'acceptable', 'discarded'], minScore: '-1', sort: 'distance' }, withRuleNumber(DISCEPOLO_RULE_SET, 'midheavenOrbDeg', 7.5));
    if (!('search' in read)) throw new Error('unreadable');
    const view = viewAround(HOME, 800);
    const choice: MirataTabChoice = { search: read.search, planYears: 3, lunarYear: 2027, view, natalLines: true };
    const back = roundTrip(choice)!;
    expect({ ...back, view: null }).toEqual({ ...choice, view: null });
    expect(back.view!.centerLon).toBeCloseTo(view.centerLon, 3);
    expect(back.view!.spanLonDeg).toBeCloseTo(view.spanLonDeg, 3);
  });
  test('a broken rules text makes the key unreadable, not silently Discepolo’s', () => {
    expect(z.safeParse(mirataLink.keys.miregole!, '{"attive":').success).toBe(false);
    expect(z.safeParse(mirataLink.keys.miregole!, '{"orbitaCuspideGradi":9}').success).toBe(false);
  });
});
