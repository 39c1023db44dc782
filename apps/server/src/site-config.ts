/**
 * Deployment settings of the site around the calculations: which questionnaire the welcome gate
 * embeds, where the built-in one stores e-mails, the privacy contact and the source-code link
 * (AGPL). Read once from the environment at start (server-config.ts); tests pass them to buildApp.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, envHttpUrl, envPostgresUrl, envText, type Env } from './env.ts';
import { STARTUP_TEXTS } from './messages.ts';
import { MAKE_CONSENT_KEY_COMMAND, MIN_CONSENT_KEY_LENGTH } from './questionnaire/consent-key.ts';
import { redactDatabaseUrl } from './questionnaire/postgres-subscribers.ts';
import { IN_MEMORY } from './questionnaire/sqlite-subscribers.ts';
import type { SubscribersLocation } from './questionnaire/subscribers.ts';

export interface SiteConfig {
  /** An external questionnaire (http/https URL) for the gate; null = our own page at /questionario. */
  questionnaireUrl: string | null;
  /** SQLite file of the built-in questionnaire's subscribers (":memory:" in tests); unused with databaseUrl. */
  subscribersDbPath: string;
  /** Postgres (postgres://…) holding the subscribers instead of the SQLite file: what replicas share. */
  databaseUrl: string | null;
  /** The address the privacy note names for deletion requests; null = "the site's operator". */
  privacyEmail: string | null;
  /**
   * Where the running code's source can be downloaded (AGPL section 13); null = the server's own
   * archive at /sorgente.tar.gz when it has one, else the licence (with a warning at start).
   */
  sourceCodeUrl: string | null;
  /** SMTP server for the double opt-in's confirmation mail (SMTP_URL); null = subscriptions stay unconfirmed. */
  smtpUrl: string | null;
  /** The site's public origin (PUBLIC_URL), for the links in the mail; never the request's Host, which a visitor chooses. */
  publicUrl: string | null;
  /** The mail's sender (MAIL_FROM); null = noreply@ the public host. */
  mailFrom: string | null;
  /** Key of the client address's hash in the consent record (CONSENT_HASH_KEY); null = the one kept in the database (questionnaire/consent-key.ts). */
  consentHashKey: string | null;
}

/** Where `npm start` keeps subscribers without SUBSCRIBERS_DB_PATH (git-ignored); its folder is created. */
export const DEFAULT_SUBSCRIBERS_DB_PATH = fileURLToPath(new URL('../../../.data/iscritti.sqlite', import.meta.url));

export const LICENCE_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';

/**
 * What buildApp uses for settings it is not given: subscribers in memory, so that tests and
 * benchmarks create no file. The server's own defaults are siteConfigFromEnv's.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  questionnaireUrl: null,
  subscribersDbPath: IN_MEMORY,
  databaseUrl: null,
  privacyEmail: null,
  sourceCodeUrl: null,
  smtpUrl: null,
  publicUrl: null,
  mailFrom: null,
  consentHashKey: null,
};

/**
 * DATABASE_URL with DATABASE_PASSWORD (or DATABASE_PASSWORD_FILE) put in: the URL in compose.yaml
 * names the server and the role, the password comes from a secret file. Percent-encoded by the URL.
 */
function withPassword(url: string | null, password: string | undefined): string | null {
  if (password === undefined) return url;
  if (url === null) throw new ConfigError(STARTUP_TEXTS.passwordWithoutUrl);
  const u = new URL(url);
  u.password = password;
  return u.href;
}

/**
 * CONSENT_HASH_KEY (or CONSENT_HASH_KEY_FILE, read by withFileSecrets): at least
 * MIN_CONSENT_KEY_LENGTH characters, the refusal saying how to make one; unset = the key kept in the
 * database (questionnaire/consent-key.ts).
 */
function consentHashKeyFromEnv(env: Env): string | null {
  const key = envText(env, 'CONSENT_HASH_KEY');
  if (key === undefined) return null;
  if (key.length < MIN_CONSENT_KEY_LENGTH) throw new ConfigError(STARTUP_TEXTS.consentKeyTooShort(key.length, MIN_CONSENT_KEY_LENGTH, MAKE_CONSENT_KEY_COMMAND));
  return key;
}

/**
 * QUESTIONNAIRE_URL, SUBSCRIBERS_DB_PATH or DATABASE_URL, PRIVACY_EMAIL, SOURCE_CODE_URL, SMTP_URL,
 * PUBLIC_URL, MAIL_FROM, CONSENT_HASH_KEY →
 * SiteConfig. An invalid URL stops the start with a message naming the variable, rather than
 * embedding a broken page; so do both databases at once (which one holds the subscribers?).
 */
export function siteConfigFromEnv(env: Env): SiteConfig {
  const databaseUrl = withPassword(envPostgresUrl(env, 'DATABASE_URL', redactDatabaseUrl) ?? null, envText(env, 'DATABASE_PASSWORD'));
  if (databaseUrl !== null && envText(env, 'SUBSCRIBERS_DB_PATH') !== undefined) throw new ConfigError(STARTUP_TEXTS.twoDatabases);
  const smtpUrl = envText(env, 'SMTP_URL') ?? null;
  // The value holds the SMTP password: the message names the variable only.
  if (smtpUrl !== null && !/^smtps?:\/\/./i.test(smtpUrl)) throw new ConfigError(STARTUP_TEXTS.notSmtpUrl('SMTP_URL'));
  const publicUrl = envHttpUrl(env, 'PUBLIC_URL') ?? null;
  if (smtpUrl !== null && publicUrl === null) throw new ConfigError(STARTUP_TEXTS.smtpWithoutPublicUrl);
  return {
    smtpUrl,
    publicUrl,
    mailFrom: envText(env, 'MAIL_FROM') ?? null,
    consentHashKey: consentHashKeyFromEnv(env),
    questionnaireUrl: envHttpUrl(env, 'QUESTIONNAIRE_URL') ?? null,
    subscribersDbPath: envText(env, 'SUBSCRIBERS_DB_PATH') ?? DEFAULT_SUBSCRIBERS_DB_PATH,
    databaseUrl,
    privacyEmail: envText(env, 'PRIVACY_EMAIL') ?? null,
    sourceCodeUrl: envHttpUrl(env, 'SOURCE_CODE_URL') ?? null,
  };
}

/** Where the site's subscribers live: Postgres with DATABASE_URL, else the SQLite file (its folder created only for the default path). */
export function subscribersLocation(site: Pick<SiteConfig, 'subscribersDbPath' | 'databaseUrl'>): SubscribersLocation {
  return site.databaseUrl !== null
    ? { kind: 'postgres', url: site.databaseUrl }
    : { kind: 'sqlite', path: site.subscribersDbPath, createFolder: site.subscribersDbPath === DEFAULT_SUBSCRIBERS_DB_PATH };
}
