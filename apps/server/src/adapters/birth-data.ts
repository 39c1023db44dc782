/** Validated birth data → the UT Julian day and the natal chart the core computes from it. */
import { computeNatalChart, epochMsToJulianDay, localToUtcMs, type Ephemeris, type NatalChart } from '@astrolabio/core';
import type { BirthData } from '../schemas/common.ts';

export function birthJulianDay(b: Pick<BirthData, 'datetime' | 'timezone'>): number {
  return epochMsToJulianDay(localToUtcMs(b.datetime, b.timezone));
}

/** The natal chart of birth data (house system and node kind default in the core). */
export function birthChart(b: BirthData, ephemeris: Ephemeris): NatalChart {
  return computeNatalChart({
    jdUt: birthJulianDay(b),
    latitude: b.latitude,
    longitude: b.longitude,
    houseSystem: b.houseSystem,
    nodeKind: b.nodo,
  }, ephemeris);
}
