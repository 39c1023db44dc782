/**
 * POST /api/transiti (issue 3) and its exports: the same request as a JSON body (POST /api/transiti,
 * .ics, .csv) or as a query string with birth data (GET .ics, .csv), and the answer.
 */
import { z } from 'zod/mini';
import {
  ALL_POINT_CODES,
  ASPECT_SIDES_DEG,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  LILITH_KINDS,
  MAX_TRANSIT_PERIOD_DAYS,
  NODE_KINDS,
  TRANSIT_BODY_CODES,
  TRANSIT_FIRST_DATE,
  TRANSIT_MAX_ORB_RANGE_DEG,
  type PointCode,
  type TransitBodyCode,
} from '@astrolabio/core';
import { BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { birthDataSchema, birthDataShape, checkBirthInstant } from './birth-data.ts';
import { checkPeriod, dateSchema, flagSchema, numeric, personTextSchema, type PeriodRule } from './fields.ts';
import { aspectNameSchema, houseNumberSchema, pointNameSchema, stationKindNameSchema, transitBodyNameSchema } from './names.ts';
import { natalDataSchema } from './natal-data.ts';
import { aspectNamesList, namesList, orbChangesSchema, orbsMetaSchema } from './settings.ts';

/** What bothAxisEnds says, for /api/transiti and /api/tecniche. */
export const BOTH_AXIS_ENDS_TEXT = 'Anche gli aspetti all’altro capo di un asse (predefinito false): due punti natali opposti (Nodo Nord e Nodo Sud; '
  + 'con le cuspidi, l’Ascendente e la Cuspide VII, il Medio Coeli e la Cuspide IV, le cuspidi opposte) sono un asse, e un aspetto a un capo '
  + 'è allo stesso istante un altro aspetto all’altro capo (congiunzione a Nodo Sud = opposizione a Nodo Nord). Senza, se ne tiene uno: '
  + 'la congiunzione, altrimenti l’aspetto al primo capo (Nodo Nord, Ascendente, Medio Coeli, la cuspide minore)';

/** Whose chart the exports are of (issue 34): the calendar's name and each event say it. */
export const exportPersonShape = {
  persona: z.optional(personTextSchema('persona', 100))
    .check(z.describe('Nome della persona del tema: il calendario .ics lo scrive nel suo nome e in ogni evento (facoltativo; la risposta JSON e il .csv lo ignorano)')),
  luogoNascita: z.optional(personTextSchema('luogoNascita', 200))
    .check(z.describe('Luogo di nascita, come sopra (facoltativo)')),
};

/** The zone the exports write instants in (issue 21): /api/transiti's and /api/tecniche's. */
export const exportTimeZoneSchema = z.string().check(
  z.maxLength(64),
  z.refine(isKnownTimeZone, VALIDATION_MESSAGES.unknownTimeZone('timeZone')),
  z.describe('Fuso IANA in cui .ics e .csv scrivono gli istanti nei testi (es. Europe/Rome, quello del browser); predefinito UTC. La risposta JSON è sempre in UTC'),
);

/** The options shared by the body and the query string (and the transits of a couple, schemas/coppia.ts). */
export const transitOptionsShape = {
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  planets: z.optional(namesList<TransitBodyCode>('planets', TRANSIT_BODY_CODES, BODY_NAMES_IT))
    .check(z.describe('Pianeti in transito, nomi italiani (predefiniti: tutti i 13, Sole … Nodo Nord e Lilith; Nodo Sud no, ripete Nodo Nord)')),
  natalPlanets: z.optional(namesList<PointCode>('natalPlanets', ALL_POINT_CODES, POINT_NAMES_IT))
    .check(z.describe('Punti natali, nomi italiani (predefiniti: i 16, i 14 corpi più Ascendente e Medio Coeli); anche le cuspidi '
      + 'delle case, Cuspide I … Cuspide XII (una cuspide che coincide con Ascendente o Medio Coeli, chiesti anch\'essi, è lasciata all\'angolo)')),
  aspects: z.optional(aspectNamesList('aspects'))
    .check(z.describe('Aspetti, nomi italiani (predefiniti: i 5 della specifica; anche Semisestile, Semiquadrato, Quintile, '
      + 'Sesquiquadrato, Biquintile, Quinconce), ciascuno dai due lati (es. 90° e 270°)')),
  maxOrb: z.optional(numeric(TRANSIT_MAX_ORB_RANGE_DEG))
    .check(z.describe(`Orbita massima in gradi di ogni aspetto, da ${TRANSIT_MAX_ORB_RANGE_DEG.min} a ${TRANSIT_MAX_ORB_RANGE_DEG.max} `
      + `(predefinita ${DEFAULT_TRANSIT_MAX_ORB_DEG}); orbs la cambia per aspetto`)),
  orbs: z.optional(orbChangesSchema('orbs', TRANSIT_MAX_ORB_RANGE_DEG)),
  timeZone: z.optional(exportTimeZoneSchema),
  bothAxisEnds: z.optional(flagSchema('bothAxisEnds')).check(z.describe(BOTH_AXIS_ENDS_TEXT)),
  ...exportPersonShape,
};

/** A zone the runtime's tz database knows (Intl refuses any other). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The period: a real span of at most MAX_TRANSIT_PERIOD_DAYS days, from TRANSIT_FIRST_DATE on. */
export const TRANSIT_PERIOD: PeriodRule = {
  maxDays: MAX_TRANSIT_PERIOD_DAYS,
  earliest: { date: TRANSIT_FIRST_DATE, message: VALIDATION_MESSAGES.transitStartTooEarly('startDate', TRANSIT_FIRST_DATE) },
};

export const transitiBodySchema = z.object({
  natal: z.optional(birthDataSchema).check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  natalData: z.optional(natalDataSchema),
  ...transitOptionsShape,
}).check(z.superRefine((b, ctx) => {
  if (!b.natal && !b.natalData) ctx.addIssue({ code: 'custom', path: ['natal'], message: VALIDATION_MESSAGES.natalMissing });
  else if (b.natal && b.natalData) ctx.addIssue({ code: 'custom', path: ['natal'], message: VALIDATION_MESSAGES.natalTwice });
  checkPeriod(b, ctx, TRANSIT_PERIOD);
}));
export type TransitiBody = z.output<typeof transitiBodySchema>;

/** GET exports: birth data as query parameters (a calendar app can subscribe to the URL). */
export const transitiQuerySchema = z.object({
  ...birthDataShape,
  ...transitOptionsShape,
}).check(z.superRefine((q, ctx) => {
  checkBirthInstant(q, ctx);
  checkPeriod(q, ctx, TRANSIT_PERIOD);
}));
export type TransitiQuery = z.output<typeof transitiQuerySchema>;

const instant = z.string().check(z.describe('Istante UTC al minuto, AAAA-MM-GGTHH:mmZ (es. 2025-03-14T08:21Z)'));

export const transitSchema = z.object({
  transitPlanet: transitBodyNameSchema.check(z.describe('Corpo in transito')),
  natalPlanet: pointNameSchema.check(z.describe('Punto natale: i 14 corpi, Ascendente, Medio Coeli o una cuspide (Cuspide II …)')),
  aspect: aspectNameSchema,
  // One literal of several values: JSON Schema `enum`, which the answer's writer serialises as a
  // number (a union of literals would be `anyOf`, tried branch by branch for every record).
  angle: z.literal(ASPECT_SIDES_DEG).check(z.describe("Il lato dell'aspetto: l'arco dal punto natale al "
    + 'corpo in transito quando è esatto, in gradi: la quadratura a 90° e quella a 270° sono due transiti distinti')),
  start: instant.check(z.describe("Quando l'orbita scende a maxOrb (o l'inizio del periodo, se già entro l'orbita)")),
  end: instant.check(z.describe("Quando l'orbita torna a maxOrb (o la fine del periodo)")),
  clipped: z.object({
    start: z.boolean().check(z.describe("Già entro l'orbita all'inizio del periodo: start è l'inizio del periodo")),
    end: z.boolean().check(z.describe("Ancora entro l'orbita alla fine del periodo: end è la fine del periodo")),
  }),
  exact: z.array(instant).check(z.describe('Ogni istante di orbita 0 (fino a tre con il moto retrogrado)')),
  stations: z.array(z.object({ time: instant, kind: stationKindNameSchema }))
    .check(z.describe('Stazioni del corpo in transito entro start … end')),
  peak: z.object({ time: instant, orb: z.number().check(z.describe('Orbita minima in gradi, due decimali')) })
    .check(z.describe("Orbita minima e il suo istante: il primo esatto, se c'è")),
  daily: z.object({
    from: z.string().check(z.describe('Il giorno UTC di start, AAAA-MM-GG: il giorno di orbs[0]')),
    orbs: z.array(z.number()).check(z.describe("Un'orbita per giorno UTC, da from al giorno di end: la minima del giorno entro "
      + 'il tratto (0 nel giorno di un esatto), in gradi con due decimali')),
  }).check(z.describe("L'orbita di ogni giorno del tratto, in serie compatta")),
  house: houseNumberSchema.check(z.describe('Casa natale del corpo in transito al picco (in un esatto, la casa del punto esatto: '
    + "una congiunzione all'Ascendente è sempre in casa 1)")),
});

export const natalHousesSchema = z.object({
  transitPlanet: transitBodyNameSchema.check(z.describe('Corpo in transito')),
  startHouse: houseNumberSchema.check(z.describe("Casa natale all'inizio del periodo")),
  ingresses: z.array(z.object({
    time: instant.check(z.describe('Quando il corpo passa la cuspide')),
    house: houseNumberSchema.check(z.describe('La casa in cui entra')),
    retrograde: z.boolean().check(z.describe('Se vi entra con moto retrogrado')),
  })).check(z.describe("Ogni ingresso in un'altra casa natale entro il periodo, in ordine di tempo")),
});

export const transitiResponseSchema = z.object({
  periodo: z.string().check(z.describe('Il periodo richiesto, "AAAA-MM-GG - AAAA-MM-GG" (giorni UTC)')),
  transiti: z.array(transitSchema).check(z.describe('Ordinati per inizio')),
  caseNatali: z.array(natalHousesSchema).check(z.describe("Le case natali che ogni corpo in transito attraversa nel periodo, nell'ordine dei corpi")),
  meta: z.object({
    maxOrb: z.number().check(z.describe("Orbita massima usata, gradi: la più larga degli aspetti cercati")),
    nodo: z.enum(NODE_KINDS).check(z.describe('Nodo lunare usato per Nodo Nord')),
    count: z.int().check(z.describe('Numero di transiti')),
    lilith: z.enum(LILITH_KINDS).check(z.describe('Lilith usata: mean (apogeo medio) o true (apogeo osculatore)')),
    orbs: orbsMetaSchema,
    startDate: z.string().check(z.describe('Primo giorno del periodo, AAAA-MM-GG (UTC), come in `periodo`')),
    endDate: z.string().check(z.describe('Ultimo giorno del periodo, AAAA-MM-GG (UTC), come in `periodo`')),
  }).check(z.describe('Orbita massima, nodo usato, numero di transiti, Lilith usata, orbite per aspetto, primo e ultimo giorno del periodo')),
});
export type TransitiResponse = z.output<typeof transitiResponseSchema>;
export type TransitiItem = z.output<typeof transitSchema>;
