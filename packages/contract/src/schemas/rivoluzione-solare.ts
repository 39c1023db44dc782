/**
 * The returns (issue 27): POST /api/rivoluzione-solare (the solar return of a year at a place),
 * POST /api/rivoluzioni-lunari (the lunar returns of a period), POST /api/rivoluzione-solare/mirata
 * (every place of the gazetteer for one solar return, filtered). Decision 0070.
 */
import { z } from 'zod/mini';
import {
  BODY_CODES,
  DEFAULT_RETURN_ORBS,
  DEFAULT_RETURN_ZODIAC,
  HOUSE_COUNT,
  isSupportedJulianDay,
  localTimeToJulianDay,
  RETURN_ASPECT_CODES,
  RETURN_ORB_RANGE_DEG,
  RETURN_ZODIACS,
  SCAN_SORTS,
  solarReturnWindow,
  SUPPORTED_LAST_DATE,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { birthDataSchema } from './birth-data.ts';
import { checkPeriod, dateSchema, latitudeSchema, longitudeSchema } from './fields.ts';
import { aspectNameSchema, bodyNameSchema, byBodyNameIt, houseNumberSchema, pointNameSchema } from './names.ts';
import { orbChangesSchema, orbsMetaSchema } from './settings.ts';
import { pointSchema, temaNataleResponseSchema } from './tema-natale.ts';

/** The longest period of lunar returns: a year and a day (about 14 returns). */
export const MAX_LUNAR_RETURN_DAYS = 366;
/** The most places the scan answers with (`limit`), and its default. */
export const MAX_SCAN_RESULTS = 500;
export const DEFAULT_SCAN_RESULTS = 100;
/** The longest distance from home a filter may ask, km: half the Earth's circumference. */
export const MAX_SCAN_DISTANCE_KM = 20_000;
/** The most years one calendar of solar returns covers. */
export const MAX_RETURN_CALENDAR_YEARS = 50;

export const returnZodiacSchema = z.enum(RETURN_ZODIACS)
  .check(z.describe(`Zodiaco della rivoluzione (predefinito ${DEFAULT_RETURN_ZODIAC}): tropical, il Sole alla sua longitudine natale; precessionCorrected, corretta per la precessione: il Sole alla sua longitudine siderale natale`));

/** The place of a return chart: coordinates, and a name to show back (the place search's text). */
export const returnPlaceSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  nome: z.optional(z.string().check(z.maxLength(200))).check(z.describe('Nome del luogo, da mostrare')),
});

/** The default return orbs as the API description names them: «Congiunzione 3°, …», with Sole/Luna's when wider. */
const DEFAULT_RETURN_ORBS_IT = RETURN_ASPECT_CODES.map((a) => {
  const o = DEFAULT_RETURN_ORBS[a];
  return `${ASPECT_NAMES_IT[a]} ${o.orbDeg}°${o.luminaryOrbDeg === o.orbDeg ? '' : ` (Sole/Luna ${o.luminaryOrbDeg}°)`}`;
}).join(', ');

/** The option `orbiRitorno` of the RS and RL requests: changes to the return orb table. */
const returnOrbsOptionSchema = z.optional(orbChangesSchema('orbiRitorno', RETURN_ORB_RANGE_DEG))
  .check(z.describe(`Orbite degli aspetti dal ritorno ai punti natali, più strette di quelle natali (predefinite: ${DEFAULT_RETURN_ORBS_IT}; decisione 0092), stesso formato di «orbs» del tema natale`));

/** What the answer says it used: the return orb of each aspect looked for. */
const returnOrbsMetaSchema = orbsMetaSchema
  .check(z.describe('Le orbite con cui sono stati cercati gli aspetti del ritorno al tema natale, per aspetto («orbiRitorno» della richiesta sulle predefinite)'));

const yearSchema = z.int().check(z.describe('Anno del compleanno della rivoluzione'));

/**
 * The solar return's search window must lie in the ephemeris' range, and after the birth; `field`
 * is the request's name for the year (`year`, or a plan's `daAnno`), which the message names.
 */
export function checkReturnYear(
  b: { natal: z.output<typeof birthDataSchema>; year: number; zodiaco?: (typeof RETURN_ZODIACS)[number] },
  ctx: z.core.$RefinementCtx,
  field = 'year',
): void {
  const natalJdUt = localTimeToJulianDay(b.natal.datetime, b.natal.timezone);
  const window = solarReturnWindow({ natalJdUt, year: b.year, birthYear: b.natal.datetime.year, ...(b.zodiaco ? { zodiac: b.zodiaco } : {}) });
  if (b.year <= b.natal.datetime.year) ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES.returnYearNotAfterBirthIn(field) });
  else if (!isSupportedJulianDay(window.fromJd) || !isSupportedJulianDay(window.toJd)) {
    ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES.returnYearOutOfRangeIn(field, SUPPORTED_LAST_DATE) });
  }
}

