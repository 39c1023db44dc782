/** Zod pieces shared by the API's request schemas; each message is an Italian sentence naming the field. */
import { z } from 'zod';
import {
  BODY_CODES,
  HOUSE_SYSTEM_CODES,
  isSupportedJulianDay,
  NODE_KINDS,
  parseCalendarDate,
  parseCivilDateTime,
  SUPPORTED_FIRST_DATE,
  SUPPORTED_LAST_DATE,
  dailyJulianDay,
  daysInPeriod,
  type CivilDateTime,
} from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { birthJulianDay } from '../adapters/birth-data.ts';
import { MESSAGES } from '../messages.ts';

/**
 * Accepts a JSON number or a numeric string ("41.9"), as HTML forms send them. Infinity and NaN
 * need no check of their own: zod 4's z.number() refuses them as not a number.
 */
export function numeric(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number().min(min).max(max),
  );
}

export const latitudeSchema = numeric(-90, 90).describe('Latitudine in gradi, nord positivo, da -90 a 90');
export const longitudeSchema = numeric(-180, 180).describe('Longitudine in gradi, est positivo, da -180 a 180');
export const timezoneSchema = numeric(-14, 14).describe('Scostamento da UTC in ore (1, 2, 5.5, -3, 5.75 …)');

/** `YYYY-MM-DDTHH:mm[:ss]` local civil time, a real calendar day, inside the supported range. */
export function civilDateTimeSchema(field: string) {
  return z.string().transform((text, ctx): CivilDateTime => {
    // A birth needs its time: a bare date would silently become midnight.
    const parsed = text.includes('T') ? parseCivilDateTime(text.trim()) : null;
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDateTime(field) });
      return z.NEVER;
    }
    return parsed;
  }).describe('Data e ora civili locali, AAAA-MM-GGTHH:mm[:ss]');
}

/**
 * `YYYY-MM-DD`, a real calendar day between 1800-01-01 and 2399-12-31, for daily positions (computed
 * at 12:00 UT, which is supported on every such day). Output: the same text.
 */
export function dateSchema(field: string) {
  return z.string().superRefine((text, ctx) => {
    if (!isCalendarDate(text)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDate(field) });
    } else if (!isSupportedJulianDay(dailyJulianDay(text))) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateOutOfRange(field) });
    }
  }).describe(`Data AAAA-MM-GG, dal ${SUPPORTED_FIRST_DATE} al ${SUPPORTED_LAST_DATE}`);
}

/** A real `YYYY-MM-DD` day. */
function isCalendarDate(text: unknown): text is string {
  return typeof text === 'string' && parseCalendarDate(text) !== null;
}

/** What a period must be, besides two dates: at most `maxDays` days, and starting no earlier than `earliest.date`. */
export interface PeriodRule {
  maxDays: number;
  /** The first allowed startDate, and the message when startDate is earlier (reported on startDate, before the length). */
  earliest?: { date: string; message: string };
}

/**
 * A period of calendar dates: startDate not before the rule's earliest date, endDate not before
 * startDate, at most `maxDays` days, both ends included. Checked only when both ends are real dates:
 * their own issues (dateSchema) are reported first.
 */
export function checkPeriod(q: { startDate: unknown; endDate: unknown }, ctx: z.RefinementCtx, rule: PeriodRule): void {
  if (!isCalendarDate(q.startDate) || !isCalendarDate(q.endDate)) return;
  if (rule.earliest && q.startDate < rule.earliest.date) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: rule.earliest.message });
    return;
  }
  const days = daysInPeriod(q.startDate, q.endDate);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.endBeforeStart });
  else if (days > rule.maxDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.spanTooLong(rule.maxDays) });
}

export const houseSystemSchema = z.enum(HOUSE_SYSTEM_CODES)
  .describe('Sistema di case (predefinito placidus)');
export const nodeKindSchema = z.enum(NODE_KINDS).describe('Nodo lunare: true (vero, predefinito) o mean (medio)');

/** The birth instant (local time and offset → UT) must lie in the supported range. */
export function checkBirthInstant(b: { datetime: CivilDateTime; timezone: number }, ctx: z.RefinementCtx): void {
  if (!isSupportedJulianDay(birthJulianDay(b))) ctx.addIssue({ code: 'custom', path: ['datetime'], message: MESSAGES.dateTimeOutOfRange('datetime') });
}

/** The fields of birth data, for schemas that take them with others (e.g. query strings). */
export const birthDataShape = {
  datetime: civilDateTimeSchema('datetime'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: timezoneSchema.default(0),
  houseSystem: houseSystemSchema.optional(),
  nodo: nodeKindSchema.optional(),
};

/** Birth data as the spec's tema-natale call takes it. */
export const birthDataSchema = z.object(birthDataShape).superRefine(checkBirthInstant);
export type BirthData = z.output<typeof birthDataSchema>;

/** An object with one field per body, keyed by its Italian name in the catalogue's order (Sole … Nodo Sud). */
export function byBodyNameIt<S extends z.ZodType>(schema: S) {
  return z.object(Object.fromEntries(BODY_CODES.map((c) => [BODY_NAMES_IT[c], schema])) as Record<string, S>);
}

export const errorResponseSchema = z.object({ error: z.string().describe('Messaggio in italiano che nomina il campo') });
