/** GET /api/health: 200 when the ephemeris answers with its files, 503 otherwise. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema } from '@astrolabio/contract';
import type { AppDeps } from '../app.ts';
import { MESSAGES } from '../messages.ts';

const PROBE_JD = 2451545; // J2000: any date inside the files' range.

export const healthRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/health', {
    schema: {
      summary: 'Stato del server',
      response: { 200: healthResponseSchema, 503: errorResponseSchema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      deps.ephemeris.position(PROBE_JD, 'moon');
      deps.ephemeris.position(PROBE_JD, 'chiron');
      return { status: 'ok' as const, ephemeris: deps.ephemerisVersion };
    } catch {
      return reply.code(503).send({ error: MESSAGES.ephemerisUnavailable });
    }
  });
};
