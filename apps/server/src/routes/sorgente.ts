/**
 * GET /sorgente.tar.gz: the source code of the running version, as AGPL section 13 asks of a
 * network service. The archive is made before the server listens (source-archive.ts) and served
 * from memory with its commit as ETag; without one the route is absent and the footer links
 * elsewhere (app.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SourceArchive } from '../source-archive.ts';

export const SOURCE_ARCHIVE_PATH = '/sorgente.tar.gz';

export const sorgenteRoutes = (archive: SourceArchive): FastifyPluginAsync => async (app) => {
  const etag = `"${archive.commit}"`;
  app.get(SOURCE_ARCHIVE_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', 'attachment; filename="astrolabio-sorgente.tar.gz"')
      .send(archive.bytes);
  });
};
