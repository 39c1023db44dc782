/** Request and response schemas of /api/luoghi and /api/resolve-location. */
import { z } from 'zod';
import { parseCivilDateTime, type CivilDateTime } from '@astrolabio/core';
import { PLACE_KINDS, PLACE_SOURCES } from '@astrolabio/places';
import { MESSAGES } from '../messages.ts';
import { dateSchema } from './common.ts';

export const SUGGESTIONS_MIN_CHARS = 3;
const SUGGESTIONS_DEFAULT_LIMIT = 5;
const SUGGESTIONS_MAX_LIMIT = 10;
const MAX_TEXT = 200;

/** A whole number from a query string, inside [min, max]. */
function queryInteger(min: number, max: number) {
  return z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.number().int().min(min).max(max));
}

export const luoghiQuerySchema = z.object({
  q: z.string().max(MAX_TEXT).default('').describe(`Testo digitato; sotto i ${SUGGESTIONS_MIN_CHARS} caratteri la lista è vuota`),
  limit: queryInteger(1, SUGGESTIONS_MAX_LIMIT).default(SUGGESTIONS_DEFAULT_LIMIT).describe(`Numero massimo di risultati (predefinito ${SUGGESTIONS_DEFAULT_LIMIT})`),
});

export const placeSuggestionSchema = z.object({
  formatted: z.string().describe('Testo da mostrare e da rimandare a resolve-location: «Bagnoregio (VT), Lazio, Italia»'),
  latitude: z.number().describe('Gradi, nord positivo'),
  longitude: z.number().describe('Gradi, est positivo'),
  zone: z.string().optional().describe('Fuso IANA (Europe/Rome)'),
  country: z.string().optional().describe('Codice ISO del paese (IT)'),
  kind: z.enum(PLACE_KINDS).optional().describe('comune italiano, altra località italiana, città estera'),
  province: z.string().optional().describe('Sigla della provincia'),
  region: z.string().optional().describe('Regione (o suddivisione estera)'),
  istat: z.string().optional().describe('Codice ISTAT del comune'),
  source: z.enum(PLACE_SOURCES).describe('Elenco offline o servizio esterno'),
});

export const luoghiResponseSchema = z.object({ results: z.array(placeSuggestionSchema) });

/** The local time assumed when the request gives none. */
const NOON = '12:00';
/** `HH:mm`: parseCivilDateTime checks the numbers, the length keeps out seconds (`HH:mm:ss`). */
const TIME_LENGTH = 'HH:mm'.length;

/** Output: the fields as given, and `local`, the date and time (noon when absent) as civil time. */
export const resolveLocationQuerySchema = z.object({
  place: z.string().trim().max(MAX_TEXT)
    .refine((s) => s.length > 0, { message: MESSAGES.required('place') })
    .describe('Il luogo: il testo «formatted» di un suggerimento, o un nome'),
  date: dateSchema('date'),
  time: z.string().optional().describe(`Ora locale HH:mm (predefinita ${NOON})`),
}).transform((q, ctx): typeof q & { local: CivilDateTime } => {
  // Runs only once place and date are valid, so a failure here is the time's.
  const time = q.time ?? NOON;
  const local = time.length === TIME_LENGTH ? parseCivilDateTime(`${q.date}T${time}`) : null;
  if (!local) {
    ctx.addIssue({ code: 'custom', path: ['time'], message: MESSAGES.invalidTime('time') });
    return z.NEVER;
  }
  return { ...q, local };
});

export const resolveLocationResponseSchema = z.object({
  formatted: z.string().describe('Il luogo trovato'),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.number().describe('Scostamento da UTC in ore in vigore a quella data e ora locale (1, 2, 5.5, 0.612634 per il tempo medio locale di Milano)'),
  utcOffset: z.string().describe('Lo stesso scostamento in testo: UTC+02:00, UTC+00:36:46'),
  zone: z.string().describe('Fuso IANA dalle coordinate (geo-tz)'),
  dst: z.boolean().describe("Se era in vigore l'ora legale"),
  warnings: z.array(z.string()).describe('Avvisi in italiano: ora inesistente o doppia, tempo medio locale, ora non indicata'),
});

export const timeZoneNotFoundSchema = z.object({
  error: z.string(),
  formatted: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
