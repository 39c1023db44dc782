/**
 * One log line per answered request, at `debug`: off at the default level `info`, so production
 * logs hold start, warnings and errors, not every visit (nor the birth data of an export's query).
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) }, 'request');
  });
}
