/** House ingresses of transiting bodies, against a brute force of analytic motions (no Swiss Ephemeris). */
import { describe, expect, test } from 'vitest';
import { houseOf } from '../houses.ts';
import { epochMsToJulianDay } from '../time.ts';
import { computeHouseIngresses } from './house-ingresses.ts';
import { analyticLongitudeDeg, bruteCrossings, SYNTHETIC_MOTIONS, syntheticEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

const TOLERANCE_SECONDS = 1;
const EPOCH = 2460676.5; // 2025-01-01T00:00Z
const saturn = SYNTHETIC_MOTIONS.saturn!;
const moon = SYNTHETIC_MOTIONS.moon!;

function ingresses(cusps: number[], body: 'saturn' | 'moon', days: number) {
  const [houses] = computeHouseIngresses({ natal: { longitudes: {}, cusps }, jdStart: EPOCH, jdEnd: EPOCH + days, bodies: [body] }, syntheticEphemeris());
  return houses!;
}

function expectInstants(actualMs: number[], expectedJd: number[]): void {
  expect(actualMs).toHaveLength(expectedJd.length);
  actualMs.forEach((ms, i) => expect(Math.abs(epochMsToJulianDay(ms) - expectedJd[i]!) * 86_400).toBeLessThanOrEqual(TOLERANCE_SECONDS));
}

describe('computeHouseIngresses (instants within 1 s of a brute force)', () => {
  test('a retrograde loop across the first cusp: in, back out retrograde, in again', () => {
    // The synthetic Saturn starts 2025 at 340° and loops between about 343.3° and 349.6°.
    const cusps = Array.from({ length: 12 }, (_, i) => (346 + i * 30) % 360);
    const h = ingresses(cusps, 'saturn', 365);
    expect(h.transitBody).toBe('saturn');
    expect(h.startHouse).toBe(12);
    expect(h.ingresses.map((i) => [i.house, i.retrograde])).toEqual([[1, false], [12, true], [1, false]]);
    expectInstants(h.ingresses.map((i) => i.timeMs), bruteCrossings(saturn, 346, EPOCH, EPOCH + 365, 1));
  });

  test('the Moon through every house in order, each ingress at its cusp crossing', () => {
    const cusps = [14.75, 52.29, 76.86, 97.66, 120.1, 152.9, 194.75, 232.29, 256.86, 277.66, 300.1, 332.9];
    const h = ingresses(cusps, 'moon', 60);
    expect(h.startHouse).toBe(houseOf(analyticLongitudeDeg(moon, EPOCH), cusps));
    const expected = cusps.flatMap((c) => bruteCrossings(moon, c, EPOCH, EPOCH + 60, 0.05)).sort((a, b) => a - b);
    expectInstants(h.ingresses.map((i) => i.timeMs), expected);
    let house = h.startHouse;
    for (const i of h.ingresses) {
      expect(i).toMatchObject({ house: (house % 12) + 1, retrograde: false });
      house = i.house;
    }
  });

  test('cusps that run backwards (Regiomontanus above the polar circle): moving forward enters the house before', () => {
    const polar = [31.46, 289.28, 270.23, 262.74, 256.55, 247.24, 211.46, 109.28, 90.23, 82.74, 76.55, 67.24];
    const h = ingresses(polar, 'moon', 30);
    expect(h.ingresses.length).toBe(12);
    let house = h.startHouse;
    for (const i of h.ingresses) {
      expect(i.house).toBe(house === 1 ? 12 : house - 1);
      // The body is in that house just after the ingress (a minute later it has moved ~0.01°).
      expect(houseOf(analyticLongitudeDeg(moon, epochMsToJulianDay(i.timeMs) + 1 / 1440), polar)).toBe(i.house);
      house = i.house;
    }
  });
});
