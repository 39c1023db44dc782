/** Birth data as POST /api/tema-natale takes it, and as /api/transiti takes it in its body or query string. */
import { z } from 'zod/mini';
import { isSupportedJulianDay, localTimeToJulianDay, type CivilDateTime } from '@astrolabio/core';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { civilDateTimeSchema, houseSystemSchema, latitudeSchema, longitudeSchema, nodeKindSchema, timezoneSchema } from './fields.ts';

/** The birth instant (local time and offset → UT) must lie in the supported range. */
export function checkBirthInstant(b: { datetime: CivilDateTime; timezone: number }, ctx: z.core.$RefinementCtx): void {
  if (!isSupportedJulianDay(localTimeToJulianDay(b.datetime, b.timezone))) {
    ctx.addIssue({ code: 'custom', path: ['datetime'], message: VALIDATION_MESSAGES.dateTimeOutOfRange('datetime') });
  }
}

/** The fields of birth data, for schemas that take them with others (e.g. query strings). */
export const birthDataShape = {
  datetime: civilDateTimeSchema('datetime'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: z._default(timezoneSchema, 0),
  houseSystem: z.optional(houseSystemSchema),
  nodo: z.optional(nodeKindSchema),
};

export const birthDataSchema = z.object(birthDataShape).check(z.superRefine(checkBirthInstant));
export type BirthData = z.output<typeof birthDataSchema>;
