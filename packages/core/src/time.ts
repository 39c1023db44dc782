/**
 * Civil time → Universal Time → Julian day, and the supported date range (the span of the
 * committed Swiss Ephemeris files).
 */

export const MINUTES_PER_DAY = 1440;
export const MS_PER_DAY = 86_400_000;
/** Julian day of the Unix epoch, 1970-01-01T00:00Z. */
export const UNIX_EPOCH_JD = 2440587.5;

/** First and last supported civil dates, inclusive (sepl_18/semo_18/seas_18 cover 1800–2399). */
export const SUPPORTED_FIRST_DATE = '1800-01-01';
export const SUPPORTED_LAST_DATE = '2399-12-31';
/**
 * The supported instants as Julian days (UT), half-open: [1800-01-01 06:00 UT, 2400-01-01 00:00 UT).
 * The planet file begins at 1800-01-01 00:00, but an apparent position reads the body where it was
 * one light-time earlier (Pluto: about 5 h 45 min), so not every body can be computed before
 * 05:45 UT that day; the range starts at the next round hour. Daily positions (12:00 UT) cover
 * every supported date. packages/ephemeris/test/supported-range.test.ts checks both ends.
 */
export const SUPPORTED_JD_START = 2378496.75;
export const SUPPORTED_JD_END = 2597641.5;
/** The first and last supported instants (UT), as the error messages say them. */
export const SUPPORTED_FIRST_INSTANT_UT = '1800-01-01 06:00';
export const SUPPORTED_LAST_INSTANT_UT = '2399-12-31 23:59';

export interface CivilDateTime {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
  hour: number; // 0–23
  minute: number; // 0–59
  second: number; // 0–59.999
}

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * Parses `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss[.sss]]` (no zone) into its fields, or null when the
 * text is malformed or names a day that does not exist (2023-02-29, 1990-13-01, 25:00).
 */
export function parseCivilDateTime(text: string): CivilDateTime | null {
  const m = DATE_TIME_PATTERN.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => (v ? Number(v) : 0)) as [
    number, number, number, number, number, number,
  ];
  const millis = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second: second + millis / 1000 };
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a calendar date `YYYY-MM-DD` (a date alone, no time), or null when malformed or not a real day. */
export function parseCalendarDate(text: string): CivilDateTime | null {
  return DATE_PATTERN.test(text) ? parseCivilDateTime(text) : null;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Milliseconds since the Unix epoch of a civil date-time read as UTC (proleptic Gregorian). */
export function civilToEpochMs(c: CivilDateTime): number {
  const d = new Date(0);
  d.setUTCFullYear(c.year, c.month - 1, c.day);
  d.setUTCHours(c.hour, c.minute, 0, 0);
  return d.getTime() + c.second * 1000;
}

/**
 * Local civil time with its UTC offset (hours east of Greenwich, e.g. 1, 5.5, −3, 5.75)
 * → milliseconds since the Unix epoch (UT).
 */
export function localToUtcMs(local: CivilDateTime, utcOffsetHours: number): number {
  return civilToEpochMs(local) - utcOffsetHours * 3_600_000;
}

export function epochMsToJulianDay(epochMs: number): number {
  return UNIX_EPOCH_JD + epochMs / MS_PER_DAY;
}

/**
 * Local civil time and its UTC offset (hours east of Greenwich) → Julian day (UT): the one step
 * from a birth as people record it to the instant every calculation takes.
 */
export function localTimeToJulianDay(local: CivilDateTime, utcOffsetHours: number): number {
  return epochMsToJulianDay(localToUtcMs(local, utcOffsetHours));
}

export function julianDayToEpochMs(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * MS_PER_DAY;
}

export function isSupportedJulianDay(jdUt: number): boolean {
  return jdUt >= SUPPORTED_JD_START && jdUt < SUPPORTED_JD_END;
}

/** The last day formatUtcMinute wrote, and its date: consecutive instants mostly share their day. */
let lastDay = Number.NaN;
let lastDate: string | null = null;

/** ISO-8601 UTC to the minute, rounded to the nearest minute: `2025-03-14T08:21Z`. */
export function formatUtcMinute(epochMs: number): string {
  // Written out rather than through Date#toISOString: a year of transits formats some 10 000 instants.
  const minutes = Math.round(epochMs / 60_000);
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  if (days !== lastDay) {
    lastDay = days;
    lastDate = civilDateOfDays(days);
  }
  const date = lastDate;
  if (date === null) return new Date(minutes * 60_000).toISOString().slice(0, 16) + 'Z';
  const minuteOfDay = minutes - days * MINUTES_PER_DAY;
  return `${date}T${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}Z`;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * `YYYY-MM-DD` of a day counted from 1970-01-01 (proleptic Gregorian, H. Hinnant's
 * civil_from_days), or null outside the years 0–9999 that this format can write.
 */
function civilDateOfDays(daysSinceEpoch: number): string | null {
  const z = daysSinceEpoch + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** ISO-8601 UTC to the second: `2025-03-14T08:21:05Z`. */
export function formatUtcSecond(epochMs: number): string {
  return new Date(Math.round(epochMs / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
}

/** `YYYY-MM-DD` of a UTC instant. */
export function utcDateOf(epochMs: number): string {
  return civilDateOfDays(Math.floor(epochMs / MS_PER_DAY)) ?? new Date(epochMs).toISOString().slice(0, 10);
}
