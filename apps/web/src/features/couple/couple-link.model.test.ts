/** The «Coppia» tab's share-link keys: a choice written and read back, defaults writing nothing, a partial or bad birth. */
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { coupleLink, DEFAULT_COUPLE_CHOICE, type CoupleChoice } from './couple-link.ts';

/** The keys as the share fragment reads them: each text through its schema, then the codec's `read`. */
function readKeys(keys: Record<string, string>): CoupleChoice | null {
  const schema = z.object(Object.fromEntries(Object.entries(coupleLink.keys).map(([k, s]) => [k, z.optional(s)])));
  return coupleLink.read(schema.parse(keys)) as CoupleChoice | null;
}

const LUCA = { name: 'Luca Bianchi', place: 'Milano (MI), Lombardia, Italia', date: '1992-05-20', time: '08:15', utcOffsetHours: 2, latitude: 45.46427, longitude: 9.18951 };

describe('coupleLink', () => {
  test('the second person, the view, the transits’ chart and the reversed wheel come back as written', () => {
    const choice: CoupleChoice = { second: LUCA, view: 'davison', transitsTo: 'davison', inside: 'second' };
    const keys = coupleLink.write(choice);
    expect(keys).toEqual({
      p2date: '1992-05-20', p2time: '08:15', p2utc: '2', p2lat: '45.46427', p2lon: '9.18951', p2name: 'Luca Bianchi', p2place: 'Milano (MI), Lombardia, Italia',
      cview: 'davison', cto: 'davison', cin: 'second',
    });
    expect(readKeys(keys)).toEqual(choice);
  });

  test('at their defaults the view, chart and wheel write no key; no second person, no birth keys; nothing at all reads as none', () => {
    expect(coupleLink.write(DEFAULT_COUPLE_CHOICE)).toEqual({});
    expect(coupleLink.write({ ...DEFAULT_COUPLE_CHOICE, second: { ...LUCA, name: '', place: '' } })).toEqual({ p2date: '1992-05-20', p2time: '08:15', p2utc: '2', p2lat: '45.46427', p2lon: '9.18951' });
    expect(readKeys({})).toBeNull();
    expect(readKeys({ cview: 'transiti' })).toEqual({ ...DEFAULT_COUPLE_CHOICE, view: 'transiti' });
  });

  test('coordinates typed in degrees, minutes and seconds travel to eight decimals, as the keys read them', () => {
    const second = { ...LUCA, latitude: 45 + 27 / 60 + 51 / 3600, utcOffsetHours: 5.75 };
    const read = readKeys(coupleLink.write({ ...DEFAULT_COUPLE_CHOICE, second }));
    expect(read?.second?.latitude).toBeCloseTo(second.latitude, 8);
    expect(read?.second?.utcOffsetHours).toBe(5.75);
  });

  test('a birth in part opens the form; a key out of its range or unknown value is refused', () => {
    expect(readKeys({ p2date: '1992-05-20', p2time: '08:15', p2lat: '45.4' })).toBeNull();
    expect(() => readKeys({ p2date: '1992-02-30' })).toThrow();
    expect(() => readKeys({ p2lat: '95' })).toThrow();
    expect(() => readKeys({ cview: 'oroscopo' })).toThrow();
    expect(() => readKeys({ cto: 'natal' })).toThrow();
  });
});
