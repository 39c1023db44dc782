/**
 * POST /api/tecniche (issue 26) and its .ics / .csv exports: for a period, the layers asked for —
 * progressions, solar arc directions, lunations and eclipses, and the transits — in the one record
 * shape of core's layers (start, exact instants, end, peak). docs/decisions/0060-timing-techniques.md.
 */
import { z } from 'zod/mini';
import {
  ASPECT_SIDES_DEG,
  DEFAULT_LUNATION_ORB_DEG,
  DEFAULT_PROGRESSED_ANGLE_METHOD,
  DEFAULT_PROGRESSION_MAX_ORB_DEG,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  ECLIPSE_TYPES,
  LAYER_CODES,
  LUNATION_ORB_RANGE_DEG,
  LUNATION_CYCLE_PHASES,
  LUNATION_PHASES,
  MAX_PROGRESSION_PERIOD_DAYS,
  MAX_TRANSIT_PERIOD_DAYS,
  NODE_KINDS,
  POINT_CODES,
  PROGRESSED_ANGLE_METHODS,
  TRANSIT_BODY_CODES,
  TRANSIT_FIRST_DATE,
  TRANSIT_MAX_ORB_RANGE_DEG,
  type LayerCode,
  type PointCode,
  type ProgressedAngleMethod,
  type TransitBodyCode,
} from '@astrolabio/core';
import {
  BODY_NAMES_IT,
  ECLIPSE_KIND_NAMES_IT,
  ECLIPSE_TYPE_NAMES_IT,
  LAYER_NAMES_IT,
  LUNATION_CYCLE_PHASE_NAMES_IT,
  LUNATION_PHASE_NAMES_IT,
  POINT_NAMES_IT,
  PROGRESSED_ANGLE_METHOD_NAMES_IT,
} from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { birthDataSchema } from './birth-data.ts';
import { checkPeriod, dateSchema, flagSchema, numeric, type PeriodRule } from './fields.ts';
import { aspectNameSchema, houseNumberSchema, pointNameSchema, signNameSchema } from './names.ts';
import { aspectNamesList, namesList, orbChangesSchema } from './settings.ts';
import { BOTH_AXIS_ENDS_TEXT, exportPersonShape, exportTimeZoneSchema, transitSchema } from './transiti.ts';

/** The layers a request gets when it names none: the three techniques (the transits have their own route). */
export const DEFAULT_TECHNIQUE_LAYERS: readonly LayerCode[] = ['progressions', 'directions', 'lunations'];
/** The layers that cover at most MAX_TRANSIT_PERIOD_DAYS: their events come every few days. */
const SHORT_PERIOD_LAYERS: readonly LayerCode[] = ['transits', 'lunations'];

const methodByName = new Map(PROGRESSED_ANGLE_METHODS.map((m) => [PROGRESSED_ANGLE_METHOD_NAMES_IT[m].toLowerCase(), m]));

const PERIOD: PeriodRule = {
  maxDays: MAX_PROGRESSION_PERIOD_DAYS,
  earliest: { date: TRANSIT_FIRST_DATE, message: VALIDATION_MESSAGES.transitStartTooEarly('startDate', TRANSIT_FIRST_DATE) },
};

const pad2 = (n: number) => String(n).padStart(2, '0');

