/** For the view-model tests: transit records built from a few fields, the rest filled with neutral values. */
import { daysInPeriod, MS_PER_DAY, type TransitRecord } from '@astrolabio/core';

export type RecordSketch = Partial<TransitRecord> & Pick<TransitRecord, 'transitBody' | 'natalPoint' | 'aspect'> & {
  /** First UTC day in orb and its daily orbs. */
  from: string;
  orbs: number[];
};

/** A record whose stretch covers exactly the days of `orbs`, starting at `from` 00:00 UTC. */
export function sketchRecord(s: RecordSketch): TransitRecord {
  const { from, orbs, ...rest } = s;
  const startMs = Date.parse(`${from}T00:00:00Z`);
  const endMs = startMs + orbs.length * MS_PER_DAY - 1;
  const minOrb = Math.min(...orbs);
  const peakDay = orbs.indexOf(minOrb);
  return {
    angleDeg: 90,
    startMs,
    endMs,
    clippedStart: false,
    clippedEnd: false,
    exactMs: [],
    stations: [],
    peak: { timeMs: startMs + (peakDay + 0.5) * MS_PER_DAY, orbDeg: minOrb },
    daily: { firstDate: from, orbsDeg: orbs },
    house: 1,
    ...rest,
  };
}

/** The index of `date` among the days of a period starting at `startDate`. */
export function dayIndex(startDate: string, date: string): number {
  return daysInPeriod(startDate, date) - 1;
}
