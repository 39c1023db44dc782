/**
 * The ranges and limits of the API's fields, for the server that enforces them and the form that
 * offers them: one place for each number. Span limits and supported dates are the core's, re-exported
 * so that the web app imports its limits from here alone.
 */

export {
  DAILY_POSITIONS_MAX_DAYS,
  MAX_TRANSIT_PERIOD_DAYS,
  SUPPORTED_FIRST_DATE,
  SUPPORTED_FIRST_INSTANT_UT,
  SUPPORTED_LAST_DATE,
  TRANSIT_FIRST_DATE,
  TRANSIT_MAX_ORB_RANGE_DEG,
} from '@astrolabio/core';

/** An inclusive range of numbers. */
export interface NumberRange {
  min: number;
  max: number;
}

/** Geographic latitude in degrees, north positive. */
export const LATITUDE_RANGE_DEG: NumberRange = { min: -90, max: 90 };
/** Geographic longitude in degrees, east positive. */
export const LONGITUDE_RANGE_DEG: NumberRange = { min: -180, max: 180 };
/** The `timezone` field: hours from UTC (UTC−12 … UTC+14, with room for historical offsets). */
export const UTC_OFFSET_RANGE_HOURS: NumberRange = { min: -14, max: 14 };

/** The spec's input steps (section 5): coordinates to a millionth of a degree, time zones by half hours. */
export const COORDINATE_STEP_DEG = 0.000001;
export const UTC_OFFSET_STEP_HOURS = 0.5;

/** Place search (spec sections 4 and 9): suggestions from 3 characters, 5 of them unless asked. */
export const SUGGESTIONS_MIN_CHARS = 3;
export const SUGGESTIONS_LIMIT = 5;
/** The most suggestions a client may ask for (`limit`). */
export const SUGGESTIONS_MAX_LIMIT = 10;
/** The longest place text accepted (`q`, `place`): a place name, never a page of text. */
export const MAX_PLACE_TEXT_LENGTH = 200;
