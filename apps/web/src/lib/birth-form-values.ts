/**
 * The birth form's values, shared by the features that read or fill them (form, profiles, place
 * search, chart request): the spec's main-screen state plus the chosen place and calculation options.
 */
import { z } from 'zod/mini';
import { DEFAULT_HOUSE_SYSTEM, DEFAULT_NODE_KIND, HOUSE_SYSTEM_CODES, NODE_KINDS } from '@astrolabio/core';

/** What a number input holds: a number, or the text being typed ('' when empty, '-' while typing). */
const numberFieldSchema = z.union([z.number(), z.string()]);
export type NumberField = z.infer<typeof numberFieldSchema>;

export const birthFormValuesSchema = z.object({
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
});
export type BirthFormValues = z.infer<typeof birthFormValuesSchema>;

/** The spec's main-screen defaults (section 9): 1990-01-01, 12:00, time zone 1. */
export const DEFAULT_BIRTH_FORM_VALUES: BirthFormValues = {
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

/** "Svuota campi": every field the user fills is emptied; calculation options stay as chosen. */
export function clearedBirthFormValues(current: BirthFormValues): BirthFormValues {
  return {
    ...current,
    city: '',
    placeSelected: false,
    date: '',
    time: '',
    latitude: '',
    longitude: '',
    timezone: '',
    transitStart: '',
    transitEnd: '',
  };
}

/** A number field's value, accepting the Italian decimal comma; null when empty or not a number. */
export function numberFieldValue(v: NumberField): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const text = v.trim().replace(',', '.');
  if (text === '' || text === '-' || text === '.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function isBlankField(v: NumberField | string): boolean {
  return typeof v === 'string' && v.trim() === '';
}

/** The same birth (date, time, place, zone): what a chart depends on besides its options. */
export function sameBirth(a: BirthFormValues, b: BirthFormValues): boolean {
  return a.date === b.date && a.time === b.time && a.city === b.city
    && numberFieldValue(a.latitude) === numberFieldValue(b.latitude)
    && numberFieldValue(a.longitude) === numberFieldValue(b.longitude)
    && numberFieldValue(a.timezone) === numberFieldValue(b.timezone);
}
