/**
 * GET /api/health (readiness): 200 when the ephemeris answers with its files and the subscribers'
 * database can take a write (or is not used: external questionnaire), 503 otherwise.
 * GET /api/health/live (liveness): 200 whenever the process answers.
 */
import { z } from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok').check(z.describe('ok: le effemeridi rispondono')),
  ephemeris: z.string().check(z.describe('Versione di Swiss Ephemeris')),
  database: z.enum(['ok', 'unused']).check(z.describe('Database degli iscritti al questionario interno ("unused" con un questionario esterno)')),
});

export const healthLiveResponseSchema = z.object({
  status: z.literal('ok').check(z.describe('ok: il processo risponde')),
});
