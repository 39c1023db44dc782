/** GET /api/luoghi (spec sections 4 and 7): place suggestions for typed text. */
import { z } from 'zod/mini';
import { PLACE_KINDS, PLACE_SOURCES } from '@astrolabio/core';
import { MAX_PLACE_TEXT_LENGTH, SUGGESTIONS_LIMIT, SUGGESTIONS_MAX_LIMIT, SUGGESTIONS_MIN_CHARS } from '../limits.ts';

/** A whole number from a query string, inside [min, max]. */
function queryInteger(min: number, max: number) {
  return z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v)),
    z.int().check(z.minimum(min), z.maximum(max)),
  );
}

export const luoghiQuerySchema = z.object({
  q: z._default(z.string().check(z.maxLength(MAX_PLACE_TEXT_LENGTH)), '')
    .check(z.describe(`Testo digitato; sotto i ${SUGGESTIONS_MIN_CHARS} caratteri la lista è vuota`)),
  limit: z._default(queryInteger(1, SUGGESTIONS_MAX_LIMIT), SUGGESTIONS_LIMIT)
    .check(z.describe(`Numero massimo di risultati, da 1 a ${SUGGESTIONS_MAX_LIMIT} (predefinito ${SUGGESTIONS_LIMIT})`)),
});

export const placeSuggestionSchema = z.object({
  formatted: z.string().check(z.describe('Testo da mostrare e da rimandare a resolve-location: «Bagnoregio (VT), Lazio, Italia»')),
  latitude: z.number().check(z.describe('Gradi, nord positivo')),
  longitude: z.number().check(z.describe('Gradi, est positivo')),
  zone: z.optional(z.string()).check(z.describe('Fuso IANA (Europe/Rome)')),
  country: z.optional(z.string()).check(z.describe('Codice ISO del paese (IT)')),
  kind: z.optional(z.enum(PLACE_KINDS)).check(z.describe('comune italiano, altra località italiana, città estera')),
  province: z.optional(z.string()).check(z.describe('Sigla della provincia')),
  region: z.optional(z.string()).check(z.describe('Regione (o suddivisione estera)')),
  istat: z.optional(z.string()).check(z.describe('Codice ISTAT del comune')),
  source: z.enum(PLACE_SOURCES).check(z.describe('Elenco offline o servizio esterno')),
});
export type PlaceSuggestionAnswer = z.output<typeof placeSuggestionSchema>;

export const luoghiResponseSchema = z.object({
  results: z.array(placeSuggestionSchema).check(z.describe(`Al massimo «limit» luoghi; nessuno sotto i ${SUGGESTIONS_MIN_CHARS} caratteri`)),
});
