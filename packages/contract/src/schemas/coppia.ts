/**
 * The relationship charts (issue 35, docs/decisions/0090-two-people.md): POST /api/coppia (the two
 * natal charts, Sinastria, Tema composito, Tema Davison), POST /api/coppia/transiti (the transits to
 * the composite or the Davison chart, the answer of POST /api/transiti) and POST
 * /api/coppia/transiti-di-coppia (one transiting body aspecting a point of each at once).
 */
import { z } from 'zod/mini';
import {
  COUPLE_CHART_KINDS,
  DEFAULT_COUPLE_CHART_KIND,
  DEFAULT_COUPLE_TRANSIT_BODIES,
  isSupportedJulianDay,
  LILITH_KINDS,
  localTimeToJulianDay,
  NATAL_ORB_RANGE_DEG,
  NEAR_PLACE_MAX_KM,
  NODE_KINDS,
  POINT_CODES,
  SYNASTRY_ORB_RANGE_DEG,
} from '@astrolabio/core';
import { BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { birthTimezoneSchema } from './birth-data.ts';
import { checkPeriod, civilDateTimeSchema, houseSystemSchema, latitudeSchema, longitudeSchema, nodeKindSchema } from './fields.ts';
import { aspectNameSchema, houseNumberSchema, pointNameSchema, transitBodyNameSchema } from './names.ts';
import { aspectNamesList, lilithKindSchema, orbChangesSchema, orbsMetaSchema } from './settings.ts';
import { temaNataleResponseSchema } from './tema-natale.ts';
import { TRANSIT_PERIOD, transitOptionsShape, transitSchema, transitiResponseSchema } from './transiti.ts';

/**
 * One person of the couple (`primo` or `secondo`): the birth as POST /api/tema-natale takes it,
 * without the chart settings (the couple's). Its own messages name the person («secondo.datetime»).
 */
export function personSchema(field: 'primo' | 'secondo') {
  return z.object({
    datetime: civilDateTimeSchema(`${field}.datetime`),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    timezone: birthTimezoneSchema,
  }).check(z.superRefine((b, ctx) => {
    if (!isSupportedJulianDay(localTimeToJulianDay(b.datetime, b.timezone))) {
      ctx.addIssue({ code: 'custom', path: ['datetime'], message: VALIDATION_MESSAGES.dateTimeOutOfRange(`${field}.datetime`) });
    }
  }));
}
export type Person = z.output<ReturnType<typeof personSchema>>;

/** A place given by its coordinates, with a name to show back. */
const namedPlaceSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  nome: z.optional(z.string().check(z.maxLength(200))).check(z.describe('Nome del luogo, da mostrare')),
});

/** What every couple request carries: the two people and the settings their charts share. */
const coupleShape = {
  primo: personSchema('primo').check(z.describe('La prima persona (il tema sullo schermo): data e ora locali, fuso, luogo, come per POST /api/tema-natale')),
  secondo: personSchema('secondo').check(z.describe('La seconda persona, come la prima')),
  houseSystem: z.optional(houseSystemSchema).check(z.describe('Sistema di case di tutti i temi della coppia (predefinito placidus)')),
  nodo: z.optional(nodeKindSchema),
  lilith: z.optional(lilithKindSchema),
  luogoComposito: z.optional(namedPlaceSchema)
    .check(z.describe('Luogo di riferimento del tema composito (di solito dove la coppia vive): le case si ricavano dal Medio Coeli '
      + 'composito alla sua latitudine. Predefinito: il luogo di nascita della prima persona')),
};

export const coppiaBodySchema = z.object({
  ...coupleShape,
  aspects: z.optional(aspectNamesList('aspects'))
    .check(z.describe('Aspetti cercati nella sinastria e nei temi, nomi italiani (predefiniti i 5 della specifica; anche i minori e i quintili)')),
  orbs: z.optional(orbChangesSchema('orbs', NATAL_ORB_RANGE_DEG))
    .check(z.describe('Orbite degli aspetti dentro ogni tema (i due natali, il composito, il Davison): come per POST /api/tema-natale')),
  orbiSinastria: z.optional(orbChangesSchema('orbiSinastria', SYNASTRY_ORB_RANGE_DEG))
    .check(z.describe('Orbite della sinastria, più strette di quelle natali (predefinite: decisione 0090), stesso formato di «orbs»')),
});
export type CoppiaBody = z.output<typeof coppiaBodySchema>;

