/**
 * The shared chart in a URL fragment (issue 21, «A link to share»): birth data, calculation options,
 * transit period and the result tab, after the `#`, so that they never reach the server or its
 * logs. One versioned, zod-checked format, read and written here only:
 *
 *   #v=1&date=1990-01-01&time=12:00&utc=1&lat=41.89193&lon=12.51133&place=Roma…&from=2026-01-01&to=2026-12-31&houses=placidus&node=true&tab=tabella-transiti
 *   …&tab=rivoluzione-solare&rsyear=2031&rszodiac=tropical&rsplace=Milano…&rslat=45.46&rslon=9.19
 *   …&tab=tabella-transiti&layers=progressions,lunations&slow=life
 *
 * Readable keys (URLSearchParams), so that a link says what it carries. A new optional key (issue
 * 25's settings) is added to `shareFieldsSchema` and read with its default when absent; a change to
 * what an existing key means takes a new version, and a link of an unknown version is refused with
 * its own message rather than read wrongly.
 */
import { z } from 'zod/mini';
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, MAX_PLACE_TEXT_LENGTH, OFFSET_RULE_CODES, UTC_OFFSET_RANGE_HOURS, type NumberRange } from '@astrolabio/contract';
import {
  DEFAULT_HOUSE_SYSTEM, DEFAULT_RETURN_ZODIAC, DEFAULT_NODE_KIND, HOUSE_SYSTEM_CODES, LAYER_CODES, NODE_KINDS, parseCivilDateTime, RETURN_ZODIACS,
  type LayerCode, type ReturnZodiac,
} from '@astrolabio/core';
import { coordinateFieldValue, DEFAULT_BIRTH_FORM_VALUES, utcOffsetFieldValue, type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { settingsFromTexts, settingsTexts } from '../../birth-data/calculation-settings.ts';

/** The format written today. */
export const SHARE_FORMAT_VERSION = 1;
/** Longest text kept in a free field (the name, the zone, the tab), so that a link stays a link. */
const MAX_SHORT_TEXT = 100;

const isoDate = z.string().check(z.refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseCivilDateTime(`${s}T00:00`) !== null));
const hhmm = z.string().check(z.refine((s) => /^\d{2}:\d{2}$/.test(s) && parseCivilDateTime(`2000-01-01T${s}`) !== null));
/** A decimal number written with a dot, inside `range`. */
const decimalIn = (range: NumberRange) => z.pipe(
  z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,8})?$/)),
  z.pipe(z.transform((s: string) => Number(s)), z.number().check(z.minimum(range.min), z.maximum(range.max))),
);
const ianaZone = z.string().check(z.regex(/^[A-Za-z0-9_+\-/]{1,64}$/));
const shortText = (max: number) => z.string().check(z.maxLength(max));

/** The layers a link may name: the techniques (Transiti are always shown). */
const TECHNIQUE_LAYER_CODES = LAYER_CODES.filter((l): l is Exclude<LayerCode, 'transits'> => l !== 'transits');

