/**
 * The birth form's values, shared by the features that read or fill them (form, profiles, place
 * search, chart request): the spec's main-screen state plus the chosen place and calculation options.
 */
import { z } from 'zod/mini';
import { offsetRuleSchema, UTC_OFFSET_RANGE_HOURS } from '@astrolabio/contract';
import { DEFAULT_CALCULATION_SETTINGS, DEFAULT_HOUSE_SYSTEM, DEFAULT_NODE_KIND, HOUSE_SYSTEM_CODES, NODE_KINDS } from '@astrolabio/core';
import { calculationSettingsSchema } from './calculation-settings.ts';
import { readCoordinateText, type CoordinateAxis } from './coordinate-text.ts';

/** What a number input holds: a number, or the text being typed ('' when empty, '-' while typing). */
const numberFieldSchema = z.union([z.number(), z.string()]);
export type NumberField = z.infer<typeof numberFieldSchema>;

/** The fields a place resolution fills. */
export const FIX_FIELDS = ['latitude', 'longitude', 'timezone'] as const;
export type FixField = (typeof FIX_FIELDS)[number];

/**
 * Where the coordinates and time zone on screen come from: the place, birth date and time they were
 * found for, and which of the three fields still hold what was found (a field typed by hand since
 * is the user's). Null when none was found for what is on screen (typed by hand, or cleared).
 */
export const placeFixSchema = z.object({
  place: z.string(),
  /** YYYY-MM-DD and HH:mm of the birth the time zone was found for. */
  date: z.string(),
  time: z.string(),
  fields: z.array(z.enum(FIX_FIELDS)),
  /** IANA zone found with the time zone (Europe/Rome), when the server knew it. */
  zone: z.optional(z.string()),
  /** Whose rules gave the offset (Trieste 1916: Austria's, Europe/Vienna), and its summer time under them, when found with it. */
  rule: z.optional(offsetRuleSchema),
  dst: z.optional(z.boolean()),
});
export type PlaceFix = z.infer<typeof placeFixSchema>;

export const birthFormValuesSchema = z.object({
  /** The profile's name as typed in the profile block ('' when none): the person the chart is for. */
  profileName: z.string(),
  /** Place text as typed or chosen. */
  city: z.string(),
  /** True once a suggestion was chosen and not edited since (spec section 4). */
  placeSelected: z.boolean(),
  /** YYYY-MM-DD or ''. */
  date: z.string(),
  /** HH:mm (24 h) or ''. */
  time: z.string(),
  latitude: numberFieldSchema,
  longitude: numberFieldSchema,
  /** Hours from UTC. */
  timezone: numberFieldSchema,
  /** YYYY-MM-DD or ''. */
  transitStart: z.string(),
  transitEnd: z.string(),
  houseSystem: z.enum(HOUSE_SYSTEM_CODES),
  nodeKind: z.enum(NODE_KINDS),
  /** Lilith, aspects, orbs, cusps (issue 25): part of the chart, like the house system and the node. */
  settings: calculationSettingsSchema,
  placeFix: z.nullable(placeFixSchema),
});
export type BirthFormValues = z.infer<typeof birthFormValuesSchema>;

/** The spec's main-screen defaults (section 9): 1990-01-01, 12:00, time zone 1. */
export const DEFAULT_BIRTH_FORM_VALUES: BirthFormValues = {
  profileName: '',
  city: '',
  placeSelected: false,
  date: '1990-01-01',
  time: '12:00',
  latitude: '',
  longitude: '',
  timezone: 1,
  transitStart: '',
  transitEnd: '',
  houseSystem: DEFAULT_HOUSE_SYSTEM,
  nodeKind: DEFAULT_NODE_KIND,
  settings: { ...DEFAULT_CALCULATION_SETTINGS, aspects: [...DEFAULT_CALCULATION_SETTINGS.aspects] },
  placeFix: null,
};

