/**
 * Builds the Fastify application: schemas, error handling, compression, OpenAPI, the API routes
 * under /api, the built-in questionnaire page and the built web app at /. server.ts only listens;
 * tests use app.inject().
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Ephemeris } from '@astrolabio/core';
import { openSwissEphemeris, swissEphemerisVersion } from '@astrolabio/ephemeris';
import { createPlaceService, geocoderFromEnv, loadGazetteer, type PlaceService } from '@astrolabio/places';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerCacheHeaders } from './plugins/cache.ts';
import { registerSerialization } from './plugins/serializer.ts';
import { registerWeb } from './plugins/web.ts';
import { healthRoutes } from './routes/health.ts';
import { temaNataleRoutes } from './routes/tema-natale.ts';
import { transitiMensiliRoutes } from './routes/transiti-mensili.ts';
import { transitiSpecificiRoutes } from './routes/transiti-specifici.ts';
import { transitiRoutes } from './routes/transiti.ts';
import { luoghiRoutes } from './routes/luoghi.ts';
import { resolveLocationRoutes } from './routes/resolve-location.ts';
import { configRoutes } from './routes/config.ts';
import { questionarioRoutes } from './routes/questionario.ts';
import { canArchiveSource, sorgenteRoutes } from './routes/sorgente.ts';
import { lazySubscriberStore, type SubscriberStore } from './questionnaire/subscribers.ts';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './site-config.ts';

export interface AppDeps {
  ephemeris: Ephemeris;
  ephemerisVersion: string;
  /** Gazetteer (loaded once) and, with GEOCODER_URL and GEOCODER_KEY, the external geocoder. */
  places: PlaceService;
  /** Where the built-in questionnaire stores e-mails (opened on first use). */
  subscribers: SubscriberStore;
}

export interface AppOptions {
  logger?: boolean;
  /** Folder of the built web app; when absent or missing, every page path answers the JSON 404. */
  webDistDir?: string;
  deps?: Partial<AppDeps>;
  /** Gate questionnaire, privacy contact, source link; defaults: built-in questionnaire under .data/. */
  site?: Partial<SiteConfig>;
  /** Check every answer against its route's response schema (default: under Vitest only; see plugins/serializer.ts). */
  validateResponses?: boolean;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1_048_576, frameworkErrors }).withTypeProvider<ZodTypeProvider>();
  const site: SiteConfig = { ...DEFAULT_SITE_CONFIG, ...options.site };
  const deps: AppDeps = {
    ephemeris: options.deps?.ephemeris ?? openSwissEphemeris(),
    ephemerisVersion: options.deps?.ephemerisVersion ?? swissEphemerisVersion(),
    places: options.deps?.places ?? createPlaceService({
      gazetteer: loadGazetteer(),
      geocoder: geocoderFromEnv(process.env),
      onGeocoderError: (err) => app.log.warn({ err }, 'geocoder failed: answering from the offline gazetteer'),
    }),
    subscribers: options.deps?.subscribers ?? lazySubscriberStore(site.subscribersDbPath),
  };
  app.setValidatorCompiler(validatorCompiler);
  registerSerialization(app, { validateResponses: options.validateResponses ?? process.env.VITEST !== undefined });
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app);
  registerCacheHeaders(app);

  await app.register(async (api) => {
    await api.register(healthRoutes(deps));
    await api.register(temaNataleRoutes(deps));
    await api.register(transitiMensiliRoutes(deps));
    await api.register(transitiSpecificiRoutes(deps));
    await api.register(transitiRoutes(deps));
    await api.register(luoghiRoutes(deps));
    await api.register(resolveLocationRoutes(deps));
    await api.register(configRoutes(site));
  }, { prefix: '/api' });
  if (site.questionnaireUrl === null) await app.register(questionarioRoutes({ subscribers: deps.subscribers, privacyEmail: site.privacyEmail }));
  if (canArchiveSource()) await app.register(sorgenteRoutes());
  app.addHook('onClose', async () => deps.subscribers.close());

  await registerWeb(app, options.webDistDir);
  return app;
}
