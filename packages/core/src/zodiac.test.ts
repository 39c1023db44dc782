/** Unit tests of zodiac positions (truncated degrees, minutes, seconds) and elements. */
import { describe, expect, test } from 'vitest';
import { elementOf, zodiacPosition } from './zodiac.ts';

describe('zodiacPosition (exact: whole degrees, minutes and seconds truncated)', () => {
  test.each([
    [0, 'aries', 0, 0, 0],
    [29.999999, 'aries', 29, 59, 59],
    [30, 'taurus', 0, 0, 0],
    [280.771782538163, 'capricorn', 10, 46, 18],
    [359.9999999, 'pisces', 29, 59, 59],
    [360, 'aries', 0, 0, 0],
    [-30, 'pisces', 0, 0, 0],
    [135.5, 'leo', 15, 30, 0],
  ])('%d° → %s %d°%d′%d″', (lon, sign, deg, min, sec) => {
    const z = zodiacPosition(lon);
    expect(z.sign).toBe(sign);
    expect([z.wholeDegrees, z.minutes, z.seconds]).toEqual([deg, min, sec]);
    expect(z.degree).toBeGreaterThanOrEqual(0);
    expect(z.degree).toBeLessThan(30);
  });

  test('elements cycle fire, earth, air, water', () => {
    expect(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'pisces'].map((s) => elementOf(s as never)))
      .toEqual(['fire', 'earth', 'air', 'water', 'fire', 'water']);
  });
});
