/** POST /api/tema-natale: the request built from the form, and the mutation hook (the answer's schema is the contract's). */
import { useMutation } from '@tanstack/react-query';
import { temaNataleResponseSchema, type TemaNataleResponse } from '@astrolabio/contract';
import type { HouseSystem, NodeKind } from '@astrolabio/core';
import { postJson } from '../../../lib/api-client.ts';
import { numberFieldValue, type BirthFormValues, type NumberField } from '../../../lib/birth-form-values.ts';

/** The natal chart as the API answers it (the contract's schema checks every body and houses 1–12). */
export type TemaNatale = TemaNataleResponse;

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
  return postJson('/api/tema-natale', request, temaNataleResponseSchema);
}

export function useTemaNatale() {
  return useMutation({ mutationKey: ['tema-natale'], mutationFn: postTemaNatale });
}
