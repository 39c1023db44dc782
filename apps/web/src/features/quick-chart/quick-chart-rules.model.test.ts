/**
 * The transits test page's birth form rules as a table (spec sections 2, 5 and 8): the button needs
 * name, date and time; a press needs non-zero coordinates (text that is not a number counts as 0);
 * values the server would refuse are named under their field.
 */
import { describe, expect, test } from 'vitest';
import { SPEC_ERRORS, SUPPORTED_FIRST_DATE, SUPPORTED_LAST_DATE } from '@astrolabio/contract';
import type { BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { applyPlaceFound, choosePlace } from '../../birth-data/place-fix.ts';
import { CITY_PRESET_PLACES, cityName, presetOf } from './city-presets.ts';
import { checkQuickChart, coordinateOrZero, hasRequiredFields, isCalculable, QUICK_CHART_DEFAULTS, type QuickChartCheck } from './quick-chart-rules.ts';

const ROMA = 'Roma (RM), Lazio, Italia';
/** Anna, Roma, 15/01/1990 10:30, coordinates and zone as /api/resolve-location gives them. */
const FILLED: BirthFormValues = {
  ...QUICK_CHART_DEFAULTS, profileName: 'Anna', date: '1990-01-15', time: '10:30', city: ROMA, latitude: 41.89193, longitude: 12.51133, timezone: 1,
};
const ok: QuickChartCheck = { message: null, fields: {} };

describe('defaults and the button', () => {
  test('spec section 9: time zone 2; nothing else filled in', () => {
    expect(QUICK_CHART_DEFAULTS).toMatchObject({ profileName: '', date: '', time: '', city: '', latitude: '', longitude: '', timezone: 2 });
  });

  test.each<[string, Partial<BirthFormValues>, boolean]>([
    ['all three', {}, true],
    ['no name', { profileName: '' }, false],
    ['a name of spaces', { profileName: '   ' }, false],
    ['no date', { date: '' }, false],
    ['no time', { time: '' }, false],
    ['no place nor coordinates (the press says why)', { city: '', latitude: '', longitude: '' }, true],
  ])('%s → enabled: %s', (_, patch, enabled) => {
    expect(hasRequiredFields({ ...FILLED, ...patch })).toBe(enabled);
  });
});

describe('what a press finds', () => {
  test.each<[string, Partial<BirthFormValues>, QuickChartCheck]>([
    ['everything in order', {}, ok],
    ['coordinates typed as text with a comma', { latitude: '41,9028', longitude: '12,4964' }, ok],
    ['coordinates typed without a place name (spec section 5: the place is required too)', { city: '' }, { message: 'placeOrCoordinatesMissing', fields: {} }],
    ['coordinates typed with a place name written by hand', { city: 'Casa della nonna', placeSelected: false, placeFix: null }, ok],
    ['no name', { profileName: '' }, { message: 'requiredFieldsMissing', fields: {} }],
    ['no time, and no coordinates either: the first message only', { time: '', latitude: '' }, { message: 'requiredFieldsMissing', fields: {} }],
    ['a place without coordinates', { latitude: '', longitude: '' }, { message: 'placeOrCoordinatesMissing', fields: {} }],
    ['nothing but the three required', { city: '', latitude: '', longitude: '' }, { message: 'placeOrCoordinatesMissing', fields: {} }],
    ['a latitude that is not a number counts as 0', { latitude: 'Roma' }, { message: 'placeOrCoordinatesMissing', fields: {} }],
    ['a longitude of 0', { longitude: 0 }, { message: 'placeOrCoordinatesMissing', fields: {} }],
    ['a latitude of 0 typed', { latitude: '0' }, { message: 'placeOrCoordinatesMissing', fields: {} }],
    ['a latitude of 95', { latitude: '95' }, { message: null, fields: { latitude: 'outOfRange' } }],
    ['a longitude of -181', { longitude: -181 }, { message: null, fields: { longitude: 'outOfRange' } }],
    ['no time zone', { timezone: '' }, { message: null, fields: { timezone: 'required' } }],
    ['a time zone of 15', { timezone: '15' }, { message: null, fields: { timezone: 'outOfRange' } }],
    ['a time zone that is not a number', { timezone: 'CET' }, { message: null, fields: { timezone: 'unreadable' } }],
    ['a birth before the ephemeris', { date: '1700-06-01' }, { message: null, fields: { date: 'outOfRange' } }],
    ['a birth after the ephemeris', { date: '2400-06-01' }, { message: null, fields: { date: 'outOfRange' } }],
  ])('%s', (_, patch, expected) => {
    expect(checkQuickChart({ ...FILLED, ...patch })).toEqual(expected);
    expect(isCalculable(checkQuickChart({ ...FILLED, ...patch }))).toBe(expected.message === null && Object.keys(expected.fields).length === 0);
  });

  test('the ephemeris\' first and last days are accepted; the first day\'s first hours, in UT, are not', () => {
    expect(checkQuickChart({ ...FILLED, date: SUPPORTED_LAST_DATE, time: '12:00' })).toEqual(ok);
    expect(checkQuickChart({ ...FILLED, date: SUPPORTED_FIRST_DATE, time: '23:00', timezone: 0 })).toEqual(ok);
    expect(checkQuickChart({ ...FILLED, date: SUPPORTED_FIRST_DATE, time: '00:00', timezone: 0 }).fields.date).toBe('outOfRange');
  });

  test('a zone found for another birth date must be found again (or typed) first', () => {
    const chosen = choosePlace({ ...FILLED, latitude: '', longitude: '', timezone: 2 }, ROMA);
    const resolved = applyPlaceFound(chosen, { place: ROMA, date: '1990-01-15', time: '10:30' }, { latitude: 41.89193, longitude: 12.51133, timezone: 1, zone: 'Europe/Rome' }, false);
    expect(checkQuickChart(resolved)).toEqual(ok);
    expect(checkQuickChart({ ...resolved, date: '1990-07-15' })).toEqual({ message: null, fields: { timezone: 'stale' } });
  });

  test('the two messages are the spec\'s', () => {
    expect(SPEC_ERRORS.requiredFieldsMissing).toBe('Inserisci tutti i campi obbligatori');
    expect(SPEC_ERRORS.placeOrCoordinatesMissing).toBe('Seleziona una città o inserisci le coordinate');
  });
});

describe('coordinateOrZero (spec section 5)', () => {
  test.each<[string | number, 'latitude' | 'longitude', number | 'outOfRange']>([
    ['41.8919', 'latitude', 41.8919],
    ['41,8919', 'latitude', 41.8919],
    [12.5113, 'longitude', 12.5113],
    ['', 'latitude', 0],
    ['abc', 'latitude', 0],
    ['-', 'longitude', 0],
    [Number.NaN, 'latitude', 0],
    ['91', 'latitude', 'outOfRange'],
    ['180', 'longitude', 180],
  ])('%j as %s → %j', (text, axis, expected) => {
    expect(coordinateOrZero(text, axis)).toBe(expected);
  });
});

describe('the ten cities', () => {
  test('spec section 3\'s names, in its order', () => {
    expect(CITY_PRESET_PLACES.map(cityName)).toEqual(['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Catania']);
  });

  test('a preset is the one chosen only while its text is unedited', () => {
    expect(presetOf(ROMA, true)).toBe(ROMA);
    expect(presetOf(ROMA, false)).toBeNull();
    expect(presetOf('Roma', true)).toBeNull();
  });
});
