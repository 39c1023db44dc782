/** Every error answer of the API: `{ "error": "<Italian sentence naming the field>" }`. */
import { z } from 'zod/mini';

export const errorResponseSchema = z.object({ error: z.string().check(z.describe('Messaggio in italiano che nomina il campo')) });
