/** POST /api/tema-natale: the request built from the form, and the mutation hook (the answer's schema is the contract's). */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, decodeNatalChart, orbsMetaOf, type NatalChartCodes, type OrbsMeta, type TemaNataleResponse } from '@astrolabio/contract';
import { settingsChanges, type HouseSystem, type LilithKind, type NodeKind } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { callRoute } from '../../../lib/api-client.ts';
import { coordinateFieldValue, utcOffsetFieldValue, type BirthFormValues } from '../../../birth-data/birth-form-values.ts';

/**
 * The natal chart as the API answers it (the contract's schema checks every body and houses 1–12).
 * It is kept as it came: the transit, debug and return requests send it back as `natalData`.
 */
export type TemaNatale = TemaNataleResponse;

const decoded = new WeakMap<TemaNatale, NatalChartCodes>();

/**
 * The chart in codes (bodies, cusps, aspects by code), decoded from the answer once — here, with
 * the contract's codec — and kept beside it: every view that draws by code reads this, none reads
 * the answer's Italian names.
 */
export function natalChartOf(answer: TemaNatale): NatalChartCodes {
  let codes = decoded.get(answer);
  if (!codes) {
    codes = decodeNatalChart(answer);
    decoded.set(answer, codes);
  }
  return codes;
}

export interface TemaNataleRequest {
  /** Local civil time, `YYYY-MM-DDTHH:mm:00`. */
  datetime: string;
  latitude: number | string;
  longitude: number | string;
  timezone: number | string;
  houseSystem: HouseSystem;
  nodo: NodeKind;
  /** Issue 25's settings, sent only when not the default (so a default chart's request is as before). */
  lilith?: LilithKind;
  aspects?: string[];
  orbs?: OrbsMeta;
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
    ...natalSettingsOf(v),
  };
}

/** The natal chart's settings that differ from the defaults, as the API takes them. */
function natalSettingsOf(v: BirthFormValues): Pick<TemaNataleRequest, 'lilith' | 'aspects' | 'orbs'> {
  const changed = settingsChanges(v.settings);
  const aspects = changed.aspects ?? v.settings.aspects;
  return {
    ...(changed.lilith ? { lilith: changed.lilith } : {}),
    ...(changed.aspects ? { aspects: changed.aspects.map((a) => ASPECT_NAMES_IT[a]) } : {}),
    ...(changed.natalOrbs ? { orbs: orbsMetaOf(changed.natalOrbs, aspects) } : {}),
  };
}

function postTemaNatale(request: TemaNataleRequest): Promise<TemaNatale> {
  return callRoute(API_ROUTES.temaNatale, { body: request });
}

export function useTemaNatale() {
  return useMutation({ mutationKey: ['tema-natale'], mutationFn: postTemaNatale });
}
