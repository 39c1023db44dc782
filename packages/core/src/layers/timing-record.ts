/**
 * The one shape every timing technique answers with (transits, progressions, solar arc directions,
 * lunations and eclipses), so that the views draw any of them as a layer: a stretch with its start,
 * exact instants, end and peak. docs/decisions/0060-timing-techniques.md.
 */
import type { AspectCode, AspectSideDeg } from '../aspects.ts';
import type { PointCode } from '../bodies.ts';
import type { TransitRecord } from '../transits/engine.ts';

/** The layers of the transit views, in the order the filters list them. */
export const LAYER_CODES = ['transits', 'progressions', 'directions', 'lunations'] as const;
export type LayerCode = (typeof LAYER_CODES)[number];

/** The part of a record every layer shares (TransitRecord has exactly these fields). */
export type TimingSpan = Pick<TransitRecord, 'startMs' | 'endMs' | 'clippedStart' | 'clippedEnd' | 'exactMs' | 'peak'>;

/**
 * A progressed or directed point in aspect to a natal point: a transit record's fields less the
 * daily series and stations (a progressed year is a symbolic day: its daily orbs would say nothing),
 * the moving point being any chart point, the angles included.
 */
export interface AspectTimingRecord extends TimingSpan {
  layer: 'progressions' | 'directions';
  /** The progressed or directed point: one of the 14 bodies, the Ascendant or the Midheaven. */
  movingPoint: PointCode;
  natalPoint: PointCode;
  aspect: AspectCode;
  /** The side: arc from the natal point to the moving point where the aspect is exact. */
  angleDeg: AspectSideDeg;
  /** Natal house (1–12) of the moving point at the peak (of the aspect point at an exact hit). */
  house: number;
}
