/** A validated natalData (a tema-natale answer sent back by a client) → the natal points and node kind transits are measured with. */
import {
  ANGLE_CODES,
  BODY_CODES,
  DEFAULT_NODE_KIND,
  HOUSE_COUNT,
  normalizeDegrees,
  type NatalPoints,
  type NodeKind,
  type PointCode,
} from '@astrolabio/core';
import type { NatalData } from '@astrolabio/contract';
import { BODY_NAMES_IT } from '@astrolabio/names-it';

/** What the transit calculations take from a natal chart: its points, and the node kind it was computed with. */
export interface NatalForTransits {
  natal: NatalPoints;
  nodeKind: NodeKind;
}

/**
 * A validated natalData → its natal points, and its node kind (meta.nodo, so that the transiting
 * Nodo Nord is the same kind; the true node when absent).
 */
export function natalFromData(d: NatalData): NatalForTransits {
  return { natal: natalPointsFromData(d), nodeKind: d.meta?.nodo ?? DEFAULT_NODE_KIND };
}

function natalPointsFromData(d: NatalData): NatalPoints {
  const longitudes: Partial<Record<PointCode, number>> = {};
  for (const code of BODY_CODES) longitudes[code] = normalizeDegrees(d.pianeti[BODY_NAMES_IT[code]]!.longitude);
  const angles: Record<(typeof ANGLE_CODES)[number], number> = {
    ascendant: d.ascendente.longitude,
    midheaven: d.medioCoeli.longitude,
  };
  for (const code of ANGLE_CODES) longitudes[code] = normalizeDegrees(angles[code]);
  const cusps = Array.from({ length: HOUSE_COUNT }, (_, i) => normalizeDegrees(d.case[String(i + 1)]!.cusp));
  return { longitudes, cusps };
}
