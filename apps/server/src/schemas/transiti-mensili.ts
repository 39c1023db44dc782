/** Request and response of GET /api/transiti-mensili (spec sections 3 and 7, issue 2). */
import { z } from 'zod';
import { DAILY_POSITIONS_MAX_DAYS, DAILY_POSITION_UT_TIME } from '@astrolabio/core';
import { byBodyNameIt, checkPeriod, dateSchema, nodeKindSchema } from './common.ts';
import { planetSchema, zodiacSchema } from './tema-natale.ts';

export const transitiMensiliQuerySchema = z.object({
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  nodo: nodeKindSchema.optional(),
}).superRefine((q, ctx) => checkPeriod(q, ctx, { maxDays: DAILY_POSITIONS_MAX_DAYS }));

/** The spec's flat daily entry (in its order): a planet's longitude and motion with its zodiac fields alongside. */
const dailyBodySchema = z.object({
  longitude: planetSchema.shape.longitude,
  degree: zodiacSchema.shape.degree,
  sign: zodiacSchema.shape.sign,
  formatted: zodiacSchema.shape.formatted,
  retrograde: planetSchema.shape.retrograde,
});

export const transitiMensiliResponseSchema = z.object({
  periodo: z.string().describe('Il periodo richiesto, "AAAA-MM-GG - AAAA-MM-GG"'),
  transiti: z.record(
    z.string().describe('Mese, "AAAA-MM"'),
    z.record(z.string().describe('Giorno, "AAAA-MM-GG"'), byBodyNameIt(dailyBodySchema)),
  ).describe(`Per mese, poi per giorno, poi per corpo (i 14 corpi), posizioni alle ${DAILY_POSITION_UT_TIME} UT di ogni giorno`),
  meta: z.object({
    timeOfDayUt: z.string().describe('Ora UT delle posizioni giornaliere'),
    days: z.number().int().describe('Numero di giorni del periodo, estremi inclusi'),
    nodo: z.string().describe('Nodo lunare usato per Nodo Nord e Nodo Sud'),
  }),
});
export type TransitiMensiliResponse = z.infer<typeof transitiMensiliResponseSchema>;