export const rivoluzioneSolareBodySchema = z.object({
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  year: yearSchema,
  luogo: z.optional(returnPlaceSchema).check(z.describe('Luogo della rivoluzione; predefinito: il luogo di nascita')),
  zodiaco: z.optional(returnZodiacSchema),
  orbiRitorno: returnOrbsOptionSchema,
}).check(z.superRefine(checkReturnYear));
export type RivoluzioneSolareBody = z.output<typeof rivoluzioneSolareBodySchema>;

/** The return instant, in UT and in the local time of the place. */
export const returnInstantSchema = z.object({
  ut: z.string().check(z.describe('Istante della rivoluzione in UTC, ISO-8601 al secondo')),
  jd: z.number().check(z.describe('Giorno giuliano (UT)')),
  locale: z.string().check(z.describe('Ora civile del luogo in quell\'istante, AAAA-MM-GGTHH:mm:ss')),
  utcOffset: z.string().check(z.describe('Scostamento da UTC in vigore nel luogo in quell\'istante, es. +01:00')),
  zona: z.nullable(z.string()).check(z.describe('Fuso IANA del luogo (null in mare aperto: allora UTC)')),
  dst: z.boolean().check(z.describe('Ora legale in vigore')),
});

/** A return read against the natal chart. */
export const returnChartSchema = z.object({
  istante: returnInstantSchema.check(z.describe('Istante del ritorno: UTC e ora civile del luogo')),
  luogo: z.object({ latitude: z.number(), longitude: z.number(), nome: z.optional(z.string()) }).check(z.describe('Luogo del tema del ritorno')),
  tema: temaNataleResponseSchema.check(z.describe('Il tema della rivoluzione: lo stesso di POST /api/tema-natale a quell\'istante e luogo')),
  caseNatali: z.object({
    ascendente: houseNumberSchema,
    medioCoeli: houseNumberSchema,
    pianeti: byBodyNameIt(houseNumberSchema),
    cuspidi: z.array(houseNumberSchema).check(z.length(HOUSE_COUNT), z.describe('La casa natale in cui cade ogni cuspide della rivoluzione, dalla I alla XII')),
  }).check(z.describe('La casa natale in cui cade ogni angolo, corpo e cuspide della rivoluzione')),
  aspettiNatali: z.array(z.object({
    rivoluzione: pointNameSchema,
    natale: pointNameSchema,
    type: aspectNameSchema,
    orb: z.number(),
  })).check(z.describe('Aspetti dei punti della rivoluzione ai punti natali, entro le orbite del ritorno («orbiRitorno»)')),
});

export const rivoluzioneSolareResponseSchema = z.object({
  year: z.int().check(z.describe('Anno della rivoluzione')),
  zodiaco: returnZodiacSchema,
  ...returnChartSchema.shape,
  orbiRitorno: returnOrbsMetaSchema,
});
export type RivoluzioneSolareResponse = z.output<typeof rivoluzioneSolareResponseSchema>;

export const rivoluzioniLunariBodySchema = z.object({
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  luogo: z.optional(returnPlaceSchema).check(z.describe('Luogo dei ritorni; predefinito: il luogo di nascita')),
  orbiRitorno: returnOrbsOptionSchema,
}).check(z.superRefine((b, ctx) => checkPeriod(b, ctx, { maxDays: MAX_LUNAR_RETURN_DAYS })));
export type RivoluzioniLunariBody = z.output<typeof rivoluzioniLunariBodySchema>;

export const rivoluzioniLunariResponseSchema = z.object({
  ritorni: z.array(returnChartSchema).check(z.describe('Ogni ritorno della Luna alla sua longitudine natale nel periodo, dal primo')),
  orbiRitorno: returnOrbsMetaSchema,
});
export type RivoluzioniLunariResponse = z.output<typeof rivoluzioniLunariResponseSchema>;

const housesListSchema = z.array(houseNumberSchema).check(z.maxLength(HOUSE_COUNT));

export const scanFiltersSchema = z.object({
  ascendenteInCaseNatali: z._default(housesListSchema, []).check(z.describe('Case natali in cui deve cadere l\'Ascendente della RS (vuoto: tutte)')),
  medioCoeliInCaseNatali: z._default(housesListSchema, []).check(z.describe('Case natali in cui deve cadere il Medio Coeli della RS (vuoto: tutte)')),
  soleInCaseRS: z._default(housesListSchema, []).check(z.describe('Case della RS in cui deve stare il Sole (vuoto: tutte)')),
  caseDaEvitare: z._default(housesListSchema, []).check(z.describe('Case da evitare: né l\'Ascendente della RS in queste case natali, né il Sole o i corpi scelti in queste case della RS')),
  entroKm: z.optional(z.number().check(z.positive(), z.maximum(MAX_SCAN_DISTANCE_KM))).check(z.describe('Solo luoghi entro tanti km da casa (serve «casa»)')),
  paesi: z.optional(z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(250))).check(z.describe('Solo luoghi di questi paesi, codici ISO a due lettere (IT, FR …)')),
});

