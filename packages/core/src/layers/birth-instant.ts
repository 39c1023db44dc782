/**
 * What the symbolic techniques (secondary progressions, solar arc directions) leave out at birth
 * (decision 0060, issue 34): at the birth instant every progressed or directed point stands on its
 * natal place, so a point "conjunct its own natal place" or Nodo Nord "opposite Nodo Sud" is the
 * natal chart itself, not an event.
 */
import { signedArcDegrees } from '../angles.ts';
import { natalPointLongitude, type NatalPoints } from '../natal-points.ts';
import { epochMsToJulianDay } from '../time.ts';
import type { AspectTimingRecord } from './timing-record.ts';

/**
 * An exact instant this close to birth (days) is the birth instant: an hour, ten symbolic seconds,
 * ten times the progressed bodies' precision (a symbolic second, six calendar minutes). A real event
 * that close to birth would be a natal aspect exact to the arc-second.
 */
export const BIRTH_INSTANT_WINDOW_DAYS = 1 / 24;

/** How near (degrees) two natal points stand to an aspect that holds by definition: a point and itself, the two ends of the node axis. */
const IDENTITY_ARC_DEG = 1e-6;

/**
 * The records less their exact instants at birth, and less the aspects that hold by definition
 * (a point to its own natal place, or to the other end of its axis) when no other exact instant is
 * left: those only recur when a retrograde loop or a whole cycle (the Moon's) brings them back.
 */
export function withoutBirthInstant(records: readonly AspectTimingRecord[], natal: NatalPoints, natalJd: number): AspectTimingRecord[] {
  const out: AspectTimingRecord[] = [];
  for (const r of records) {
    const exactMs = r.exactMs.filter((ms) => Math.abs(epochMsToJulianDay(ms) - natalJd) >= BIRTH_INSTANT_WINDOW_DAYS);
    if (exactMs.length === 0 && holdsByDefinition(r, natal)) continue;
    if (exactMs.length === r.exactMs.length) out.push(r);
    // The peak was the first exact instant: the next one now, or (a natal aspect carried on) still birth, where the orb is least.
    else out.push({ ...r, exactMs, peak: exactMs.length > 0 ? { timeMs: exactMs[0]!, orbDeg: 0 } : r.peak });
  }
  return out;
}

function holdsByDefinition(r: AspectTimingRecord, natal: NatalPoints): boolean {
  const from = natalPointLongitude(natal, r.movingPoint);
  const to = natalPointLongitude(natal, r.natalPoint);
  // The side is the arc from the natal point to the moving one.
  return from !== undefined && to !== undefined && Math.abs(signedArcDegrees(to + r.angleDeg, from)) < IDENTITY_ARC_DEG;
}
