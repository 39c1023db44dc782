/** GET /sorgente.tar.gz: the AGPL source archive of the running checkout, and the footer link to it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { MESSAGES } from '../src/messages.ts';
import { DEFAULT_SOURCE_CODE_URL } from '../src/site-config.ts';
import { canArchiveSource, sorgenteRoutes, SOURCE_ARCHIVE_PATH } from '../src/routes/sorgente.ts';

/** Names of the files in a tar archive (512-byte headers; names in the first 100 bytes). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar.subarray(offset, offset + 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(tar.subarray(offset + 124, offset + 136).toString('utf8').trim() || '0', 8);
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe.runIf(canArchiveSource())('GET /sorgente.tar.gz (AGPL §13: the running version offers its source)', async () => {
  const app = await buildApp();
  afterAll(() => app.close());

  test('the footer link points to the archive by default', async () => {
    expect(DEFAULT_SOURCE_CODE_URL).toBe(SOURCE_ARCHIVE_PATH);
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sourceCodeUrl: SOURCE_ARCHIVE_PATH });
  });

  test('the archive holds the committed tree of this checkout', async () => {
    const res = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const names = tarNames(gunzipSync(res.rawPayload));
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of ['LICENSE', 'README.md', 'packages/core/src/chart.ts', 'apps/server/src/app.ts']) {
      expect(tracked).toContain(file);
      expect(names).toContain(`astrolabio/${file}`);
    }
  });

  test('the archive is made once: two requests give the same bytes, with the commit as ETag', async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const first = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
    const second = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers.etag).toBe(`"${head}"`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  test('a browser that holds this version gets 304 without the archive', async () => {
    const { headers } = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
    const res = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH, headers: { 'if-none-match': String(headers.etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload).toHaveLength(0);
  });
});

describe('GET /sorgente.tar.gz when git fails', () => {
  const root = mkdtempSync(join(tmpdir(), 'astrolabio-sorgente-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const gitIn = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd: root, stdio: 'ignore' });

  test('answers 500 in Italian, tries again on the next request, then keeps the archive it made', async () => {
    const app = Fastify();
    await app.register(sorgenteRoutes(root));
    try {
      const failed = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: MESSAGES.sourceArchiveFailed });

      gitIn('init', '--quiet');
      writeFileSync(join(root, 'LICENSE'), 'AGPL\n');
      gitIn('add', 'LICENSE');
      gitIn('commit', '--quiet', '-m', 'first');
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
      const retried = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
      expect(retried.statusCode).toBe(200);
      expect(retried.headers.etag).toBe(`"${head}"`);
      expect(tarNames(gunzipSync(retried.rawPayload))).toContain('astrolabio/LICENSE');

      // Made once per running commit: a later commit in the folder does not rebuild it.
      writeFileSync(join(root, 'README.md'), 'later\n');
      gitIn('add', 'README.md');
      gitIn('commit', '--quiet', '-m', 'second');
      const again = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
      expect(again.headers.etag).toBe(`"${head}"`);
      expect(Buffer.compare(again.rawPayload, retried.rawPayload)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
