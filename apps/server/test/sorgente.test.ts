/**
 * GET /sorgente.tar.gz: the AGPL source archive of the running checkout, made before the server
 * listens (or by npm run build), never by a request; the footer links it only when it exists; a
 * checkout owned by another user ("dubious ownership" to git) is archived all the same.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app.ts';
import { LICENCE_URL } from '../src/site-config.ts';
import { SOURCE_ARCHIVE_PATH } from '../src/routes/sorgente.ts';
import { headCommit, loadSourceArchive, makeSourceArchive, readSourceArchive, REPOSITORY_ROOT, writeSourceArchive } from '../src/source-archive.ts';

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

const isCheckout = (await headCommit(REPOSITORY_ROOT)) !== undefined;

describe.runIf(isCheckout)('GET /sorgente.tar.gz (AGPL §13: the running version offers its source)', async () => {
  const app = await buildApp();
  afterAll(() => app.close());

  test('the footer link points to the archive by default', async () => {
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

  test('two requests give the same bytes, with the commit as ETag', async () => {
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


/** A throw-away git checkout with one committed file. */
function tempRepo(): { root: string; git: (...args: string[]) => void } {
  const root = mkdtempSync(join(tmpdir(), 'astrolabio-sorgente-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', '-c', 'safe.directory=*', ...args], { cwd: root, stdio: 'ignore' });
  git('init', '--quiet');
  writeFileSync(join(root, 'LICENSE'), 'AGPL\n');
  git('add', 'LICENSE');
  git('commit', '--quiet', '-m', 'first');
  return { root, git };
}

describe('where the archive comes from', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const temp = () => {
    const d = mkdtempSync(join(tmpdir(), 'astrolabio-build-'));
    dirs.push(d);
    return d;
  };

  test('without a checkout and without a built archive there is none: no route, the footer links the licence', async () => {
    const noGit = temp();
    expect(await loadSourceArchive(noGit, temp())).toBeUndefined();
    const app = await buildApp({ deps: { sourceArchive: undefined } });
    try {
      expect((await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ sourceCodeUrl: LICENCE_URL });
    } finally {
      await app.close();
    }
  });

  test('SOURCE_CODE_URL is linked when set, whatever the server has', async () => {
    const app = await buildApp({ site: { sourceCodeUrl: 'https://example.org/astrolabio' }, deps: { sourceArchive: undefined } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ sourceCodeUrl: 'https://example.org/astrolabio' });
    } finally {
      await app.close();
    }
  });

  test('the built archive is served without git (an installed copy without .git)', async () => {
    const { root } = tempRepo();
    dirs.push(root);
    const built = temp();
    writeSourceArchive(await makeSourceArchive(root), built);
    const loaded = await loadSourceArchive(temp(), built);
    expect(loaded?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(tarNames(gunzipSync(loaded!.bytes))).toContain('astrolabio/LICENSE');
  });

  test('a built archive of an older commit gives way to the checked-out one', async () => {
    const { root, git } = tempRepo();
    dirs.push(root);
    const built = temp();
    writeSourceArchive(await makeSourceArchive(root), built);
    writeFileSync(join(root, 'README.md'), 'later\n');
    git('add', 'README.md');
    git('commit', '--quiet', '-m', 'second');
    const loaded = await loadSourceArchive(root, built);
    expect(loaded?.commit).toBe(await headCommit(root));
    expect(loaded?.commit).not.toBe(readSourceArchive(built)?.commit);
    expect(tarNames(gunzipSync(loaded!.bytes))).toContain('astrolabio/README.md');
  });

  // git refuses a repository another user owns ("dubious ownership") unless safe.directory says
  // otherwise: the service user rarely owns the checkout it runs from. Only root can give a folder away.
  test.runIf(process.getuid?.() === 0)('a checkout owned by another user is archived all the same', async () => {
    const { root } = tempRepo();
    dirs.push(root);
    const chownTree = (dir: string) => {
      chownSync(dir, 65534, 65534);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) chownTree(path);
        else chownSync(path, 65534, 65534);
      }
    };
    chownTree(root);
    // Plain git, as the route ran it before: refused.
    expect(() => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: 'pipe' })).toThrow(/dubious ownership/);
    const archive = await loadSourceArchive(root, temp());
    expect(archive?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(tarNames(gunzipSync(archive!.bytes))).toContain('astrolabio/LICENSE');
  });
});
