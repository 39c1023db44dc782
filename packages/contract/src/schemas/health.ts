/** GET /api/health: 200 when the ephemeris answers with its files. */
import { z } from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok').check(z.describe('ok: le effemeridi rispondono')),
  ephemeris: z.string().check(z.describe('Versione di Swiss Ephemeris')),
});
