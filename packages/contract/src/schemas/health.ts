/**
 * GET /api/health: 200 when the ephemeris answers with its files and the subscribers' database can
 * be used (or is not used: external questionnaire), 503 otherwise.
 */
import { z } from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok').check(z.describe('ok: le effemeridi rispondono')),
  ephemeris: z.string().check(z.describe('Versione di Swiss Ephemeris')),
  database: z.enum(['ok', 'unused']).check(z.describe('Database degli iscritti al questionario interno ("unused" con un questionario esterno)')),
});