/** An object with one field per point compared (the 14 bodies, Ascendente, Medio Coeli), by Italian name. */
const byPointNameIt = <S extends z.core.SomeType>(schema: S) =>
  z.object(Object.fromEntries(POINT_CODES.map((c) => [POINT_NAMES_IT[c], schema])) as Record<string, S>);

export const synastrySchema = z.object({
  aspetti: z.array(z.object({
    primo: pointNameSchema.check(z.describe('Punto della prima persona')),
    secondo: pointNameSchema.check(z.describe('Punto della seconda persona')),
    type: aspectNameSchema,
    orb: z.number().check(z.describe('Orbita in gradi, due decimali')),
  })).check(z.describe('Ogni aspetto entro l\'orbita tra un punto della prima e uno della seconda: per punto della prima, poi della seconda, il più stretto prima')),
  secondoNelleCaseDelPrimo: byPointNameIt(houseNumberSchema).check(z.describe('La casa della prima persona in cui cade ogni punto della seconda')),
  primoNelleCaseDelSecondo: byPointNameIt(houseNumberSchema).check(z.describe('La casa della seconda persona in cui cade ogni punto della prima')),
  meta: z.object({
    aspects: z.array(aspectNameSchema).check(z.describe('Gli aspetti cercati')),
    orbs: orbsMetaSchema,
  }),
});

export const compositeSchema = z.object({
  tema: temaNataleResponseSchema.check(z.describe('Il tema composito come un tema natale: ogni corpo e il Medio Coeli al punto medio sull\'arco più breve, '
    + 'le case dal Medio Coeli alla latitudine del luogo di riferimento; meta.ut e meta.jd: l\'istante medio delle due nascite, a cui si prende l\'obliquità')),
  luogo: z.object({ latitude: z.number(), longitude: z.number(), nome: z.optional(z.string()) })
    .check(z.describe('Il luogo di riferimento delle case')),
});

export const davisonSchema = z.object({
  tema: temaNataleResponseSchema.check(z.describe('Il tema Davison: il cielo all\'istante medio (UT) nel luogo medio')),
  istante: z.object({
    ut: z.string().check(z.describe('Istante medio delle due nascite in UTC, ISO-8601 al secondo')),
    jd: z.number().check(z.describe('Giorno giuliano (UT)')),
  }),
  luogo: z.object({
    latitude: z.number().check(z.describe('Media delle due latitudini')),
    longitude: z.number().check(z.describe('Punto medio delle due longitudini sull\'arco più breve')),
    nome: z.nullable(z.string()).check(z.describe(`Il luogo dell'elenco più vicino, se entro ${NEAR_PLACE_MAX_KM} km; altrimenti null`)),
    distanzaKm: z.nullable(z.number()).check(z.describe('Distanza di quel luogo, km (null senza luogo)')),
  }),
  nascita: z.object({
    datetime: z.string(),
    timezone: z.literal(0),
    latitude: z.number(),
    longitude: z.number(),
  }).check(z.describe('L\'istante e il luogo come dati di nascita (UTC), da mandare come «natal» a POST /api/tecniche per le tecniche del tema Davison')),
});

export const coppiaResponseSchema = z.object({
  primo: temaNataleResponseSchema.check(z.describe('Il tema natale della prima persona, con le impostazioni della coppia')),
  secondo: temaNataleResponseSchema.check(z.describe('Il tema natale della seconda persona')),
  sinastria: synastrySchema.check(z.describe('Gli aspetti tra i punti delle due persone e le case dell’una in cui cadono i punti dell’altra')),
  composito: compositeSchema.check(z.describe('Il Tema composito e il luogo di riferimento delle sue case')),
  davison: davisonSchema.check(z.describe('Il Tema Davison, il suo istante e il suo luogo')),
});
export type CoppiaResponse = z.output<typeof coppiaResponseSchema>;

export const coupleChartKindSchema = z.enum(COUPLE_CHART_KINDS)
  .check(z.describe(`Il tema a cui misurare i transiti: composite (Tema composito) o davison (Tema Davison); predefinito ${DEFAULT_COUPLE_CHART_KIND}`));

/** POST /api/coppia/transiti and its exports: the transit options of POST /api/transiti, against a chart of the couple. */
export const coppiaTransitiBodySchema = z.object({
  ...coupleShape,
  tema: z._default(coupleChartKindSchema, DEFAULT_COUPLE_CHART_KIND),
  ...transitOptionsShape,
}).check(z.superRefine((b, ctx) => checkPeriod(b, ctx, TRANSIT_PERIOD)));
export type CoppiaTransitiBody = z.output<typeof coppiaTransitiBodySchema>;

