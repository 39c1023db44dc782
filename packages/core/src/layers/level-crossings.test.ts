import { describe, expect, it } from 'vitest';
import { angleLevelCrossings } from './level-crossings.ts';
import { sampledFunction } from './sampled-function.ts';

const SECOND_DAYS = 1 / 86_400;

describe('angleLevelCrossings', () => {
  it('finds each level and its copies a turn apart, across 360°, in time order, the end excluded (tolerance 1 s)', () => {
    // 1° a day from 350°: 355° at day 5, 0°/360° at day 10, 5° at day 15, 355° again at day 365; 0° again at day 370, the end.
    const f = (jd: number) => (350 + jd) % 360;
    const found = angleLevelCrossings(f, [5, 355, 0], 0, 370, 1);
    expect(found.map((c) => c.level)).toEqual([1, 2, 0, 1]);
    [5, 10, 15, 365].forEach((day, i) => expect(Math.abs(found[i]!.jd - day)).toBeLessThan(SECOND_DAYS));
    expect(found.every((c) => c.direction === 1)).toBe(true);
  });

  it('counts a level reached exactly at a sample once, and none at the open end', () => {
    const f = (jd: number) => 10 + jd;
    const found = angleLevelCrossings(f, [12, 20], 0, 10, 1);
    expect(found).toEqual([{ level: 0, jd: 2, direction: 1 }]);
  });

  it('follows a function that turns back between steps of its own (a retrograde loop)', () => {
    // Rises to 10° at day 10, falls to 0° at day 20, rises again: 5° crossed three times.
    const f = (jd: number) => (jd <= 10 ? jd : jd <= 20 ? 20 - jd : jd - 20);
    const found = angleLevelCrossings(f, [5], 0, 30, 1);
    expect(found.map((c) => [Math.round(c.jd * 1e6) / 1e6, c.direction])).toEqual([[5, 1], [15, -1], [25, 1]]);
  });
});

describe('sampledFunction', () => {
  it.each([
    { name: 'a cubic, exactly', f: (t: number) => 2 + t - 0.3 * t * t + 0.01 * t ** 3, maxError: 1e-12 },
    { name: 'a slow sine, within 1e-6', f: (t: number) => Math.sin(t / 30), maxError: 1e-6 },
  ])('interpolates $name', ({ f, maxError }) => {
    const g = sampledFunction(f, 0, 50, 1);
    let worst = 0;
    for (let t = 0; t <= 50; t += 0.137) worst = Math.max(worst, Math.abs(g(t) - f(t)));
    expect(worst).toBeLessThan(maxError);
  });
});
