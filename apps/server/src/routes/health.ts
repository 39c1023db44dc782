/**
 * GET /api/health: 200 when the ephemeris answers with its files and the subscribers' database
 * can be used (or is not used: external questionnaire), 503 otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { HTTP_TEXTS, MESSAGES } from '../messages.ts';

const PROBE_JD = 2451545; // J2000: any date inside the files' range.

export const healthRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/health', {
    schema: {
      summary: 'Stato del server',
      response: { 200: healthResponseSchema, 503: errorResponseSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      deps.ephemeris.position(PROBE_JD, 'moon');
      deps.ephemeris.position(PROBE_JD, 'chiron');
    } catch {
      return reply.code(503).send({ error: MESSAGES.ephemerisUnavailable });
    }
    try {
      await deps.subscribers?.check();
    } catch (err) {
      request.log.error({ err }, 'subscribers database unusable');
      return reply.code(503).send({ error: HTTP_TEXTS.databaseUnavailable });
    }
    return { status: 'ok' as const, ephemeris: deps.ephemerisVersion, database: deps.subscribers ? 'ok' as const : 'unused' as const };
  });
};
