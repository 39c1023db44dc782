/**
 * Lunations and eclipses on the synthetic sky, against its closed-form answers: with a steady Sun and
 * Moon the elongation grows 12.1904° a day from 70° at the epoch, so every new Moon (0°) and full
 * Moon (180°) is an exact instant; the eclipses are where the test puts them.
 */
import { describe, expect, test } from 'vitest';
import { normalizeDegrees, separationDegrees } from '../angles.ts';
import type { Eclipse } from '../ephemeris.ts';
import { epochMsToJulianDay, julianDayToEpochMs } from '../time.ts';
import { SIGN_CODES } from '../zodiac.ts';
import { computeLunations, DEFAULT_LUNATION_ORB_DEG, lunationInstantJd } from './lunations.ts';
import { analyticLongitudeDeg, STEADY_MOTIONS, steadyLevelJds, SYNTHETIC_EPOCH_JD, syntheticTechniqueEphemeris } from '../../../../test-support/synthetic-ephemeris.ts';

/** The level crossings' precision (1 s), plus the millisecond rounding. */
const TOLERANCE_SECONDS = 1.001;
const sun = STEADY_MOTIONS.sun!;
const moon = STEADY_MOTIONS.moon!;
const ELONGATION_AT_EPOCH_DEG = moon.longitudeDeg - sun.longitudeDeg;
const ELONGATION_DEG_PER_DAY = moon.meanSpeedDegPerDay - sun.meanSpeedDegPerDay;
const FROM_JD = SYNTHETIC_EPOCH_JD + 10;
const TO_JD = FROM_JD + 120;
/** Equal houses from 15° Ariete. */
const CUSPS = Array.from({ length: 12 }, (_, i) => 15 + 30 * i);

const elongationJds = (levelDeg: number) => steadyLevelJds(ELONGATION_AT_EPOCH_DEG, ELONGATION_DEG_PER_DAY, SYNTHETIC_EPOCH_JD, levelDeg, FROM_JD, TO_JD);
const NEW_MOONS = elongationJds(0);
const FULL_MOONS = elongationJds(180);
const errorSeconds = (ms: number, jd: number) => Math.abs(epochMsToJulianDay(ms) - jd) * 86_400;

/** Natal points placed against the closed-form lunations: 2° and 4° from the first new Moon, 1° from the first full Moon's Sun. */
const firstNewMoonDeg = analyticLongitudeDeg(moon, NEW_MOONS[0]!);
const firstFullMoonSunDeg = analyticLongitudeDeg(sun, FULL_MOONS[0]!);
const NATAL = {
  longitudes: { venus: normalizeDegrees(firstNewMoonDeg + 2), mars: normalizeDegrees(firstNewMoonDeg - 4), jupiter: normalizeDegrees(firstFullMoonSunDeg - 1) },
  cusps: CUSPS,
};

/** A solar eclipse 7 minutes after the second new Moon, and a lunar one 3 minutes before the first full Moon. */
const ECLIPSES: Eclipse[] = [
  { kind: 'solar', type: 'annular', maxJd: NEW_MOONS[1]! + 7 / 1440, beginJd: NEW_MOONS[1]! - 0.1, endJd: NEW_MOONS[1]! + 0.12, magnitude: 0.95, saros: { series: 121, member: 61 } },
  { kind: 'lunar', type: 'penumbral', maxJd: FULL_MOONS[0]! - 3 / 1440, beginJd: FULL_MOONS[0]! - 0.09, endJd: FULL_MOONS[0]! + 0.08, magnitude: 0.6, saros: null },
];

describe('computeLunations (instants within 1 s of the closed form)', () => {
  const records = computeLunations({ natal: NATAL, jdStart: FROM_JD, jdEnd: TO_JD }, syntheticTechniqueEphemeris({ eclipses: ECLIPSES }));

  test('every new and full Moon of the period, in time order, each at its closed-form instant', () => {
    const expected = [...NEW_MOONS.map((jd) => ({ jd, kind: 'newMoon' })), ...FULL_MOONS.map((jd) => ({ jd, kind: 'fullMoon' }))].sort((a, b) => a.jd - b.jd);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(records.map((r) => r.kind)).toEqual(expected.map((e) => e.kind));
    records.forEach((r, i) => {
      expect(r.layer).toBe('lunations');
      expect(r.exactMs).toHaveLength(1);
      expect(errorSeconds(r.exactMs[0]!, expected[i]!.jd)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
    });
  });

  test('each lunation\'s degree, sign and natal house are the Moon\'s at the instant', () => {
    for (const r of records) {
      const moonDeg = analyticLongitudeDeg(moon, lunationInstantJd(r));
      expect(separationDegrees(r.moonLongitudeDeg, moonDeg)).toBeLessThan(1e-6);
      expect(r.sign).toBe(SIGN_CODES[Math.floor(moonDeg / 30)]);
      expect(r.house).toBe(Math.floor(normalizeDegrees(moonDeg - 15) / 30) + 1);
    }
  });

  test('natal points within the default 3° of the Moon (or, at a full Moon, of the Sun) are named, closest first', () => {
    expect(DEFAULT_LUNATION_ORB_DEG).toBe(3);
    const firstNew = records.find((r) => r.kind === 'newMoon')!;
    const firstFull = records.find((r) => r.kind === 'fullMoon')!;
    expect(firstNew.contacts.map((c) => [c.natalPoint, c.light])).toEqual([['venus', 'moon']]);
    expect(firstNew.contacts[0]!.orbDeg).toBeCloseTo(2, 6);
    expect(firstFull.contacts.map((c) => [c.natalPoint, c.light])).toEqual([['jupiter', 'sun']]);
    expect(firstFull.contacts[0]!.orbDeg).toBeCloseTo(1, 6);
  });

  test('an eclipse belongs to its lunation: the record spans its contacts and peaks at its greatest phase', () => {
    const withEclipse = records.filter((r) => r.eclipse);
    expect(withEclipse.map((r) => r.kind)).toEqual(['fullMoon', 'newMoon']);
    for (const r of withEclipse) {
      const e = ECLIPSES.find((x) => x.kind === (r.kind === 'newMoon' ? 'solar' : 'lunar'))!;
      expect(r.eclipse).toMatchObject({ kind: e.kind, type: e.type, maxMs: julianDayToEpochMs(e.maxJd), magnitude: e.magnitude, saros: e.saros });
      expect(r.eclipse!.hits.every((h) => h.orbDeg <= DEFAULT_LUNATION_ORB_DEG)).toBe(true);
      expect(r.startMs).toBe(julianDayToEpochMs(e.beginJd));
      expect(r.endMs).toBe(julianDayToEpochMs(e.endJd));
      expect(r.peak).toEqual({ timeMs: julianDayToEpochMs(e.maxJd), orbDeg: 0 });
    }
    for (const r of records.filter((x) => !x.eclipse)) expect([r.startMs, r.endMs, r.peak.timeMs]).toEqual([r.exactMs[0], r.exactMs[0], r.exactMs[0]]);
  });
});
