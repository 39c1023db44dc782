/** Request and response of POST /api/tema-natale (spec sections 3 and 7, issue 2). */
import { z } from 'zod';
import { byBodyNameIt } from './common.ts';

export const zodiacSchema = z.object({
  sign: z.string().describe('Segno zodiacale in italiano'),
  degree: z.number().describe('Gradi nel segno, [0, 30)'),
  formatted: z.string().describe("Gradi e primi troncati e segno, es. 15°32' Leone"),
});

export const planetSchema = z.object({
  longitude: z.number().describe('Longitudine eclittica geocentrica apparente, gradi [0, 360)'),
  latitude: z.number().describe('Latitudine eclittica, gradi'),
  speed: z.number().describe('Velocità in longitudine, gradi al giorno'),
  retrograde: z.boolean(),
  house: z.number().int().min(1).max(12),
  zodiac: zodiacSchema,
});

export const pointSchema = z.object({ longitude: z.number(), zodiac: zodiacSchema });

export const aspectPairSchema = z.object({
  planet1: z.string(),
  planet2: z.string(),
  aspects: z.array(z.object({ type: z.string(), orb: z.number().describe('Orbita in gradi, due decimali') })),
});

export const temaNataleResponseSchema = z.object({
  pianeti: byBodyNameIt(planetSchema),
  case: z.record(z.string(), z.object({ cusp: z.number(), zodiac: zodiacSchema })),
  ascendente: pointSchema,
  medioCoeli: pointSchema,
  aspetti: z.array(aspectPairSchema),
  meta: z.object({
    ut: z.string().describe('Istante di nascita in UTC, ISO-8601'),
    jd: z.number().describe('Giorno giuliano (UT)'),
    houseSystem: z.string().describe('Sistema di case usato'),
    nodo: z.string(),
    warnings: z.array(z.string()),
  }),
});
export type TemaNataleResponse = z.infer<typeof temaNataleResponseSchema>;
