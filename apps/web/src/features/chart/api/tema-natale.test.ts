/** The tema-natale request: date and time combined as the spec says, numbers parsed, time zone default 0. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_BIRTH_FORM_VALUES } from '../../../lib/birth-form-values.ts';
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

  test('an empty time zone is sent as 0 (the API default); unreadable numbers are sent as typed for the server to name', () => {
    const r = temaNataleRequestFrom({ ...DEFAULT_BIRTH_FORM_VALUES, latitude: 'nord', longitude: 1, timezone: '' });
    expect(r.timezone).toBe(0);
    expect(r.latitude).toBe('nord');
  });
});
