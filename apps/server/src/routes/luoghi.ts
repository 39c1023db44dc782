/** GET /api/luoghi?q=…&limit=5: place suggestions (spec sections 4 and 7: at least 3 characters, 5 results). */
import { SPEC_ERRORS, SUGGESTIONS_MIN_CHARS, type API_ROUTES } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import type { InlineHandler } from './serve-row.ts';

/** The row's handler: inline, a search of the gazetteer's index (or the geocoder, I/O). */
export const luoghiHandler = (deps: AppDeps): InlineHandler<typeof API_ROUTES.luoghi> => async ({ q, limit }, request, reply) => {
  if (q.trim().length < SUGGESTIONS_MIN_CHARS) return { results: [] };
  try {
    return { results: await deps.places.suggest(q, limit) };
  } catch (err) {
    request.log.error({ err }, 'place suggestions failed');
    return reply.code(503).send({ error: SPEC_ERRORS.suggestionsFailed });
  }
};
