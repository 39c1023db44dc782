/**
 * Leaves out the progressed and directed aspects that are the natal aspect carried along: a
 * stretch that never comes exact in the period and has been in orb, without an exact hit, since
 * birth (progressed Neptune sextile natal Pluto «in orbita fino al 2029» when the natal Neptune
 * already was: the slow bodies hardly move a degree in a lifetime). The natal chart's aspect table
 * shows those; nothing progresses into them (docs/decisions/0060-timing-techniques.md).
 */
import { signedArcDegrees } from '../angles.ts';
import type { PointCode } from '../bodies.ts';
import { natalPointLongitude, type NatalPoints } from '../natal-points.ts';
import { BIRTH_INSTANT_WINDOW_DAYS } from './birth-instant.ts';
import { angleLevelCrossings } from './level-crossings.ts';
import type { AspectTimingRecord } from './timing-record.ts';

/** A moving point's longitude (degrees) as a function of calendar time (Julian day UT), and a step it never turns back within. */
export interface MovingPointTrack {
  longitudeDeg: (calendarJd: number) => number;
  stepDays: number;
}

export interface CarryOverQuery {
  natal: NatalPoints;
  /** Birth instant and the period's start, Julian days UT. */
  natalJd: number;
  jdStart: number;
  maxOrbDeg: number;
}

/** A crossing this close to the birth instant (days) is the birth itself, not an event since (birth-instant.ts). */
const AT_BIRTH_DAYS = BIRTH_INSTANT_WINDOW_DAYS;

/** A stretch whose orb was open at the period's start and never came exact in it: it may be a carry-over. */
const mayCarryOver = (r: AspectTimingRecord) => r.exactMs.length === 0 && r.clippedStart;

/**
 * The records less the carry-overs. Only a record with no exact hit whose stretch was open at the
 * period's start can be one; for it, the moving point's track from birth to the period's start
 * (`trackOf`) says whether the orb opened or the aspect came exact since birth. A period that
 * starts by the birth instant needs no track: its open stretch was in orb at birth.
 */
export function withoutNatalCarryOvers(
  records: readonly AspectTimingRecord[],
  q: CarryOverQuery,
  trackOf: (point: PointCode) => MovingPointTrack,
): AspectTimingRecord[] {
  const candidates = records.filter(mayCarryOver);
  if (candidates.length === 0) return [...records];
  const carried = new Set<AspectTimingRecord>();
  if (q.jdStart <= q.natalJd + AT_BIRTH_DAYS) {
    for (const r of candidates) carried.add(r);
  } else {
    for (const point of new Set(candidates.map((r) => r.movingPoint))) {
      const mine = candidates.filter((r) => r.movingPoint === point);
      const track = trackOf(point);
      // Three levels per record: the orb's two edges and the exact aspect (longitudes of the moving point).
      const levels = mine.flatMap((r) => {
        const exact = aspectLongitudeDeg(r, q.natal);
        return [exact - q.maxOrbDeg, exact, exact + q.maxOrbDeg];
      });
      const crossed = new Set(
        angleLevelCrossings(track.longitudeDeg, levels, q.natalJd, q.jdStart, track.stepDays)
          .filter((c) => c.jd > q.natalJd + AT_BIRTH_DAYS)
          .map((c) => Math.floor(c.level / 3)),
      );
      mine.forEach((r, i) => {
        // No edge crossed since birth: in orb at the start, so in orb at birth; and never exact.
        if (!crossed.has(i) && Math.abs(signedArcDegrees(aspectLongitudeDeg(r, q.natal), track.longitudeDeg(q.natalJd))) <= q.maxOrbDeg) carried.add(r);
      });
    }
  }
  return records.filter((r) => !carried.has(r));
}

/** Where the moving point makes the record's aspect exact: the natal point plus the aspect's side, degrees. */
function aspectLongitudeDeg(r: AspectTimingRecord, natal: NatalPoints): number {
  const lon = natalPointLongitude(natal, r.natalPoint);
  if (lon === undefined) throw new RangeError(`natal point ${r.natalPoint} without a longitude`);
  return lon + r.angleDeg;
}
