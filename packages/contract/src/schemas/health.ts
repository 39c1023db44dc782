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
  backup: z.optional(z.object({
    status: z.enum(['ok', 'failing', 'late']).check(z.describe("ok; failing: l'ultimo backup non è riuscito (ritentato entro un'ora); late: l'ultimo riuscito è più vecchio del suo intervallo più un'ora")),
    lastSuccessAt: z.nullable(z.string()).check(z.describe("Ultimo backup riuscito, ISO-8601 UTC")),
    lastFailureAt: z.nullable(z.string()).check(z.describe("Ultimo backup non riuscito, ISO-8601 UTC")),
  }).check(z.describe('Backup degli iscritti, come li registrano il servizio backup e npm run iscritti -- backup; assente se nessuno è mai stato registrato'))),
});

export const healthLiveResponseSchema = z.object({
  status: z.literal('ok').check(z.describe('ok: il processo risponde')),
});
