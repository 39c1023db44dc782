import { describe, expect, test } from 'vitest';
import { elementOf, zodiacPosition } from './zodiac.ts';

describe('zodiacPosition (exact; degree tolerance 1e-9°)', () => {
  test.each([
    [0, 'aries', 0, 0, 0], [29.999, 'aries', 29, 59, 56], [30, 'taurus', 0, 0, 0], [135.5333, 'leo', 15, 31, 59],
    [359.9999999, 'pisces', 29, 59, 59], [360, 'aries', 0, 0, 0], [-30, 'pisces', 0, 0, 0],
  ] as const)('%d° → %s %d°%d\'%d" (truncated, never rounded into the next sign)', (lon, sign, d, m, s) => {
    const z = zodiacPosition(lon);
    expect(z.sign).toBe(sign);
    expect([z.wholeDegrees, z.minutes, z.seconds]).toEqual([d, m, s]);
    expect(z.degree).toBeGreaterThanOrEqual(0);
    expect(z.degree).toBeLessThan(30);
  });

  test('elements repeat fire, earth, air, water', () => {
    expect(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'pisces'].map((s) => elementOf(s as never))).toEqual(['fire', 'earth', 'air', 'water', 'fire', 'water']);
  });
});
