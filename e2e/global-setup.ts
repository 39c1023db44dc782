/**
 * Starts what the browser tests run against: the real Astrolabio server (built web app, real
 * ephemeris, a temporary SQLite file for the questionnaire) on a free port, and one Chromium that
 * every test file connects to.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    subscribersDbPath: string;
  }
}

const webDistDir = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

export default async function setup(project: TestProject) {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run test:e2e`, which builds it first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'astrolabio-e2e-'));
  const subscribersDbPath = join(dataDir, 'iscritti.sqlite');
  const app = await buildApp({
    webDistDir,
    site: { subscribersDbPath, privacyEmail: 'privacy@astrolabio.test', sourceCodeUrl: 'https://example.org/astrolabio' },
    // No rate limits (buildApp's default): the whole suite is one client, 127.0.0.1; the limits are the API tests' subject.
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  project.provide('baseURL', address);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('subscribersDbPath', subscribersDbPath);

  return async () => {
    await browserServer.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
