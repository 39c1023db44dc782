/**
 * `natalData`: a tema-natale response sent back by a client (spec: transiti-specifici takes "the
 * natal chart"). Only the longitudes and cusps matter; other fields pass through unread.
 */
import { z } from 'zod';
import {
  ANGLE_CODES,
  BODY_CODES,
  DEFAULT_NODE_KIND,
  HOUSE_COUNT,
  NODE_KINDS,
  normalizeDegrees,
  type NatalPoints,
  type NodeKind,
  type PointCode,
} from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { MESSAGES } from '../messages.ts';

// z.number() already refuses Infinity (JSON 1e999) and NaN.
const longitude = z.number();
const withLongitude = z.looseObject({ longitude });

export const natalDataSchema = z.looseObject({
  pianeti: z.record(z.string(), withLongitude),
  case: z.record(z.string(), z.looseObject({ cusp: longitude })),
  ascendente: withLongitude,
  medioCoeli: withLongitude,
  // The node kind the chart was computed with, so that transits use the same one; unreadable → default.
  meta: z.looseObject({ nodo: z.enum(NODE_KINDS).optional().catch(undefined) }).optional().catch(undefined),
}).superRefine((d, ctx) => {
  for (const code of BODY_CODES) {
    if (!d.pianeti[BODY_NAMES_IT[code]]) {
      ctx.addIssue({ code: 'custom', path: ['pianeti'], message: MESSAGES.natalDataMissingBody(BODY_NAMES_IT[code]) });
      return;
    }
  }
  for (let h = 1; h <= HOUSE_COUNT; h++) {
    if (!d.case[String(h)]) {
      ctx.addIssue({ code: 'custom', path: ['case'], message: MESSAGES.natalDataMissingHouse(h) });
      return;
    }
  }
}).describe('Un tema natale come restituito da POST /api/tema-natale');
export type NatalData = z.output<typeof natalDataSchema>;

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
