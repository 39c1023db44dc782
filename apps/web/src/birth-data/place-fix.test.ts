/** The coordinates and zone on screen stay those of the place and birth instant on screen (issue 15). */
import { describe, expect, test } from 'vitest';
import { DEFAULT_BIRTH_FORM_VALUES, readUtcOffsetText, type BirthFormValues } from './birth-form-values.ts';
import { applyListedCoordinates, applyPlaceFound, choosePlace, coordinatesOfOtherPlace, editPlaceText, needsPlaceResolution, typeFixFields, zoneIsStale } from './place-fix.ts';

const ROMA = 'Roma (RM), Lazio, Italia';
const MILANO = 'Milano (MI), Lombardia, Italia';
const romaFound = { latitude: 41.89193, longitude: 12.51133, timezone: 2, zone: 'Europe/Rome' };
const july = { ...DEFAULT_BIRTH_FORM_VALUES, date: '1975-07-15', time: '12:00' };

/** Roma chosen and resolved for 15/07/1975 12:00 (summer time, +2). */
function romaResolved(): BirthFormValues {
  const chosen = choosePlace(july, ROMA);
  return applyPlaceFound(chosen, { place: ROMA, date: '1975-07-15', time: '12:00' }, romaFound, false);
}

describe('place fix', () => {
  test('choosing a suggestion clears the previous coordinates and zone until its own arrive', () => {
    const milano = choosePlace(romaResolved(), MILANO);
    expect(milano).toMatchObject({ city: MILANO, placeSelected: true, latitude: '', longitude: '', timezone: '' });
    const found = applyPlaceFound(milano, { place: MILANO, date: '1975-07-15', time: '12:00' }, { latitude: 45.46427, longitude: 9.18951, timezone: 2, zone: 'Europe/Rome' }, false);
    expect(found).toMatchObject({ latitude: 45.46427, longitude: 9.18951, timezone: 2 });
    expect(found.placeFix).toEqual({ place: MILANO, date: '1975-07-15', time: '12:00', fields: ['latitude', 'longitude', 'timezone'], zone: 'Europe/Rome' });
  });

  test('an answer for a place no longer on screen changes nothing', () => {
    const milano = choosePlace(romaResolved(), MILANO);
    expect(applyPlaceFound(milano, { place: ROMA, date: '1975-07-15', time: '12:00' }, romaFound, false)).toBe(milano);
    const edited = editPlaceText(milano, 'Milano (MI), Lomb');
    expect(applyPlaceFound(edited, { place: MILANO, date: '1975-07-15', time: '12:00' }, romaFound, false)).toBe(edited);
  });

  test('a new birth date makes the zone stale; its answer replaces the zone and leaves the coordinates', () => {
    const january = { ...romaResolved(), date: '1975-01-15', latitude: 41.9 /* typed by hand… */ };
    const typed = typeFixFields(january, { latitude: 41.9 });
    expect(zoneIsStale(typed)).toBe(true);
    const again = applyPlaceFound(typed, { place: ROMA, date: '1975-01-15', time: '12:00' }, { ...romaFound, latitude: 41.89193, timezone: 1 }, false);
    expect(again).toMatchObject({ timezone: 1, latitude: 41.9, longitude: 12.51133 });
    expect(again.placeFix).toMatchObject({ date: '1975-01-15', fields: ['longitude', 'timezone'] });
    expect(zoneIsStale(again)).toBe(false);
  });

  test('a time zone typed by hand is the user\'s: not stale, never overwritten unless asked', () => {
    const typed = typeFixFields(romaResolved(), { timezone: 3 });
    const january = { ...typed, date: '1975-01-15' };
    expect(zoneIsStale(january)).toBe(false);
    const question = { place: ROMA, date: '1975-01-15', time: '12:00' };
    expect(applyPlaceFound(january, question, { ...romaFound, timezone: 1 }, false).timezone).toBe(3);
    expect(applyPlaceFound(january, question, { ...romaFound, timezone: 1 }, true).timezone).toBe(1);
  });

  test('a zone the server could not find leaves the field as it is and no longer counts as found', () => {
    const january = { ...romaResolved(), date: '1975-01-15' };
    const partial = applyPlaceFound(january, { place: ROMA, date: '1975-01-15', time: '12:00' }, { latitude: 41.89193, longitude: 12.51133 }, false);
    expect(partial.timezone).toBe(2);
    expect(partial.placeFix?.fields).toEqual(['latitude', 'longitude']);
    expect(zoneIsStale(partial)).toBe(false);
  });

  test('coordinates found for Roma do not belong to a place text that now says Milano', () => {
    const edited = editPlaceText(romaResolved(), 'Milano');
    expect(coordinatesOfOtherPlace(edited)).toBe(ROMA);
    expect(coordinatesOfOtherPlace(editPlaceText(romaResolved(), ''))).toBeNull(); // no place named
    expect(coordinatesOfOtherPlace(typeFixFields(edited, { latitude: 45.46, longitude: 9.19 }))).toBeNull(); // typed by hand
  });
});

