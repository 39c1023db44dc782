/**
 * Hostile clients: a flood of forms or calculations from one address is limited (429, Italian,
 * Retry-After) while others go on; a form posted from another site is refused and nothing stored;
 * every answer carries the security headers; answers whose URL holds birth data are `private`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { HTTP_TEXTS, MESSAGES, QUESTIONNAIRE_TEXTS } from '../src/messages.ts';
import { API_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from '../src/plugins/cache.ts';
import { PERMISSIONS_POLICY } from '../src/plugins/security-headers.ts';
import { openSqliteSubscriberStore } from '../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../src/questionnaire/subscriber-store.ts';
import { postQuestionnaire, ROME_1990 } from './helpers.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function appWith(options: AppOptions = {}): Promise<{ app: FastifyInstance; subscribers: SubscriberStore }> {
  const subscribers = openSqliteSubscriberStore(':memory:');
  const app = await buildApp({ ...options, deps: { subscribers, sourceArchive: undefined, ...options.deps } });
  apps.push(app);
  return { app, subscribers };
}

function postForm(app: FastifyInstance, email: string, extra: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}) {
  return app.inject(postQuestionnaire({ email, consenso: 'si' }, extra));
}

const SMALL_LIMITS = { questionnaire: { max: 2, windowMs: 60_000 }, calculations: { max: 3, windowMs: 60_000 }, places: { max: 6, windowMs: 60_000 } };

describe('rate limits (per client address)', { timeout: 30_000 }, () => {
  test('the questionnaire takes two forms a minute from one address: the third gets 429 and the page says why; nothing more is stored', async () => {
    const { app, subscribers } = await appWith({ rateLimits: SMALL_LIMITS });
    expect((await postForm(app, 'a@esempio.it')).statusCode).toBe(200);
    expect((await postForm(app, 'b@esempio.it')).statusCode).toBe(200);
    const refused = await postForm(app, 'c@esempio.it');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(HTTP_TEXTS.rateLimited(Number(refused.headers['retry-after'])));
    expect((await subscribers.list()).map((s) => s.email)).toEqual(['a@esempio.it', 'b@esempio.it']);
    // Another address is not affected.
    expect((await postForm(app, 'd@esempio.it', { remoteAddress: '127.0.0.2' })).statusCode).toBe(200);
  });

  test('the window passes and the address may post again (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T10:00:00Z') });
    const { app } = await appWith({ rateLimits: SMALL_LIMITS });
    await postForm(app, 'a@esempio.it');
    await postForm(app, 'b@esempio.it');
    expect((await postForm(app, 'c@esempio.it')).statusCode).toBe(429);
    vi.setSystemTime(new Date('2025-06-01T10:01:00.001Z'));
    expect((await postForm(app, 'c@esempio.it')).statusCode).toBe(200);
  });

  test('calculations: the fourth in a minute gets 429 with the Italian JSON error; other routes and the form keep their own counts', async () => {
    const { app } = await appWith({ rateLimits: SMALL_LIMITS });
    const chart = () => app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 });
    for (let i = 0; i < 3; i++) expect((await chart()).statusCode).toBe(200);
    const refused = await chart();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: HTTP_TEXTS.rateLimited(Number(refused.headers['retry-after'])) });
    expect(refused.headers['cache-control']).toBe('no-store');
    // The same group: the transit exports.
    expect((await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2025-01-01&endDate=2025-01-02' })).statusCode).toBe(429);
    // Place search has its own count; config and health none; and the form has its own count.
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/luoghi?q=roma' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await postForm(app, 'a@esempio.it')).statusCode).toBe(200);
  });

  test('behind one proxy (TRUST_PROXY=1) each client has its own count, and an address a client writes itself is not believed', async () => {
    const PROXY = '172.18.0.5';
    const { app } = await appWith({ rateLimits: SMALL_LIMITS, trustProxy: 1 });
    // nginx appends the address it sees to whatever X-Forwarded-For the client sent.
    const chart = (forwardedFor: string) => app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 3; i++) expect((await chart('203.0.113.1')).statusCode).toBe(200);
    expect((await chart('203.0.113.1')).statusCode).toBe(429);
    expect((await chart('198.51.100.9, 203.0.113.1')).statusCode).toBe(429);
    expect((await chart('203.0.113.2')).statusCode).toBe(200);
  });

  test('place search and resolution: the seventh in a minute gets 429, shared by both routes', async () => {
    const { app } = await appWith({ rateLimits: SMALL_LIMITS });
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/luoghi?q=roma' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/resolve-location?place=Roma&date=1990-01-01' })).statusCode).not.toBe(429);
    const refused = await app.inject({ method: 'GET', url: '/api/resolve-location?place=Roma&date=1990-01-01' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: HTTP_TEXTS.rateLimited(Number(refused.headers['retry-after'])) });
  });

  test('behind TRUST_PROXY an IPv6 client is counted by its /64: rotating addresses inside it does not reset the count', async () => {
    const { app } = await appWith({ rateLimits: SMALL_LIMITS, trustProxy: 1 });
    const post = (forwardedFor: string, email: string) => postForm(app, email, { remoteAddress: '172.18.0.5', headers: { 'x-forwarded-for': forwardedFor } });
    expect((await post('2001:db8:1:2::1', 'a@esempio.it')).statusCode).toBe(200);
    expect((await post('2001:db8:1:2:ffff:ee:dd:cc', 'b@esempio.it')).statusCode).toBe(200);
    expect((await post('2001:0db8:0001:0002:1234::9', 'c@esempio.it')).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await post('2001:db8:1:3::1', 'd@esempio.it')).statusCode).toBe(200);
  });

  test('with a /48 prefix configured, the whole /48 is one client', async () => {
    const { app } = await appWith({ rateLimits: SMALL_LIMITS, trustProxy: 1, ipv6PrefixBits: 48 });
    const post = (forwardedFor: string, email: string) => postForm(app, email, { remoteAddress: '172.18.0.5', headers: { 'x-forwarded-for': forwardedFor } });
    expect((await post('2001:db8:1:2::1', 'a@esempio.it')).statusCode).toBe(200);
    expect((await post('2001:db8:1:3::1', 'b@esempio.it')).statusCode).toBe(200);
    expect((await post('2001:db8:1:4::1', 'c@esempio.it')).statusCode).toBe(429);
  });

  test('without TRUST_PROXY X-Forwarded-For is ignored: behind a proxy every client shares its address', async () => {
    const { app } = await appWith({ rateLimits: SMALL_LIMITS });
    const chart = (forwardedFor: string) => app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990, remoteAddress: '172.18.0.5', headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 3; i++) expect((await chart(`203.0.113.${i}`)).statusCode).toBe(200);
    expect((await chart('203.0.113.9')).statusCode).toBe(429);
  });

  test('a maximum of 0 turns a limit off', async () => {
    const { app } = await appWith({ rateLimits: { questionnaire: { max: 0, windowMs: 1000 }, calculations: { max: 0, windowMs: 1000 }, places: { max: 0, windowMs: 1000 } } });
    for (let i = 0; i < 5; i++) expect((await postForm(app, `x${i}@esempio.it`)).statusCode).toBe(200);
  });
});

describe('cross-site form posts', () => {
  test.each([
    ['another site, as a browser says it', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sister site', { origin: 'http://sub.localhost:80', 'sec-fetch-site': 'same-site' }],
    ['another origin, from an old browser without Sec-Fetch-Site', { origin: 'http://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses %s: 403, the page says why, nothing is stored', async (_name, headers) => {
    const { app, subscribers } = await appWith();
    const res = await postForm(app, 'vittima@esempio.it', { headers });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(HTTP_TEXTS.crossSiteForm.replace("'", '&#39;'));
    expect(await subscribers.list()).toEqual([]);
  });

  test.each([
    ['our own page', { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }],
    ['our own page, from an old browser', { origin: 'http://localhost:80' }],
    ['a request no browser made (no Origin, no Sec-Fetch-Site)', {}],
  ])('accepts %s', async (_name, headers) => {
    const { app, subscribers } = await appWith();
    const res = await postForm(app, 'maria@esempio.it', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(QUESTIONNAIRE_TEXTS.thanks);
    expect((await subscribers.list()).map((s) => s.email)).toEqual(['maria@esempio.it']);
  });
});

describe('security headers', { timeout: 30_000 }, () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'astrolabio-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Astrolabio</title>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** The answer of a fresh app with the built page; a POST sends a broken JSON body (an API error). */
  async function answerOf(method: 'GET' | 'POST', url: string) {
    const { app } = await appWith({ webDistDir: dist });
    return app.inject({ method, url, ...(method === 'POST' ? { payload: '{', headers: { 'content-type': 'application/json' } } : {}) });
  }

  /** The CSP as a map: directive → its sources. */
  function csp(header: unknown): Map<string, string[]> {
    return new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name!, sources]));
  }

  test.each([
    ['the app page', 'GET', '/'],
    ['a page path', 'GET', '/testing'],
    ['an API answer', 'GET', '/api/health'],
    ['an API error', 'POST', '/api/tema-natale'],
    ['the JSON 404', 'GET', '/api/nessuna'],
  ] as const)('on %s (%s %s)', async (_name, method, url) => {
    const res = await answerOf(method, url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['permissions-policy']).toContain('camera=()');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  // Issue 23 computes them once instead of @fastify/helmet on every request: the same set, to the byte,
  // as that plugin wrote with these options (recorded from 99ffa0f's answers), and issue 22's Permissions-Policy.
  test.each([
    ['a page', 'GET', '/'],
    ['an API answer', 'GET', '/api/health'],
    ['an API error', 'POST', '/api/tema-natale'],
  ] as const)('the whole set on %s is what @fastify/helmet wrote, and nothing else', async (_name, method, url) => {
    const res = await answerOf(method, url);
    const security = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !['content-type', 'content-length', 'cache-control', 'date', 'connection', 'etag', 'last-modified', 'accept-ranges', 'vary', 'content-encoding'].includes(name)));
    expect(security).toEqual({
      'content-security-policy': "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src 'self';frame-ancestors 'self';form-action 'self';base-uri 'self';object-src 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': PERMISSIONS_POLICY,
    });
  });

  test('an external questionnaire: its origin, and only it, may be framed', async () => {
    const { app } = await appWith({ webDistDir: dist, site: { questionnaireUrl: 'https://moduli.esempio.it/f?id=1' } });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(csp(res.headers['content-security-policy']).get('frame-src')).toEqual(["'self'", 'https://moduli.esempio.it']);
  });

  test('the built-in questionnaire keeps its stricter policy: no script at all, framed by our pages only', async () => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'GET', url: '/questionario' });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a URL that does not decode, answered before routing, is still nosniff and Italian', async () => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/luoghi%E0?q=roma' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.badUrl });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cache headers of answers that carry birth data', () => {
  const BIRTH = 'datetime=1990-01-01T12:00&latitude=41.9&longitude=12.5&timezone=1&startDate=2025-01-01&endDate=2025-01-31';
  test.each([
    ['/api/transiti.ics', `/api/transiti.ics?${BIRTH}`],
    ['/api/transiti.csv', `/api/transiti.csv?${BIRTH}`],
    ['/api/resolve-location', '/api/resolve-location?place=Roma&date=1990-01-01&time=12:00'],
  ])('GET %s is private: kept by the browser only', async (_name, url) => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  test('the daily positions, the same for everyone, stay public', async () => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/transiti-mensili?startDate=2025-01-01&endDate=2025-01-02' });
    expect(res.headers['cache-control']).toBe(API_CACHE_CONTROL);
  });
});
