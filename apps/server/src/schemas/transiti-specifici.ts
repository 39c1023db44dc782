/** Request and response of POST /api/transiti-specifici (spec sections 3 and 7, issue 2). */
import { z } from 'zod';
import { byBodyNameIt, dateSchema } from './common.ts';
import { natalDataSchema } from './natal-data.ts';
import { zodiacSchema } from './tema-natale.ts';

export const transitiSpecificiBodySchema = z.object({
  targetDate: dateSchema('targetDate'),
  natalData: natalDataSchema,
});

export const transitPositionSchema = z.object({
  longitude: z.number().describe('Longitudine eclittica geocentrica apparente, gradi [0, 360)'),
  speed: z.number().describe('Velocità in longitudine, gradi al giorno'),
  retrograde: z.boolean(),
  house: z.number().int().min(1).max(12).describe('Casa natale in cui transita il corpo'),
  zodiac: zodiacSchema,
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
