/**
 * The true node's speed where Swiss Ephemeris' own one is wrong: at the edge of a Moon file segment
 * (JD 2462308.5, 2029-06-22 00:00 UT) the library says +0.145°/day. The wrapper must give what the
 * library itself gives a quarter of an hour later, and a chart must call both nodes retrograde.
 */
import sweph from 'sweph';
import { describe, expect, test } from 'vitest';
import { computeNatalChart } from '@astrolabio/core';
import { calcUt, openSwissEphemeris } from '../src/index.ts';

const SEGMENT_EDGE_JD = 2462308.5;
/** How far the speed may drift in a quarter of an hour, degrees/day (its acceleration is < 0.05°/day²). */
const TOLERANCE_DEG_PER_DAY = 0.002;

const ephemeris = openSwissEphemeris();
/** The library's own speed, bypassing the wrapper under test. */
const librarySpeed = (jd: number) => sweph.calc_ut(jd, sweph.constants.SE_TRUE_NODE, sweph.constants.SEFLG_SWIEPH | sweph.constants.SEFLG_SPEED).data[3]!;

describe('true node speed at a Moon file segment edge', () => {
  test('the wrapper gives the speed the library gives a moment later', () => {
    expect(librarySpeed(SEGMENT_EDGE_JD)).toBeGreaterThan(0); // the glitch itself
    const later = librarySpeed(SEGMENT_EDGE_JD + 0.01);
    expect(later).toBeLessThan(0);
    expect(Math.abs(calcUt(SEGMENT_EDGE_JD, 'trueNode').speed - later)).toBeLessThan(TOLERANCE_DEG_PER_DAY);
  });

  test('a chart at that instant calls the nodes retrograde', () => {
    const chart = computeNatalChart({ jdUt: SEGMENT_EDGE_JD, latitude: 41.9, longitude: 12.5 }, ephemeris);
    expect(chart.bodies.northNode.retrograde).toBe(true);
    expect(chart.bodies.southNode.retrograde).toBe(true);
  });
});
