/** Request and response of POST /api/transiti-specifici (spec sections 3 and 7, issue 2). */
import { z } from 'zod';
import { byBodyNameIt, dateSchema } from './common.ts';
import { natalDataSchema } from './natal-data.ts';
import { planetSchema } from './tema-natale.ts';

export const transitiSpecificiBodySchema = z.object({
  targetDate: dateSchema('targetDate'),
  natalData: natalDataSchema,
});

/** A natal planet's fields without the ecliptic latitude; the house is the natal one it transits. */
const transitPositionSchema = planetSchema.omit({ latitude: true }).extend({
  house: planetSchema.shape.house.describe('Casa natale in cui transita il corpo'),
});

export const transitiSpecificiResponseSchema = z.object({
  data: z.string().describe('Il giorno richiesto, AAAA-MM-GG'),
  jd: z.number().describe('Giorno giuliano (UT) delle posizioni: le 12:00 UT del giorno'),
  posizioniTransiti: byBodyNameIt(transitPositionSchema),
  aspettiDiTransito: z.array(z.object({
    transitPlanet: z.string().describe('Corpo in transito (Sole … Nodo Nord; non Nodo Sud)'),
    natalPlanet: z.string().describe('Punto natale: i 14 corpi, Ascendente o Medio Coeli'),
    aspects: z.array(z.object({
      type: z.string().describe('Congiunzione, Sestile, Quadratura, Trigono o Opposizione'),
      orb: z.number().describe('Orbita in gradi, due decimali'),
      degrees: z.number().describe("Angolo esatto dell'aspetto in gradi (0, 60, 90, 120, 180)"),
    })),
  })),
  meta: z.object({
    timeOfDayUt: z.string().describe('Ora UT delle posizioni'),
    nodo: z.string().describe('Nodo lunare usato per Nodo Nord (quello del tema natale)'),
  }),
});
export type TransitiSpecificiResponse = z.infer<typeof transitiSpecificiResponseSchema>;