/**
 * What a first visit starts from: the spec's defaults, plus the current calendar year as the transit
 * period (the spec's own period unit, 1 January to 31 December), so that choosing a place is all it
 * takes to calculate. Spec section 9's hard-coded fallback year (2025) would be in the past.
 */
export function initialBirthFormValues(today: Date = new Date()): BirthFormValues {
  const year = today.getFullYear();
  return { ...DEFAULT_BIRTH_FORM_VALUES, transitStart: `${year}-01-01`, transitEnd: `${year}-12-31` };
}

/**
 * The transit period to keep when the birth fields are set from outside (fields cleared, a profile
 * loaded, which has no period of its own): the one on screen when both dates are there, otherwise
 * the default year (issue 21: an emptied period left the button disabled right after «Profilo
 * caricato»).
 */
export function periodOrDefault(current: Pick<BirthFormValues, 'transitStart' | 'transitEnd'>, today: Date = new Date()): Pick<BirthFormValues, 'transitStart' | 'transitEnd'> {
  if (current.transitStart.trim() !== '' && current.transitEnd.trim() !== '') return { transitStart: current.transitStart, transitEnd: current.transitEnd };
  const { transitStart, transitEnd } = initialBirthFormValues(today);
  return { transitStart, transitEnd };
}

/**
 * "Svuota campi": every birth field the user fills is emptied, the UTC offset back to the spec's
 * default (1: an empty offset is no zone at all, issue 34); the transit period and the calculation
 * options stay.
 */
export function clearedBirthFormValues(current: BirthFormValues, today: Date = new Date()): BirthFormValues {
  return {
    ...current,
    profileName: '',
    city: '',
    placeSelected: false,
    date: '',
    time: '',
    latitude: '',
    longitude: '',
    timezone: DEFAULT_BIRTH_FORM_VALUES.timezone,
    ...periodOrDefault(current, today),
    placeFix: null,
  };
}

/** A number field's value, accepting the Italian decimal comma; null when empty or not a number. */
export function numberFieldValue(v: NumberField): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const text = v.trim().replace(',', '.').replace(/^[\u2212\u2013]/, '-');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export function isBlankField(v: NumberField | string): boolean {
  return typeof v === 'string' && v.trim() === '';
}

/** A coordinate field's value in degrees (any format readCoordinateText reads, inside the range); null otherwise. */
export function coordinateFieldValue(v: NumberField, axis: CoordinateAxis): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const read = readCoordinateText(v, axis);
  return read.kind === 'value' ? read.valueDeg : null;
}

export type UtcOffsetText = { kind: 'empty' } | { kind: 'value'; hours: number } | { kind: 'invalid'; problem: 'unreadable' | 'outOfRange' };

/** The time-zone field: hours from UTC as 1, +2, 5,5, -3.5, or as hours and minutes 5:30, +05:45, −09:30. */
export function readUtcOffsetText(v: NumberField): UtcOffsetText {
  let hours: number | null;
  if (typeof v === 'number') {
    hours = Number.isFinite(v) ? v : null;
  } else {
    const t = v.trim().replace(/^UTC\s*/i, '').replace(/[\u2212\u2013]/g, '-');
    if (t === '') return { kind: 'empty' };
    const hm = /^([+-])?(\d{1,2}):([0-5]\d)$/.exec(t);
    hours = hm ? (hm[1] === '-' ? -1 : 1) * (Number(hm[2]) + Number(hm[3]) / 60) : numberFieldValue(t);
  }
  if (hours === null) return { kind: 'invalid', problem: 'unreadable' };
  if (hours < UTC_OFFSET_RANGE_HOURS.min || hours > UTC_OFFSET_RANGE_HOURS.max) return { kind: 'invalid', problem: 'outOfRange' };
  return { kind: 'value', hours };
}

/** The time-zone field's hours, or null when empty or not a valid offset. */
export function utcOffsetFieldValue(v: NumberField): number | null {
  const read = readUtcOffsetText(v);
  return read.kind === 'value' ? read.hours : null;
}