/** Version 1's keys: what a link carries. Unknown keys are ignored. */
const shareFieldsSchema = z.object({
  date: isoDate,
  time: hhmm,
  utc: decimalIn(UTC_OFFSET_RANGE_HOURS),
  lat: decimalIn(LATITUDE_RANGE_DEG),
  lon: decimalIn(LONGITUDE_RANGE_DEG),
  from: isoDate,
  to: isoDate,
  name: z._default(shortText(MAX_SHORT_TEXT), ''),
  place: z._default(shortText(MAX_PLACE_TEXT_LENGTH), ''),
  /** IANA zone the offset was found in (Europe/Rome), when it was found rather than typed. */
  zone: z.optional(ianaZone),
  /** Whose rules gave the offset (`rule`, `rulezone`: Trieste 1916 → austrianTime, Europe/Vienna) and summer time under them (`dst`: 1 or 0). */
  rule: z.optional(z.enum(OFFSET_RULE_CODES)),
  rulezone: z.optional(ianaZone),
  dst: z.optional(z.enum(['1', '0'])),
  houses: z._default(z.enum(HOUSE_SYSTEM_CODES), DEFAULT_HOUSE_SYSTEM),
  node: z._default(z.enum(NODE_KINDS), DEFAULT_NODE_KIND),
  /** The result tab the link was shared from (pianeti, tabella-transiti…). */
  tab: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/))),
  /**
   * The «Rivoluzione Solare» tab's choices (decision 0070): the return's year and zodiac, and its
   * place (name and coordinates) when it is not the birth place. Optional keys of version 1: a link
   * without them opens the tab on its defaults (this year, tropical, birth place).
   */
  rsyear: z.optional(z.pipe(z.string().check(z.regex(/^\d{4}$/)), z.transform((s: string) => Number(s)))),
  rszodiac: z.optional(z.enum(RETURN_ZODIACS)),
  rsplace: z.optional(shortText(MAX_PLACE_TEXT_LENGTH)),
  rslat: z.optional(decimalIn(LATITUDE_RANGE_DEG)),
  rslon: z.optional(decimalIn(LONGITUDE_RANGE_DEG)),
  /**
   * Tabella Transiti's technique layers (issue 26), when some are chosen: their codes, comma
   * separated, and the slow layers' period (`slow`: the transits feature's choice code, checked
   * there). Optional keys of version 1: a link without them leaves the chart's own choice.
   */
  layers: z.optional(z.pipe(
    z.string().check(z.regex(/^[a-z]+(,[a-z]+){0,3}$/)),
    z.pipe(z.transform((s: string) => s.split(',')), z.array(z.enum(TECHNIQUE_LAYER_CODES))),
  )),
  slow: z.optional(z.string().check(z.regex(/^[a-z0-9]{1,12}$/))),
  // Issue 25's settings, each only when not the default (birth-data/calculation-settings.ts's texts):
  // `lilith=true`, `aspects=conjunction,quincunx`, `orbs=square:9:10`, `torbs=…` (transits), `cusps=si`.
  lilith: z.optional(shortText(10)),
  aspects: z.optional(shortText(200)),
  orbs: z.optional(shortText(400)),
  torbs: z.optional(shortText(400)),
  cusps: z.optional(shortText(4)),
}).check(z.refine((f) => settingsFromTexts({ lilith: f.lilith, aspects: f.aspects, orbs: f.orbs, transitOrbs: f.torbs, cusps: f.cusps }) !== null));
export type SharedChartFields = z.output<typeof shareFieldsSchema>;

/** The return a «Rivoluzione Solare» tab shows: its year, zodiac and place (null: the birth place). */
export interface SharedReturnChoice {
  year: number;
  zodiac: ReturnZodiac;
  place: { name: string; latitude: number; longitude: number } | null;
}

/**
 * Tabella Transiti's technique layers and the slow layers' period, as a link carries them (the
 * transits feature checks `slowPeriod` against its own choices when it takes them).
 */
export interface SharedLayerChoice {
  layers: Exclude<LayerCode, 'transits'>[];
  slowPeriod: string;
}

/** A chart as a link carries it: the form's values, the tab to open and, when they were chosen, the return and the layers. */
export interface SharedChart {
  values: BirthFormValues;
  tab: string | null;
  solarReturn?: SharedReturnChoice;
  layers?: SharedLayerChoice;
}

/** What the link carries besides the birth form: the tab's choices. */
export interface SharedTabChoices {
  solarReturn?: SharedReturnChoice | null;
  layers?: SharedLayerChoice | null;
}

/** The slow period of a layer choice that does not name one: the transits' (the feature's default). */
const DEFAULT_SHARED_SLOW_PERIOD = 'transits';

/** The link's keys for the layers: none when no layer is chosen; the period only when not the default. */
function layerFieldsOf(choice: SharedLayerChoice | null | undefined): Record<string, string> {
  if (!choice || choice.layers.length === 0) return {};
  return { layers: choice.layers.join(','), ...(choice.slowPeriod !== DEFAULT_SHARED_SLOW_PERIOD ? { slow: choice.slowPeriod } : {}) };
}

/** A link's layers, when it names some. */
function layerChoiceOf(f: SharedChartFields): SharedLayerChoice | null {
  if (!f.layers) return null;
  return { layers: TECHNIQUE_LAYER_CODES.filter((l) => f.layers!.includes(l)), slowPeriod: f.slow ?? DEFAULT_SHARED_SLOW_PERIOD };
}

/** The link's keys for a return's choices. */
function returnFieldsOf(choice: SharedReturnChoice | null | undefined): Record<string, string> {
  if (!choice) return {};
  return {
    rsyear: String(choice.year),
    rszodiac: choice.zodiac,
    ...(choice.place ? { rsplace: choice.place.name.trim(), rslat: String(choice.place.latitude), rslon: String(choice.place.longitude) } : {}),
  };
}

/** A link's return, when it carries its year; a place counts only with its name and both coordinates. */
function returnChoiceOf(f: SharedChartFields): SharedReturnChoice | null {
  if (f.rsyear === undefined) return null;
  const place = f.rsplace && f.rslat !== undefined && f.rslon !== undefined ? { name: f.rsplace, latitude: f.rslat, longitude: f.rslon } : null;
  return { year: f.rsyear, zodiac: f.rszodiac ?? DEFAULT_RETURN_ZODIAC, place };
}

