/**
 * The scans' house placer against the chart's way (cusps, then houseOf): every system, places from
 * pole to pole, points all round the zodiac; Placidus' semi-arc fractions must give the houses its
 * cusps give. And the semi-arc rule itself on a table of hour angles.
 */
import { describe, expect, test } from 'vitest';
import { HOUSE_SYSTEM_CODES, houseOf, POLAR_FALLBACK_SYSTEM } from '../houses.ts';
import { newHouseCuspsBuffer, writeHouseCusps } from '../house-cusps.ts';
import { HousePlacer, placidusHouseOfHourAngle } from './house-placer.ts';

describe('placidusHouseOfHourAngle (semi-arc 120°: cusps every 40° above the horizon, every 20° below)', () => {
  test.each([
    [0, 10], [-1, 10], [-39.9, 10], [-40, 11], [-80, 12], [-119.9, 12], [-120, 1], [-140, 2], [-160, 3], [-179.9, 3],
    [180, 4], [170, 4], [160, 5], [140, 6], [120, 7], [100, 7], [80, 8], [40, 9], [1, 9],
  ])('hour angle %f° → house %i', (h, house) => {
    expect(placidusHouseOfHourAngle(h, 120)).toBe(house);
  });
});

describe('HousePlacer agrees with cusps + houseOf', () => {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const longitudes = Array.from({ length: 200 }, () => random() * 360);

  test.each(HOUSE_SYSTEM_CODES)('%s', (system) => {
    const obliquity = 23.4367;
    const placer = new HousePlacer({ system, obliquityDeg: obliquity, pointLongitudesDeg: longitudes });
    const buffer = newHouseCuspsBuffer();
    let disagreements = 0;
    let compared = 0;
    for (let k = 0; k < 150; k++) {
      const armc = random() * 360;
      const lat = random() * 178 - 89;
      placer.setPlace(armc, lat);
      const used = writeHouseCusps(armc, lat, obliquity, system, buffer) ? system : (writeHouseCusps(armc, lat, obliquity, POLAR_FALLBACK_SYSTEM, buffer), POLAR_FALLBACK_SYSTEM);
      expect(placer.systemUsed).toBe(used);
      expect(placer.ascendantAndCusps.ascendant).toBeCloseTo(buffer.ascendant, 9);
      const cusps = Array.from(buffer.cusps);
      for (let i = 0; i < longitudes.length; i++) {
        compared++;
        if (placer.houseOf(i) !== houseOf(longitudes[i]!, cusps)) disagreements++;
      }
    }
    expect(compared).toBe(30_000);
    // A point within the Placidus iteration's 0.01″ of a cusp could fall either side: none of these is.
    expect(disagreements).toBe(0);
  });
});
