/**
 * The start-up settings: each variable read strictly (decimal integers within what Node accepts,
 * known words, http(s) URLs), a wrong one refused with an Italian message naming it; the defaults
 * with nothing set.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { DEFAULT_GEOCODER_TIMEOUT_MS } from '@astrolabio/places';
import { ConfigError, MAX_TIMER_MS, withFileSecrets } from '../src/env.ts';
import { STARTUP_TEXTS } from '../src/messages.ts';
import { MAKE_CONSENT_KEY_COMMAND, MIN_CONSENT_KEY_LENGTH } from '../src/questionnaire/consent-key.ts';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit.ts';
import { DEFAULT_SUBSCRIBERS_DB_PATH, siteConfigFromEnv } from '../src/site-config.ts';
import { serverConfigFromEnv } from '../src/server-config.ts';
import { QUEUE_PER_THREAD } from '../src/compute-pool/pool.ts';
import { ENGLISH } from './helpers.ts';

function refusal(env: Record<string, string>): string {
  try {
    serverConfigFromEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('serverConfigFromEnv', () => {
  test('nothing set: the embedded defaults npm start runs on', () => {
    expect(serverConfigFromEnv({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      rateLimits: DEFAULT_RATE_LIMITS,
      ipv6PrefixBits: 64,
      trustProxy: false,
      geocoder: undefined,
      computePool: { threads: availableParallelism(), maxQueue: availableParallelism() * QUEUE_PER_THREAD },
      site: {
        questionnaireUrl: null, subscribersDbPath: DEFAULT_SUBSCRIBERS_DB_PATH, databaseUrl: null, privacyEmail: null, sourceCodeUrl: null,
        smtpUrl: null, publicUrl: null, mailFrom: null, consentHashKey: null,
      },
    });
  });

  test('reads each setting', () => {
    const c = serverConfigFromEnv({
      PORT: '8080', HOST: '127.0.0.1', LOG_LEVEL: 'debug', SHUTDOWN_TIMEOUT_MS: '2500',
      RATE_LIMIT_QUESTIONNAIRE_MAX: '3', RATE_LIMIT_QUESTIONNAIRE_WINDOW_MS: '60000',
      RATE_LIMIT_CALCULATIONS_MAX: '0', RATE_LIMIT_CALCULATIONS_WINDOW_MS: '1000', RATE_LIMIT_CALCULATIONS_CPU_MS: '5000',
      GEOCODER_URL: 'http://x', GEOCODER_KEY: 'k', GEOCODER_TIMEOUT_MS: '800',
      TRANSIT_WORKERS: '3', TRANSIT_QUEUE_MAX: '0',
    });
    expect(c).toMatchObject({
      port: 8080, host: '127.0.0.1', logLevel: 'debug', shutdownTimeoutMs: 2500,
      rateLimits: { questionnaire: { max: 3, windowMs: 60_000 }, calculations: { max: 0, windowMs: 1000, cpuMs: 5000 } },
      geocoder: { url: 'http://x', key: 'k', timeoutMs: 800 },
      computePool: { threads: 3, maxQueue: 0 },
    });
    // The queue's default follows the workers set.
    expect(serverConfigFromEnv({ TRANSIT_WORKERS: '3' }).computePool).toEqual({ threads: 3, maxQueue: 3 * QUEUE_PER_THREAD });
  });

  test('the geocoder needs both GEOCODER_URL and GEOCODER_KEY', () => {
    expect(serverConfigFromEnv({ GEOCODER_URL: 'http://x' }).geocoder).toBeUndefined();
    expect(serverConfigFromEnv({ GEOCODER_KEY: 'k' }).geocoder).toBeUndefined();
    expect(serverConfigFromEnv({ GEOCODER_URL: 'http://x', GEOCODER_KEY: 'k' }).geocoder).toEqual({ url: 'http://x', key: 'k', timeoutMs: DEFAULT_GEOCODER_TIMEOUT_MS });
  });

  test.each([
    ['PORT', ''],
    ['PORT', '   '],
    ['PORT', '0x10'],
    ['PORT', '1e3'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', 'tremila'],
    ['SHUTDOWN_TIMEOUT_MS', '0x10'],
    ['SHUTDOWN_TIMEOUT_MS', String(MAX_TIMER_MS + 1)],
    ['GEOCODER_TIMEOUT_MS', '9999999999'],
    ['GEOCODER_TIMEOUT_MS', '0'],
    ['GEOCODER_TIMEOUT_MS', 'due secondi'],
    ['RATE_LIMIT_QUESTIONNAIRE_MAX', '-5'],
    ['RATE_LIMIT_CALCULATIONS_WINDOW_MS', '0'],
    ['LOG_LEVEL', 'verbose'],
    ['GEOCODER_URL', 'api.opencagedata.com'],
    ['GEOCODER_URL', 'ftp://x'],
    ['QUESTIONNAIRE_URL', 'moduli.esempio.it'],
    ['QUESTIONNAIRE_URL', 'javascript:alert(1)'],
    ['SOURCE_CODE_URL', 'ftp://esempio.it/src.tar.gz'],
    ['DATABASE_URL', 'mysql://u:p@db/astrolabio'],
    ['DATABASE_URL', 'db:5432/astrolabio'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.esempio.it'],
    ['TRUST_PROXY', '1,'],
    ['TRANSIT_WORKERS', '0'],
    ['TRANSIT_WORKERS', 'due'],
    ['TRANSIT_QUEUE_MAX', '-1'],
  ])('refuses %s=%j with an Italian message naming the variable', (name, value) => {
    const message = refusal({ [name]: value, GEOCODER_KEY: 'k' });
    expect(message).toContain(name);
    expect(message).not.toMatch(ENGLISH);
  });

  test('a hex or exponent port is not read as a number', () => {
    expect(refusal({ PORT: '0x10' })).toBe('PORT deve essere un numero intero in cifre decimali tra 0 e 65535, non «0x10».');
  });

  test('empty URL and text settings count as unset', () => {
    const c = serverConfigFromEnv({ QUESTIONNAIRE_URL: ' ', PRIVACY_EMAIL: '', SOURCE_CODE_URL: '' });
    expect(c.site).toMatchObject({ questionnaireUrl: null, privacyEmail: null, sourceCodeUrl: null });
  });
});

describe('DATABASE_URL: subscribers in Postgres', () => {
  test('a postgres:// or postgresql:// URL is taken as written', () => {
    for (const url of ['postgres://astrolabio:segreta@db:5432/astrolabio', 'postgresql://astrolabio@localhost/astrolabio?sslmode=require']) {
      expect(serverConfigFromEnv({ DATABASE_URL: ` ${url} ` }).site.databaseUrl).toBe(url);
    }
  });

  test('a wrong one is quoted without its password', () => {
    expect(refusal({ DATABASE_URL: 'mysql://astrolabio:segreta@db/astrolabio' })).toBe(
      'DATABASE_URL deve essere un indirizzo Postgres come postgres://utente:password@host:5432/database, non «mysql://astrolabio:***@db/astrolabio».',
    );
  });

  test('with SUBSCRIBERS_DB_PATH as well the start stops: which one holds the subscribers?', () => {
    expect(refusal({ DATABASE_URL: 'postgres://a@db/a', SUBSCRIBERS_DB_PATH: '/srv/iscritti.sqlite' })).toContain('DATABASE_URL e SUBSCRIBERS_DB_PATH sono impostate entrambe');
  });
});

describe('TRUST_PROXY: the client address behind a proxy', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 172.16.0.0/12,192.168.1.7', ['10.0.0.0/8', '172.16.0.0/12', '192.168.1.7']],
    ['::1, fd00::/8, uniquelocal', ['::1', 'fd00::/8', 'uniquelocal']],
  ])('TRUST_PROXY=%j → %j', (value, expected) => {
    expect(serverConfigFromEnv(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe('secrets from files (NAME_FILE, issue 22)', () => {
  const files: Record<string, string> = { '/run/secrets/url': 'postgres://astrolabio@db:5432/astrolabio\n', '/run/secrets/pw': 'S/E@C:R?E#T\n', '/run/secrets/empty': '\n' };
  const read = (path: string) => {
    if (!(path in files)) throw Object.assign(new Error('no'), { code: 'ENOENT' });
    return files[path]!;
  };

  test('DATABASE_URL_FILE and DATABASE_PASSWORD_FILE: the URL with the password percent-encoded in it', () => {
    const env = withFileSecrets({ DATABASE_URL_FILE: '/run/secrets/url', DATABASE_PASSWORD_FILE: '/run/secrets/pw' }, read);
    const site = siteConfigFromEnv(env);
    expect(new URL(site.databaseUrl!).password).toBe(encodeURIComponent('S/E@C:R?E#T'));
    expect(decodeURIComponent(new URL(site.databaseUrl!).password)).toBe('S/E@C:R?E#T');
    expect(new URL(site.databaseUrl!).host).toBe('db:5432');
  });

  test.each([
    [{ GEOCODER_KEY: 'k', GEOCODER_KEY_FILE: '/run/secrets/pw' }, 'GEOCODER_KEY e GEOCODER_KEY_FILE sono impostate entrambe: tieni solo una delle due.'],
    [{ SMTP_URL_FILE: '/run/secrets/missing' }, 'SMTP_URL_FILE: il file /run/secrets/missing non si può leggere (ENOENT).'],
    [{ DATABASE_URL_FILE: '/run/secrets/empty' }, 'DATABASE_URL_FILE: il file /run/secrets/empty è vuoto.'],
  ])('%j → %s', (env, message) => {
    expect(() => withFileSecrets(env, read)).toThrow(new ConfigError(message));
  });

  test('DATABASE_PASSWORD without DATABASE_URL is an error', () => {
    expect(() => siteConfigFromEnv({ DATABASE_PASSWORD: 'x' })).toThrow(ConfigError);
  });

  test('SMTP_URL needs PUBLIC_URL (the mail\'s links), and a wrong one is named without its password', () => {
    expect(() => siteConfigFromEnv({ SMTP_URL: 'smtp://posta:3025' })).toThrow(new ConfigError(STARTUP_TEXTS.smtpWithoutPublicUrl));
    expect(() => siteConfigFromEnv({ SMTP_URL: 'http://u:SEGRETO@posta', PUBLIC_URL: 'https://a.it' })).toThrow(new ConfigError(STARTUP_TEXTS.notSmtpUrl('SMTP_URL')));
    expect(STARTUP_TEXTS.notSmtpUrl('SMTP_URL')).not.toContain('SEGRETO');
    const key = 'k'.repeat(MIN_CONSENT_KEY_LENGTH);
    const site = siteConfigFromEnv(withFileSecrets({ SMTP_URL_FILE: '/run/secrets/smtp', PUBLIC_URL: 'https://astrolabio.esempio.it', CONSENT_HASH_KEY: key }, () => 'smtps://u:p@posta:465\n'));
    expect(site).toMatchObject({ smtpUrl: 'smtps://u:p@posta:465', publicUrl: 'https://astrolabio.esempio.it/', mailFrom: null, consentHashKey: key });
  });

  test('an empty SMTP_URL_FILE is no mail server (compose mounts the file always); an empty or missing key file says how to make one', () => {
    expect(siteConfigFromEnv(withFileSecrets({ SMTP_URL_FILE: '/run/secrets/empty' }, read)).smtpUrl).toBeNull();
    expect(() => withFileSecrets({ CONSENT_HASH_KEY_FILE: '/run/secrets/empty' }, read)).toThrow(/vuoto\. Riempilo con: openssl rand -base64 32 > secrets\/consent-hash-key/);
    expect(() => withFileSecrets({ CONSENT_HASH_KEY_FILE: '/run/secrets/missing' }, read)).toThrow(/ENOENT\)\. Crealo con: openssl rand/);
  });

  test('CONSENT_HASH_KEY shorter than 32 characters is refused, saying how to make one; unset, the database keeps one', () => {
    expect(() => siteConfigFromEnv({ CONSENT_HASH_KEY: 'corta' })).toThrow(new ConfigError(STARTUP_TEXTS.consentKeyTooShort(5, MIN_CONSENT_KEY_LENGTH, MAKE_CONSENT_KEY_COMMAND)));
    expect(STARTUP_TEXTS.consentKeyTooShort(5, 32, MAKE_CONSENT_KEY_COMMAND)).toContain('openssl rand -base64 32');
    expect(siteConfigFromEnv({}).consentHashKey).toBeNull();
  });
});
