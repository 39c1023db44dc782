/** Notes per planet, per chart: written at once, read back after a "reload", never shared between charts. */
import { describe, expect, test } from 'vitest';
import { StorageError } from '../../../lib/storage.ts';
import { chartIdOf } from './chart-identity.ts';
import { LUCIA, MARIO, withMemoryStorage } from '../../../../test/memory-storage.ts';
import { notesKey, readNotes, writeNote } from './notes-storage.ts';

describe('notes storage', () => {
  withMemoryStorage(600);

  test('each planet\'s note is kept under its chart; another chart (same instant, another place) sees none', () => {
    writeNote(MARIO, 'saturn', 'Quadratura al Sole: pazienza.');
    writeNote(MARIO, 'pluto', 'Trasformazione');
    writeNote(LUCIA, 'saturn', 'Altro tema');
    expect(readNotes(MARIO)).toEqual({ saturn: 'Quadratura al Sole: pazienza.', pluto: 'Trasformazione' });
    expect(readNotes(LUCIA)).toEqual({ saturn: 'Altro tema' });
  });

  test('an emptied note is removed; the others stay', () => {
    writeNote(MARIO, 'saturn', 'a');
    writeNote(MARIO, 'pluto', 'b');
    expect(writeNote(MARIO, 'saturn', '')).toEqual({ pluto: 'b' });
    expect(readNotes(MARIO)).toEqual({ pluto: 'b' });
  });

  test('the chart id is the birth instant and the place to four decimals', () => {
    expect(MARIO).toBe('1990-01-01T11:00:00Z@41.9028,12.4964');
    expect(chartIdOf({ ut: '1990-01-01T11:00:00Z', latitude: 41.90279, longitude: 12.49637 })).toBe(MARIO);
  });

  test('a full storage throws StorageError("full") and leaves the saved notes as they were', () => {
    writeNote(MARIO, 'saturn', 'breve');
    expect(() => writeNote(MARIO, 'pluto', 'x'.repeat(1000))).toThrow(StorageError);
    expect(readNotes(MARIO)).toEqual({ saturn: 'breve' });
  });

  test('an entry written by something else reads as no notes', () => {
    localStorage.setItem(notesKey(MARIO), '{"Saturno":"testo"}');
    expect(readNotes(MARIO)).toEqual({});
    localStorage.setItem(notesKey(MARIO), 'non json');
    expect(readNotes(MARIO)).toEqual({});
  });
});
