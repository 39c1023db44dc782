/** Profiles in localStorage under `profile_<name>`, read through the schema; a full storage gives StorageError('full'). */
import { describe, expect, test, vi } from 'vitest';
import { StorageError } from '../../lib/storage.ts';
import { DEFAULT_BIRTH_FORM_VALUES } from '../../birth-data/birth-form-values.ts';
import { formValuesFromProfile, profileFromForm } from './profile.ts';
import { deleteProfile, getProfile, InvalidProfileError, listProfiles, saveProfile } from './profile-storage.ts';

const form = { ...DEFAULT_BIRTH_FORM_VALUES, city: 'Roma', latitude: '41,9028', longitude: 12.4964, timezone: 1 };

/** A profile's calculation settings all at their default (empty texts). */
const NO_SETTINGS = { lilith: '', aspects: '', orbs: '', transitOrbs: '', cusps: '' };

describe('profile storage', () => {
  test('saves under profile_<name> with the spec fields, lists by Italian order, deletes', () => {
    saveProfile(profileFromForm(' Zeno ', 'amico', form));
    saveProfile(profileFromForm('ábaco', '', form));
    expect(JSON.parse(localStorage.getItem('profile_Zeno')!)).toEqual({
      profileName: 'Zeno', description: 'amico', city: 'Roma', selectedDate: '1990-01-01', selectedTime: '12:00',
      latitude: 41.9028, longitude: 12.4964, timezone: 1, ...NO_SETTINGS,
    });
    expect(listProfiles().map((p) => p.profileName)).toEqual(['ábaco', 'Zeno']);
    deleteProfile('Zeno');
    expect(getProfile('Zeno')).toBeNull();
  });

  test('reads profiles written by the older app with numbers as text, and skips unreadable ones', () => {
    localStorage.setItem('profile_Vecchio', JSON.stringify({ profileName: 'Vecchio', city: 'Bari', selectedDate: '1970-02-02', selectedTime: '10:00', latitude: '41.12', longitude: '16.87', timezone: '1' }));
    localStorage.setItem('profile_Rotto', '{non json');
    localStorage.setItem('altro', JSON.stringify({ profileName: 'x' }));
    expect(listProfiles()).toEqual([
      { profileName: 'Vecchio', description: '', city: 'Bari', selectedDate: '1970-02-02', selectedTime: '10:00', latitude: 41.12, longitude: 16.87, timezone: 1, ...NO_SETTINGS },
    ]);
  });

  test.each([
    ['a latitude out of range', { latitude: 95 }, 'la latitudine deve essere un numero tra -90 e 90'],
    ['a malformed date', { date: '1990-13-01' }, 'la data non è un giorno esistente (GG/MM/AAAA o AAAA-MM-GG)'],
    ['a day that does not exist', { date: '2023-02-30' }, 'la data non è un giorno esistente (GG/MM/AAAA o AAAA-MM-GG)'],
    ['an hour that does not exist', { time: '25:00' }, 'l’ora non è nel formato HH:mm'],
  ])('refuses %s with its reason and writes nothing, since listProfiles would drop it', (_name, change, reason) => {
    let thrown: unknown;
    try {
      saveProfile(profileFromForm('Fuori', '', { ...form, ...change }));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InvalidProfileError);
    expect((thrown as InvalidProfileError).reason).toBe(reason);
    expect(localStorage.getItem('profile_Fuori')).toBeNull();
  });

  test('a full storage raises StorageError("full")', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    let thrown: unknown;
    try {
      saveProfile(profileFromForm('A', '', form));
    } catch (e) {
      thrown = e;
    }
    // Outside the catch, so that a save that does not throw fails the test instead of skipping it.
    expect(thrown).toBeInstanceOf(StorageError);
    expect((thrown as StorageError).kind).toBe('full');
  });

  test('loading fills the birth fields, counts its place as chosen and its values as found for it, and keeps transit dates and options', () => {
    const current = { ...DEFAULT_BIRTH_FORM_VALUES, transitStart: '2025-01-01', transitEnd: '2025-06-30', houseSystem: 'koch' as const };
    const p = { profileName: 'X', description: '', city: 'Bari', selectedDate: '1970-02-02', selectedTime: '10:00', latitude: 41.1, longitude: null, timezone: 1, ...NO_SETTINGS };
    expect(formValuesFromProfile(p, current)).toMatchObject({
      profileName: 'X', city: 'Bari', placeSelected: true, date: '1970-02-02', time: '10:00', latitude: 41.1, longitude: '', timezone: 1, transitStart: '2025-01-01', houseSystem: 'koch',
      placeFix: { place: 'Bari', date: '1970-02-02', time: '10:00', fields: ['latitude', 'timezone'] },
    });
    expect(formValuesFromProfile(p, current)).toMatchObject({ transitEnd: '2025-06-30' });
  });

  test('a profile loaded over an emptied period brings the default year back (issue 21)', () => {
    const p = { profileName: 'X', description: '', city: '', selectedDate: '1970-02-02', selectedTime: '10:00', latitude: 41.1, longitude: 16.9, timezone: 1, ...NO_SETTINGS };
    const year = new Date().getFullYear();
    for (const period of [{ transitStart: '', transitEnd: '' }, { transitStart: '2025-01-01', transitEnd: '' }]) {
      expect(formValuesFromProfile(p, { ...DEFAULT_BIRTH_FORM_VALUES, ...period })).toMatchObject({ transitStart: `${year}-01-01`, transitEnd: `${year}-12-31` });
    }
  });
});
