/**
 * The birth form's rules: when the submit button works (spec section 5), and what to fix before a
 * chart is asked for (issue 15): every field against the API contract's ranges, in plain Italian,
 * under the field it is about, so that no request leaves with a value the server would refuse.
 */
import {
  MAX_TRANSIT_PERIOD_DAYS,
  SUPPORTED_FIRST_DATE,
  SUPPORTED_FIRST_INSTANT_UT,
  SUPPORTED_LAST_DATE,
  TRANSIT_FIRST_DATE,
} from '@astrolabio/contract';
import { daysInPeriod, isSupportedJulianDay, localTimeToJulianDay, parseCivilDateTime } from '@astrolabio/core';
import {
  isBlankField,
  readUtcOffsetText,
  type BirthFormValues,
} from '../../birth-data/birth-form-values.ts';
import { readCoordinateText, type CoordinateAxis } from '../../birth-data/coordinate-text.ts';
import { coordinatesOfOtherPlace, zoneIsStale } from '../../birth-data/place-fix.ts';
import { formatDateIt } from '../../lib/format.ts';
import { it } from '../../i18n/it.ts';

/** What a form asks for: a chart's, its transit period too (the default); another person's birth beside it (issue 35), the birth alone. */
export interface FormRules {
  period: boolean;
}
const CHART_FORM: FormRules = { period: true };

export function canSubmit(v: BirthFormValues, loading: boolean, rules: FormRules = CHART_FORM): boolean {
  return !loading && !isBlankField(v.latitude) && !isBlankField(v.longitude) && (!rules.period || (!isBlankField(v.transitStart) && !isBlankField(v.transitEnd)));
}

export type BirthFormField = 'date' | 'time' | 'latitude' | 'longitude' | 'timezone' | 'transitStart' | 'transitEnd';

export interface BirthFormCheck {
  /** What to fix, under each field. */
  fields: Partial<Record<BirthFormField, string>>;
  /** What to fix about the place (coordinates of another place, a zone of another date), or null. */
  place: string | null;
}

/** The text of a coordinate field's problem, or null when it holds a value (or a pair, which the field splits). */
export function coordinateProblemText(text: string | number, axis: CoordinateAxis): string | null {
  if (typeof text === 'number') return null;
  const read = readCoordinateText(text, axis);
  if (read.kind === 'empty') return it.form.errors.coordinateRequired(axis);
  if (read.kind === 'invalid') return it.form.errors.coordinate(read.problem, read.axis);
  return null;
}

const DATE_OUT_OF_RANGE = it.form.errors.dateOutOfRange(formatDateIt(SUPPORTED_FIRST_DATE), formatDateIt(SUPPORTED_LAST_DATE), SUPPORTED_FIRST_INSTANT_UT.slice(11));
const TRANSIT_OUT_OF_RANGE = it.form.errors.transitOutOfRange(formatDateIt(TRANSIT_FIRST_DATE), formatDateIt(SUPPORTED_LAST_DATE));

const inSupportedDates = (date: string) => date >= SUPPORTED_FIRST_DATE && date <= SUPPORTED_LAST_DATE;
/** A transit period starts a few days later: the transit engine samples the bodies before it. */
const inTransitDates = (date: string) => date >= TRANSIT_FIRST_DATE && date <= SUPPORTED_LAST_DATE;

/**
 * A birth date the app cannot compute, said under the field as soon as it is written, before any
 * press (issue 21): the place is then not resolved for it either, so this is the one message.
 */
export function birthDateProblem(date: string): string | undefined {
  return date !== '' && !inSupportedDates(date) ? DATE_OUT_OF_RANGE : undefined;
}

function checkBirthInstant(v: BirthFormValues): Pick<BirthFormCheck['fields'], 'date' | 'time'> {
  const out: Pick<BirthFormCheck['fields'], 'date' | 'time'> = {};
  if (v.date === '') out.date = it.form.errors.dateRequired;
  else if (!inSupportedDates(v.date)) out.date = DATE_OUT_OF_RANGE;
  if (v.time === '') out.time = it.form.errors.timeRequired;
  const offset = readUtcOffsetText(v.timezone);
  const local = out.date || out.time ? null : parseCivilDateTime(`${v.date}T${v.time}:00`);
  // The first supported day starts a few hours into its UT date (SUPPORTED_FIRST_INSTANT_UT).
  if (local && offset.kind === 'value' && !isSupportedJulianDay(localTimeToJulianDay(local, offset.hours))) out.date = DATE_OUT_OF_RANGE;
  return out;
}

function checkPeriod(v: BirthFormValues): Pick<BirthFormCheck['fields'], 'transitStart' | 'transitEnd'> {
  const out: Pick<BirthFormCheck['fields'], 'transitStart' | 'transitEnd'> = {};
  if (v.transitStart === '') out.transitStart = it.form.errors.transitStartRequired;
  else if (!inTransitDates(v.transitStart)) out.transitStart = TRANSIT_OUT_OF_RANGE;
  if (v.transitEnd === '') out.transitEnd = it.form.errors.transitEndRequired;
  else if (!inTransitDates(v.transitEnd)) out.transitEnd = TRANSIT_OUT_OF_RANGE;
  if (out.transitStart || out.transitEnd) return out;
  const days = daysInPeriod(v.transitStart, v.transitEnd);
  if (days < 1) out.transitEnd = it.form.errors.endBeforeStart;
  // The transit views cover ten years; Transiti Mensili shows the first two of them (its own limit).
  else if (days > MAX_TRANSIT_PERIOD_DAYS) out.transitEnd = it.form.errors.periodTooLong(MAX_TRANSIT_PERIOD_DAYS);
  return out;
}

/** Everything to fix before the chart is asked for; empty when the request can go. */
export function checkBirthForm(v: BirthFormValues, rules: FormRules = CHART_FORM): BirthFormCheck {
  const fields: BirthFormCheck['fields'] = { ...checkBirthInstant(v), ...(rules.period ? checkPeriod(v) : {}) };
  const latitude = coordinateProblemText(v.latitude, 'latitude');
  if (latitude) fields.latitude = latitude;
  const longitude = coordinateProblemText(v.longitude, 'longitude');
  if (longitude) fields.longitude = longitude;
  const offset = readUtcOffsetText(v.timezone);
  if (offset.kind === 'empty') fields.timezone = it.form.errors.timezoneRequired;
  else if (offset.kind === 'invalid') fields.timezone = it.form.errors.timezone(offset.problem);
  const otherPlace = coordinatesOfOtherPlace(v);
  const place = otherPlace !== null
    ? it.form.errors.coordinatesOfOtherPlace(otherPlace, v.city)
    : zoneIsStale(v) && v.placeFix
      ? it.form.errors.staleZone(formatDateIt(v.placeFix.date), v.placeFix.time)
      : null;
  return { fields, place };
}

export function hasProblems(check: BirthFormCheck): boolean {
  return check.place !== null || Object.keys(check.fields).length > 0;
}