export const tecnicheBodySchema = z.object({
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale: le progressioni partono dall’istante e dal luogo di nascita')),
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  slowStartDate: z.optional(dateSchema('slowStartDate'))
    .check(z.describe('Primo giorno di Progressioni e Direzioni d’arco solare, quando il loro periodo (fino a cento anni) non è startDate – endDate: con slowEndDate'
      + ', così un solo .ics porta le tecniche lente di una vita e i transiti di un anno')),
  slowEndDate: z.optional(dateSchema('slowEndDate')).check(z.describe('Ultimo giorno di Progressioni e Direzioni d’arco solare (con slowStartDate)')),
  layers: z.optional(namesList<LayerCode>('layers', LAYER_CODES, LAYER_NAMES_IT))
    .check(z.describe(`Livelli, nomi italiani: ${LAYER_CODES.map((l) => LAYER_NAMES_IT[l]).join(', ')} (predefiniti: i tre diversi dai transiti)`)),
  points: z.optional(namesList<PointCode>('points', POINT_CODES, POINT_NAMES_IT))
    .check(z.describe('Punti progrediti e diretti, nomi italiani (predefiniti: progressi i 13 corpi, Ascendente e Medio Coeli; diretti '
      + 'tutti i 16, anche Nodo Sud, che non si progredisce: ripete Nodo Nord)')),
  planets: z.optional(namesList<TransitBodyCode>('planets', TRANSIT_BODY_CODES, BODY_NAMES_IT))
    .check(z.describe('Pianeti in transito del livello Transiti, come in POST /api/transiti (predefiniti: tutti i 13)')),
  natalPlanets: z.optional(namesList<PointCode>('natalPlanets', POINT_CODES, POINT_NAMES_IT))
    .check(z.describe('Punti natali, nomi italiani (predefiniti: tutti i 16)')),
  aspects: z.optional(aspectNamesList('aspects'))
    .check(z.describe('Aspetti, nomi italiani (predefiniti: i cinque maggiori; anche i minori), ciascuno dai due lati')),
  maxOrb: z.optional(numeric(TRANSIT_MAX_ORB_RANGE_DEG))
    .check(z.describe(`Orbita massima di progressioni e direzioni, gradi (predefinita ${DEFAULT_PROGRESSION_MAX_ORB_DEG})`)),
  transitMaxOrb: z.optional(numeric(TRANSIT_MAX_ORB_RANGE_DEG))
    .check(z.describe(`Orbita massima dei transiti, gradi (predefinita ${DEFAULT_TRANSIT_MAX_ORB_DEG}); transitOrbs la cambia per aspetto`)),
  transitOrbs: z.optional(orbChangesSchema('transitOrbs', TRANSIT_MAX_ORB_RANGE_DEG))
    .check(z.describe('Orbite dei transiti per aspetto, come orbs di POST /api/transiti (le impostazioni del tema)')),
  lunationOrb: z.optional(numeric(LUNATION_ORB_RANGE_DEG))
    .check(z.describe(`Distanza massima dei punti natali da una lunazione, gradi (predefinita ${DEFAULT_LUNATION_ORB_DEG})`)),
  angleMethod: z.optional(z.pipe(z.string(), z.transform((name, ctx): ProgressedAngleMethod => {
    const method = methodByName.get(name.trim().toLowerCase());
    if (method) return method;
    ctx.issues.push({ code: 'custom', input: name, message: VALIDATION_MESSAGES.unknownName('angleMethod', name, PROGRESSED_ANGLE_METHODS.map((m) => PROGRESSED_ANGLE_METHOD_NAMES_IT[m])) });
    return z.NEVER;
  }))).check(z.describe(`Metodo degli angoli progrediti: ${PROGRESSED_ANGLE_METHODS.map((m) => PROGRESSED_ANGLE_METHOD_NAMES_IT[m]).join(' o ')} (predefinito ${PROGRESSED_ANGLE_METHOD_NAMES_IT[DEFAULT_PROGRESSED_ANGLE_METHOD]})`)),
  date: z.optional(dateSchema('date')).check(z.describe('Il giorno (00:00 UTC) delle posizioni progredite; predefinito slowStartDate, o startDate')),
  timeZone: z.optional(exportTimeZoneSchema),
  bothAxisEnds: z.optional(flagSchema('bothAxisEnds')).check(z.describe(`${BOTH_AXIS_ENDS_TEXT}; vale per transiti, progressioni e direzioni`)),
  ...exportPersonShape,
}).check(z.superRefine((b, ctx) => {
  checkPeriod(b, ctx, PERIOD);
  checkSlowPeriod(b, ctx);
  const layers = b.layers ?? DEFAULT_TECHNIQUE_LAYERS;
  const days = (Date.parse(b.endDate) - Date.parse(b.startDate)) / 86_400_000 + 1;
  if (days > MAX_TRANSIT_PERIOD_DAYS && layers.some((l) => SHORT_PERIOD_LAYERS.includes(l))) {
    ctx.addIssue({ code: 'custom', path: ['layers'], message: VALIDATION_MESSAGES.layersPeriodTooLong(SHORT_PERIOD_LAYERS.map((l) => LAYER_NAMES_IT[l]), MAX_TRANSIT_PERIOD_DAYS) });
  }
  const birthDate = `${String(b.natal.datetime.year).padStart(4, '0')}-${pad2(b.natal.datetime.month)}-${pad2(b.natal.datetime.day)}`;
  const slowStart = b.slowStartDate ?? b.startDate;
  if (layers.some((l) => l === 'progressions' || l === 'directions') && slowStart < birthDate) {
    const field = b.slowStartDate === undefined ? 'startDate' : 'slowStartDate';
    ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_MESSAGES.periodBeforeBirth(field) });
  }
}));

