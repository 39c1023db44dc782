/** GET /api/luoghi?q=…&limit=5: place suggestions (spec sections 4 and 7: at least 3 characters, 5 results). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, luoghiQuerySchema, luoghiResponseSchema, SPEC_ERRORS, SUGGESTIONS_MIN_CHARS } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';

export const luoghiRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/luoghi', {
    schema: {
      summary: 'Suggerimenti di luoghi: comuni italiani, località, città estere',
      querystring: luoghiQuerySchema,
      response: { 200: luoghiResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
    },
  }, async (request, reply) => {
    const { q, limit } = request.query;
    if (q.trim().length < SUGGESTIONS_MIN_CHARS) return { results: [] };
    try {
      return { results: await deps.places.suggest(q, limit) };
    } catch (err) {
      request.log.error({ err }, 'place suggestions failed');
      return reply.code(503).send({ error: SPEC_ERRORS.suggestionsFailed });
    }
  });
};
