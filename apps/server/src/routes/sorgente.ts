/**
 * GET /sorgente.tar.gz: the source code of the running version, as AGPL section 13 asks of a
 * network service. Made on request by `git archive` from the checkout the server runs from, so it
 * is always the committed code of this very version; without a git checkout the route is absent
 * and the footer links the licence (see site-config.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

export const SOURCE_ARCHIVE_PATH = '/sorgente.tar.gz';
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** True when the server runs from a git checkout whose source can be archived. */
export function canArchiveSource(root: string = REPOSITORY_ROOT): boolean {
  return existsSync(join(root, '.git'));
}

export const sorgenteRoutes = (root: string = REPOSITORY_ROOT): FastifyPluginAsync => async (app) => {
  app.get(SOURCE_ARCHIVE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const git = spawn('git', ['archive', '--format=tar.gz', '--prefix=astrolabio/', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    git.on('error', (err) => request.log.error({ err }, 'git archive failed'));
    git.stderr.on('data', (chunk: Buffer) => request.log.warn({ stderr: chunk.toString() }, 'git archive'));
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', 'attachment; filename="astrolabio-sorgente.tar.gz"')
      .header('cache-control', 'no-cache')
      .send(git.stdout);
  });
};
