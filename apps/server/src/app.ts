/**
 * Builds the Fastify application: security headers, rate limits, schemas, error handling,
 * compression, OpenAPI, the contract's rows served under /api (routes/serve-row.ts: no route is
 * registered here by hand), the built-in questionnaire page, the source archive and the built web
 * app at /. server.ts only listens; tests use app.inject().
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openSwissEphemeris, swissEphemerisVersion } from '@astrolabio/ephemeris';
import { createPlaceService, loadGazetteer, type GeocoderConfig } from '@astrolabio/places';
import { API_PREFIX } from '@astrolabio/contract';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerCacheHeaders } from './plugins/cache.ts';
import { registerSerialization } from './plugins/serializer.ts';
import { registerWeb } from './plugins/web.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { NO_RATE_LIMITS, registerRateLimits, type RateLimits } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { loggerOptions, type LogStream } from './logging/logger-options.ts';
import { serveRows } from './routes/serve-row.ts';
import { inlineHandlers } from './routes/inline-handlers.ts';
import { sorgenteRoutes, SOURCE_ARCHIVE_PATH } from './routes/sorgente.ts';
import { openAppSubscribers } from './questionnaire/app-subscribers.ts';
import { registerQuestionnaire } from './questionnaire/register-questionnaire.ts';
import { defaultSourceArchive } from './source-archive.ts';
import { STARTUP_TEXTS } from './messages.ts';
import { DEFAULT_SITE_CONFIG, LICENCE_URL, type SiteConfig } from './site-config.ts';
import type { LogLevel, TrustProxy } from './server-config.ts';
import { createComputePool, type ComputePoolOptions } from './compute-pool/pool.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compute-pool/answer-encoding.ts';
import { loadTaskKinds } from './compute-pool/task-registry.ts';
import type { AppDeps } from './app-deps.ts';

export interface AppOptions {
  /** Log level (pino); absent or false = no logs (tests). */
  logLevel?: LogLevel | false;
  /** Where log lines go (tests read them); default standard output. Private data is redacted either way. */
  logStream?: LogStream;
  /** Folder of the built web app; when absent or missing, every page path answers the JSON 404. */
  webDistDir?: string;
  deps?: Partial<AppDeps>;
  /** Gate questionnaire, privacy contact, source link; defaults: built-in questionnaire, subscribers in memory. */
  site?: Partial<SiteConfig>;
  /** Check every answer against its route's response schema (default: under Vitest only; see plugins/serializer.ts). */
  validateResponses?: boolean;
  /**
   * Per-client limits. Absent = none, for tests and benchmarks that send thousands of requests from
   * one address; the server passes the configured ones (DEFAULT_RATE_LIMITS unless set).
   */
  rateLimits?: RateLimits;
  /** The external geocoder (server-config.ts reads it from the environment). */
  geocoder?: GeocoderConfig;
  /** IPv6 clients are counted by this prefix (RATE_LIMIT_IPV6_PREFIX); default 64. */
  ipv6PrefixBits?: number;
  /** Which proxies in front to believe for the client's address (TRUST_PROXY); absent = none. */
  trustProxy?: TrustProxy;
  /** Threads and queue of the compute workers; defaults from the cores (compute-pool/pool.ts). */
  computePool?: ComputePoolOptions;
}

/** A number of proxies as the function Fastify's types take (proxy-addr trusts the first `hops` addresses from the socket). */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * The app, with everything it needs opened and checked: the ephemeris files, the subscribers'
 * database, the source archive. A failure throws here, before the server listens (see start.ts).
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const logLevel = options.logLevel ?? false;
  const app = Fastify({
    logger: logLevel === false ? false : loggerOptions(logLevel, options.logStream),
    // Every request at debug from plugins/request-log.ts, not Fastify's two lines at info.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler,
    // Fastify's 503 while closing is English; plugins/errors.ts answers it in Italian.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  const site: SiteConfig = { ...DEFAULT_SITE_CONFIG, ...options.site };
  const ephemeris = options.deps?.ephemeris ?? openSwissEphemeris();
  // The subscribers' database before the gazetteer: a wrong path or an unreachable server stops the start at once.
  const opened = await openAppSubscribers(options.deps?.subscribers, site, app.log);
  const subscribers = opened?.store ?? null;
  let deps: AppDeps;
  try {
    deps = {
      ephemeris,
      ephemerisVersion: options.deps?.ephemerisVersion ?? swissEphemerisVersion(),
      subscribers,
      subscribersAvailability: opened?.availability ?? null,
      places: options.deps?.places ?? createPlaceService({
        gazetteer: loadGazetteer(),
        geocoder: options.geocoder,
        onGeocoderError: (err) => app.log.warn({ err }, 'geocoder failed: answering from the offline gazetteer'),
      }),
      sourceArchive: options.deps && 'sourceArchive' in options.deps ? options.deps.sourceArchive : await defaultSourceArchive(),
      pool: options.deps?.pool ?? createComputePool({
        // Under Vitest most test files never ask for a transit: threads start at the first task there.
        startAtOnce: process.env.VITEST === undefined,
        ...options.computePool,
        onWorkerError: (err) => app.log.error({ err }, 'compute worker failed'),
        onWorkerWarm: (ms) => app.log.info({ ms: Math.round(ms) }, 'compute worker warmed up'),
        onStaleWorker: (err) => app.log.warn({ err }, 'compute worker bundle is older than its sources and could not be rebuilt: running it as it is'),
      }),
    };
  } catch (err) {
    // An open Postgres pool would keep a failed start's process alive.
    await subscribers?.close();
    throw err;
  }
  const sourceCodeUrl = site.sourceCodeUrl ?? (deps.sourceArchive ? SOURCE_ARCHIVE_PATH : LICENCE_URL);
  if (site.sourceCodeUrl === null && !deps.sourceArchive) app.log.warn(STARTUP_TEXTS.noSourceOffer(LICENCE_URL));

  app.setValidatorCompiler(validatorCompiler);
  const validateResponses = options.validateResponses ?? process.env.VITEST !== undefined;
  registerSerialization(app, { validateResponses });
  registerErrorHandling(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, site.questionnaireUrl);
  await registerRateLimits(app, options.rateLimits ?? NO_RATE_LIMITS, options.ipv6PrefixBits);
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES });
  await registerOpenApi(app);
  registerCacheHeaders(app);

  // Every row of the contract's table, each computed by its task kind or inline (a row naming a kind
  // that has no file stops the start here).
  const kinds = await loadTaskKinds();
  const inline = inlineHandlers(deps, { ...site, sourceCodeUrl }, { validateResponses });
  await app.register(async (api) => serveRows(api, { kinds, inline, pool: deps.pool, validateAnswers: validateResponses }), { prefix: API_PREFIX });
  if (site.questionnaireUrl === null && deps.subscribers) await registerQuestionnaire(app, deps.subscribers, site);
  if (deps.sourceArchive) await app.register(sorgenteRoutes(deps.sourceArchive));
  app.addHook('onClose', async () => deps.subscribers?.close());
  app.addHook('onClose', async () => deps.pool.close());
  // Ready (and listening) only when every compute worker has warmed up: no cold first visitor.
  app.addHook('onReady', async () => deps.pool.ready);

  await registerWeb(app, options.webDistDir);
  return app;
}
