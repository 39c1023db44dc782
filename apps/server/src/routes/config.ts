/** GET /api/config: the public site settings the web app needs (gate questionnaire, privacy contact, source link). */
import { BUILT_IN_QUESTIONNAIRE_PATH, type API_ROUTES } from '@astrolabio/contract';
import type { SiteConfig } from '../site-config.ts';
import type { InlineHandler } from './serve-row.ts';

/** The row's handler, inline: `sourceCodeUrl` as resolved at build (SOURCE_CODE_URL, our archive, or the licence). */
export const configHandler = (site: Omit<SiteConfig, 'sourceCodeUrl'> & { sourceCodeUrl: string }): InlineHandler<typeof API_ROUTES.config> => async (_input, _request, reply) => {
  // Settings change with a redeploy: the browser revalidates instead of caching for a day.
  reply.header('cache-control', 'no-cache');
  return {
    questionnaireUrl: site.questionnaireUrl ?? BUILT_IN_QUESTIONNAIRE_PATH,
    privacyEmail: site.privacyEmail,
    sourceCodeUrl: site.sourceCodeUrl,
  };
};
