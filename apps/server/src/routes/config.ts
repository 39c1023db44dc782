/** GET /api/config: the public site settings the web app needs (gate questionnaire, privacy contact, source link). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, BUILT_IN_QUESTIONNAIRE_PATH, routeResponses } from '@astrolabio/contract';
import type { SiteConfig } from '../site-config.ts';

/** `sourceCodeUrl` as resolved at build: SOURCE_CODE_URL, our archive, or the licence. */
export const configRoutes = (site: Omit<SiteConfig, 'sourceCodeUrl'> & { sourceCodeUrl: string }): FastifyPluginAsyncZod => async (app) => {
  app.get(API_ROUTES.config.path, {
    schema: { summary: 'Impostazioni pubbliche del sito', response: routeResponses(API_ROUTES.config) },
  }, async (_request, reply) => {
    // Settings change with a redeploy: the browser revalidates instead of caching for a day.
    reply.header('cache-control', 'no-cache');
    return {
      questionnaireUrl: site.questionnaireUrl ?? BUILT_IN_QUESTIONNAIRE_PATH,
      privacyEmail: site.privacyEmail,
      sourceCodeUrl: site.sourceCodeUrl,
    };
  });
};
