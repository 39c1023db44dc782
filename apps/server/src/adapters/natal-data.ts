/** A validated natalData (a tema-natale answer sent back by a client) → the natal points and node kind transits are measured with. */
import {
  ANGLE_CODES,
  ASPECT_CODES,
  BODY_CODES,
  DEFAULT_LILITH_KIND,
  DEFAULT_NODE_KIND,
  HOUSE_COUNT,
  inAspectOrder,
  normalizeDegrees,
  type AspectCode,
  type LilithKind,
  type NatalPoints,
  type NodeKind,
  type PointCode,
} from '@astrolabio/core';
import type { NatalData } from '@astrolabio/contract';
import { ASPECT_BY_NAME_IT, BODY_NAMES_IT } from '@astrolabio/names-it';

/** What the transit calculations take from a natal chart: its points, and the node and Lilith it was computed with. */
export interface NatalForTransits {
  natal: NatalPoints;
  nodeKind: NodeKind;
  lilithKind: LilithKind;
}

/**
 * A validated natalData → its natal points, its node kind (meta.nodo, so that the transiting
 * Nodo Nord is the same kind; the true node when absent) and its Lilith (meta.lilith; the mean one
 * when absent).
 */
export function natalFromData(d: NatalData): NatalForTransits {
  return { natal: natalPointsFromData(d), nodeKind: d.meta?.nodo ?? DEFAULT_NODE_KIND, lilithKind: d.meta?.lilith ?? DEFAULT_LILITH_KIND };
}

/** The aspects a natalData was computed with (meta.aspects), the spec's five when it does not say. */
export function natalAspectsOfData(d: NatalData): AspectCode[] {
  const names = d.meta?.aspects;
  return names ? inAspectOrder(names.map((n) => ASPECT_BY_NAME_IT.get(n)!)) : [...ASPECT_CODES];
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
