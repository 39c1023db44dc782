/** GET /api/transiti-mensili (spec sections 3 and 7, issue 2): every body once a day, by month and day. */
import { z } from 'zod/mini';
import { DAILY_POSITIONS_MAX_DAYS, DAILY_POSITION_UT_TIME, LILITH_KINDS, NODE_KINDS } from '@astrolabio/core';
import { checkPeriod, dateSchema, nodeKindSchema } from './fields.ts';
import { lilithKindSchema } from './settings.ts';
import { byBodyNameIt } from './names.ts';
import { planetSchema, zodiacSchema } from './tema-natale.ts';

export const transitiMensiliQuerySchema = z.object({
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  nodo: z.optional(nodeKindSchema),
  lilith: z.optional(lilithKindSchema),
}).check(z.superRefine((q, ctx) => checkPeriod(q, ctx, { maxDays: DAILY_POSITIONS_MAX_DAYS })));

/** The spec's flat daily entry (in its order): a planet's longitude and motion with its zodiac fields alongside. */
export const dailyBodySchema = z.object({
  longitude: planetSchema.shape.longitude,
  degree: zodiacSchema.shape.degree,
  sign: zodiacSchema.shape.sign,
  formatted: zodiacSchema.shape.formatted,
  retrograde: planetSchema.shape.retrograde,
});
export type DailyBodyPosition = z.output<typeof dailyBodySchema>;

export const transitiMensiliResponseSchema = z.object({
  periodo: z.string().check(z.describe('Il periodo richiesto, "AAAA-MM-GG - AAAA-MM-GG"')),
  transiti: z.record(
    z.string().check(z.describe('Mese, "AAAA-MM"')),
    z.record(z.string().check(z.describe('Giorno, "AAAA-MM-GG"')), byBodyNameIt(dailyBodySchema)),
  ).check(z.describe(`Per mese, poi per giorno, poi per corpo (i 14 corpi), posizioni alle ${DAILY_POSITION_UT_TIME} UT di ogni giorno`)),
  meta: z.object({
    timeOfDayUt: z.string().check(z.describe('Ora UT delle posizioni giornaliere')),
    days: z.int().check(z.describe('Numero di giorni del periodo, estremi inclusi')),
    nodo: z.enum(NODE_KINDS).check(z.describe('Nodo lunare usato per Nodo Nord e Nodo Sud')),
    lilith: z.enum(LILITH_KINDS).check(z.describe('Lilith usata: mean (apogeo medio) o true (apogeo osculatore)')),
  }).check(z.describe('Ora delle posizioni, giorni, nodo e Lilith usati')),
});
export type TransitiMensiliResponse = z.output<typeof transitiMensiliResponseSchema>;
