import { describe, expect, it } from 'vitest';
import { sampledAngle, sampledFunction } from './sampled-function.ts';

describe('sampledFunction on an anchored grid', () => {
  const f = (t: number) => Math.sin(t / 7) * 40 + t * 0.3;

  it('reads the same value at t from any span sampled from the same anchor (issue 34)', () => {
    const anchor = 0.37;
    const spans = [[0, 100], [41.2, 42.9], [30.05, 60.5], [42, 43]].map(([from, to]) => sampledFunction(f, from!, to!, 1, anchor));
    for (const t of [42.1, 42.5, 42.87]) {
      const values = spans.map((g) => g(t));
      expect(Math.max(...values) - Math.min(...values)).toBeLessThan(1e-12);
    }
  });

  it('samples one step beyond each end and no more', () => {
    const g = sampledFunction(f, 10.5, 20, 1, 0.25);
    // Grid 0.25 + k: first 9.25 (≤ 10.5 − 1), last 21.25 (≥ 20 + 1).
    expect(g.samples).toBe(13);
    expect(() => g(9.25)).not.toThrow();
    expect(() => g(21.25)).not.toThrow();
  });

  it('throws when read outside its samples instead of extrapolating', () => {
    const g = sampledFunction(f, 10, 20, 1);
    expect(() => g(8.9)).toThrow(RangeError);
    expect(() => g(21.1)).toThrow(RangeError);
    expect(() => g(Number.NaN)).toThrow(RangeError);
  });
});

describe('sampledAngle', () => {
  it('unwraps an angle through 360° and reads it continuous', () => {
    const angle = (t: number) => ((t * 50) % 360 + 360) % 360;
    const g = sampledAngle(angle, 0, 30, 1);
    // Continuous from its first sample (t = −1, 310°): +50° a day.
    expect(g(7.2) - g(0)).toBeCloseTo(360, 9);
    expect(g(29) - g(0)).toBeCloseTo(1450, 9);
  });
});