/** The slow layers' own period: both ends or neither, the end not before the start, at most a hundred years. */
function checkSlowPeriod(b: { slowStartDate?: string | undefined; slowEndDate?: string | undefined }, ctx: z.core.$RefinementCtx): void {
  if (b.slowStartDate === undefined && b.slowEndDate === undefined) return;
  if (b.slowStartDate === undefined || b.slowEndDate === undefined) {
    const missing = b.slowStartDate === undefined ? 'slowStartDate' : 'slowEndDate';
    ctx.addIssue({ code: 'custom', path: [missing], message: VALIDATION_MESSAGES.required(missing) });
    return;
  }
  const days = (Date.parse(b.slowEndDate) - Date.parse(b.slowStartDate)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['slowEndDate'], message: VALIDATION_MESSAGES.slowEndBeforeStart });
  else if (days > MAX_PROGRESSION_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['slowEndDate'], message: VALIDATION_MESSAGES.slowSpanTooLong(MAX_PROGRESSION_PERIOD_DAYS) });
}
export type TecnicheBody = z.output<typeof tecnicheBodySchema>;

const instant = z.string().check(z.describe('Istante UTC al minuto, AAAA-MM-GGTHH:mmZ'));
const orb = z.number().check(z.describe('Orbita in gradi, due decimali'));

/** A progressed or directed point in aspect to a natal point: a transit's fields less the daily orbs and stations. */
export const techniqueAspectSchema = z.object({
  point: pointNameSchema.check(z.describe('Il punto progredito o diretto')),
  natalPlanet: pointNameSchema.check(z.describe('Il punto natale')),
  aspect: aspectNameSchema,
  angle: z.literal(ASPECT_SIDES_DEG).check(z.describe("Il lato dell'aspetto, in gradi dal punto natale")),
  start: instant,
  end: instant,
  clipped: z.object({ start: z.boolean(), end: z.boolean() }),
  exact: z.array(instant).check(z.describe('Ogni istante esatto, al minuto UTC (la progressione, trovata al secondo sul tempo simbolico, vale ±6 minuti)')),
  peak: z.object({ time: instant, orb }),
  house: houseNumberSchema.check(z.describe('Casa natale del punto al picco')),
});

const lunationSchema = z.object({
  phase: z.enum(['newMoon', 'fullMoon'].map((p) => LUNATION_PHASE_NAMES_IT[p as 'newMoon' | 'fullMoon'])),
  time: instant.check(z.describe('Istante della lunazione (Luna e Sole in congiunzione o in opposizione)')),
  longitude: z.number().check(z.describe('Longitudine della Luna, gradi con quattro decimali')),
  sign: signNameSchema,
  house: houseNumberSchema.check(z.describe('Casa natale del grado della Luna')),
  contacts: z.array(z.object({
    natalPlanet: pointNameSchema,
    light: z.enum(['Luna', 'Sole']).check(z.describe('Il luminare su cui cade il punto natale')),
    orb,
  })).check(z.describe('I punti natali entro lunationOrb dal grado della Luna (o del Sole, opposto, a Luna piena)')),
  eclipse: z.nullable(z.object({
    kind: z.enum(Object.values(ECLIPSE_KIND_NAMES_IT)),
    type: z.enum(ECLIPSE_TYPES.map((t) => ECLIPSE_TYPE_NAMES_IT[t])),
    maximum: instant.check(z.describe("Istante dell'eclissi massima (Swiss Ephemeris)")),
    magnitude: z.number().check(z.describe('Magnitudine: solare, frazione del diametro del Sole coperta; lunare, ombra (o penombra)')),
    start: instant.check(z.describe('Primo contatto')),
    end: instant.check(z.describe('Ultimo contatto')),
    saros: z.nullable(z.object({
      series: z.number().check(z.int(), z.describe('La serie di Saros (numerazione della NASA; solari e lunari a parte)')),
      member: z.number().check(z.int(), z.describe('Il numero dell’eclissi nella serie, da 1')),
    })).check(z.describe('Serie di Saros (Swiss Ephemeris); null se non nota')),
    hits: z.array(z.object({
      natalPlanet: pointNameSchema,
      light: z.enum(['Luna', 'Sole']).check(z.describe('Luna: l’aspetto è al grado dell’eclissi; Sole: congiunzione al Sole, opposto alla Luna eclissata')),
      aspect: aspectNameSchema,
      orb,
      house: houseNumberSchema.check(z.describe('Casa natale del punto natale')),
    })).check(z.describe('I punti natali in aspetto all’eclissi (gli aspetti della richiesta) entro lunationOrb, dal più stretto')),
  })),
});

