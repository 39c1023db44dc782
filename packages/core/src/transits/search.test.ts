/** Unit tests of the generic root finder and of the interpolated body tracks it runs on. */
import { describe, expect, test } from 'vitest';
import { search, SearchDidNotConvergeError, SECONDS_PER_DAY } from './search.ts';
import { turningPoints } from './crossings.ts';
import { DEFAULT_POINT_KINDS } from '../bodies.ts';
import { cubicAt, hermiteCoefficients, sampleTrack, unwrappedLongitudeAt, type BodyTrack } from './track.ts';
import { analyticLongitude, SYNTHETIC_MOTIONS, syntheticEphemeris } from './synthetic-ephemeris.ts';

describe('search: the generic root finder (tolerance as asked, in seconds)', () => {
  test('finds the zero of a smooth function to the tolerance, in a handful of evaluations', () => {
    let evaluations = 0;
    const f = (t: number) => {
      evaluations++;
      return Math.cos(t);
    };
    const root = search(f, 1, 2, { dtToleranceSeconds: 1 })!;
    expect(Math.abs(root - Math.PI / 2) * SECONDS_PER_DAY).toBeLessThanOrEqual(1);
    expect(evaluations).toBeLessThanOrEqual(10);
  });

  test('returns null when the ends have the same sign, and an end when f is 0 there', () => {
    expect(search((t) => t * t + 1, -1, 1)).toBeNull();
    expect(search((t) => t - 1, 1, 2)).toBe(1);
    expect(search((t) => t - 2, 1, 2)).toBe(2);
  });

  test('uses known end values instead of calling f again', () => {
    let evaluations = 0;
    const root = search((t) => {
      evaluations++;
      return t - 0.3;
    }, 0, 1, { initF1: -0.3, initF2: 0.7, dtToleranceSeconds: 0.001 });
    expect(root).toBeCloseTo(0.3, 8);
    expect(evaluations).toBeLessThanOrEqual(3);
  });

  test('at its evaluation cap it throws, instead of returning the bracket end', () => {
    expect(() => search((t) => (t < 0.123456 ? -1 : 1), 0, 1, { dtToleranceSeconds: 0.001, iterLimit: 5 })).toThrow(SearchDidNotConvergeError);
  });

  test('a step function still converges (bisection safeguard)', () => {
    const root = search((t) => (t < 0.123456 ? -1 : 1), 0, 1, { dtToleranceSeconds: 0.01 })!;
    expect(Math.abs(root - 0.123456) * SECONDS_PER_DAY).toBeLessThanOrEqual(0.01);
  });
});

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
