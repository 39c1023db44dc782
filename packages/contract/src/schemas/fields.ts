/** Zod pieces the requests share: numbers, coordinates, dates, periods and options, each raising an Italian sentence. */
import { z } from 'zod/mini';
import {
  daysInPeriod,
  dailyJulianDay,
  DEFAULT_HOUSE_SYSTEM,
  DEFAULT_NODE_KIND,
  HOUSE_SYSTEM_CODES,
  isSupportedJulianDay,
  NODE_KINDS,
  parseCalendarDate,
  parseCivilDateTime,
  SUPPORTED_FIRST_DATE,
  SUPPORTED_LAST_DATE,
  type CivilDateTime,
} from '@astrolabio/core';
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, UTC_OFFSET_RANGE_HOURS, type NumberRange } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** Reports a custom issue with its Italian sentence from inside a transform (zod/mini's payload has no addIssue). */
export function addIssue(ctx: z.core.ParsePayload, message: string): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/**
 * A number written in decimal digits: a sign, digits, a point and digits. Not `0x10`, `0b10000`,
 * `0o20` (which Number() reads as 16) nor `1e1`, as the environment's numbers (issue 22).
 */
const DECIMAL_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A JSON number or a decimal numeric string ("41.9"), as HTML forms send them, inside the range.
 * Infinity and NaN need no check of their own: zod's number refuses them as not a number.
 */
export function numeric(range: NumberRange) {
  return z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && DECIMAL_NUMBER.test(v.trim()) ? Number(v) : v)),
    z.number().check(z.minimum(range.min), z.maximum(range.max)),
  );
}

export const latitudeSchema = numeric(LATITUDE_RANGE_DEG)
  .check(z.describe(`Latitudine in gradi, nord positivo, da ${LATITUDE_RANGE_DEG.min} a ${LATITUDE_RANGE_DEG.max}`));
export const longitudeSchema = numeric(LONGITUDE_RANGE_DEG)
  .check(z.describe(`Longitudine in gradi, est positivo, da ${LONGITUDE_RANGE_DEG.min} a ${LONGITUDE_RANGE_DEG.max}`));
export const timezoneSchema = numeric(UTC_OFFSET_RANGE_HOURS)
  .check(z.describe(`Scostamento da UTC in ore, da ${UTC_OFFSET_RANGE_HOURS.min} a ${UTC_OFFSET_RANGE_HOURS.max} (1, 2, 5.5, -3, 5.75 …)`));

/** `YYYY-MM-DDTHH:mm[:ss]` local civil time of a real calendar day → its fields. */
export function civilDateTimeSchema(field: string) {
  return z.pipe(
    z.string(),
    z.transform((text, ctx): CivilDateTime => {
      // A birth needs its time: a bare date would silently become midnight.
      const parsed = text.includes('T') ? parseCivilDateTime(text.trim()) : null;
      return parsed ?? addIssue(ctx, VALIDATION_MESSAGES.invalidDateTime(field));
    }),
  ).check(z.describe('Data e ora civili locali, AAAA-MM-GGTHH:mm[:ss]'));
}

/** A real `YYYY-MM-DD` day. */
function isCalendarDate(text: unknown): text is string {
  return typeof text === 'string' && parseCalendarDate(text) !== null;
}

/**
 * `YYYY-MM-DD`, a real calendar day between SUPPORTED_FIRST_DATE and SUPPORTED_LAST_DATE, for daily
 * positions (computed at 12:00 UT, which is supported on every such day). Output: the same text.
 */
export function dateSchema(field: string) {
  return z.string().check(
    z.superRefine((text, ctx) => {
      if (!isCalendarDate(text)) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate(field) });
      else if (!isSupportedJulianDay(dailyJulianDay(text))) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.dateOutOfRange(field) });
    }),
    z.describe(`Data AAAA-MM-GG, dal ${SUPPORTED_FIRST_DATE} al ${SUPPORTED_LAST_DATE}`),
  );
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
export function checkPeriod(q: { startDate: unknown; endDate: unknown }, ctx: z.core.$RefinementCtx, rule: PeriodRule): void {
  if (!isCalendarDate(q.startDate) || !isCalendarDate(q.endDate)) return;
  if (rule.earliest && q.startDate < rule.earliest.date) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: rule.earliest.message });
    return;
  }
  const days = daysInPeriod(q.startDate, q.endDate);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION_MESSAGES.endBeforeStart });
  else if (days > rule.maxDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION_MESSAGES.spanTooLong(rule.maxDays) });
}

export const houseSystemSchema = z.enum(HOUSE_SYSTEM_CODES)
  .check(z.describe(`Sistema di case (predefinito ${DEFAULT_HOUSE_SYSTEM})`));
export const nodeKindSchema = z.enum(NODE_KINDS)
  .check(z.describe(`Nodo lunare: true (vero) o mean (medio); predefinito ${DEFAULT_NODE_KIND}`));

/** The words a query string writes a yes or no with: a JSON body sends true or false. */
const FLAG_WORDS: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false, 'sì': true, si: true, no: false };

/** A yes-or-no option: true or false, or (a query string) «true», «false», «1», «0», «sì», «no». */
export function flagSchema(field: string) {
  return z.pipe(
    z.union([z.boolean(), z.string()]),
    z.transform((value, ctx): boolean => {
      if (typeof value === 'boolean') return value;
      const flag = FLAG_WORDS[value.trim().toLowerCase()];
      return flag ?? addIssue(ctx, VALIDATION_MESSAGES.wrongType(field, 'boolean'));
    }),
  );
}

/** Any control character (a line break, a tab, a NUL …): not in a name written into a file's title. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A short text a person typed (a name, a place) to write into the exports: trimmed, at most `maxLength`, one line. */
export function personTextSchema(field: string, maxLength: number) {
  return z.pipe(
    z.string(),
    z.transform((value, ctx): string => {
      const text = value.trim();
      if (text.length > maxLength) return addIssue(ctx, VALIDATION_MESSAGES.tooLongText(field, maxLength));
      if (CONTROL_CHARACTER.test(text)) return addIssue(ctx, VALIDATION_MESSAGES.oneLineText(field));
      return text;
    }),
  );
}
