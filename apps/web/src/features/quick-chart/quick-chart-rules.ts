/**
 * The transits test page's birth form rules (spec sections 3, 5 and 8): its defaults (no date or
 * time, time zone 2), when «Calcola Tema Natale» can be pressed (name, date and time), and what a
 * press finds wrong: the spec's two messages (required fields; place and coordinates) and the
 * fields the server would refuse. Problems are codes; the card words them. Pure.
 */
import { SUPPORTED_FIRST_DATE, SUPPORTED_LAST_DATE } from '@astrolabio/contract';
import { isSupportedJulianDay, localTimeToJulianDay, parseCivilDateTime } from '@astrolabio/core';
import { DEFAULT_BIRTH_FORM_VALUES, readUtcOffsetText, type BirthFormValues, type NumberField } from '../../birth-data/birth-form-values.ts';
import { COORDINATE_RANGE_DEG, readCoordinateText, type CoordinateAxis } from '../../birth-data/coordinate-text.ts';
import { zoneIsStale } from '../../birth-data/place-fix.ts';

/** Spec section 9: the transits page's time zone default. */
export const QUICK_CHART_DEFAULT_TIMEZONE_HOURS = 2;

/** The form's values: the shared birth form's, the profile name as «Nome»; no date or time yet. */
export const QUICK_CHART_DEFAULTS: BirthFormValues = {
  ...DEFAULT_BIRTH_FORM_VALUES,
  date: '',
  time: '',
  timezone: QUICK_CHART_DEFAULT_TIMEZONE_HOURS,
};

/** Spec section 8: which of its messages a press gets. */
export type QuickChartMessage = 'requiredFieldsMissing' | 'placeOrCoordinatesMissing';
export type QuickChartField = 'date' | 'latitude' | 'longitude' | 'timezone';
export type QuickChartProblem = 'outOfRange' | 'required' | 'unreadable' | 'stale';

export interface QuickChartCheck {
  message: QuickChartMessage | null;
  fields: Partial<Record<QuickChartField, QuickChartProblem>>;
}

/** Spec section 2: the button works once name, date and time are there. */
export function hasRequiredFields(v: Pick<BirthFormValues, 'profileName' | 'date' | 'time'>): boolean {
  return v.profileName.trim() !== '' && v.date !== '' && v.time !== '';
}

/**
 * Spec section 5: a coordinate that is not a number counts as 0. Out of its range it is a number,
 * but one the server refuses: that is said under the field.
 */
export function coordinateOrZero(v: NumberField, axis: CoordinateAxis): number | 'outOfRange' {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return 0;
    const range = COORDINATE_RANGE_DEG[axis];
    return v < range.min || v > range.max ? 'outOfRange' : v;
  }
  const read = readCoordinateText(v, axis);
  if (read.kind === 'value') return read.valueDeg;
  if (read.kind === 'invalid' && read.problem === 'outOfRange') return 'outOfRange';
  return 0;
}

function checkDate(v: BirthFormValues): QuickChartProblem | null {
  if (v.date < SUPPORTED_FIRST_DATE || v.date > SUPPORTED_LAST_DATE) return 'outOfRange';
  // The first supported day starts a few hours into its UT date.
  const local = parseCivilDateTime(`${v.date}T${v.time}:00`);
  const offset = readUtcOffsetText(v.timezone);
  if (!local) return 'unreadable';
  if (offset.kind === 'value' && !isSupportedJulianDay(localTimeToJulianDay(local, offset.hours))) return 'outOfRange';
  return null;
}

function checkTimezone(v: BirthFormValues): QuickChartProblem | null {
  const offset = readUtcOffsetText(v.timezone);
  if (offset.kind === 'empty') return 'required';
  if (offset.kind === 'invalid') return offset.problem;
  return zoneIsStale(v) ? 'stale' : null;
}

/** What a press of «Calcola Tema Natale» finds; nothing when the chart can be asked for. */
export function checkQuickChart(v: BirthFormValues): QuickChartCheck {
  if (!hasRequiredFields(v)) return { message: 'requiredFieldsMissing', fields: {} };
  const fields: QuickChartCheck['fields'] = {};
  const latitude = coordinateOrZero(v.latitude, 'latitude');
  const longitude = coordinateOrZero(v.longitude, 'longitude');
  if (latitude === 'outOfRange') fields.latitude = 'outOfRange';
  if (longitude === 'outOfRange') fields.longitude = 'outOfRange';
  const date = checkDate(v);
  if (date) fields.date = date;
  const timezone = checkTimezone(v);
  if (timezone) fields.timezone = timezone;
  // Spec section 5, as written: a non-empty birth place and non-zero coordinates, both (issue 21:
  // coordinates without a place name were accepted; the place is the chart's label).
  const message = v.city.trim() === '' || latitude === 0 || longitude === 0 ? 'placeOrCoordinatesMissing' : null;
  return { message, fields };
}

export function isCalculable(check: QuickChartCheck): boolean {
  return check.message === null && Object.keys(check.fields).length === 0;
}
