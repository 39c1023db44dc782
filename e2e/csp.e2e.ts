/**
 * The site under its Content-Security-Policy in Chromium: the header is there, a violation is seen
 * (so the check every test runs is real), the app, the API docs and an external questionnaire on
 * another origin work without one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { setupPages } from './browser.ts';

const openPage = setupPages();

describe('Content-Security-Policy', () => {
  test('the app page is served with it, and a blocked script or style is reported, in the page and in the questionnaire frame', async () => {
    const t = await openPage();
    const response = await t.page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await t.page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).waitFor();
    await t.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.iniettato = true';
      document.head.append(script);
    });
    await expect.poll(() => t.cspViolations.length).toBeGreaterThan(0);
    expect(t.cspViolations[0]).toMatch(/^script-src-elem inline /);
    await expect.poll(() => t.page.evaluate(() => 'iniettato' in window)).toBe(false);
    // Inside the questionnaire's frame too, under that page's own policy.
    await t.page.frameLocator('iframe[title="Questionario per ricevere gli aggiornamenti"]').getByLabel('Indirizzo e-mail').waitFor();
    const frame = t.page.frames().find((f) => f.url().endsWith('/questionario'));
    await frame!.evaluate(() => {
      const style = document.createElement('link');
      style.rel = 'stylesheet';
      style.href = '/assets/iniettato.css';
      document.head.append(style);
    });
    await expect.poll(() => t.cspViolations.some((v) => v.startsWith('style-src-elem') && v.includes('/questionario'))).toBe(true);
    // Seen on purpose: not a failure of this test.
    t.cspViolations.splice(0);
    t.errors.splice(0);
  });

  test('the API documentation page works under it', async () => {
    const t = await openPage();
    await t.page.goto('/api/docs');
    await t.page.getByText('Astrolabio API').first().waitFor();
    expect(t.errors).toEqual([]);
  });
});

describe('an external questionnaire (QUESTIONNAIRE_URL on another origin)', () => {
  let questionnaire: Server;
  let app: FastifyInstance;
  let appURL: string;
  let formURL: string;
  beforeAll(async () => {
    // Another origin: another port on the loopback address.
    questionnaire = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html lang="it"><title>Modulo esterno</title><h1>Modulo esterno</h1><form><input name="email"></form>');
    });
    await new Promise<void>((done) => questionnaire.listen(0, '127.0.0.1', done));
    formURL = `http://127.0.0.1:${(questionnaire.address() as AddressInfo).port}/modulo`;
    app = await buildApp({
      webDistDir: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
      site: { questionnaireUrl: formURL, sourceCodeUrl: 'https://example.org/astrolabio' },
    });
    appURL = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    questionnaire.closeAllConnections();
    await new Promise((done) => questionnaire.close(done));
  });

  test('the gate frames it without a violation', async () => {
    const t = await openPage({ baseURL: appURL });
    await t.page.goto('/');
    const form = t.page.frameLocator('iframe[title="Questionario per ricevere gli aggiornamenti"]');
    await form.getByRole('heading', { name: 'Modulo esterno' }).waitFor();
    await t.page.getByText('Come procedere').waitFor({ state: 'visible' });
    expect(t.errors).toEqual([]);
  });
});
