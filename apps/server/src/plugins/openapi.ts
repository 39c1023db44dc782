/** The OpenAPI document at /api/openapi.json, generated from the routes' zod schemas, and its docs page. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LICENCE_URL } from '../site-config.ts';

type Transform = typeof jsonSchemaTransform;

const ERROR_BODY = { type: 'object', properties: { error: { type: 'string', description: 'Frase italiana che dice cosa non va' } }, required: ['error'] };
const RETRY_AFTER = { 'retry-after': { type: 'integer', minimum: 1, description: 'Secondi dopo i quali riprovare' } };

/**
 * The answers every route may give beside its own (issue 22): 413 and 415 where a body is sent,
 * 429 where a limit counts, 503 (busy workers, a database down, the server stopping) with
 * Retry-After when the server can say when.
 */
function sharedResponses(method: string, limited: boolean): Record<string, unknown> {
  return {
    ...(method === 'POST' ? {
      413: { description: 'Corpo della richiesta troppo grande', ...ERROR_BODY },
      415: { description: 'Tipo di contenuto non accettato (application/json)', ...ERROR_BODY },
    } : {}),
    ...(limited ? { 429: { description: 'Troppe richieste da questo client', headers: RETRY_AFTER, ...ERROR_BODY } } : {}),
    503: { description: 'Server occupato, database non disponibile o server in arresto', headers: RETRY_AFTER, ...ERROR_BODY },
  };
}

const withSharedResponses: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const methods = [input.route.method].flat();
  if (!input.url.startsWith('/api/') || methods.length !== 1) return out;
  const schema = out.schema as { response?: Record<string, unknown> };
  // A route served from a contract row is limited when its row says so (routes/serve-row.ts).
  const limit = (input.route.config as { limit?: string } | undefined)?.limit;
  schema.response = { ...sharedResponses(String(methods[0]), limit !== undefined && limit !== 'none'), ...schema.response };
  return out;
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Astrolabio API',
        description: 'Tema natale e transiti planetari calcolati con Swiss Ephemeris. Testi e nomi in italiano.',
        version: '0.1.0',
        license: { name: 'AGPL-3.0-or-later', url: LICENCE_URL },
      },
    },
    transform: withSharedResponses,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
