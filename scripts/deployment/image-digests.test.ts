/**
 * `npm run deployment:digests` against a local stand-in for Docker Hub (its token endpoint and
 * HEAD on manifests): the images of compose.yaml and the Dockerfile are found, an unpinned one is
 * reported (exit 1), `--fissa` writes `name:tag@digest` into copies of both files, and then the
 * check passes; a pinned digest the registry lost is reported.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkImages, imageReferencesIn, parseImageReference, reportLines, type Registry } from './image-digests.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./image-digests.ts', import.meta.url));
const digestOf = (n: number) => `sha256:${String(n).repeat(64).slice(0, 64)}`;

/** Every tag of this project's files points to a digest of its own; one older digest still exists. */
function fakeRegistry(tags: Map<string, string>, extraDigests: Set<string>): Server {
  return createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/token') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ token: `t-${url.searchParams.get('scope')}` }));
    }
    const m = /^\/v2\/(.+)\/manifests\/(.+)$/.exec(url.pathname);
    const repository = m?.[1];
    const wanted = m?.[2];
    const expectedToken = `Bearer t-repository:${repository}:pull`;
    if (!m || req.method !== 'HEAD' || req.headers.authorization !== expectedToken || !req.headers.accept?.includes('image.index')) {
      res.statusCode = 400;
      return res.end();
    }
    const digest = wanted!.startsWith('sha256:') ? ([...tags.values(), ...extraDigests].includes(wanted!) ? wanted : undefined) : tags.get(`${repository}:${wanted}`);
    res.statusCode = digest ? 200 : 404;
    if (digest) res.setHeader('docker-content-digest', digest);
    res.end();
  });
}

describe('image digests', () => {
  const references = ['compose.yaml', 'Dockerfile'].flatMap((f) => imageReferencesIn(readFileSync(join(REPO, f), 'utf8')));
  const tags = new Map(references.map((r, i) => {
    const ref = parseImageReference(r)!;
    return [`${ref.repository}:${ref.tag}`, digestOf(i + 1)] as const;
  }));
  const server = fakeRegistry(tags, new Set([digestOf(9)]));
  let registry: Registry;
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-digests-'));
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    registry = { url: `http://127.0.0.1:${port}`, authUrl: `http://127.0.0.1:${port}/token`, service: 'registry.docker.io' };
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('finds the images both files pull, the app\'s own image left out, each with its tag', () => {
    const names = references.map((r) => parseImageReference(r)?.nameAndTag);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^postgres:15\./), expect.stringMatching(/^caddy:2\./), expect.stringMatching(/^node:20\.\d+-bookworm$/), expect.stringMatching(/^node:20\.\d+-bookworm-slim$/)]));
    expect(names.every((n) => n !== undefined)).toBe(true);
    expect(references.some((r) => r.startsWith('astrolabio:'))).toBe(false);
  });

  test('a pinned digest the registry still has passes; one it lost, or none, does not', async () => {
    const reports = await checkImages(['postgres:15.10-bookworm@' + digestOf(9), 'postgres:15.10-bookworm@' + digestOf(8), 'caddy:2.8.4'], registry);
    const { lines, ok } = reportLines(reports);
    expect(ok).toBe(false);
    expect(lines[0]).toMatch(/^postgres:15\.10-bookworm: fissata a sha256:9{64}; il tag ora punta a sha256:/);
    expect(lines[1]).toMatch(/NON esiste sul registro/);
    expect(lines[2]).toMatch(/^caddy:2\.8\.4: NON fissata per digest; il tag ora punta a sha256:/);
  });

  test('the command: unpinned files fail the check; --fissa pins both files; then the check passes', async () => {
    for (const f of ['compose.yaml', 'Dockerfile']) copyFileSync(join(REPO, f), join(dir, f));
    const run = (...args: string[]) => new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
        env: { ...process.env, ASTROLABIO_REPO: dir, ASTROLABIO_REGISTRY_URL: registry.url, ASTROLABIO_REGISTRY_AUTH_URL: registry.authUrl },
      }, (_err, stdout, stderr) => resolve({ code: child.exitCode, out: stdout + stderr }));
    });
    const unpinned = references.filter((r) => parseImageReference(r)!.digest === undefined);
    const before = await run();
    expect(before.code).toBe(unpinned.length > 0 ? 1 : 0);
    expect(await run('--fissa')).toMatchObject({ code: 0 });
    for (const f of ['compose.yaml', 'Dockerfile']) {
      for (const reference of imageReferencesIn(readFileSync(join(dir, f), 'utf8'))) {
        const ref = parseImageReference(reference)!;
        expect(ref.digest, reference).toBe(tags.get(`${ref.repository}:${ref.tag}`));
      }
    }
    const after = await run();
    expect(after.code, after.out).toBe(0);
    expect(after.out).toContain('(come il tag oggi)');
  }, 60_000);
});
