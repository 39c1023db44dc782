/**
 * Per-client limits (@fastify/rate-limit for the counts, cpu-budget.ts for the CPU time; both in
 * this process's memory, so per replica: see docs/decisions/0045-deployment.md). Which group counts
 * a route is said by the route itself, `config.limit`: an API route takes its row's `limit`
 * (routes/serve-row.ts), the questionnaire's form says `questionnaire`; no list of routes here.
 * Over a limit a client gets 429 with an Italian text and Retry-After; the questionnaire route turns
 * that into its own HTML page.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { LimitGroup } from '@astrolabio/contract';
import { clientKey, DEFAULT_IPV6_PREFIX_BITS } from '../client-key.ts';
import { HTTP_TEXTS } from '../messages.ts';
import { CpuBudget } from './cpu-budget.ts';

/** The groups of limits: the API rows' groups, and the built-in questionnaire's form. */
export type LimitName = Exclude<LimitGroup, 'none'> | 'questionnaire';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the client is for every limit and the workers' fair share: its address, IPv6 by network (client-key.ts). */
    clientKey: string;
    /**
     * Charges the estimated CPU milliseconds of what this request computes to its client's budget in
     * the route's group; throws RateLimitedError (429) when the budget cannot take it. The function it
     * returns gives the charge back, for work that is then not done (the pool's queue was full).
     */
    chargeCpu(costMs: number): () => void;
  }
  interface FastifyContextConfig {
    /** The group of limits that counts this route; absent or 'none': no limit. */
    limit?: LimitName | 'none';
  }
}

export interface RateLimitRule {
  /** Requests one client may make in a window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** Estimated CPU milliseconds one client may spend in a window (cpu-budget.ts); absent or 0: no budget. */
  cpuMs?: number;
}

/**
 * The limits by group. The client is `request.clientKey`: `request.ip` (behind a proxy, the address
 * the proxy puts in X-Forwarded-For when TRUST_PROXY says to believe it, else the proxy's own), an
 * IPv6 one by its /64 (RATE_LIMIT_IPV6_PREFIX): a client rotating addresses in its network is one.
 * Counts are per process: with N replicas a client may make up to N times as many requests.
 */
export interface RateLimits extends Record<LimitName, RateLimitRule> {
  /** POST /questionario: a visitor subscribes once or twice; thousands a second are a flood. */
  questionnaire: RateLimitRule;
  /**
   * The routes that compute charts, transits, techniques and returns: a person clicks, a script
   * loops. Counted, and weighed by the CPU each request is estimated to cost.
   */
  calculations: RateLimitRule;
  /** Place suggestions and resolution: typing asks several a second; with a geocoder key each costs money upstream. */
  places: RateLimitRule;
}

/**
 * A minute of calculations: 120 requests, and 10 s of estimated CPU, a twelfth of a two-core server's
 * minute, refilled continuously. A person's clicks (a chart ~2 ms, a year of transits ~60 ms, the
 * techniques, a return, a ten-year view ~0.6 s, a «Mirata» scan ~0.45 s) stay far below both; a loop
 * of ten-year calendars with the Moon and every aspect (~2.2 s each) meets the CPU budget within
 * some twenty requests, long before the count (docs/decisions/0087-one-frame-server.md).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  questionnaire: { max: 10, windowMs: 10 * 60_000 },
  calculations: { max: 120, windowMs: 60_000, cpuMs: 10_000 },
  places: { max: 300, windowMs: 60_000 },
};

/** Every limit off: what buildApp uses when not given limits (tests, benchmarks). */
export const NO_RATE_LIMITS: RateLimits = {
  questionnaire: { max: 0, windowMs: 1 },
  calculations: { max: 0, windowMs: 1 },
  places: { max: 0, windowMs: 1 },
};

/** The error a client over its limit gets; the error handlers answer it in Italian. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  readonly code = 'ASTROLABIO_RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number, text: string = HTTP_TEXTS.rateLimited(retryAfterSeconds)) {
    super(text);
  }
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
  const limiters = new Map<LimitName, onRequestAsyncHookHandler>();
  const budgets = new Map<LimitName, CpuBudget>();
  for (const group of Object.keys(limits) as LimitName[]) {
    const rule = limits[group];
    // Each limiter has its own counts: ten forms do not use up a client's charts.
    if (rule.max > 0) limiters.set(group, app.rateLimit({ max: rule.max, timeWindow: rule.windowMs, cache: 10_000 }));
    if (rule.cpuMs) budgets.set(group, new CpuBudget({ cpuMs: rule.cpuMs, windowMs: rule.windowMs }));
  }
  // Before the body is read: a flood costs a counter, not a parse. HEAD, answered by the GET route, counts as one.
  app.addHook('onRequest', async function limitByRoute(request, reply) {
    const group = request.routeOptions.config.limit;
    const limiter = group && group !== 'none' ? limiters.get(group) : undefined;
    if (limiter) await limiter.call(this, request, reply);
  });
  app.decorateRequest('chargeCpu', function chargeCpu(this: FastifyRequest, costMs: number) {
    const group = this.routeOptions.config.limit;
    const budget = group && group !== 'none' ? budgets.get(group) : undefined;
    if (!budget) return () => {};
    const client = this.clientKey;
    const waitSeconds = budget.charge(client, costMs);
    if (waitSeconds > 0) throw new RateLimitedError(waitSeconds, HTTP_TEXTS.cpuBudgetSpent(waitSeconds));
    return () => budget.refund(client, costMs);
  });
}
