/**
 * GET /sorgente.tar.gz: the source code of the running version, as AGPL section 13 asks of a
 * network service. The commit is read once when the route is registered, and its `git archive` is
 * made once, on the first request, then served from memory with the commit as its ETag: the bytes
 * are always the committed code of this very version, even if the checkout moves on. Without a git
 * checkout the route is absent and the footer links the licence (see site-config.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../messages.ts';

export const SOURCE_ARCHIVE_PATH = '/sorgente.tar.gz';
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The archive is a few MB; the limit only guards against a runaway checkout. */
const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;

const execFileAsync = promisify(execFile);

/** True when the server runs from a git checkout whose source can be archived. */
export function canArchiveSource(root: string = REPOSITORY_ROOT): boolean {
  return existsSync(join(root, '.git'));
}

async function git(root: string, args: string[]): Promise<Buffer> {
  const { stdout } = await execFileAsync('git', args, { cwd: root, encoding: 'buffer', maxBuffer: MAX_ARCHIVE_BYTES });
  return stdout;
}

/** Memoizes an async result; a failure is forgotten, so the next call tries again. */
function memoUnlessFailed<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

export const sorgenteRoutes = (root: string = REPOSITORY_ROOT): FastifyPluginAsync => async (app) => {
  const commit = memoUnlessFailed(async () => (await git(root, ['rev-parse', '--verify', 'HEAD^{commit}'])).toString('utf8').trim());
  const archive = memoUnlessFailed(async () => {
    const id = await commit();
    return { etag: `"${id}"`, bytes: await git(root, ['archive', '--format=tar.gz', '--prefix=astrolabio/', id]) };
  });
  // The running version is the commit checked out now, at start; a failure here is retried on request.
  await commit().catch((err: unknown) => app.log.error({ err }, 'git rev-parse HEAD failed'));

  app.get(SOURCE_ARCHIVE_PATH, { schema: { hide: true } }, async (request, reply) => {
    let made: { etag: string; bytes: Buffer };
    try {
      made = await archive();
    } catch (err) {
      request.log.error({ err }, 'git archive failed');
      return reply.code(500).header('cache-control', 'no-store').send({ error: MESSAGES.sourceArchiveFailed });
    }
    reply.header('etag', made.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === made.etag)) return reply.code(304).send();
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', 'attachment; filename="astrolabio-sorgente.tar.gz"')
      .send(made.bytes);
  });
};
