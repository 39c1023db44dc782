/** POST /api/transiti-specifici (spec sections 3 and 7, issue 2): one day's positions and their aspects to a natal chart. */
import { z } from 'zod/mini';
import { ASPECT_ANGLE_DEG, DAILY_POSITION_UT_TIME, LILITH_KINDS, NODE_KINDS } from '@astrolabio/core';
import { dateSchema } from './fields.ts';
import { aspectNameSchema, byBodyNameIt, houseNumberSchema, pointNameSchema, transitBodyNameSchema } from './names.ts';
import { natalDataSchema } from './natal-data.ts';
import { planetSchema } from './tema-natale.ts';

export const transitiSpecificiBodySchema = z.object({
  targetDate: dateSchema('targetDate'),
  natalData: natalDataSchema,
});

/** A natal planet's fields without the ecliptic latitude; the house is the natal one it transits. */
const transitPositionSchema = z.extend(z.omit(planetSchema, { latitude: true }), {
  house: houseNumberSchema.check(z.describe('Casa natale in cui transita il corpo')),
});

export const transitiSpecificiResponseSchema = z.object({
  data: z.string().check(z.describe('Il giorno richiesto, AAAA-MM-GG')),
  jd: z.number().check(z.describe(`Giorno giuliano (UT) delle posizioni: le ${DAILY_POSITION_UT_TIME} UT del giorno`)),
  posizioniTransiti: byBodyNameIt(transitPositionSchema).check(z.describe('I 14 corpi per nome italiano, con la casa natale in cui transitano')),
  aspettiDiTransito: z.array(z.object({
    transitPlanet: transitBodyNameSchema.check(z.describe('Corpo in transito (Sole … Nodo Nord; non Nodo Sud)')),
    natalPlanet: pointNameSchema.check(z.describe('Punto natale: i 14 corpi, Ascendente o Medio Coeli')),
    aspects: z.array(z.object({
      type: aspectNameSchema,
      orb: z.number().check(z.describe('Orbita in gradi, due decimali')),
      degrees: z.number().check(z.describe(`Angolo esatto dell'aspetto in gradi (${Object.values(ASPECT_ANGLE_DEG).join(', ')})`)),
    })),
  })).check(z.describe('Per corpo in transito e punto natale, gli aspetti che passano il filtro delle orbite')),
  meta: z.object({
    timeOfDayUt: z.string().check(z.describe('Ora UT delle posizioni')),
    nodo: z.enum(NODE_KINDS).check(z.describe('Nodo lunare usato per Nodo Nord (quello del tema natale)')),
    lilith: z.enum(LILITH_KINDS).check(z.describe('Lilith usata (quella del tema natale)')),
  }).check(z.describe('Ora delle posizioni, nodo e Lilith usati; gli aspetti sono quelli del tema natale (meta.aspects), con il filtro della specifica')),
});
export type TransitiSpecificiResponse = z.output<typeof transitiSpecificiResponseSchema>;