export const mirataBodySchema = z.object({
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  year: yearSchema,
  zodiaco: z.optional(returnZodiacSchema),
  corpi: z._default(z.array(bodyNameSchema).check(z.maxLength(BODY_CODES.length)), [])
    .check(z.describe('Corpi di cui dare la casa della RS in ogni luogo, oltre al Sole')),
  filtri: z._default(scanFiltersSchema.check(z.describe('Filtri della scuola, distanza, paesi')), { ascendenteInCaseNatali: [], medioCoeliInCaseNatali: [], soleInCaseRS: [], caseDaEvitare: [] }),
  casa: z.optional(returnPlaceSchema).check(z.describe('Dove si abita: per la distanza e il filtro «entro km»')),
  ordine: z._default(z.enum(SCAN_SORTS), 'distance').check(z.describe('distance (dal più vicino a casa) o population (dal più popoloso)')),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(MAX_SCAN_RESULTS)), DEFAULT_SCAN_RESULTS)
    .check(z.describe(`Quanti luoghi dare al massimo, 1–${MAX_SCAN_RESULTS} (predefinito ${DEFAULT_SCAN_RESULTS})`)),
}).check(z.superRefine((b, ctx) => {
  checkReturnYear(b, ctx);
  if (b.filtri.entroKm !== undefined && !b.casa) ctx.addIssue({ code: 'custom', path: ['casa'], message: VALIDATION_MESSAGES.scanHomeMissing });
}));
export type MirataBody = z.output<typeof mirataBodySchema>;

export const mirataResultSchema = z.object({
  luogo: z.string().check(z.describe('Il luogo come lo scrive la ricerca dei luoghi')),
  paese: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanzaKm: z.nullable(z.number()).check(z.describe('Distanza da casa, km (null senza casa)')),
  ascendente: pointSchema,
  medioCoeli: pointSchema,
  casaNataleAscendente: houseNumberSchema,
  casaNataleMedioCoeli: houseNumberSchema,
  caseRS: z.partialRecord(bodyNameSchema, houseNumberSchema).check(z.describe('Casa della RS del Sole e dei corpi scelti')),
  ora: returnInstantSchema.check(z.describe('L\'istante della RS nell\'ora del luogo')),
  avvisi: z.array(z.string()),
});

export const mirataResponseSchema = z.object({
  year: z.int().check(z.describe('Anno della rivoluzione')),
  zodiaco: returnZodiacSchema,
  istante: z.object({ ut: z.string(), jd: z.number() }).check(z.describe('Istante della rivoluzione, UTC e giorno giuliano')),
  luoghiEsaminati: z.int().check(z.describe('Luoghi dell\'elenco esaminati')),
  totale: z.int().check(z.describe('Luoghi che soddisfano i filtri')),
  risultati: z.array(mirataResultSchema).check(z.describe('I primi luoghi che soddisfano i filtri, nell\'ordine chiesto')),
});
export type MirataResponse = z.output<typeof mirataResponseSchema>;
export type MirataResult = z.output<typeof mirataResultSchema>;

/** The solar returns of a span of years as a calendar (.ics). */
export const rivoluzioniIcsBodySchema = z.object({
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  fromYear: z.int().check(z.describe('Primo anno')),
  toYear: z.int().check(z.describe(`Ultimo anno (al massimo ${MAX_RETURN_CALENDAR_YEARS} anni)`)),
  zodiaco: z.optional(returnZodiacSchema),
  luogo: z.optional(returnPlaceSchema).check(z.describe('Luogo per l\'ora civile; predefinito: il luogo di nascita')),
}).check(z.superRefine((b, ctx) => {
  if (b.toYear < b.fromYear) ctx.addIssue({ code: 'custom', path: ['toYear'], message: VALIDATION_MESSAGES.returnYearsReversed });
  else if (b.toYear - b.fromYear + 1 > MAX_RETURN_CALENDAR_YEARS) ctx.addIssue({ code: 'custom', path: ['toYear'], message: VALIDATION_MESSAGES.returnYearsTooMany(MAX_RETURN_CALENDAR_YEARS) });
  else {
    checkReturnYear({ ...b, year: b.fromYear }, ctx);
    checkReturnYear({ ...b, year: b.toYear }, ctx);
  }
}));
export type RivoluzioniIcsBody = z.output<typeof rivoluzioniIcsBodySchema>;
