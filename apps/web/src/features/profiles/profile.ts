/**
 * A saved profile (spec section 3): profileName, description, city, selectedDate, selectedTime,
 * latitude, longitude, timezone; and since issue 25 the chart's calculation settings (lilith,
 * aspects, orbs, transitOrbs, cusps: birth-data/calculation-settings.ts's texts, empty = default).
 * Stored in localStorage under `profile_<name>` (spec section 9).
 */
import { z } from 'zod/mini';
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, UTC_OFFSET_RANGE_HOURS, type NumberRange } from '@astrolabio/contract';
import { it } from '../../i18n/it.ts';
import {
  coordinateFieldValue,
  FIX_FIELDS,
  numberFieldValue,
  periodOrDefault,
  utcOffsetFieldValue,
  type BirthFormValues,
} from '../../birth-data/birth-form-values.ts';
import { parseItalianDate, parseTimeOfDay } from '../../lib/date-text.ts';
import { settingsFromTexts, settingsTexts } from '../../birth-data/calculation-settings.ts';

export const PROFILE_KEY_PREFIX = 'profile_';

/** The spec's fields, in the order of the CSV header. */
export const PROFILE_FIELDS = [
  'profileName', 'description', 'city', 'selectedDate', 'selectedTime', 'latitude', 'longitude', 'timezone',
  'lilith', 'aspects', 'orbs', 'transitOrbs', 'cusps',
] as const;

/**
 * A text that must be empty or read by `parse`: the field holds the normalized text (a CSV written
 * back by an Italian spreadsheet has 25/12/1990 and 9:30:00); anything else fails.
 */
function optionalText(parse: (text: string) => string | null) {
  return z._default(
    z.pipe(z.string(), z.transform((text) => (text.trim() === '' ? '' : parse(text) ?? text))).check(
      z.refine((s) => s === '' || parse(s) === s),
    ),
    '',
  );
}

/** A number inside the API's range, a numeric text with either decimal mark, or empty (→ null). Anything else fails. */
function optionalNumber(range: NumberRange) {
  return z.pipe(
    z.transform((v: unknown) => {
      if (v === null || v === undefined) return null;
      if (typeof v === 'string') return v.trim() === '' ? null : numberFieldValue(v) ?? v;
      return v;
    }),
    z.nullable(z.number().check(z.minimum(range.min), z.maximum(range.max))),
  );
}

export const profileSchema = z.object({
  profileName: z.string().check(z.trim(), z.minLength(1)),
  description: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  selectedDate: optionalText(parseItalianDate),
  selectedTime: optionalText(parseTimeOfDay),
  latitude: z._default(optionalNumber(LATITUDE_RANGE_DEG), null),
  longitude: z._default(optionalNumber(LONGITUDE_RANGE_DEG), null),
  timezone: z._default(optionalNumber(UTC_OFFSET_RANGE_HOURS), null),
  lilith: z._default(z.string(), ''),
  aspects: z._default(z.string(), ''),
  orbs: z._default(z.string(), ''),
  transitOrbs: z._default(z.string(), ''),
  cusps: z._default(z.string(), ''),
}).check(z.superRefine((p, ctx) => {
  if (settingsFromTexts(p) === null) ctx.addIssue({ code: 'custom', path: ['settings'], message: 'settings' });
}));
export type Profile = z.output<typeof profileSchema>;

/** Why a profile fails the schema, in Italian: the first field at fault (the CSV import and saving both show it). */
export function invalidProfileReason(error: z.core.$ZodError): string {
  const field = error.issues[0]?.path[0];
  const reasons: Readonly<Record<string, string>> = it.profiles.invalidField;
  return typeof field === 'string' && Object.hasOwn(reasons, field) ? reasons[field]! : it.profiles.invalidField.other;
}

export function profileKey(name: string): string {
  return `${PROFILE_KEY_PREFIX}${name}`;
}

export function profileFromForm(profileName: string, description: string, v: BirthFormValues): Profile {
  return {
    profileName: profileName.trim(),
    description: description.trim(),
    city: v.city,
    selectedDate: v.date,
    selectedTime: v.time,
    latitude: coordinateFieldValue(v.latitude, 'latitude'),
    longitude: coordinateFieldValue(v.longitude, 'longitude'),
    timezone: utcOffsetFieldValue(v.timezone),
    ...settingsTexts(v.settings),
  };
}

/**
 * A loaded profile fills the birth fields and its calculation settings (issue 25); the house system
 * and the node stay as they are, and so does the
 * transit period, or the default year comes back when it is empty (a profile has no period).
 * Its place counts as chosen (so «Ottieni Coordinate» works at once, issue 15), and its saved
 * coordinates and zone as found for its place and birth instant: a new birth date or time asks the
 * zone again, while the saved coordinates are kept (see birth-data/place-fix.ts).
 */
export function formValuesFromProfile(p: Profile, current: BirthFormValues): BirthFormValues {
  const saved = FIX_FIELDS.filter((f) => p[f] !== null);
  return {
    ...current,
    profileName: p.profileName,
    city: p.city,
    placeSelected: p.city.trim() !== '',
    date: p.selectedDate,
    time: p.selectedTime,
    latitude: p.latitude ?? '',
    longitude: p.longitude ?? '',
    timezone: p.timezone ?? '',
    ...periodOrDefault(current),
    // The profile's calculation settings (readable: the schema checked them).
    settings: (() => {
      const s = settingsFromTexts(p)!;
      return { ...s, aspects: [...s.aspects] };
    })(),
    placeFix: p.city.trim() === '' ? null : { place: p.city, date: p.selectedDate, time: p.selectedTime, fields: saved },
  };
}
