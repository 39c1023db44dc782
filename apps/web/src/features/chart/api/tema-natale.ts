/** POST /api/tema-natale: the request built from the form, and the mutation hook (the answer's schema is the contract's). */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type TemaNataleResponse } from '@astrolabio/contract';
import type { HouseSystem, NodeKind } from '@astrolabio/core';
import { callRoute } from '../../../lib/api-client.ts';
import { coordinateFieldValue, utcOffsetFieldValue, type BirthFormValues } from '../../../birth-data/birth-form-values.ts';

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

/** The spec's combination (section 5): date, "T", time, ":00" — local civil time, with the offset apart. */
export function temaNataleRequestFrom(v: BirthFormValues): TemaNataleRequest {
  return {
    datetime: `${v.date}T${v.time}:00`,
    // The form sends only what its rules accepted; a value they did not is sent as typed, so
    // that the server names the field rather than a default being used in its place.
    latitude: coordinateFieldValue(v.latitude, 'latitude') ?? v.latitude,
    longitude: coordinateFieldValue(v.longitude, 'longitude') ?? v.longitude,
    timezone: utcOffsetFieldValue(v.timezone) ?? v.timezone,
    houseSystem: v.houseSystem,
    nodo: v.nodeKind,
  };
}

function postTemaNatale(request: TemaNataleRequest): Promise<TemaNatale> {
  return callRoute(API_ROUTES.temaNatale, { body: request });
}

export function useTemaNatale() {
  return useMutation({ mutationKey: ['tema-natale'], mutationFn: postTemaNatale });
}
