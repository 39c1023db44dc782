/**
 * The shared chart in a URL fragment (issue 21, «A link to share»): birth data, calculation options,
 * transit period, the result tab and each tab's choices, after the `#`, so that they never reach the
 * server or its logs. One versioned, zod-checked format, read and written here only:
 *
 *   #v=2&date=1990-01-01&time=12:00&utc=1&lat=41.89193&lon=12.51133&place=Roma…&from=2026-01-01&to=2026-12-31&houses=placidus&node=true&tab=tabella-transiti&c=1x9k2ab
 *   …&tab=rivoluzione-solare&rsyear=2031&rszodiac=tropical&rsplace=Milano…&rslat=45.46&rslon=9.19&c=…
 *   …&tab=tabella-transiti&layers=progressions,lunations&slow=life&c=…
 *
 * Readable keys (URLSearchParams), so that a link says what it carries. The chart's keys are here;
 * each result tab brings its own with their codec (its spec's `link`, result-tabs/link-keys.ts), and
 * `createShareFormat` puts them together, so a tab that adds keys edits nothing here.
 *
 * Version 2 (issue 34) ends with `c`, a check over every other key: a link copied in part or altered
 * says so instead of opening a chart with default settings. Version 1 links, without the check, open
 * as they always did. A new optional key is read with its default when absent; a change to what an
 * existing key means takes a new version, and a link of an unknown version is refused with its own
 * message rather than read wrongly.
 */
import { z } from 'zod/mini';
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, MAX_PLACE_TEXT_LENGTH, OFFSET_RULE_CODES, UTC_OFFSET_RANGE_HOURS } from '@astrolabio/contract';
import { DEFAULT_HOUSE_SYSTEM, DEFAULT_NODE_KIND, HOUSE_SYSTEM_CODES, NODE_KINDS, parseCivilDateTime } from '@astrolabio/core';
import { coordinateFieldValue, DEFAULT_BIRTH_FORM_VALUES, utcOffsetFieldValue, type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { settingsFromTexts, settingsTexts } from '../../birth-data/calculation-settings.ts';
import { decimalIn, shortText, type LinkKeySchema, type TabLink } from '../../result-tabs/link-keys.ts';
import { linkCheck } from './link-check.ts';

/** The format written today: version 1's keys and the check. */
export const SHARE_FORMAT_VERSION = 2;
/** The versions read: 1 (no check) and today's. */
const CHECKLESS_VERSION = 1;
/** The check's key, written last, so that a link cut anywhere loses or breaks it. */
const CHECK_KEY = 'c';
/** Longest text kept in a free field (the name), so that a link stays a link. */
const MAX_SHORT_TEXT = 100;

const isoDate = z.string().check(z.refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseCivilDateTime(`${s}T00:00`) !== null));
const hhmm = z.string().check(z.refine((s) => /^\d{2}:\d{2}$/.test(s) && parseCivilDateTime(`2000-01-01T${s}`) !== null));
const ianaZone = z.string().check(z.regex(/^[A-Za-z0-9_+\-/]{1,64}$/));

/** The chart's keys (the same in versions 1 and 2). Unknown keys are ignored. */
const CHART_KEYS = {
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
  // Issue 25's settings, each only when not the default (birth-data/calculation-settings.ts's texts):
  // `lilith=true`, `aspects=conjunction,quincunx`, `orbs=square:9:10`, `torbs=…` (transits), `cusps=si`.
  lilith: z.optional(shortText(10)),
  aspects: z.optional(shortText(200)),
  orbs: z.optional(shortText(400)),
  torbs: z.optional(shortText(400)),
  cusps: z.optional(shortText(4)),
};
/** Keys no tab may take: the chart's, the version and the check. */
const RESERVED_KEYS = new Set(['v', CHECK_KEY, ...Object.keys(CHART_KEYS)]);

/** A result tab as the link knows it: its id, and its keys with their codec when it has choices to share. */
export interface SharedTab {
  id: string;
  link?: TabLink;
}

/** Each tab's choice on screen (or as a link carries it), by tab id; a tab without one is absent. */
export type TabChoices = Readonly<Record<string, unknown>>;

/** A chart as a link carries it: the form's values, the tab to open and the tabs' choices it names. */
export interface SharedChart {
  values: BirthFormValues;
  tab: string | null;
  choices: TabChoices;
}

export type ShareFragmentReading =
  | { kind: 'none' }
  | { kind: 'chart'; chart: SharedChart }
  /**
   * `version`: the link is of another version of the format; `cut`: its check does not hold (copied
   * in part, or altered); `broken`: damaged or incomplete (a version 1 link has no check to tell which).
   */
  | { kind: 'unreadable'; problem: 'version' | 'cut' | 'broken' };

export interface ShareFormat {
  /** The fragment (without `#`) for a chart, its tab and the tabs' choices; null when the values are not a chart yet. */
  encode(values: BirthFormValues, tab: string | null, choices?: TabChoices): string | null;
  /** Reads `location.hash` (with or without its `#`): no chart, a chart, or why it cannot be read. */
  decode(hash: string): ShareFragmentReading;
}