const ingressSchema = z.object({ time: instant, retrograde: z.boolean() });

const cyclePhaseSchema = z.enum(LUNATION_CYCLE_PHASES.map((p) => LUNATION_CYCLE_PHASE_NAMES_IT[p]));

/** The progressed Moon of the positions' day (issue 34): where it is, where it goes next, its lunation phase. */
const progressedMoonSchema = z.object({
  longitude: z.number().check(z.describe('Longitudine della Luna progressa alle 00:00 UTC del giorno delle posizioni, gradi con quattro decimali')),
  sign: signNameSchema,
  house: houseNumberSchema.check(z.describe('Casa natale della Luna progressa')),
  nextSign: z.object({ time: instant, sign: signNameSchema }).check(z.describe('Il prossimo ingresso in un segno')),
  nextHouse: z.object({ time: instant, house: houseNumberSchema }).check(z.describe('Il prossimo ingresso in una casa natale')),
  phase: z.object({
    phase: cyclePhaseSchema,
    elongation: z.number().check(z.describe('Distanza della Luna progressa dal Sole progresso, gradi [0, 360) con due decimali')),
    since: z.nullable(instant).check(z.describe('Inizio della fase (null: già alla nascita)')),
    next: z.object({ time: instant, phase: cyclePhaseSchema }),
  }).check(z.describe('Fase della lunazione progressa: le otto fasi di Rudhyar, di 45° ciascuna, dalla Luna nuova')),
});

export const tecnicheResponseSchema = z.object({
  periodo: z.string().check(z.describe('Il periodo richiesto, "AAAA-MM-GG - AAAA-MM-GG" (giorni UTC)')),
  progressioni: z.optional(z.object({
    aspetti: z.array(techniqueAspectSchema),
    ingressiLunaSegni: z.array(z.object({ ...ingressSchema.shape, sign: signNameSchema })),
    ingressiLunaCase: z.array(z.object({ ...ingressSchema.shape, house: houseNumberSchema })),
    fasiLunari: z.array(z.object({ time: instant, phase: z.enum(LUNATION_PHASES.map((p) => LUNATION_PHASE_NAMES_IT[p])) })),
    posizioni: z.object({
      date: z.string().check(z.describe('Il giorno delle posizioni (00:00 UTC)')),
      punti: z.array(z.object({ point: pointNameSchema, longitude: z.number(), sign: signNameSchema, retrograde: z.boolean() })),
    }),
    lunaProgressa: progressedMoonSchema,
  })).check(z.describe('Progressioni secondarie: aspetti ai punti natali, ingressi della Luna progressa, fasi lunari progresse, posizioni di un giorno e la Luna progressa di quel giorno')),
  direzioni: z.optional(z.array(techniqueAspectSchema)).check(z.describe('Direzioni d’arco solare: ogni punto d’arco solare in aspetto a un punto natale')),
  lunazioni: z.optional(z.array(lunationSchema)).check(z.describe('Ogni Luna nuova e piena del periodo, con le eclissi')),
  transiti: z.optional(z.array(transitSchema)).check(z.describe('I transiti, come in POST /api/transiti')),
  meta: z.object({
    layers: z.array(z.enum(LAYER_CODES.map((l) => LAYER_NAMES_IT[l]))),
    maxOrb: z.number(),
    transitMaxOrb: z.number(),
    lunationOrb: z.number(),
    angleMethod: z.enum(PROGRESSED_ANGLE_METHODS.map((m) => PROGRESSED_ANGLE_METHOD_NAMES_IT[m])),
    nodo: z.enum(NODE_KINDS),
  }).check(z.describe('Livelli, orbite, metodo degli angoli e nodo usati')),
});
export type TecnicheResponse = z.output<typeof tecnicheResponseSchema>;
export type TechniqueAspectItem = z.output<typeof techniqueAspectSchema>;
export type LunationItem = z.output<typeof lunationSchema>;
