/**
 * Whether a transit is applying (its orb closing) or separating (opening) at an instant, and its
 * next exact hit: read from the record alone (peak, exact hits, stations), with no ephemeris call.
 */
import type { TransitRecord } from './engine.ts';

export type TransitMotion = 'applying' | 'separating';

/**
 * Turning points closer than this are one (ms): the API rounds instants to the minute, so a peak
 * that is the first exact hit, or a touch at a station (docs/decisions/0010), reads as equal times.
 */
const SAME_TURN_MS = 60_000;

/**
 * The orb's direction at `timeMs` (inside the record's stretch). |orb| is smallest at the peak, so
 * it is closing just before the peak and opening just after; it turns at every exact hit (reaches 0
 * and opens again) and at every station (the body turns), and nowhere else. So the direction at t
 * is the peak's side (applying before, separating after), flipped once per turning point between
 * the peak and t. On a turning point itself, the direction that follows it.
 */
export function transitMotionAt(record: TransitRecord, timeMs: number): TransitMotion {
  return transitMotion(record)(timeMs);
}

/**
 * transitMotionAt for many instants of one record: the turning points are sorted once (a view asks
 * for every day of a ten-year row).
 */
export function transitMotion(record: TransitRecord): (timeMs: number) => TransitMotion {
  const peakMs = record.peak.timeMs;
  const turns = turningPointsMs(record).filter((t) => Math.abs(t - peakMs) >= SAME_TURN_MS);
  if (turns.length === 0) return (timeMs) => (timeMs >= peakMs ? 'separating' : 'applying');
  return (timeMs) => {
    const afterPeak = timeMs >= peakMs;
    let between = 0;
    for (const t of turns) if (afterPeak ? t > peakMs && t <= timeMs : t > timeMs && t < peakMs) between++;
    return afterPeak !== (between % 2 === 1) ? 'separating' : 'applying';
  };
}

/** Exact hits and stations, ascending, those within SAME_TURN_MS of the one before merged. */
function turningPointsMs(record: TransitRecord): number[] {
  const all = [...record.exactMs, ...record.stations.map((s) => s.timeMs)].sort((a, b) => a - b);
  const merged: number[] = [];
  for (const t of all) if (merged.length === 0 || t - merged[merged.length - 1]! >= SAME_TURN_MS) merged.push(t);
  return merged;
}

/** The first exact hit at or after `timeMs` (epoch ms), or null when the stretch has none left in the period. */
export function nextExactMs(record: TransitRecord, timeMs: number): number | null {
  return record.exactMs.find((t) => t >= timeMs) ?? null;
}
