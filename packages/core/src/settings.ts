/**
 * The calculation settings a chart carries (issue 25): which Lilith, which aspects, the natal and
 * transit orb tables, and whether transits are measured to the house cusps. Defaults reproduce the
 * answers without settings (docs/decisions/0054-calculation-settings.md).
 */
import { ALL_ASPECT_CODES, DEFAULT_ASPECT_CODES, inAspectOrder, type AspectCode } from './aspects.ts';
import { ALL_POINT_CODES, DEFAULT_LILITH_KIND, POINT_CODES, type LilithKind, type PointCode } from './bodies.ts';
import { DEFAULT_NATAL_ORBS, sameOrbs, uniformOrbTable, type OrbTable } from './orbs.ts';
import { DEFAULT_TRANSIT_MAX_ORB_DEG } from './transits/engine.ts';

export interface CalculationSettings {
  lilith: LilithKind;
  /** The aspects of the natal chart and of the transit views, in catalogue order (never empty). */
  aspects: readonly AspectCode[];
  natalOrbs: OrbTable;
  transitOrbs: OrbTable;
  /** Transits to the cusps of houses 1–12 too («Cuspide II» …), besides Ascendente and Medio Coeli. */
  cusps: boolean;
}

export const DEFAULT_TRANSIT_ORBS: OrbTable = uniformOrbTable(DEFAULT_TRANSIT_MAX_ORB_DEG);

export const DEFAULT_CALCULATION_SETTINGS: CalculationSettings = {
  lilith: DEFAULT_LILITH_KIND,
  aspects: DEFAULT_ASPECT_CODES,
  natalOrbs: DEFAULT_NATAL_ORBS,
  transitOrbs: DEFAULT_TRANSIT_ORBS,
  cusps: false,
};

/** The natal points a chart's transits are measured against: the 16, and the cusps when asked for. */
export function transitTargetsOf(s: Pick<CalculationSettings, 'cusps'>): readonly PointCode[] {
  return s.cusps ? ALL_POINT_CODES : POINT_CODES;
}

/** The settings differ from the defaults only in what is named (for requests that send only what changed). */
export function settingsChanges(s: CalculationSettings) {
  const aspects = inAspectOrder(s.aspects);
  return {
    lilith: s.lilith !== DEFAULT_LILITH_KIND ? s.lilith : undefined,
    aspects: aspects.join() !== DEFAULT_ASPECT_CODES.join() ? aspects : undefined,
    natalOrbs: sameOrbs(s.natalOrbs, DEFAULT_NATAL_ORBS, ALL_ASPECT_CODES) ? undefined : s.natalOrbs,
    transitOrbs: sameOrbs(s.transitOrbs, DEFAULT_TRANSIT_ORBS, ALL_ASPECT_CODES) ? undefined : s.transitOrbs,
    cusps: s.cusps || undefined,
  };
}
