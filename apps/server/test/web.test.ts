/** The built web app's pages: index.html for any page path (GET and HEAD), the JSON 404 elsewhere. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
