/** Birth data as POST /api/tema-natale takes it, and as /api/transiti takes it in its body or query string. */
import { z } from 'zod/mini';
import { isSupportedJulianDay, localTimeToJulianDay, NATAL_ORB_RANGE_DEG, type CivilDateTime } from '@astrolabio/core';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { civilDateTimeSchema, houseSystemSchema, latitudeSchema, longitudeSchema, nodeKindSchema, timezoneSchema } from './fields.ts';
import { aspectNamesList, lilithKindSchema, orbChangesSchema } from './settings.ts';

/** The birth instant (local time and offset → UT) must lie in the supported range. */
export function checkBirthInstant(b: { datetime: CivilDateTime; timezone: number }, ctx: z.core.$RefinementCtx): void {
  if (!isSupportedJulianDay(localTimeToJulianDay(b.datetime, b.timezone))) {
    ctx.addIssue({ code: 'custom', path: ['datetime'], message: VALIDATION_MESSAGES.dateTimeOutOfRange('datetime') });
  }
}

/**
 * The birth's UTC offset, required (issue 34): without it the civil time was silently taken as UTC.
 * The spec's table gives a default of 0; decision 0021 says why the API asks instead.
 */
export const birthTimezoneSchema = timezoneSchema
  .check(z.describe('Obbligatorio: lo scostamento da UTC in ore dell’ora di nascita (0 se è già UTC)'));

/** The fields of birth data, for schemas that take them with others (e.g. query strings). */
export const birthDataShape = {
  datetime: civilDateTimeSchema('datetime'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: birthTimezoneSchema,
  houseSystem: z.optional(houseSystemSchema),
  nodo: z.optional(nodeKindSchema),
  lilith: z.optional(lilithKindSchema),
};

export const birthDataSchema = z.object(birthDataShape).check(z.superRefine(checkBirthInstant));
export type BirthData = z.output<typeof birthDataSchema>;

/** What the natal aspects are looked for with (POST /api/tema-natale only: transits have their own). */
export const natalAspectSettingsShape = {
  aspects: z.optional(aspectNamesList('aspects'))
    .check(z.describe('Aspetti del tema natale, nomi italiani (predefiniti i 5 della specifica: Congiunzione, Sestile, Quadratura, '
      + 'Trigono, Opposizione; anche Semisestile, Semiquadrato, Quintile, Sesquiquadrato, Biquintile, Quinconce)')),
  orbs: z.optional(orbChangesSchema('orbs', NATAL_ORB_RANGE_DEG)),
};

/** POST /api/tema-natale: birth data and the natal aspects' settings. */
export const temaNataleBodySchema = z.object({ ...birthDataShape, ...natalAspectSettingsShape }).check(z.superRefine(checkBirthInstant));
export type TemaNataleBody = z.output<typeof temaNataleBodySchema>;
