/** POST /api/tema-natale: the request built from the form, the response schema, and the mutation hook. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { BODY_CODES, HOUSE_COUNT, HOUSE_SYSTEM_CODES, type HouseSystem, type NodeKind } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { postJson } from '../../../lib/api-client.ts';
import { numberFieldValue, type BirthFormValues, type NumberField } from '../../../lib/birth-form-values.ts';

const zodiacSchema = z.object({ sign: z.string(), degree: z.number(), formatted: z.string() });
const pointSchema = z.object({ longitude: z.number(), zodiac: zodiacSchema });
const bodySchema = z.extend(pointSchema, {
  latitude: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  house: z.int().check(z.minimum(1), z.maximum(HOUSE_COUNT)),
});

export const temaNataleSchema = z.object({
  pianeti: z.record(z.string(), bodySchema).check(z.refine(
    (p) => BODY_CODES.every((c) => p[BODY_NAMES_IT[c]] !== undefined),
    'every body of the chart is present',
  )),
  case: z.record(z.string(), z.object({ cusp: z.number(), zodiac: zodiacSchema })).check(z.refine(
    (c) => Array.from({ length: HOUSE_COUNT }, (_, i) => String(i + 1)).every((h) => c[h] !== undefined),
    'houses 1 to 12 are present',
  )),
  ascendente: pointSchema,
  medioCoeli: pointSchema,
  aspetti: z.array(z.object({
    planet1: z.string(),
    planet2: z.string(),
    aspects: z.array(z.object({ type: z.string(), orb: z.number() })),
  })),
  meta: z.object({
    ut: z.string(),
    jd: z.number(),
    houseSystem: z.enum(HOUSE_SYSTEM_CODES),
    nodo: z.string(),
    warnings: z.array(z.string()),
  }),
});
export type TemaNatale = z.infer<typeof temaNataleSchema>;

export interface TemaNataleRequest {
  /** Local civil time, `YYYY-MM-DDTHH:mm:00`. */
  datetime: string;
  latitude: number | string;
  longitude: number | string;
  timezone: number | string;
  houseSystem: HouseSystem;
  nodo: NodeKind;
}

/** A number when the field holds one; otherwise the text as typed, so the server names the field. */
const numberOrText = (v: NumberField) => numberFieldValue(v) ?? v;

/** The spec's combination (section 5): date, "T", time, ":00" — local civil time, with the offset apart. */
export function temaNataleRequestFrom(v: BirthFormValues): TemaNataleRequest {
  return {
    datetime: `${v.date}T${v.time}:00`,
    latitude: numberOrText(v.latitude),
    longitude: numberOrText(v.longitude),
    timezone: numberFieldValue(v.timezone) ?? 0,
    houseSystem: v.houseSystem,
    nodo: v.nodeKind,
  };
}

function postTemaNatale(request: TemaNataleRequest): Promise<TemaNatale> {
  return postJson('/api/tema-natale', request, temaNataleSchema);
}

export function useTemaNatale() {
  return useMutation({ mutationKey: ['tema-natale'], mutationFn: postTemaNatale });
}
