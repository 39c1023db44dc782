/** GET /api/luoghi?q=…&limit=5: place suggestions (spec sections 4 and 7: at least 3 characters, 5 results). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, routeResponses, SPEC_ERRORS, SUGGESTIONS_MIN_CHARS } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';

export const luoghiRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(API_ROUTES.luoghi.path, {
    schema: {
      summary: 'Suggerimenti di luoghi: comuni italiani, località, città estere',
      querystring: API_ROUTES.luoghi.query,
      response: routeResponses(API_ROUTES.luoghi),
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
