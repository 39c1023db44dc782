/**
 * Serves the built web app: its files at /, compressed ahead when the build did, and index.html for
 * any other non-API path so that the client-side router can draw /testing and the Italian "pagina non trovata".
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '../messages.ts';

export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes brotli-11 and gzip-9 copies beside each file (apps/web/precompress.ts):
      // sent as they are, where the app's compression would redo brotli 4 on every request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/: safe to cache for a year.
        res.header('cache-control', path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb) {
      return reply.code(404).send({ error: MESSAGES.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
