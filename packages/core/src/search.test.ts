/** Unit tests of the generic root finder and its thin wrapper for angles. */
import { describe, expect, test } from 'vitest';
import { search, searchAngleDeg, SearchDidNotConvergeError, SECONDS_PER_DAY } from './search.ts';

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

describe('searchAngleDeg: when an angle reaches a degree (tolerance as asked, in seconds)', () => {
  test('across 0°/360°: an angle growing 13° a day from 350° reaches 2° after 12/13 of a day', () => {
    const angleDeg = (jd: number) => (350 + 13 * jd) % 360;
    const jd = searchAngleDeg(angleDeg, 2, 0, 1, { dtToleranceSeconds: 0.1 })!;
    expect(Math.abs(jd - 12 / 13) * SECONDS_PER_DAY).toBeLessThanOrEqual(0.1);
  });

  test('a falling angle (retrograde) is found too, and a bracket that holds no crossing is null', () => {
    const angleDeg = (jd: number) => 10 - 0.5 * jd;
    expect(Math.abs(searchAngleDeg(angleDeg, 8, 0, 10)! - 4) * SECONDS_PER_DAY).toBeLessThanOrEqual(1);
    expect(searchAngleDeg(angleDeg, 20, 0, 10)).toBeNull();
  });
});