describe('needsPlaceResolution: when a chosen place is resolved by itself', () => {
  test.each<[string, () => BirthFormValues, boolean]>([
    ['a place just chosen, with a date', () => choosePlace(july, ROMA), true],
    ['a place just chosen, no date yet', () => choosePlace({ ...july, date: '' }, ROMA), false],
    ['resolved for this date and time', romaResolved, false],
    ['resolved, then the date changed', () => ({ ...romaResolved(), date: '1975-01-15' }), true],
    ['resolved, then the time changed', () => ({ ...romaResolved(), time: '23:30' }), true],
    ['resolved, then the zone typed by hand and the date changed', () => ({ ...typeFixFields(romaResolved(), { timezone: 1 }), date: '1975-01-15' }), false],
    ['the place text edited since', () => editPlaceText(choosePlace(july, ROMA), 'Roma, Lazio'), false],
    ['no place chosen', () => july, false],
  ])('%s → %s', (_, values, expected) => {
    expect(needsPlaceResolution(values())).toBe(expected);
  });
});

describe('readUtcOffsetText', () => {
  test.each([
    ['1', { kind: 'value', hours: 1 }],
    ['+2', { kind: 'value', hours: 2 }],
    ['5,5', { kind: 'value', hours: 5.5 }],
    ['5:30', { kind: 'value', hours: 5.5 }],
    ['+05:45', { kind: 'value', hours: 5.75 }],
    ['−3', { kind: 'value', hours: -3 }],
    ['-09:30', { kind: 'value', hours: -9.5 }],
    ['UTC+1', { kind: 'value', hours: 1 }],
    [0.8322, { kind: 'value', hours: 0.8322 }],
    ['', { kind: 'empty' }],
    ['15', { kind: 'invalid', problem: 'outOfRange' }],
    ['Roma', { kind: 'invalid', problem: 'unreadable' }],
    ['1.000.000', { kind: 'invalid', problem: 'unreadable' }],
  ] as const)('%j → %j', (text, expected) => {
    expect(readUtcOffsetText(text)).toEqual(expected);
  });
  test('after a failed resolution the suggestion\'s coordinates fill only empty fields; the time zone stays the user\'s', () => {
    const listed = { latitude: 41.89193, longitude: 12.51133 };
    const chosen = choosePlace(july, ROMA);
    const used = applyListedCoordinates(chosen, ROMA, listed);
    expect(used).toMatchObject({ latitude: 41.89193, longitude: 12.51133, timezone: '' });
    expect(used.placeFix).toEqual({ place: ROMA, date: '1975-07-15', time: '12:00', fields: ['latitude', 'longitude'] });
    // Not stale and not to resolve again by itself: no zone was found to go stale.
    expect(needsPlaceResolution(used)).toBe(false);
    // A latitude typed by hand before is kept; only the empty longitude is filled.
    const typed = typeFixFields(chosen, { latitude: '45,1' });
    expect(applyListedCoordinates(typed, ROMA, listed)).toMatchObject({ latitude: '45,1', longitude: 12.51133, placeFix: { fields: ['longitude'] } });
    // Another place on screen (or one no longer chosen): nothing changes.
    expect(applyListedCoordinates(choosePlace(july, MILANO), ROMA, listed)).toMatchObject({ latitude: '', longitude: '' });
    const edited = editPlaceText(chosen, 'Roma (RM)');
    expect(applyListedCoordinates(edited, 'Roma (RM)', listed)).toBe(edited);
  });
});
