import { describe, expect, it } from 'vitest';
import type { NatalPoints } from '../natal-points.ts';
import { withoutNatalCarryOvers, type MovingPointTrack } from './natal-carry-over.ts';
import type { AspectTimingRecord } from './timing-record.ts';

const BIRTH_JD = 2_446_000.5;
/** Natal Venus at 100°: a progressed point's conjunction with it is exact at 100°, its 1° orb from 99° to 101°. */
const natal: NatalPoints = { longitudes: { venus: 100 }, cusps: Array.from({ length: 12 }, (_, i) => i * 30) };
const ORB = 1;

/** A conjunction to natal Venus, open at the period's start, with the exact hits given. */
function record(movingPoint: AspectTimingRecord['movingPoint'], exactMs: number[] = [], clippedStart = true): AspectTimingRecord {
  return {
    layer: 'progressions', movingPoint, natalPoint: 'venus', aspect: 'conjunction', angleDeg: 0,
    startMs: 0, endMs: 1, clippedStart, clippedEnd: false, exactMs, peak: { timeMs: 0, orbDeg: 0.5 }, house: 4,
  };
}

/** Tracks of calendar time (days after birth), degrees. */
const tracks: Record<string, MovingPointTrack> = {
  // Wobbles between 99.3° and 99.7° for a lifetime: in orb since birth, never exact.
  saturn: { longitudeDeg: (jd) => 99.5 + 0.2 * Math.sin((jd - BIRTH_JD) / 2000), stepDays: 365 },
  // 99.5° at birth, 100.5° at day 3,650: exact at day 1,825, still in orb after.
  jupiter: { longitudeDeg: (jd) => 99.5 + (jd - BIRTH_JD) / 3650, stepDays: 365 },
  // 97° at birth, 99.5° at day 3,650: the orb opened at day 2,920.
  mars: { longitudeDeg: (jd) => 97 + (2.5 * (jd - BIRTH_JD)) / 3650, stepDays: 365 },
  // Exact at the birth instant (a point on its own place), 100.4° at day 3,650: nothing exact since.
  uranus: { longitudeDeg: (jd) => 100 + (0.4 * (jd - BIRTH_JD)) / 3650, stepDays: 365 },
};
const trackOf = (point: string) => tracks[point]!;

describe('withoutNatalCarryOvers', () => {
  it('a period from birth: every stretch open at its start and never exact is the natal aspect; the rest stay', () => {
    const carried = record('saturn');
    const exact = record('jupiter', [123]);
    const later = record('mars', [], false);
    const kept = withoutNatalCarryOvers([carried, exact, later], { natal, natalJd: BIRTH_JD, jdStart: BIRTH_JD - 0.4, maxOrbDeg: ORB }, () => {
      throw new Error('no track needed from birth');
    });
    expect(kept).toEqual([exact, later]);
  });

  it('a period ten years on: out the one in orb since birth without an exact hit (also one exact only at the birth instant); in the one exact since, and the one whose orb opened since', () => {
    const q = { natal, natalJd: BIRTH_JD, jdStart: BIRTH_JD + 3650, maxOrbDeg: ORB };
    const [saturn, jupiter, mars, uranus] = (['saturn', 'jupiter', 'mars', 'uranus'] as const).map((p) => record(p));
    expect(withoutNatalCarryOvers([saturn!, jupiter!, mars!, uranus!], q, trackOf)).toEqual([jupiter, mars]);
  });

  it('a record exact in the period, or opening inside it, is never looked at', () => {
    const q = { natal, natalJd: BIRTH_JD, jdStart: BIRTH_JD + 3650, maxOrbDeg: ORB };
    const records = [record('saturn', [5]), record('saturn', [], false)];
    expect(withoutNatalCarryOvers(records, q, () => {
      throw new Error('no track needed');
    })).toEqual(records);
  });
});
