/**
 * Deployment settings of the site around the calculations: which questionnaire the welcome gate
 * embeds, where the built-in one stores e-mails, the privacy contact and the source-code link
 * (AGPL). Read once from the environment by server.ts; tests pass them to buildApp directly.
 */
import { fileURLToPath } from 'node:url';
import { canArchiveSource, SOURCE_ARCHIVE_PATH } from './routes/sorgente.ts';

export interface SiteConfig {
  /** An external questionnaire (http/https URL) for the gate; null = our own page at /questionario. */
  questionnaireUrl: string | null;
  /** SQLite file of the built-in questionnaire's subscribers (":memory:" in tests). */
  subscribersDbPath: string;
  /** The address the privacy note names for deletion requests; null = "the site's operator". */
  privacyEmail: string | null;
  /** Where the running code's source can be downloaded (AGPL section 13). */
  sourceCodeUrl: string;
}

const DEFAULT_SUBSCRIBERS_DB_PATH = fileURLToPath(new URL('../../../.data/iscritti.sqlite', import.meta.url));

/**
 * Without SOURCE_CODE_URL the server offers its own source (GET /sorgente.tar.gz, from the git
 * checkout it runs from); only where there is no checkout does the link fall back to the licence.
 */
export const LICENCE_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';
export const DEFAULT_SOURCE_CODE_URL = canArchiveSource() ? SOURCE_ARCHIVE_PATH : LICENCE_URL;

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  questionnaireUrl: null,
  subscribersDbPath: DEFAULT_SUBSCRIBERS_DB_PATH,
  privacyEmail: null,
  sourceCodeUrl: DEFAULT_SOURCE_CODE_URL,
};

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} non è un indirizzo valido: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} deve iniziare con https:// o http://: ${value}`);
  return url.href;
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/**
 * QUESTIONNAIRE_URL, SUBSCRIBERS_DB_PATH, PRIVACY_EMAIL, SOURCE_CODE_URL → SiteConfig. An invalid
 * URL stops the start with a message naming the variable, rather than embedding a broken page.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv): SiteConfig {
  const questionnaireUrl = nonEmpty(env.QUESTIONNAIRE_URL);
  const sourceCodeUrl = nonEmpty(env.SOURCE_CODE_URL);
  return {
    questionnaireUrl: questionnaireUrl ? httpUrl('QUESTIONNAIRE_URL', questionnaireUrl) : null,
    subscribersDbPath: nonEmpty(env.SUBSCRIBERS_DB_PATH) ?? DEFAULT_SUBSCRIBERS_DB_PATH,
    privacyEmail: nonEmpty(env.PRIVACY_EMAIL) ?? null,
    sourceCodeUrl: sourceCodeUrl ? httpUrl('SOURCE_CODE_URL', sourceCodeUrl) : DEFAULT_SOURCE_CODE_URL,
  };
}
