/** Validated birth data → the natal chart the core computes from it. */
import {
  computeNatalChart, DEFAULT_NATAL_ORBS, localTimeToJulianDay, withOrbs, type AspectCode, type Ephemeris, type NatalChart,
} from '@astrolabio/core';
import type { BirthData, OrbChanges } from '@astrolabio/contract';

/** The natal aspects' settings of a tema-natale request (absent: the spec's five, the default orbs). */
export interface NatalAspectSettings {
  aspects?: AspectCode[];
  orbs?: OrbChanges;
}

/** The natal chart of birth data (house system, node, Lilith, aspects and orbs default in the core). */
export function birthChart(b: BirthData, ephemeris: Ephemeris, settings: NatalAspectSettings = {}): NatalChart {
  return computeNatalChart({
    jdUt: localTimeToJulianDay(b.datetime, b.timezone),
    latitude: b.latitude,
    longitude: b.longitude,
    houseSystem: b.houseSystem,
    nodeKind: b.nodo,
    lilithKind: b.lilith,
    aspects: settings.aspects,
    orbs: settings.orbs ? withOrbs(DEFAULT_NATAL_ORBS, settings.orbs) : undefined,
  }, ephemeris);
}
