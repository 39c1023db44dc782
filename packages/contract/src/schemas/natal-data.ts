/**
 * `natalData`: a tema-natale response sent back by a client (spec: transiti-specifici takes "the
 * natal chart"). Only the longitudes and cusps matter; other fields pass through unread.
 */
import { z } from 'zod/mini';
import { ALL_ASPECT_CODES, BODY_CODES, FULL_CIRCLE_DEG, HOUSE_COUNT, LILITH_KINDS, NODE_KINDS } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';

/**
 * An ecliptic longitude as tema-natale writes it, 0 up to 360 (360 is 0 again, harmless): anything
 * else is not a chart, and would be computed silently (400° or −10° read as another sign, a cusp of
 * 500° put every body in one house). z.number() already refuses Infinity (JSON 1e999) and NaN.
 */
const longitude = z.number().check(z.minimum(0), z.maximum(FULL_CIRCLE_DEG));
const withLongitude = z.looseObject({ longitude });

export const natalDataSchema = z.looseObject({
  pianeti: z.record(z.string(), withLongitude),
  case: z.record(z.string(), z.looseObject({ cusp: longitude })),
  ascendente: withLongitude,
  medioCoeli: withLongitude,
  // The node and Lilith the chart was computed with, so that transits use the same ones, and the
  // aspects it looked for (the day's transit aspects use them); each unreadable → its default.
  meta: z.catch(z.optional(z.looseObject({
    nodo: z.catch(z.optional(z.enum(NODE_KINDS)), undefined),
    lilith: z.catch(z.optional(z.enum(LILITH_KINDS)), undefined),
    aspects: z.catch(z.optional(z.array(z.enum(ALL_ASPECT_CODES.map((c) => ASPECT_NAMES_IT[c])))), undefined),
  })), undefined),
}).check(
  z.superRefine((d, ctx) => {
    const missingBody = BODY_CODES.find((code) => !d.pianeti[BODY_NAMES_IT[code]]);
    if (missingBody) {
      ctx.addIssue({ code: 'custom', path: ['pianeti'], message: VALIDATION_MESSAGES.natalDataMissingBody(BODY_NAMES_IT[missingBody]) });
      return;
    }
    for (let h = 1; h <= HOUSE_COUNT; h++) {
      if (!d.case[String(h)]) {
        ctx.addIssue({ code: 'custom', path: ['case'], message: VALIDATION_MESSAGES.natalDataMissingHouse(h) });
        return;
      }
    }
    // Twelve equal cusps leave one house the whole circle: every body and transit would be in it.
    if (new Set(Object.values(d.case).map((h) => h.cusp % FULL_CIRCLE_DEG)).size === 1) {
      ctx.addIssue({ code: 'custom', path: ['case'], message: VALIDATION_MESSAGES.natalDataEqualCusps });
    }
  }),
  z.describe('Un tema natale come restituito da POST /api/tema-natale'),
);
export type NatalData = z.output<typeof natalDataSchema>;
