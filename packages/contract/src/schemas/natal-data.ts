/**
 * `natalData`: a tema-natale response sent back by a client (spec: transiti-specifici takes "the
 * natal chart"). Only the longitudes and cusps matter; other fields pass through unread.
 */
import { z } from 'zod/mini';
import { BODY_CODES, HOUSE_COUNT, NODE_KINDS } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';

// z.number() already refuses Infinity (JSON 1e999) and NaN.
const longitude = z.number();
const withLongitude = z.looseObject({ longitude });

export const natalDataSchema = z.looseObject({
  pianeti: z.record(z.string(), withLongitude),
  case: z.record(z.string(), z.looseObject({ cusp: longitude })),
  ascendente: withLongitude,
  medioCoeli: withLongitude,
  // The node kind the chart was computed with, so that transits use the same one; unreadable → default.
  meta: z.catch(z.optional(z.looseObject({ nodo: z.catch(z.optional(z.enum(NODE_KINDS)), undefined) })), undefined),
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
  }),
  z.describe('Un tema natale come restituito da POST /api/tema-natale'),
);
export type NatalData = z.output<typeof natalDataSchema>;
