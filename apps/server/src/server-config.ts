/**
 * Everything `npm start` reads from the environment, checked before anything starts: where to
 * listen, logging, the shutdown deadline, the rate limits, the optional geocoder, and the site
 * settings (site-config.ts). A wrong value stops the start with an Italian message naming it.
 */
import { isIP } from 'node:net';
import { DEFAULT_GEOCODER_TIMEOUT_MS, type GeocoderConfig } from '@astrolabio/places';
import { ConfigError, envChoice, envHttpUrl, envInteger, envText, MAX_TIMER_MS, type Env } from './env.ts';
import { STARTUP_TEXTS } from './messages.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimits } from './plugins/rate-limit.ts';
import { DEFAULT_IPV6_PREFIX_BITS } from './client-key.ts';
import { siteConfigFromEnv, type SiteConfig } from './site-config.ts';
import { defaultComputePoolSize } from './compute-pool/pool.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** `info` by default: start, warnings, errors. Each request is logged at `debug` only (its URL may hold birth data). */
  logLevel: LogLevel;
  /** After SIGTERM/SIGINT, how long open connections may finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  rateLimits: RateLimits;
  /** IPv6 clients are counted by their network of this many bits (RATE_LIMIT_IPV6_PREFIX, default 64). */
  ipv6PrefixBits: number;
  /** Which proxies' X-Forwarded-For to believe for the client's address (rate limits, logs): see trustProxyFromEnv. */
  trustProxy: TrustProxy;
  /** The external place search (GEOCODER_URL + GEOCODER_KEY), or undefined for the offline gazetteer only. */
  geocoder: GeocoderConfig | undefined;
  /** Worker threads of the compute pool, and how many tasks may wait for one (beyond: 503). */
  computePool: { threads: number; maxQueue: number };
  site: SiteConfig;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
const MAX_PORT = 65_535;
const MAX_RATE_LIMIT = 1_000_000;
/** Far more than any machine this runs on has cores: a typo, not a wish. */
const MAX_TRANSIT_WORKERS = 256;
const MAX_TRANSIT_QUEUE = 100_000;

function rateLimitFromEnv(env: Env, prefix: string, fallback: RateLimitRule): RateLimitRule {
  return {
    max: envInteger(env, `${prefix}_MAX`, { min: 0, max: MAX_RATE_LIMIT, fallback: fallback.max }),
    windowMs: envInteger(env, `${prefix}_WINDOW_MS`, { min: 1, max: MAX_TIMER_MS, fallback: fallback.windowMs }),
    // Only where a budget is kept by default (the calculations): its _CPU_MS changes it, 0 turns it off.
    ...(fallback.cpuMs === undefined ? {} : { cpuMs: envInteger(env, `${prefix}_CPU_MS`, { min: 0, max: MAX_TIMER_MS, fallback: fallback.cpuMs }) }),
  };
}

/**
 * Fastify's trustProxy: false (the connection's address is the client: no proxy), a number of
 * proxies in front (the client is that many addresses from the end of X-Forwarded-For), or the
 * proxies' addresses and networks (proxy-addr's names loopback, linklocal, uniquelocal too).
 */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

/** An IPv4/IPv6 address, optionally with a /prefix within its family's length. */
function isAddressOrNetwork(text: string): boolean {
  const [address = '', prefix, ...more] = text.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or empty = no proxy; `1` (one proxy, the compose file's nginx) … 10; or a
 * comma-separated list of the proxies' addresses/networks. `true` is refused: with it any client
 * could name its own address in X-Forwarded-For and slip every per-address limit.
 */
export function trustProxyFromEnv(env: Env): TrustProxy {
  const text = envText(env, 'TRUST_PROXY');
  if (text === undefined) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new ConfigError(STARTUP_TEXTS.notTrustProxy(text));
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((e) => e.trim());
  if (entries.some((e) => !PROXY_ADDRESS_NAMES.has(e) && !isAddressOrNetwork(e))) throw new ConfigError(STARTUP_TEXTS.notTrustProxy(text));
  return entries;
}

/** GEOCODER_URL and GEOCODER_KEY (both, or no geocoder), GEOCODER_TIMEOUT_MS (a delay timers accept). */
function geocoderFromEnv(env: Env): GeocoderConfig | undefined {
  const url = envHttpUrl(env, 'GEOCODER_URL');
  const key = envText(env, 'GEOCODER_KEY');
  const timeoutMs = envInteger(env, 'GEOCODER_TIMEOUT_MS', { min: 1, max: MAX_TIMER_MS, fallback: DEFAULT_GEOCODER_TIMEOUT_MS });
  return url && key ? { url: env.GEOCODER_URL!.trim(), key, timeoutMs } : undefined;
}

/**
 * TRANSIT_WORKERS (default: the cores), TRANSIT_QUEUE_MAX (default: 4 per worker; 0 = no waiting).
 * The names are older than the pool computing more than transits; deployments set them.
 */
function computePoolFromEnv(env: Env): ServerConfig['computePool'] {
  const threads = envInteger(env, 'TRANSIT_WORKERS', { min: 1, max: MAX_TRANSIT_WORKERS, fallback: defaultComputePoolSize().threads });
  const maxQueue = envInteger(env, 'TRANSIT_QUEUE_MAX', { min: 0, max: MAX_TRANSIT_QUEUE, fallback: defaultComputePoolSize(threads).maxQueue });
  return { threads, maxQueue };
}

/** The environment → ServerConfig; throws ConfigError (Italian, naming the variable) on the first wrong value. */
export function serverConfigFromEnv(env: Env): ServerConfig {
  return {
    port: envInteger(env, 'PORT', { min: 0, max: MAX_PORT, fallback: DEFAULT_PORT }),
    host: envText(env, 'HOST') ?? '0.0.0.0',
    logLevel: envChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    shutdownTimeoutMs: envInteger(env, 'SHUTDOWN_TIMEOUT_MS', { min: 0, max: MAX_TIMER_MS, fallback: DEFAULT_SHUTDOWN_TIMEOUT_MS }),
    rateLimits: {
      questionnaire: rateLimitFromEnv(env, 'RATE_LIMIT_QUESTIONNAIRE', DEFAULT_RATE_LIMITS.questionnaire),
      calculations: rateLimitFromEnv(env, 'RATE_LIMIT_CALCULATIONS', DEFAULT_RATE_LIMITS.calculations),
      places: rateLimitFromEnv(env, 'RATE_LIMIT_PLACES', DEFAULT_RATE_LIMITS.places),
    },
    ipv6PrefixBits: envInteger(env, 'RATE_LIMIT_IPV6_PREFIX', { min: 1, max: 128, fallback: DEFAULT_IPV6_PREFIX_BITS }),
    trustProxy: trustProxyFromEnv(env),
    geocoder: geocoderFromEnv(env),
    computePool: computePoolFromEnv(env),
    site: siteConfigFromEnv(env),
  };
}
