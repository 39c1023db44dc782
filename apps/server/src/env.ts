/**
 * Strict readers of environment variables for the start-up settings: a value that is not exactly
 * what the setting takes stops the start with an Italian message naming the variable, instead of
 * being read loosely (`Number('')` is 0, `Number('0x10')` is 16) and failing later.
 */
import { readFileSync } from 'node:fs';
import { STARTUP_TEXTS } from './messages.ts';

/** A setting the operator got wrong; its message is Italian and names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Readonly<Record<string, string | undefined>>;

/** The longest delay Node's timers accept (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

const DECIMAL_INTEGER = /^\d+$/;

/**
 * An integer written in decimal digits only, within [min, max]; the fallback when the variable is
 * not set. Set but empty is an error: `PORT=` is a broken script, not a wish for the default.
 */
export function envInteger(env: Env, name: string, range: { min: number; max: number; fallback: number }): number {
  const raw = env[name];
  if (raw === undefined) return range.fallback;
  const text = raw.trim();
  if (text === '') throw new ConfigError(STARTUP_TEXTS.emptyNumber(name));
  const value = DECIMAL_INTEGER.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw new ConfigError(STARTUP_TEXTS.notInteger(name, raw, range.min, range.max));
  }
  return value;
}

/** One of a few words (case as written); the fallback when unset or empty. */
export function envChoice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!(allowed as readonly string[]).includes(text)) throw new ConfigError(STARTUP_TEXTS.notOneOf(name, text, allowed));
  return text as T;
}

/** A text setting; empty or blank counts as unset. */
export function envText(env: Env, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

/** An http(s) URL, normalised; undefined when unset or empty. */
export function envHttpUrl(env: Env, name: string): string | undefined {
  const text = envText(env, name);
  if (text === undefined) return undefined;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new ConfigError(STARTUP_TEXTS.notHttpUrl(name, text));
  return url.href;
}

/**
 * A Postgres connection URL (postgres:// or postgresql://), as written; undefined when unset or
 * empty. The message quoting a wrong value hides its password.
 */
export function envPostgresUrl(env: Env, name: string, redact: (text: string) => string): string | undefined {
  const text = envText(env, name);
  if (text === undefined) return undefined;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) throw new ConfigError(STARTUP_TEXTS.notPostgresUrl(name, redact(text)));
  return text;
}

/** The settings that may be secrets: each may be given as NAME_FILE, a file holding the value. */
export const FILE_SECRETS = ['DATABASE_URL', 'DATABASE_PASSWORD', 'GEOCODER_KEY', 'SMTP_URL', 'CONSENT_HASH_KEY'] as const;

/**
 * Secrets whose empty file means "not used": compose always mounts the file (a secret whose file is
 * missing stops compose), so a site without a mail server leaves secrets/smtp-url empty.
 */
const EMPTY_FILE_MEANS_UNSET = new Set<string>(['SMTP_URL']);

/** What the refusal of a secret's file adds: how to make the file. */
const SECRET_FILE_HINTS: Partial<Record<(typeof FILE_SECRETS)[number], string>> = {
  CONSENT_HASH_KEY: 'openssl rand -base64 32 > secrets/consent-hash-key',
};

/**
 * The environment with each `NAME_FILE` (Docker and compose secrets, systemd credentials) read into
 * NAME: the file's text without its final line break. Both NAME and NAME_FILE set, an empty or
 * unreadable file: an error naming the variable, never the value (an empty SMTP_URL_FILE: no SMTP).
 */
export function withFileSecrets(env: Env, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): Env {
  const resolved: Record<string, string | undefined> = { ...env };
  for (const name of FILE_SECRETS) {
    const path = envText(env, `${name}_FILE`);
    if (path === undefined) continue;
    if (envText(env, name) !== undefined) throw new ConfigError(STARTUP_TEXTS.secretTwice(name));
    let text: string;
    try {
      text = readFile(path).replace(/\r?\n$/u, '');
    } catch (cause) {
      throw new ConfigError(STARTUP_TEXTS.secretFileUnreadable(`${name}_FILE`, path, (cause as { code?: string }).code ?? String(cause), SECRET_FILE_HINTS[name]), { cause });
    }
    if (text.trim() === '') {
      if (EMPTY_FILE_MEANS_UNSET.has(name)) continue;
      throw new ConfigError(STARTUP_TEXTS.secretFileEmpty(`${name}_FILE`, path, SECRET_FILE_HINTS[name]));
    }
    resolved[name] = text;
  }
  return resolved;
}