/** The form's values a link carries as keys (texts), or null when they are not a chart yet (a field empty or unreadable). */
function chartKeysOf(values: BirthFormValues, tab: string | null): Record<string, string> | null {
  const utc = utcOffsetFieldValue(values.timezone);
  const lat = coordinateFieldValue(values.latitude, 'latitude');
  const lon = coordinateFieldValue(values.longitude, 'longitude');
  if (utc === null || lat === null || lon === null) return null;
  const fix = values.placeFix;
  const found = fix?.zone && fix.place === values.city && fix.fields.includes('timezone') ? fix : null;
  const settings = settingsTexts(values.settings);
  const keys: Record<string, string | undefined> = {
    date: values.date,
    time: values.time,
    utc: String(utc),
    lat: String(lat),
    lon: String(lon),
    from: values.transitStart,
    to: values.transitEnd,
    name: values.profileName.trim(),
    place: values.city.trim(),
    zone: found?.zone,
    rule: found?.rule?.code,
    rulezone: found?.rule?.zone,
    dst: found?.dst === undefined ? undefined : found.dst ? '1' : '0',
    houses: values.houseSystem,
    node: values.nodeKind,
    tab: tab ?? undefined,
    // The settings' keys only when not at their default ('' then).
    lilith: settings.lilith,
    aspects: settings.aspects,
    orbs: settings.orbs,
    torbs: settings.transitOrbs,
    cusps: settings.cusps,
  };
  return Object.fromEntries(Object.entries(keys).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

type ChartFields = z.output<z.ZodMiniObject<typeof CHART_KEYS>>;

/** The form's values of a link's fields: its place counts as chosen, with its coordinates and zone as found for it (as a loaded profile's). */
function valuesOf(f: ChartFields): BirthFormValues {
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

/** The tabs' keys, each optional (a link of another tab, or an older one, has none); a key taken twice is a programming error. */
function tabKeysOf(tabs: readonly SharedTab[]): Record<string, z.ZodMiniOptional<LinkKeySchema>> {
  const keys: Record<string, z.ZodMiniOptional<LinkKeySchema>> = {};
  const owner = new Map<string, string>();
  for (const tab of tabs) {
    for (const [key, schema] of Object.entries(tab.link?.keys ?? {})) {
      if (RESERVED_KEYS.has(key) || owner.has(key)) {
        throw new Error(`share link: the key «${key}» of the tab ${tab.id} is already the ${owner.get(key) ?? 'chart'}'s`);
      }
      owner.set(key, tab.id);
      keys[key] = z.optional(schema);
    }
  }
  return keys;
}

/** The link's format for these tabs: the chart's keys and every tab's, in one schema. */
export function createShareFormat(tabs: readonly SharedTab[]): ShareFormat {
  const linkedTabs = tabs.filter((t): t is SharedTab & { link: TabLink } => t.link !== undefined);
  const schema = z.object({ ...CHART_KEYS, ...tabKeysOf(tabs) }).check(
    z.refine((f) => settingsFromTexts({ lilith: f.lilith, aspects: f.aspects, orbs: f.orbs, transitOrbs: f.torbs, cusps: f.cusps }) !== null),
  );

  const encode = (values: BirthFormValues, tab: string | null, choices: TabChoices = {}): string | null => {
    const chartKeys = chartKeysOf(values, tab);
    if (!chartKeys) return null;
    const keys = { ...chartKeys };
    for (const t of linkedTabs) {
      if (choices[t.id] !== undefined && choices[t.id] !== null) Object.assign(keys, t.link.write(choices[t.id]));
    }
    // What is written must read back: a value outside its schema (a name too long) is no link.
    if (!schema.safeParse(keys).success) return null;
    const params = new URLSearchParams({ v: String(SHARE_FORMAT_VERSION), ...keys });
    params.set(CHECK_KEY, linkCheck(params));
    return params.toString();
  };

  const decode = (hash: string): ShareFragmentReading => {
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
    if (version === String(SHARE_FORMAT_VERSION)) {
      const check = params.get(CHECK_KEY);
      params.delete(CHECK_KEY);
      if (check === null || check !== linkCheck(params)) return { kind: 'unreadable', problem: 'cut' };
    } else if (version !== String(CHECKLESS_VERSION)) {
      return { kind: 'unreadable', problem: 'version' };
    }
    const parsed = schema.safeParse(Object.fromEntries(params));
    if (!parsed.success) return { kind: 'unreadable', problem: 'broken' };
    const choices: Record<string, unknown> = {};
    for (const t of linkedTabs) {
      const choice = t.link.read(parsed.data);
      if (choice !== null) choices[t.id] = choice;
    }
    return { kind: 'chart', chart: { values: valuesOf(parsed.data), tab: parsed.data.tab ?? null, choices } };
  };

  return { encode, decode };
}
