/**
 * Per-client request limits (@fastify/rate-limit, counted in this process's memory, so per
 * replica: see docs/decisions/0045-deployment.md): the built-in questionnaire's form, and the routes that compute. Over the limit a client gets 429 with an
 * Italian text and Retry-After; the questionnaire route turns that into its own HTML page.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { clientKey, DEFAULT_IPV6_PREFIX_BITS } from '../client-key.ts';
import { HTTP_TEXTS } from '../messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the client is for every limit and the workers' fair share: its address, IPv6 by network (client-key.ts). */
    clientKey: string;
  }
}

export interface RateLimitRule {
  /** Requests one client may make in a window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

/**
 * The limits by group. The client is `request.clientKey`: `request.ip` (behind a proxy, the address
 * the proxy puts in X-Forwarded-For when TRUST_PROXY says to believe it, else the proxy's own), an
 * IPv6 one by its /64 (RATE_LIMIT_IPV6_PREFIX): a client rotating addresses in its network is one.
 * Counts are per process: with N replicas a client may make up to N times as many requests.
 */
export interface RateLimits {
  /** POST /questionario: a visitor subscribes once or twice; thousands a second are a flood. */
  questionnaire: RateLimitRule;
  /** The routes that compute charts and transits: a person clicks, a script loops. */
  calculations: RateLimitRule;
  /** Place suggestions and resolution: typing asks several a second; with a geocoder key each costs money upstream. */
  places: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  questionnaire: { max: 10, windowMs: 10 * 60_000 },
  calculations: { max: 120, windowMs: 60_000 },
  places: { max: 300, windowMs: 60_000 },
};

/** Every limit off: what buildApp uses when not given limits (tests, benchmarks). */
export const NO_RATE_LIMITS: RateLimits = {
  questionnaire: { max: 0, windowMs: 1 },
  calculations: { max: 0, windowMs: 1 },
  places: { max: 0, windowMs: 1 },
};

/** Which group each limited route belongs to, by method and route path. */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, keyof RateLimits>> = {
  'POST /questionario': 'questionnaire',
  'POST /api/tema-natale': 'calculations',
  'GET /api/transiti-mensili': 'calculations',
  'POST /api/transiti-specifici': 'calculations',
  'POST /api/transiti': 'calculations',
  'POST /api/rivoluzione-solare': 'calculations',
  'POST /api/rivoluzioni-lunari': 'calculations',
  'POST /api/rivoluzione-solare/mirata': 'calculations',
  'POST /api/rivoluzione-solare.ics': 'calculations',
  'GET /api/transiti.ics': 'calculations',
  'POST /api/transiti.ics': 'calculations',
  'GET /api/transiti.csv': 'calculations',
  'POST /api/transiti.csv': 'calculations',
  'GET /api/luoghi': 'places',
  'GET /api/resolve-location': 'places',
};

/** The error a client over its limit gets; the error handlers answer it in Italian. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  readonly code = 'ASTROLABIO_RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number) {
    super(HTTP_TEXTS.rateLimited(retryAfterSeconds));
  }
}

function groupOf(request: FastifyRequest): keyof RateLimits | undefined {
  const url = request.routeOptions.url;
  // HEAD is answered by the GET route: it counts as one.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return url === undefined ? undefined : RATE_LIMITED_ROUTES[`${method} ${url}`];
}

export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, ipv6PrefixBits: number = DEFAULT_IPV6_PREFIX_BITS): Promise<void> {
  app.decorateRequest('clientKey', '');
  app.addHook('onRequest', async (request) => {
    request.clientKey = clientKey(request.ip, ipv6PrefixBits);
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.clientKey,
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  const limiters = new Map<keyof RateLimits, onRequestAsyncHookHandler>();
  for (const group of Object.keys(limits) as (keyof RateLimits)[]) {
    const rule = limits[group];
    // Each limiter has its own counts: ten forms do not use up a client's charts.
    if (rule.max > 0) limiters.set(group, app.rateLimit({ max: rule.max, timeWindow: rule.windowMs, cache: 10_000 }));
  }
  // Before the body is read: a flood costs a counter, not a parse.
  app.addHook('onRequest', async function limitByRoute(request, reply) {
    const group = groupOf(request);
    const limiter = group && limiters.get(group);
    if (limiter) await limiter.call(this, request, reply);
  });
}
