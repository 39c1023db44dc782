/** The OpenAPI document at /api/openapi.json, generated from the routes' zod schemas, and its docs page. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LICENCE_URL } from '../site-config.ts';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
