/** POST /api/tema-natale (spec sections 3 and 7, issue 2): birth data in, the natal chart out. */
import { z } from 'zod/mini';
import { HOUSE_SYSTEM_CODES, LILITH_KINDS, NODE_KINDS, POLAR_FALLBACK_SYSTEM, SIGN_WIDTH_DEG } from '@astrolabio/core';
import { angleNameSchema, aspectNameSchema, bodyNameSchema, byBodyNameIt, byHouseNumber, houseNumberSchema, signNameSchema } from './names.ts';

import { orbsMetaSchema } from './settings.ts';

export const zodiacSchema = z.object({
  sign: signNameSchema.check(z.describe('Segno zodiacale in italiano')),
  degree: z.number().check(z.describe(`Gradi nel segno, [0, ${SIGN_WIDTH_DEG})`)),
  formatted: z.string().check(z.describe("Gradi e primi troncati e segno, es. 15°32' Leone")),
});

export const planetSchema = z.object({
  longitude: z.number().check(z.describe('Longitudine eclittica geocentrica apparente, gradi [0, 360)')),
  latitude: z.number().check(z.describe('Latitudine eclittica, gradi')),
  speed: z.number().check(z.describe('Velocità in longitudine, gradi al giorno')),
  retrograde: z.boolean().check(z.describe('Retrogrado: velocità negativa')),
  house: houseNumberSchema.check(z.describe('Casa natale, 1–12')),
  zodiac: zodiacSchema,
});

export const pointSchema = z.object({ longitude: z.number(), zodiac: zodiacSchema });

const natalAspectSchema = z.object({
  type: aspectNameSchema,
  orb: z.number().check(z.describe('Orbita in gradi, due decimali')),
  applying: z.boolean().check(z.describe("Applicativo: l'orbita si sta stringendo (dalle velocità dei due punti); altrimenti separativo")),
});

export const aspectPairSchema = z.object({
  planet1: bodyNameSchema,
  planet2: bodyNameSchema,
  aspects: z.array(natalAspectSchema),
});

export const angleAspectPairSchema = z.object({
  planet1: bodyNameSchema,
  planet2: angleNameSchema.check(z.describe("L'angolo: Ascendente o Medio Coeli")),
  aspects: z.array(natalAspectSchema).check(z.describe("Applicativo o separativo col solo moto del corpo: l'angolo del tema natale è fisso")),
});

export const temaNataleResponseSchema = z.object({
  pianeti: byBodyNameIt(planetSchema).check(z.describe('I 14 corpi per nome italiano, Sole … Nodo Sud')),
  case: byHouseNumber(z.object({ cusp: z.number().check(z.describe('Cuspide, gradi [0, 360)')), zodiac: zodiacSchema }))
    .check(z.describe('Le 12 case per numero, "1" … "12"')),
  ascendente: pointSchema.check(z.describe('Ascendente')),
  medioCoeli: pointSchema.check(z.describe('Medio Coeli')),
  aspetti: z.array(aspectPairSchema).check(z.describe("Per coppia di corpi, gli aspetti entro l'orbita del tema natale")),
  aspettiAngoli: z.array(angleAspectPairSchema)
    .check(z.describe("Per corpo, gli aspetti all'Ascendente e al Medio Coeli entro le stesse orbite")),
  meta: z.object({
    ut: z.string().check(z.describe('Istante di nascita in UTC, ISO-8601')),
    jd: z.number().check(z.describe('Giorno giuliano (UT)')),
    houseSystem: z.enum(HOUSE_SYSTEM_CODES).check(z.describe(`Sistema di case usato: ${POLAR_FALLBACK_SYSTEM} quando quello richiesto non è calcolabile oltre i circoli polari`)),
    nodo: z.enum(NODE_KINDS).check(z.describe('Nodo lunare usato per Nodo Nord e Nodo Sud')),
    lilith: z.enum(LILITH_KINDS).check(z.describe('Lilith usata: mean (apogeo medio) o true (apogeo osculatore)')),
    aspects: z.array(aspectNameSchema).check(z.describe('Gli aspetti cercati tra i corpi e agli angoli')),
    orbs: orbsMetaSchema,
    warnings: z.array(z.string()).check(z.describe('Avvisi in italiano')),
  }).check(z.describe('Istante, sistema di case, nodo e Lilith usati, aspetti e orbite, avvisi')),
});
export type TemaNataleResponse = z.output<typeof temaNataleResponseSchema>;
