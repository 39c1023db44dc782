/**
 * Cache headers: API results are pure functions of the request (same input, same chart), so a
 * successful GET may be cached by the browser for a day; errors and POSTs are not cached.
 */
import type { FastifyInstance } from 'fastify';

export const API_CACHE_CONTROL = 'public, max-age=86400';
/** What every error and POST answer says: not to be cached. */
export const NO_STORE = 'no-store';

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const cacheable = request.method === 'GET' && reply.statusCode === 200;
    reply.header('cache-control', cacheable ? API_CACHE_CONTROL : NO_STORE);
  });
}
