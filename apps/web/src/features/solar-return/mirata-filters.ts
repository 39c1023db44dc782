/**
 * The «Mirata» form: the school's wishes as the user sets them (houses as toggles, distance and
 * countries as typed) → the request of POST /api/rivoluzione-solare/mirata, or the Italian message
 * of each field that cannot be read. Pure, so that it is tested without a browser.
 */
import { MAX_SCAN_DISTANCE_KM, type API_ROUTES } from '@astrolabio/contract';
import type { BodyCode, ReturnZodiac, ScanSort } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../i18n/it.ts';
import type { RouteInput } from '../../lib/api-client.ts';
import type { NatalRequest, ReturnPlace } from './api/natal-request.ts';

export interface MirataFilterValues {
  /** Natal houses the return Ascendant may fall in (empty: any). */
  ascendantNatalHouses: number[];
  midheavenNatalHouses: number[];
  /** Return houses the Sun may be in (empty: any). */
  sunReturnHouses: number[];
  /** Houses to avoid: the return Ascendant in none of these natal houses, the Sun and the chosen bodies in none of these return houses. */
  avoidHouses: number[];
  /** Bodies whose return house is shown (and avoided), besides the Sun. */
  bodies: BodyCode[];
  /** As typed: km from home, empty for any distance. */
  maxDistanceKm: string;
  /** As typed: ISO codes separated by commas or spaces («IT, FR»), empty for every country. */
  countries: string;
  sort: ScanSort;
}

export const DEFAULT_MIRATA_FILTERS: MirataFilterValues = {
  ascendantNatalHouses: [],
  midheavenNatalHouses: [],
  sunReturnHouses: [],
  avoidHouses: [],
  bodies: [],
  maxDistanceKm: '',
  countries: '',
  sort: 'distance',
};

/** The school's usual houses to avoid. */
export const USUAL_AVOID_HOUSES: readonly number[] = [1, 6, 12];

/** The body of POST /api/rivoluzione-solare/mirata, as the contract's schema accepts it. */
export type MirataRequest = RouteInput<typeof API_ROUTES.mirata>['body'];

export type MirataFieldErrors = Partial<Record<'maxDistanceKm' | 'countries', string>>;

/** How many places the list shows. */
export const MIRATA_RESULTS = 100;

function readDistance(text: string): number | undefined | { error: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  const km = Number(t);
  if (!/^\d+(\.\d+)?$/.test(t) || !(km > 0) || km > MAX_SCAN_DISTANCE_KM) return { error: it.solarReturn.mirata.distanceInvalid(MAX_SCAN_DISTANCE_KM) };
  return km;
}

function readCountries(text: string): string[] | undefined | { error: string } {
  const codes = text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter((c) => c !== '');
  if (codes.length === 0) return undefined;
  const bad = codes.find((c) => !/^[A-Z]{2}$/.test(c));
  return bad ? { error: it.solarReturn.mirata.countriesInvalid(bad) } : [...new Set(codes)];
}

/** The request for these values, or the message of each field that cannot be read. */
export function mirataRequestOf(
  values: MirataFilterValues,
  context: { natal: NatalRequest; year: number; zodiaco: ReturnZodiac; home: ReturnPlace },
): { request: MirataRequest } | { errors: MirataFieldErrors } {
  const distance = readDistance(values.maxDistanceKm);
  const countries = readCountries(values.countries);
  const errors: MirataFieldErrors = {};
  if (typeof distance === 'object') errors.maxDistanceKm = distance.error;
  if (countries && !Array.isArray(countries)) errors.countries = countries.error;
  if (errors.maxDistanceKm || errors.countries) return { errors };
  return {
    request: {
      natal: context.natal,
      year: context.year,
      zodiaco: context.zodiaco,
      corpi: values.bodies.filter((b) => b !== 'sun').map((b) => BODY_NAMES_IT[b]),
      filtri: {
        ascendenteInCaseNatali: values.ascendantNatalHouses,
        medioCoeliInCaseNatali: values.midheavenNatalHouses,
        soleInCaseRS: values.sunReturnHouses,
        caseDaEvitare: values.avoidHouses,
        ...(typeof distance === 'number' ? { entroKm: distance } : {}),
        ...(Array.isArray(countries) ? { paesi: countries } : {}),
      },
      casa: context.home,
      ordine: values.sort,
      limit: MIRATA_RESULTS,
    },
  };
}
