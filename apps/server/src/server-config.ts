/**
 * Everything `npm start` reads from the environment, checked before anything starts: where to
 * listen, logging, the shutdown deadline, the rate limits, the optional geocoder, and the site
 * settings (site-config.ts). A wrong value stops the start with an Italian message naming it.
 */
import { DEFAULT_GEOCODER_TIMEOUT_MS, type GeocoderConfig } from '@astrolabio/places';
import { envChoice, envHttpUrl, envInteger, envText, MAX_TIMER_MS, type Env } from './env.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimits } from './plugins/rate-limit.ts';
import { siteConfigFromEnv, type SiteConfig } from './site-config.ts';
import { defaultTransitPoolSize } from './transit-pool/pool.ts';

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
  /** The external place search (GEOCODER_URL + GEOCODER_KEY), or undefined for the offline gazetteer only. */
  geocoder: GeocoderConfig | undefined;
  /** Worker threads for transits and exports, and how many tasks may wait for one (beyond: 503). */
  transitPool: { threads: number; maxQueue: number };
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
  };
}

/** GEOCODER_URL and GEOCODER_KEY (both, or no geocoder), GEOCODER_TIMEOUT_MS (a delay timers accept). */
function geocoderFromEnv(env: Env): GeocoderConfig | undefined {
  const url = envHttpUrl(env, 'GEOCODER_URL');
  const key = envText(env, 'GEOCODER_KEY');
  const timeoutMs = envInteger(env, 'GEOCODER_TIMEOUT_MS', { min: 1, max: MAX_TIMER_MS, fallback: DEFAULT_GEOCODER_TIMEOUT_MS });
  return url && key ? { url: env.GEOCODER_URL!.trim(), key, timeoutMs } : undefined;
}

/** TRANSIT_WORKERS (default: the cores), TRANSIT_QUEUE_MAX (default: 4 per worker; 0 = no waiting). */
function transitPoolFromEnv(env: Env): ServerConfig['transitPool'] {
  const threads = envInteger(env, 'TRANSIT_WORKERS', { min: 1, max: MAX_TRANSIT_WORKERS, fallback: defaultTransitPoolSize().threads });
  const maxQueue = envInteger(env, 'TRANSIT_QUEUE_MAX', { min: 0, max: MAX_TRANSIT_QUEUE, fallback: defaultTransitPoolSize(threads).maxQueue });
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
    },
    geocoder: geocoderFromEnv(env),
    transitPool: transitPoolFromEnv(env),
    site: siteConfigFromEnv(env),
  };
}
