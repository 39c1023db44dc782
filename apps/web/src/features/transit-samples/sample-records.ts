/**
 * The transits page's sample data as core's transit records, so that the page draws it with the
 * same views as real transits: each made-up transit is one UTC day in orb (00:00 to 23:59), its
 * orb that day's and the peak's, exact at noon when it is exact, no station.
 */
import { ASPECT_ANGLE_DEG, MS_PER_DAY, type AspectSideDeg, type TransitRecord } from '@astrolabio/core';
import type { SampleTransit } from './sample-transits.ts';

const MINUTE_MS = 60_000;

export function sampleRecord(t: SampleTransit): TransitRecord {
  const startMs = Date.parse(`${t.date}T00:00:00Z`);
  const noonMs = startMs + MS_PER_DAY / 2;
  return {
    transitBody: t.planet,
    natalPoint: t.targetPlanet,
    aspect: t.aspect,
    // The aspect's first side: made-up transits have no real geometry.
    angleDeg: ASPECT_ANGLE_DEG[t.aspect] as AspectSideDeg,
    startMs,
    endMs: startMs + MS_PER_DAY - MINUTE_MS,
    clippedStart: false,
    clippedEnd: false,
    exactMs: t.isExact ? [noonMs] : [],
    stations: [],
    peak: { timeMs: noonMs, orbDeg: t.orb },
    daily: { firstDate: t.date, orbsDeg: [t.orb] },
    house: t.house,
  };
}

export function sampleRecords(rows: readonly SampleTransit[]): TransitRecord[] {
  return rows.map(sampleRecord);
}
