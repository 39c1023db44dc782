/**
 * it-IT formats of the values the UI shows: zodiac positions and orbs in degrees, minutes (and
 * seconds) as astro.com writes them, coordinates, UTC offsets, dates, months, UT instants.
 */
import { zodiacPosition, type SignCode } from '@astrolabio/core';
import { SIGN_NAMES_IT } from '@astrolabio/names-it';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Whole degrees, minutes and seconds of a non-negative angle, truncated (never 59′60″). */
function dms(deg: number): { d: number; m: number; s: number } {
  const totalSeconds = Math.floor(deg * 3600 + 1e-7);
  return { d: Math.floor(totalSeconds / 3600), m: Math.floor(totalSeconds / 60) % 60, s: totalSeconds % 60 };
}

/** Longitude in degrees → position inside its sign, `10°46′12″` (truncated, like the API's `formatted`). */
export function formatSignPosition(longitudeDeg: number): string {
  const z = zodiacPosition(longitudeDeg);
  return `${z.wholeDegrees}°${pad2(z.minutes)}′${pad2(z.seconds)}″`;
}

/**
 * The one way a place in a sign is written to the minute (the house style, the wheel's «4°♑37′»):
 * degrees and minutes truncated like the API's `formatted`, minutes with two digits and a prime (′,
 * never the API's ASCII '). The parts, for a label that puts the sign's glyph between them.
 */
export function signDegreesMinutesParts(longitudeDeg: number): { degrees: string; minutes: string; sign: SignCode } {
  const z = zodiacPosition(longitudeDeg);
  return { degrees: `${z.wholeDegrees}°`, minutes: `${pad2(z.minutes)}′`, sign: z.sign };
}

/** Longitude in degrees → degrees and minutes inside its sign, `10°46′` (a cell whose sign is shown apart, by its glyph). */
export function formatSignDegreesMinutes(longitudeDeg: number): string {
  const { degrees, minutes } = signDegreesMinutesParts(longitudeDeg);
  return `${degrees}${minutes}`;
}

/** Longitude in degrees → `15°32′ Leone`: the API's `formatted` as the interface writes it (a prime, not '). */
export function formatZodiacIt(longitudeDeg: number): string {
  const { degrees, minutes, sign } = signDegreesMinutesParts(longitudeDeg);
  return `${degrees}${minutes} ${SIGN_NAMES_IT[sign]}`;
}

/** Orb in degrees → degrees and minutes, truncated as astro.com shows them: 6.1537 → `6°09′`. */
export function formatOrb(orbDeg: number): string {
  const { d, m } = dms(Math.abs(orbDeg));
  return `${d}°${pad2(m)}′`;
}

/** Latitude → `41°54′ N`, longitude → `12°29′ E` (O for west, as Italian writes it), truncated to the minute. */
export function formatCoordinateIt(deg: number, axis: 'latitude' | 'longitude'): string {
  const { d, m } = dms(Math.abs(deg));
  const hemisphere = axis === 'latitude' ? (deg < 0 ? 'S' : 'N') : deg < 0 ? 'O' : 'E';
  return `${d}°${pad2(m)}′ ${hemisphere}`;
}

