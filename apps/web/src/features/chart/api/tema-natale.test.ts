/** The tema-natale request: date and time combined as the spec says, coordinates and offset read as the form reads them, nothing defaulted. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_BIRTH_FORM_VALUES } from '../../../birth-data/birth-form-values.ts';
import { temaNataleRequestFrom } from './tema-natale.ts';

describe('temaNataleRequestFrom', () => {
  test('combines date, "T", time, ":00" and parses the numbers (decimal comma accepted)', () => {
    expect(temaNataleRequestFrom({ ...DEFAULT_BIRTH_FORM_VALUES, latitude: '41,902782', longitude: 12.496366, timezone: '5,5' })).toEqual({
      datetime: '1990-01-01T12:00:00',
      latitude: 41.902782,
      longitude: 12.496366,
      timezone: 5.5,
      houseSystem: 'placidus',
      nodo: 'true',
    });
  });

  test('degrees-minutes-seconds and hours:minutes are read as the form reads them', () => {
    const r = temaNataleRequestFrom({ ...DEFAULT_BIRTH_FORM_VALUES, latitude: '41°54′10″N', longitude: '3°42′ O', timezone: '5:45' });
    expect(r).toMatchObject({ latitude: 41.902778, longitude: -3.7, timezone: 5.75 });
  });

  test('a value the form would refuse is sent as typed, never replaced by a default (the server names the field)', () => {
    const r = temaNataleRequestFrom({ ...DEFAULT_BIRTH_FORM_VALUES, latitude: 'nord', longitude: 1, timezone: '' });
    expect(r.timezone).toBe('');
    expect(r.latitude).toBe('nord');
  });
});
