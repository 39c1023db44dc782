/** GET /api/config: the public site settings the web app needs (gate questionnaire, privacy contact, source link). */
import { z } from 'zod/mini';

/** The server's own questionnaire page, outside /api because it is a page, not JSON; the gate's fallback. */
export const BUILT_IN_QUESTIONNAIRE_PATH = '/questionario';

export const siteConfigResponseSchema = z.object({
  questionnaireUrl: z.string().check(z.minLength(1), z.describe('Pagina del questionario da incorporare: esterna o /questionario')),
  privacyEmail: z.nullable(z.string()).check(z.describe('Indirizzo per chiedere la cancellazione dei dati')),
  sourceCodeUrl: z.string().check(z.minLength(1), z.describe('Dove scaricare il codice sorgente (AGPL)')),
});
export type SiteConfigResponse = z.output<typeof siteConfigResponseSchema>;