/** Hours from UTC → `UTC+1`, `UTC+5:30`, `UTC−3`, `UTC+0:49:56` (Rome's local mean time before 1893). */
export function formatUtcOffsetIt(hours: number): string {
  const totalSeconds = Math.round(Math.abs(hours) * 3600);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor(totalSeconds / 60) % 60;
  const s = totalSeconds % 60;
  const sign = hours < 0 ? '−' : '+';
  return `UTC${sign}${h}${m || s ? `:${pad2(m)}` : ''}${s ? `:${pad2(s)}` : ''}`;
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number with the decimal comma: with `fractionDigits`, exactly that many decimals (`2460677,000000`,
 * `-0,3329`); without, every digit kept, as an Italian field shows it (41.902782 → `41,902782`).
 */
export function formatDecimalIt(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return String(value).replace('.', ',');
  let f = decimalFormats.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('it-IT', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, useGrouping: false });
    decimalFormats.set(fractionDigits, f);
  }
  return f.format(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** `YYYY-MM-DD` → `01/01/1990`; any other text is returned unchanged. */
export function formatDateIt(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

const ISO_PERIOD = /^(\d{4}-\d{2}-\d{2}) - (\d{4}-\d{2}-\d{2})$/;

/** The API's `periodo`, `YYYY-MM-DD - YYYY-MM-DD` → `01/01/2025 – 28/02/2025`; any other text is returned unchanged. */
export function formatPeriodIt(periodo: string): string {
  const m = ISO_PERIOD.exec(periodo);
  return m ? `${formatDateIt(m[1]!)} – ${formatDateIt(m[2]!)}` : periodo;
}

const monthFormat = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const shortMonthFormat = new Intl.DateTimeFormat('it-IT', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `YYYY-MM` → `set 2025` (narrow columns); any other text is returned unchanged. */
export function formatShortMonthIt(isoMonth: string): string {
  const m = ISO_MONTH.exec(isoMonth);
  return m ? shortMonthFormat.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : isoMonth;
}

/** `YYYY-MM` → `gennaio 2025`; any other text is returned unchanged. */
export function formatMonthIt(isoMonth: string): string {
  const m = ISO_MONTH.exec(isoMonth);
  return m ? monthFormat.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : isoMonth;
}

const monthNameFormat = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });

/** Month 1–12 → its Italian name, `gennaio` … `dicembre`. */
export function formatMonthNameIt(month: number): string {
  return monthNameFormat.format(Date.UTC(2000, month - 1, 1));
}

const instantFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC',
});

/** ISO-8601 UTC instant → `01/01/1990, 11:00:00 UT`; unparsable text is returned unchanged. */
export function formatUtcInstantIt(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatUtcInstantMsIt(ms);
}

/** Epoch ms → `01/01/1990, 11:00:00 UT` (to the second). */
export function formatUtcInstantMsIt(epochMs: number): string {
  return `${instantFormat.format(epochMs)} UT`;
}

/**
 * A date in words, the one way every long date is written: `3 marzo 2025`, and the first of the
 * month as Italian writes it, an ordinal: `1º gennaio 2026` (Intl writes `1 gennaio`).
 */
function longDateText(day: number, monthName: string, year: string): string {
  return `${day === 1 ? '1º' : day} ${monthName} ${year}`;
}

/** `YYYY-MM-DD` (a UTC day) → `3 marzo 2025`, `1º gennaio 2026`; any other text is returned unchanged. */
export function formatLongDateIt(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  return m ? longDateText(Number(m[3]), formatMonthNameIt(Number(m[2])), m[1]!) : isoDate;
}

export interface LocalInstantParts {
  /** `14 aprile 2025`, `1º maggio 2025` */
  date: string;
  /** `09:12` */
  time: string;
  /** The zone's short name there and then: `CEST`, `CET`, `GMT+5:30`. */
  zone: string;
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant (epoch ms) in a time zone (default: the browser's), to the minute, with the zone's short name. */
export function formatLocalInstantIt(ms: number, timeZone?: string): LocalInstantParts {
  const key = timeZone ?? '';
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('it-IT', {
      day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short', timeZone,
    });
    localFormats.set(key, format);
  }
  const parts = format.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: longDateText(Number(part('day')), part('month'), part('year')), time: `${part('hour')}:${part('minute')}`, zone: part('timeZoneName') };
}

/** The browser's IANA time zone (`Europe/Rome`). */
export function localTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const orbOneDecimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Orb in degrees to one decimal, `0,4°` (the timeline's peak marker, spec section 2). */
export function formatOrbOneDecimal(orbDeg: number): string {
  return `${orbOneDecimal.format(orbDeg)}°`;
}

/** A number of degrees as written in a sentence: `1°`, `0,5°`. */
export function formatDegreesIt(deg: number): string {
  return `${deg.toLocaleString('it-IT')}°`;
}
