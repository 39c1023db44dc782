/** Validated birth data → the natal chart the core computes from it. */
import { computeNatalChart, localTimeToJulianDay, type Ephemeris, type NatalChart } from '@astrolabio/core';
import type { BirthData } from '@astrolabio/contract';

/** The natal chart of birth data (house system and node kind default in the core). */
export function birthChart(b: BirthData, ephemeris: Ephemeris): NatalChart {
  return computeNatalChart({
    jdUt: localTimeToJulianDay(b.datetime, b.timezone),
    latitude: b.latitude,
    longitude: b.longitude,
    houseSystem: b.houseSystem,
    nodeKind: b.nodo,
  }, ephemeris);
}
