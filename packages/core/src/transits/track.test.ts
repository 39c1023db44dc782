/** Unit tests of the interpolated body tracks the transit engine searches on. */
import { describe, expect, test } from 'vitest';
import { turningPoints } from './crossings.ts';
import { DEFAULT_POINT_KINDS } from '../bodies.ts';
import { cubicAt, hermiteCoefficients, sampleTrack, unwrappedLongitudeAt, type BodyTrack } from './track.ts';
import { analyticLongitude, SYNTHETIC_MOTIONS, syntheticEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

describe('body tracks: cubic Hermite interpolation between samples', () => {
  test('reproduces a cubic motion exactly (tolerance 1e-9°)', () => {
    const cubic = (t: number) => 10 + 2 * t - 0.3 * t * t + 0.01 * t * t * t;
    const track: BodyTrack = {
      body: 'mars', kinds: DEFAULT_POINT_KINDS, jdFirst: 0, stepDays: 2,
      longitude: Float64Array.from([0, 2, 4, 6], cubic),
      speed: Float64Array.from([0, 2, 4, 6], (t) => 2 - 0.6 * t + 0.03 * t * t),
    };
    for (const t of [0.3, 1.7, 3.2, 5.9]) expect(unwrappedLongitudeAt(track, t)).toBeCloseTo(cubic(t), 9);
  });

  test('follows the synthetic Moon within 0.001° at half-day samples, across 0°', () => {
    const eph = syntheticEphemeris();
    const moon = SYNTHETIC_MOTIONS.moon!;
    const track = sampleTrack(eph, 'moon', DEFAULT_POINT_KINDS, moon.epochJd, moon.epochJd + 60, 0.5, Math.floor(moon.epochJd));
    const offset = track.longitude[0]! - analyticLongitude(moon, track.jdFirst).unwrapped;
    for (let t = moon.epochJd; t < moon.epochJd + 60; t += 0.37) {
      expect(Math.abs(unwrappedLongitudeAt(track, t) - analyticLongitude(moon, t).unwrapped - offset)).toBeLessThan(0.001);
    }
  });

  test('turning points split an interval where the motion reverses', () => {
    // L(u) = u − u² has its turning point at u = 0.5.
    expect(turningPoints([0, 1, -1, 0])).toEqual([0.5]);
    // L(u) = u³ − 1.5u² + 0.56u: derivative 3u² − 3u + 0.56 = 0 at u = 0.2802…, 0.7197…
    const roots = turningPoints([0, 0.56, -1.5, 1]);
    expect(roots).toHaveLength(2);
    for (const u of roots) expect(3 * u * u - 3 * u + 0.56).toBeCloseTo(0, 12);
    // Monotone: no turning point.
    expect(turningPoints([0, 1, 0, 0])).toEqual([]);
    expect(cubicAt(hermiteCoefficients({
      body: 'sun', kinds: DEFAULT_POINT_KINDS, jdFirst: 0, stepDays: 1, longitude: Float64Array.from([1, 2]), speed: Float64Array.from([1, 1]),
    }, 0), 0.5)).toBeCloseTo(1.5, 12);
  });
});
