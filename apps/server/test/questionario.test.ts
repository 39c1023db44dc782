/** The built-in questionnaire: page, validation, storage (repeated e-mail once), and /api/config. */
import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openSqliteSubscriberStore } from '../src/questionnaire/sqlite-subscribers.ts';
import { QUESTIONNAIRE_TEXTS } from '../src/messages.ts';
import { LICENCE_URL, siteConfigFromEnv, type SiteConfig } from '../src/site-config.ts';
import { postQuestionnaire } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(site: Partial<SiteConfig> = {}) {
  const subscribers = openSqliteSubscriberStore(':memory:');
  // The store is closed by the app's onClose hook; keep a reference to read it in the test.
  // No source archive here: the link falls back to the licence (sorgente.test.ts covers the archive).
  app = await buildApp({ site, deps: { subscribers, sourceArchive: undefined } });
  return { app, subscribers };
}

function post(a: FastifyInstance, form: Record<string, string>) {
  return a.inject(postQuestionnaire(form));
}

describe('GET /questionario', () => {
  test('serves an Italian HTML form that only our own pages may frame', async () => {
    const { app } = await appWith({ privacyEmail: 'privacy@esempio.it' });
    const res = await app.inject({ method: 'GET', url: '/questionario' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('name="email"');
    expect(res.body).toContain('name="consenso"');
    expect(res.body).toContain('scrivi a privacy@esempio.it');
  });

  test('is not served when an external questionnaire is configured', async () => {
    const { app } = await appWith({ questionnaireUrl: 'https://moduli.esempio.it/astrolabio' });
    const res = await app.inject({ method: 'GET', url: '/questionario' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /questionario', () => {
  test('stores a valid e-mail once, whatever its case and spacing', async () => {
    const { app, subscribers } = await appWith();
    const first = await post(app, { email: 'Maria.Rossi@Esempio.it', consenso: 'si' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(QUESTIONNAIRE_TEXTS.thanks);
    const again = await post(app, { email: '  maria.rossi@esempio.it ', consenso: 'si' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(QUESTIONNAIRE_TEXTS.thanks);
    expect((await subscribers.list()).map((s) => s.email)).toEqual(['maria.rossi@esempio.it']);
  });

  test.each([
    ['an empty e-mail', { email: '', consenso: 'si' }, QUESTIONNAIRE_TEXTS.emailRequired],
    ['an e-mail without domain', { email: 'maria@', consenso: 'si' }, QUESTIONNAIRE_TEXTS.emailInvalid],
    ['text that is not an e-mail', { email: 'non è una mail', consenso: 'si' }, QUESTIONNAIRE_TEXTS.emailInvalid],
    ['an e-mail longer than 254 characters', { email: `${'a'.repeat(250)}@esempio.it`, consenso: 'si' }, QUESTIONNAIRE_TEXTS.emailInvalid],
    ['no consent', { email: 'maria@esempio.it' }, QUESTIONNAIRE_TEXTS.consentRequired],
  ])('answers 400 with the Italian message for %s, storing nothing', async (_name, form, message) => {
    const { app, subscribers } = await appWith();
    const res = await post(app, form);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message.replace("'", '&#39;'));
    expect(await subscribers.list()).toEqual([]);
  });

  test('keeps what the visitor typed when the form comes back with an error', async () => {
    const { app } = await appWith();
    const res = await post(app, { email: 'maria@esempio.it' });
    expect(res.body).toContain('value="maria@esempio.it"');
  });

  test('escapes what the visitor typed', async () => {
    const { app } = await appWith();
    const res = await post(app, { email: '"><script>alert(1)</script>', consenso: 'si' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  test('thanks a bot that filled the hidden field but stores nothing', async () => {
    const { app, subscribers } = await appWith();
    const res = await post(app, { email: 'bot@esempio.it', consenso: 'si', sito: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await subscribers.list()).toEqual([]);
  });
});

describe('GET /api/config', () => {
  test('points the gate at the built-in questionnaire by default', async () => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ questionnaireUrl: '/questionario', privacyEmail: null, sourceCodeUrl: LICENCE_URL });
  });

  test('points the gate at the external questionnaire when configured', async () => {
    const { app } = await appWith(siteConfigFromEnv({ QUESTIONNAIRE_URL: 'https://moduli.esempio.it/f?id=1', PRIVACY_EMAIL: 'privacy@esempio.it' }));
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ questionnaireUrl: 'https://moduli.esempio.it/f?id=1', privacyEmail: 'privacy@esempio.it' });
  });
});
