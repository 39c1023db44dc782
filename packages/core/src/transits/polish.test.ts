/** The engine's one polish step: converges from a guess, and fails loudly instead of guessing. */
import { describe, expect, test } from 'vitest';
import { crossingLocation, polishCrossing, scanLevelCrossings, TOUCH_TOLERANCE_DEG, type LevelCrossing } from './crossings.ts';
import { PolishError, polishRoot, POLISH_TOLERANCE_SECONDS } from './polish.ts';
import { SECONDS_PER_DAY } from '../search.ts';
import type { BodyTrack } from './track.ts';
import { DEFAULT_POINT_KINDS } from '../bodies.ts';

const TOLERANCE_DAYS = POLISH_TOLERANCE_SECONDS / SECONDS_PER_DAY;

describe('polishRoot', () => {
  test('Newton from a close guess: one or two evaluations', () => {
    let calls = 0;
    const f = (t: number) => {
      calls++;
      return { value: Math.sin(t - 0.3), slope: Math.cos(t - 0.3) };
    };
    const root = polishRoot(f, 0.3001, { window: [0, 1], curvature: 1, locate: () => { throw new Error('not needed'); } });
    expect(Math.abs(root - 0.3)).toBeLessThan(TOLERANCE_DAYS);
    expect(calls).toBeLessThanOrEqual(2);
  });

  test('a step that leaves the window hands over to the search on the located bracket', () => {
    // A flat-topped function: Newton's first step from 0.9 overshoots far to the left.
    const f = (t: number) => ({ value: Math.tanh(20 * (t - 0.5)), slope: 20 / Math.cosh(20 * (t - 0.5)) ** 2 });
    const root = polishRoot(f, 0.9, { window: [0.8, 1], locate: () => ({ kind: 'bracket', a: 0, b: 1, fa: f(0).value, fb: f(1).value }) });
    expect(Math.abs(root - 0.5)).toBeLessThan(TOLERANCE_DAYS);
  });

  test('a bracket without a sign change is an error, not the guess', () => {
    const f = (t: number) => ({ value: t * t + 1 });
    expect(() => polishRoot(f, 0.5, { window: [0, 1], locate: () => ({ kind: 'bracket', a: 0, b: 1, fa: 1, fb: 2 }) })).toThrow(PolishError);
  });

  test('a touch decided by the caller is returned as it is', () => {
    expect(polishRoot(() => ({ value: 1 }), 0.5, { window: [0, 1], locate: () => ({ kind: 'touch', jd: 0.42 }) })).toBe(0.42);
  });
});

/**
 * An "ephemeris" the track cannot follow: a parabola with its station at t = 1.5 plus a bump
 * ε·sin²(πt) that is 0, with speed 0, at the whole-day samples. The cubic through the samples is
 * the bare parabola (minimum 10°), while the ephemeris turns at 10° + ε: a level between the two
 * is crossed twice by the track and never by the ephemeris.
 */
function grazeFixture(bumpDeg: number) {
  const a = 4;
  const lon = (t: number) => 10 + a * (t - 1.5) ** 2 + bumpDeg * Math.sin(Math.PI * t) ** 2;
  const speed = (t: number) => 2 * a * (t - 1.5) + bumpDeg * Math.PI * Math.sin(2 * Math.PI * t);
  const track: BodyTrack = {
    body: 'mars', kinds: DEFAULT_POINT_KINDS, jdFirst: 0, stepDays: 1,
    longitude: Float64Array.from([0, 1, 2, 3], lon),
    speed: Float64Array.from([0, 1, 2, 3], speed),
  };
  const position = (t: number) => ({ longitude: lon(t), latitude: 0, speed: speed(t) });
  const ctx = { position, track, stationJds: [1.5], strict: false };
  const level = 10 + bumpDeg / 2;
  const crossings: LevelCrossing[] = [];
  scanLevelCrossings(track, [level], 0, 3, (c) => crossings.push({ ...c }));
  return { ctx, level, crossings };
}

describe('polishing a crossing the ephemeris does not make', () => {
  test('within the touch tolerance of the station: both crossings are the station instant', () => {
    const { ctx, level, crossings } = grazeFixture(TOUCH_TOLERANCE_DEG);
    expect(crossings).toHaveLength(2);
    for (const c of crossings) {
      expect(crossingLocation(level, c, ctx)).toEqual({ kind: 'touch', jd: 1.5 });
      expect(polishCrossing(level, c, ctx)).toBe(1.5);
    }
  });

  test('farther from the level than the tolerance: a PolishError names the body', () => {
    const { ctx, level, crossings } = grazeFixture(4 * TOUCH_TOLERANCE_DEG);
    expect(crossings).toHaveLength(2);
    expect(() => crossingLocation(level, crossings[0]!, ctx)).toThrow(/mars: the track crosses/);
  });
});
