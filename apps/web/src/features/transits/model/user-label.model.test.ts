/** The header's user label: the profile's name, else the birth date, time and place (or the coordinates, as the chart's header writes them). */
import { describe, expect, test } from 'vitest';
import { userLabelOf } from './user-label.ts';

const BIRTH = { date: '1990-01-01', time: '12:00', latitude: 41.902782, longitude: 12.496366 };

describe('userLabelOf', () => {
  test.each([
    [{ ...BIRTH, profileName: 'Mario Rossi', place: 'Roma' }, 'Profilo: Mario Rossi'],
    [{ ...BIRTH, profileName: null, place: 'Roma' }, 'Nascita: 01/01/1990 alle 12:00, Roma'],
    [{ ...BIRTH, profileName: null, place: '  ' }, 'Nascita: 01/01/1990 alle 12:00, 41°54′ N, 12°29′ E'],
    [{ ...BIRTH, profileName: null, place: '', latitude: -33.8688, longitude: -70.6693 }, 'Nascita: 01/01/1990 alle 12:00, 33°52′ S, 70°40′ O'],
    [{ ...BIRTH, profileName: null, place: 'Roma', time: '' }, 'Nascita: 01/01/1990, Roma'],
  ])('%o → %s', (input, label) => {
    expect(userLabelOf(input)).toBe(label);
  });
});
