/**
 * Applying or separating, read from a record, against the analytic truth: the sign of d|orb|/dt of
 * the synthetic motions the engine ran on (a retrograde Saturn loop hourly, the Moon every 10 minutes).
 */
import { describe, expect, test } from 'vitest';
import { signedArcDegrees } from '../angles.ts';
import { epochMsToJulianDay, julianDayToEpochMs } from '../time.ts';
import { computeTransits } from './engine.ts';
import type { TransitRecord } from './engine.ts';
import { nextExactMs, transitMotionAt } from './motion.ts';
import { analyticLongitudeDeg, SYNTHETIC_MOTIONS, syntheticEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

const EPOCH = 2460676.5; // 2025-01-01T00:00Z
const CUSPS = Array.from({ length: 12 }, (_, i) => i * 30);
const HOUR_MS = 3_600_000;
/** Instants this close to a turning point are skipped: there the finite difference has no sign to trust. */
const NEAR_TURN_MS = 2 * HOUR_MS;

function truth(record: TransitRecord, natalDeg: number, timeMs: number): 'applying' | 'separating' {
  const m = SYNTHETIC_MOTIONS[record.transitBody === 'moon' ? 'moon' : 'saturn']!;
  const orbAt = (ms: number) => Math.abs(signedArcDegrees(natalDeg + record.angleDeg, analyticLongitudeDeg(m, epochMsToJulianDay(ms))));
  return orbAt(timeMs + 60_000) < orbAt(timeMs - 60_000) ? 'applying' : 'separating';
}

function checkEvery(stepMs: number, records: TransitRecord[], natalDeg: number): number {
  let checked = 0;
  for (const r of records) {
    const turns = [r.peak.timeMs, ...r.exactMs, ...r.stations.map((s) => s.timeMs)];
    for (let t = r.startMs + stepMs; t < r.endMs - stepMs; t += stepMs) {
      if (turns.some((u) => Math.abs(u - t) < NEAR_TURN_MS)) continue;
      expect(transitMotionAt(r, t), `${r.transitBody} ${r.aspect} ${r.angleDeg} at ${new Date(t).toISOString()}`).toBe(truth(r, natalDeg, t));
      checked++;
    }
  }
  return checked;
}

describe('transitMotionAt against the analytic motion', () => {
  test('a Saturn loop in orb all year (three exact hits, two stations), clipped at both ends', () => {
    // Saturn loops between about 343.3° and 349.6° in 2025: a point at 346° stays within 5°.
    const records = computeTransits({ natal: { longitudes: { sun: 346 }, cusps: CUSPS }, jdStart: EPOCH, jdEnd: EPOCH + 365, bodies: ['saturn'], natalPoints: ['sun'], aspects: ['conjunction'], maxOrbDeg: 5 }, syntheticEphemeris());
    expect(records[0]!.exactMs).toHaveLength(3);
    expect(checkEvery(HOUR_MS, records, 346)).toBeGreaterThan(5000);
  });

  test('a station just short of exact, and stretches clipped at one end or the other', () => {
    const natalDeg = 349.4;
    for (const [from, to] of [[EPOCH, EPOCH + 365], [EPOCH + 100, EPOCH + 200], [EPOCH + 150, EPOCH + 300]] as const) {
      const records = computeTransits({ natal: { longitudes: { sun: natalDeg }, cusps: CUSPS }, jdStart: from, jdEnd: to, bodies: ['saturn'], natalPoints: ['sun'], aspects: ['conjunction'], maxOrbDeg: 3 }, syntheticEphemeris());
      expect(records.length).toBeGreaterThan(0);
      expect(checkEvery(HOUR_MS, records, natalDeg)).toBeGreaterThan(100);
    }
  });

  test('every Moon aspect of two months, both sides', () => {
    const records = computeTransits({ natal: { longitudes: { mars: 123.4 }, cusps: CUSPS }, jdStart: EPOCH, jdEnd: EPOCH + 60, bodies: ['moon'], natalPoints: ['mars'] }, syntheticEphemeris());
    expect(records.length).toBeGreaterThan(15);
    expect(checkEvery(HOUR_MS / 6, records, 123.4)).toBeGreaterThan(500);
  });
});

describe('nextExactMs', () => {
  const record = { exactMs: [julianDayToEpochMs(EPOCH + 10), julianDayToEpochMs(EPOCH + 40)] } as TransitRecord;
  test.each([
    ['before the first', EPOCH, EPOCH + 10],
    ['on the first', EPOCH + 10, EPOCH + 10],
    ['between', EPOCH + 11, EPOCH + 40],
    ['after the last', EPOCH + 41, null],
  ] as const)('%s', (_, atJd, expectedJd) => {
    expect(nextExactMs(record, julianDayToEpochMs(atJd))).toBe(expectedJd === null ? null : julianDayToEpochMs(expectedJd));
  });
});