export type ShareFragmentReading =
  | { kind: 'none' }
  | { kind: 'chart'; chart: SharedChart }
  /** `version`: the link is of another version of the format; `broken`: damaged or incomplete. */
  | { kind: 'unreadable'; problem: 'version' | 'broken' };

/** The form's values a link carries, or null when they are not a chart yet (a field empty or unreadable). */
export function shareFieldsOf(values: BirthFormValues, tab: string | null, choices: SharedTabChoices = {}): SharedChartFields | null {
  const utc = utcOffsetFieldValue(values.timezone);
  const lat = coordinateFieldValue(values.latitude, 'latitude');
  const lon = coordinateFieldValue(values.longitude, 'longitude');
  if (utc === null || lat === null || lon === null) return null;
  const fix = values.placeFix;
  const found = fix?.zone && fix.place === values.city && fix.fields.includes('timezone') ? fix : null;
  const zone = found?.zone;
  const parsed = shareFieldsSchema.safeParse({
    date: values.date,
    time: values.time,
    utc: String(utc),
    lat: String(lat),
    lon: String(lon),
    from: values.transitStart,
    to: values.transitEnd,
    name: values.profileName.trim(),
    place: values.city.trim(),
    ...(zone ? { zone } : {}),
    ...(found?.rule ? { rule: found.rule.code, rulezone: found.rule.zone } : {}),
    ...(found?.dst !== undefined ? { dst: found.dst ? '1' : '0' } : {}),
    houses: values.houseSystem,
    node: values.nodeKind,
    ...(tab ? { tab } : {}),
    ...returnFieldsOf(choices.solarReturn),
    ...layerFieldsOf(choices.layers),
    ...settingsFields(values),
  });
  return parsed.success ? parsed.data : null;
}

/** The settings' keys that are not at their default. */
function settingsFields(values: BirthFormValues) {
  const t = settingsTexts(values.settings);
  const fields = { lilith: t.lilith, aspects: t.aspects, orbs: t.orbs, torbs: t.transitOrbs, cusps: t.cusps };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/** The fragment (without `#`) for a chart; null when the values are not a chart yet. */
export function encodeShareFragment(values: BirthFormValues, tab: string | null, choices: SharedTabChoices = {}): string | null {
  const fields = shareFieldsOf(values, tab, choices);
  if (!fields) return null;
  const params = new URLSearchParams({ v: String(SHARE_FORMAT_VERSION) });
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The form's values of a link's fields: its place counts as chosen, with its coordinates and zone as found for it (as a loaded profile's). */
function valuesOf(f: SharedChartFields): BirthFormValues {
  return {
    ...DEFAULT_BIRTH_FORM_VALUES,
    profileName: f.name,
    city: f.place,
    placeSelected: f.place !== '',
    date: f.date,
    time: f.time,
    latitude: f.lat,
    longitude: f.lon,
    timezone: f.utc,
    transitStart: f.from,
    transitEnd: f.to,
    houseSystem: f.houses,
    nodeKind: f.node,
    // Checked by the schema: readable here.
    settings: (() => {
      const s = settingsFromTexts({ lilith: f.lilith, aspects: f.aspects, orbs: f.orbs, transitOrbs: f.torbs, cusps: f.cusps })!;
      return { ...s, aspects: [...s.aspects] };
    })(),
    placeFix: f.place === ''
      ? null
      : {
        place: f.place, date: f.date, time: f.time, fields: ['latitude', 'longitude', 'timezone'],
        ...(f.zone ? { zone: f.zone } : {}),
        ...(f.zone && f.rule && f.rulezone ? { rule: { code: f.rule, zone: f.rulezone } } : {}),
        ...(f.zone && f.dst ? { dst: f.dst === '1' } : {}),
      },
  };
}

/** Reads `location.hash` (with or without its `#`): no chart, a chart, or why it cannot be read. */
export function decodeShareFragment(hash: string): ShareFragmentReading {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text.trim() === '') return { kind: 'none' };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return { kind: 'unreadable', problem: 'broken' };
  }
  const version = params.get('v');
  if (version === null) return { kind: 'unreadable', problem: 'broken' };
  if (version !== String(SHARE_FORMAT_VERSION)) return { kind: 'unreadable', problem: 'version' };
  const parsed = shareFieldsSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { kind: 'unreadable', problem: 'broken' };
  const solarReturn = returnChoiceOf(parsed.data);
  const layers = layerChoiceOf(parsed.data);
  return {
    kind: 'chart',
    chart: { values: valuesOf(parsed.data), tab: parsed.data.tab ?? null, ...(solarReturn ? { solarReturn } : {}), ...(layers ? { layers } : {}) },
  };
}
