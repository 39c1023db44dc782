/**
 * Cache headers: API results are pure functions of the request (same input, same chart), so a
 * successful GET may be cached for a day; errors and POSTs are not cached. A GET whose query holds
 * birth data (its contract row says `personalQuery`) is cached by the browser only (`private`),
 * never by a shared cache on the way.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type AnyRoute } from '@astrolabio/contract';

export const API_CACHE_CONTROL = 'public, max-age=86400';
export const PERSONAL_CACHE_CONTROL = 'private, max-age=86400';
/** What every error and POST answer says: not to be cached. */
export const NO_STORE = 'no-store';

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const cacheable = request.method === 'GET' && reply.statusCode === 200;
    if (!cacheable) {
      reply.header('cache-control', NO_STORE);
      return;
    }
    const rowName = request.routeOptions.config.row;
    const row: AnyRoute | undefined = rowName ? API_ROUTES[rowName] : undefined;
    reply.header('cache-control', row?.personalQuery ? PERSONAL_CACHE_CONTROL : API_CACHE_CONTROL);
  });
}
