/**
 * The «Mirata» search: the form as typed (year, zodiac, distance, countries, «solo aeroporti», verdicts,
 * minimum score, order) read into a search, or the Italian message of each field that cannot be
 * read; and a search turned into the bodies of POST /api/mirata/luoghi, /piano and /campo. Pure, so
 * it is tested without a browser.
 */
import {
  DEFAULT_MIRATA_CHOICES,
  MIRATA_SORT_NAMES_IT,
  VERDICT_NAMES_IT,
  type API_ROUTES,
} from '@astrolabio/contract';
import { DEFAULT_RETURN_ZODIAC, MIRATA_VERDICTS, type MirataRuleSet, type MirataSort, type MirataVerdict, type ReturnZodiac } from '@astrolabio/core';
import { it } from '../../../i18n/it.ts';
import type { RouteInput } from '../../../lib/api-client.ts';
import type { NatalRequest } from '../../../result-tabs/tab-spec.ts';
import { ruleCopyWire } from '../rules/rule-copy.ts';

/** The farthest a search reaches from home, km (the contract's `entroKm` limit). */
export const MAX_SEARCH_KM = 20_000;
/** Choices listed for one year. */
export const LIST_CHOICES = DEFAULT_MIRATA_CHOICES;

export interface MirataSearch {
  year: number;
  /** The zodiac the return is computed in (decision 0070: tropical, or corrected for precession). */
  zodiac: ReturnZodiac;
  maxKm: number | null;
  /** ISO codes, upper case; empty: every country. */
  countries: string[];
  airportsOnly: boolean;
  /** The verdicts listed (at least one). */
  verdicts: MirataVerdict[];
  minScore: number | null;
  sort: MirataSort;
  rules: MirataRuleSet;
}

/** The form's fields as typed. */
export interface SearchFormValues {
  year: number;
  zodiac: ReturnZodiac;
  maxKm: string;
  countries: string;
  airportsOnly: boolean;
  verdicts: MirataVerdict[];
  minScore: string;
  sort: MirataSort;
}

export type SearchFieldErrors = Partial<Record<'maxKm' | 'countries' | 'verdicts' | 'minScore', string>>;

export const DEFAULT_VERDICTS: readonly MirataVerdict[] = ['recommended', 'acceptable'];

export function formValuesOf(search: MirataSearch): SearchFormValues {
  return {
    year: search.year,
    zodiac: search.zodiac,
    maxKm: search.maxKm === null ? '' : String(search.maxKm),
    countries: search.countries.join(', '),
    airportsOnly: search.airportsOnly,
    verdicts: [...search.verdicts],
    minScore: search.minScore === null ? '' : String(search.minScore),
    sort: search.sort,
  };
}

function readKm(text: string): number | null | { error: string } {
  const t = text.trim().replace(/\./g, '').replace(',', '.');
  if (t === '') return null;
  const km = Number(t);
  if (!/^\d+(\.\d+)?$/.test(t) || !(km > 0) || km > MAX_SEARCH_KM) return { error: it.mirata.distanceInvalid(MAX_SEARCH_KM) };
  return km;
}

function readCountries(text: string): string[] | { error: string } {
  const codes = text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter((c) => c !== '');
  const bad = codes.find((c) => !/^[A-Z]{2}$/.test(c));
  return bad ? { error: it.mirata.countriesInvalid(bad) } : [...new Set(codes)];
}

function readScore(text: string): number | null | { error: string } {
  const t = text.trim().replace('−', '-');
  if (t === '') return null;
  return /^[-+]?\d{1,2}$/.test(t) ? Number(t) : { error: it.mirata.minScoreInvalid };
}

/** The search the form asks for, or the message of each field that cannot be read. */
export function searchOf(values: SearchFormValues, rules: MirataRuleSet): { search: MirataSearch } | { errors: SearchFieldErrors } {
  const km = readKm(values.maxKm);
  const countries = readCountries(values.countries);
  const minScore = readScore(values.minScore);
  const errors: SearchFieldErrors = {};
  if (km !== null && typeof km === 'object') errors.maxKm = km.error;
  if (!Array.isArray(countries)) errors.countries = countries.error;
  if (minScore !== null && typeof minScore === 'object') errors.minScore = minScore.error;
  if (values.verdicts.length === 0) errors.verdicts = it.mirata.verdictsNone;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    search: {
      year: values.year,
      zodiac: values.zodiac,
      maxKm: km as number | null,
      countries: countries as string[],
      airportsOnly: values.airportsOnly,
      verdicts: MIRATA_VERDICTS.filter((v) => values.verdicts.includes(v)),
      minScore: minScore as number | null,
      sort: values.sort,
      rules: rules,
    },
  };
}

/** Where distances are measured from: the birth place, unless the user says otherwise. */
export interface Home {
  latitude: number;
  longitude: number;
  nome: string;
}

export type LuoghiBody = RouteInput<typeof API_ROUTES.mirataLuoghi>['body'];
export type PianoBody = RouteInput<typeof API_ROUTES.mirataPiano>['body'];

/** The zodiac as a request sends it: only when not the default, so a tropical search asks what it always asked. */
export function zodiacBody(zodiac: ReturnZodiac): { zodiaco?: ReturnZodiac } {
  return zodiac === DEFAULT_RETURN_ZODIAC ? {} : { zodiaco: zodiac };
}

/** What every «Mirata» request shares: the birth data, the zodiac and the rules (only when not the default), home and the travel limits. */
function sharedBody(search: MirataSearch, natal: NatalRequest, home: Home) {
  const regole = ruleCopyWire(search.rules);
  return {
    natal,
    ...zodiacBody(search.zodiac),
    ...(regole ? { regole } : {}),
    casa: home,
    limiti: {
      ...(search.maxKm !== null ? { entroKm: search.maxKm } : {}),
      ...(search.countries.length > 0 ? { paesi: search.countries } : {}),
      soloAeroporti: search.airportsOnly,
    },
  };
}

export function luoghiBody(search: MirataSearch, natal: NatalRequest, home: Home): LuoghiBody {
  return {
    ...sharedBody(search, natal, home),
    year: search.year,
    verdetti: search.verdicts.map((v) => VERDICT_NAMES_IT[v]),
    ...(search.minScore !== null ? { punteggioMinimo: search.minScore } : {}),
    ordine: MIRATA_SORT_NAMES_IT[search.sort],
    limit: LIST_CHOICES,
  };
}

/** Best choices shown per solar return of the plan, and per lunar return. */
export const PLAN_CHOICES_PER_YEAR = 5;
export const PLAN_CHOICES_PER_LUNAR = 3;
export const PLAN_YEARS = [1, 2, 3, 4, 5] as const;

export function pianoBody(search: MirataSearch, natal: NatalRequest, home: Home, years: number): PianoBody {
  return { ...sharedBody(search, natal, home), daAnno: search.year, anni: years, perAnno: PLAN_CHOICES_PER_YEAR, perLunare: PLAN_CHOICES_PER_LUNAR };
}
