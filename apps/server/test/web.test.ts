/** The built web app's pages: index.html for any page path (GET and HEAD), the JSON 404 elsewhere; the build's compressed copies sent as they are. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { MESSAGES } from '../src/messages.ts';

const PAGE = '<!doctype html><title>Astrolabio</title>';
let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'astrolabio-web-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  app = await buildApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web pages', () => {
  test.each(['/', '/testing', '/testing/transits-table', '/una-pagina-che-non-esiste'])('GET %s → index.html, and HEAD too', async (url) => {
    const get = await app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toMatch(/^text\/html/);
    expect(get.body).toBe(PAGE);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  test.each([['POST', '/testing'], ['GET', '/api/oroscopo'], ['HEAD', '/api/oroscopo']] as const)('%s %s → the JSON 404', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    if (method !== 'HEAD') expect(res.json()).toEqual({ error: MESSAGES.notFound });
  });
});

describe('files compressed ahead by the build (issue 23)', () => {
  const SCRIPT = `console.log(${JSON.stringify('Astrolabio '.repeat(400))});`;
  const HTML = `<!doctype html><title>Astrolabio</title>${'<p>Benvenuto</p>'.repeat(100)}`;
  let precompressed: string;
  let web: FastifyInstance;
  /** The build's copies, at the levels the build uses: the server must send these very bytes. */
  const copies = (text: string) => ({
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(text, { level: 9 }),
  });
  beforeAll(async () => {
    precompressed = mkdtempSync(join(tmpdir(), 'astrolabio-web-'));
    mkdirSync(join(precompressed, 'assets'));
    for (const [path, text] of [['assets/index-abc.js', SCRIPT], ['index.html', HTML]] as const) {
      writeFileSync(join(precompressed, path), text);
      writeFileSync(join(precompressed, `${path}.br`), copies(text).br);
      writeFileSync(join(precompressed, `${path}.gz`), copies(text).gz);
    }
    web = await buildApp({ webDistDir: precompressed });
  });
  afterAll(async () => {
    await web.close();
    rmSync(precompressed, { recursive: true, force: true });
  });

  test.each([
    ['a script', '/assets/index-abc.js', SCRIPT],
    ['the page', '/', HTML],
    ['a page path (index.html)', '/testing', HTML],
  ])('%s: the brotli-11 copy to a browser, the gzip-9 copy to gzip, the file itself to the rest', async (_name, url, text) => {
    const br = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(copies(text).br)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gz = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(copies(text).gz)).toBe(true);
    const plain = await web.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });
});