/** The answer of POST /api/transiti: the couple's chart stands where the natal chart would. */
export const coppiaTransitiResponseSchema = transitiResponseSchema;
export type CoppiaTransitiResponse = z.output<typeof coppiaTransitiResponseSchema>;

export const transitiDiCoppiaBodySchema = z.object({
  ...coupleShape,
  ...transitOptionsShape,
  planets: transitOptionsShape.planets
    .check(z.describe(`Pianeti in transito, nomi italiani (predefiniti: ${DEFAULT_COUPLE_TRANSIT_BODIES.map((b) => BODY_NAMES_IT[b]).join(', ')}: i transiti che durano abbastanza da toccare i due temi insieme)`)),
}).check(z.superRefine((b, ctx) => checkPeriod(b, ctx, TRANSIT_PERIOD)));
export type TransitiDiCoppiaBody = z.output<typeof transitiDiCoppiaBodySchema>;

const instant = z.string().check(z.describe('Istante UTC al minuto, AAAA-MM-GGTHH:mmZ'));

export const coupleTransitSchema = z.object({
  transitPlanet: transitBodyNameSchema.check(z.describe('Corpo in transito')),
  start: instant.check(z.describe('Quando il corpo è entro l\'orbita di un punto di entrambi: il più tardo dei due inizi')),
  end: instant.check(z.describe('Il primo dei due termini')),
  clipped: z.object({
    start: z.boolean().check(z.describe('Entrambi già entro l\'orbita all\'inizio del periodo')),
    end: z.boolean().check(z.describe('Entrambi ancora entro l\'orbita alla fine del periodo')),
  }),
  primo: transitSchema.check(z.describe('Il transito del corpo alla prima persona, intero (come in POST /api/transiti)')),
  secondo: transitSchema.check(z.describe('Il transito del corpo alla seconda persona, intero')),
});

export const transitiDiCoppiaResponseSchema = z.object({
  periodo: z.string().check(z.describe('Il periodo richiesto, "AAAA-MM-GG - AAAA-MM-GG" (giorni UTC)')),
  transiti: z.array(coupleTransitSchema).check(z.describe('Ordinati per inizio, poi per corpo in transito e per punti')),
  meta: z.object({
    maxOrb: z.number().check(z.describe('Orbita massima usata, gradi')),
    nodo: z.enum(NODE_KINDS),
    lilith: z.enum(LILITH_KINDS),
    orbs: orbsMetaSchema,
    count: z.int().check(z.describe('Numero di transiti di coppia')),
    startDate: z.string(),
    endDate: z.string(),
  }).check(z.describe('Orbita massima, nodo e Lilith usati, orbite per aspetto, numero di transiti di coppia, primo e ultimo giorno del periodo')),
});
export type TransitiDiCoppiaResponse = z.output<typeof transitiDiCoppiaResponseSchema>;

/** The rows' OpenAPI descriptions (routes.ts). */
export const COPPIA_DESCRIPTION = 'Per due persone: i due temi natali con le impostazioni della coppia; la Sinastria (ogni aspetto entro l’orbita tra un '
  + 'punto della prima e uno della seconda, orbite della sinastria più strette di quelle natali, e le case dell’una in cui cadono i punti dell’altra); '
  + 'il Tema composito (punti medi sull’arco più breve, case dal Medio Coeli composito alla latitudine del luogo di riferimento); il Tema Davison '
  + '(il cielo all’istante medio nel luogo medio, con il nome del luogo dell’elenco più vicino). Calcolato in un thread separato.';
export const COPPIA_TRANSITI_DESCRIPTION = 'I transiti di un periodo al Tema composito o al Tema Davison («tema»), come al tema natale in POST /api/transiti: '
  + 'stesse opzioni, stessa risposta. Calcolato in un thread separato.';
export const TRANSITI_DI_COPPIA_DESCRIPTION = 'I transiti di coppia: i tratti di tempo in cui uno stesso corpo in transito è entro l’orbita di un aspetto '
  + 'a un punto della prima persona e di un aspetto a un punto della seconda, con i due transiti interi. Calcolato in un thread separato.';

/** The name of a couple's transit file: `transiti-composito-2026-01-01-2026-12-31.ics`. */
export function coppiaTransitiFileName(b: Pick<CoppiaTransitiBody, 'tema' | 'startDate' | 'endDate'>, ext: 'ics' | 'csv'): string {
  return `transiti-${b.tema === 'davison' ? 'davison' : 'composito'}-${b.startDate}-${b.endDate}.${ext}`;
}

