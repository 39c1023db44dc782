/**
 * GET /api/resolve-location (spec section 7): coordinates, IANA zone and the UTC offset in force at a
 * local date and time; 422 when the place is known but its time zone is not.
 */
import { z } from 'zod/mini';
import { parseCivilDateTime, type CivilDateTime } from '@astrolabio/core';
import { MAX_PLACE_TEXT_LENGTH } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { dateSchema } from './fields.ts';

/** The local time assumed when the request gives none. */
export const RESOLVE_LOCATION_DEFAULT_TIME = '12:00';
/** `HH:mm`: parseCivilDateTime checks the numbers, the length keeps out seconds (`HH:mm:ss`). */
const TIME_LENGTH = 'HH:mm'.length;

const resolveLocationFields = z.object({
  place: z.string().check(
    z.trim(),
    z.maxLength(MAX_PLACE_TEXT_LENGTH),
    z.refine((s) => s.length > 0, VALIDATION_MESSAGES.required('place')),
    z.describe('Il luogo: il testo «formatted» di un suggerimento, o un nome'),
  ),
  date: dateSchema('date'),
  time: z.optional(z.string()).check(z.describe(`Ora locale HH:mm (predefinita ${RESOLVE_LOCATION_DEFAULT_TIME})`)),
});
type ResolveLocationFields = z.output<typeof resolveLocationFields>;

/** Output: the fields as given, and `local`, the date and time (noon when absent) as civil time. */
export const resolveLocationQuerySchema = z.pipe(
  resolveLocationFields,
  z.transform((q: ResolveLocationFields, ctx): ResolveLocationFields & { local: CivilDateTime } => {
    // Runs only once place and date are valid, so a failure here is the time's.
    const time = q.time ?? RESOLVE_LOCATION_DEFAULT_TIME;
    const local = time.length === TIME_LENGTH ? parseCivilDateTime(`${q.date}T${time}`) : null;
    if (!local) {
      ctx.issues.push({ code: 'custom', path: ['time'], message: VALIDATION_MESSAGES.invalidTime('time'), input: q.time });
      return z.NEVER;
    }
    return { ...q, local };
  }),
);

/** Whose clock rules gave the offset (@astrolabio/places appliedRuleOf): the place's zone's, another country's for its years, local mean time. */
export const OFFSET_RULE_CODES = ['placeZone', 'austrianTime', 'hungarianTime', 'italianTime', 'germanTime', 'localMeanTime'] as const;
export type OffsetRuleCode = (typeof OFFSET_RULE_CODES)[number];

export const offsetRuleSchema = z.object({
  code: z.enum(OFFSET_RULE_CODES).check(z.describe("La regola applicata: fuso del luogo, ora austriaca, ungherese, italiana o tedesca negli anni in cui il luogo la seguiva, tempo medio locale")),
  zone: z.string().check(z.describe('Il fuso IANA di cui sono state applicate le regole (Europe/Vienna per Trieste nel 1916)')),
}).check(z.describe('La regola da cui viene lo scostamento: quella del fuso del luogo o, in certi anni, di un altro paese'));
export type OffsetRule = z.output<typeof offsetRuleSchema>;

export const resolveLocationResponseSchema = z.object({
  formatted: z.string().check(z.describe('Il luogo trovato')),
  latitude: z.number().check(z.describe('Gradi, nord positivo')),
  longitude: z.number().check(z.describe('Gradi, est positivo')),
  timezone: z.number().check(z.describe('Scostamento da UTC in ore in vigore a quella data e ora locale (1, 2, 5.5, 0.612634 per il tempo medio locale di Milano)')),
  utcOffset: z.string().check(z.describe('Lo stesso scostamento in testo: UTC+02:00, UTC+00:36:46')),
  zone: z.string().check(z.describe('Fuso IANA dalle coordinate (geo-tz)')),
  dst: z.boolean().check(z.describe("Se era in vigore l'ora legale, secondo la regola applicata")),
  rule: offsetRuleSchema,
  notes: z.array(z.string()).check(z.describe('Informazioni in italiano sulla regola applicata (ora austriaca, italiana, ungherese o tedesca), da leggere, non da correggere')),
  warnings: z.array(z.string()).check(z.describe("Avvisi in italiano: ora inesistente o doppia, tempo medio locale del luogo (in Italia prima del 1893, altrove prima dell'ora ufficiale del fuso), luogo sul fronte nel settembre 1944, ora non indicata, omonimi")),
});
export type ResolveLocationResponse = z.output<typeof resolveLocationResponseSchema>;

/** 422: the place and its coordinates are known, its time zone is not. */
export const timeZoneNotFoundSchema = z.object({
  error: z.string().check(z.describe('Messaggio in italiano')),
  formatted: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
