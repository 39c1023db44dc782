/**
 * The one key of the consent record's address hash for the whole deployment (issue 33): every
 * replica and every start hash with it, so a row can be checked against a claimed address later.
 * CONSENT_HASH_KEY (or its secret file) when configured — what compose does, so the key is not in
 * the database a dump copies; otherwise one made at the first start and kept in the database itself
 * (SQLite or Postgres), the first replica's winning when two start at once. Each row records which
 * key made its hash (its id), so a rotated key leaves the older rows checkable with the old one.
 */
import { createHmac } from 'node:crypto';
import { randomHashKey } from './consent-record.ts';
import type { SubscriberStore } from './subscriber-store.ts';

/** The setting that holds the key made by the server when none is configured. */
export const CONSENT_KEY_SETTING = 'consent_hash_key';

/** Shorter configured keys are refused at start: `openssl rand -base64 32` gives 44 characters. */
export const MIN_CONSENT_KEY_LENGTH = 32;

/** How an operator makes a key (said by the start-up message and the README). */
export const MAKE_CONSENT_KEY_COMMAND = 'openssl rand -base64 32 > secrets/consent-hash-key';

/** A key's id: 12 hex characters of an HMAC of a fixed text, which tells keys apart and reveals nothing of them. */
export function consentKeyId(key: string): string {
  return createHmac('sha256', key).update('astrolabio:consent-key-id', 'utf8').digest('hex').slice(0, 12);
}

export interface ConsentKey {
  key: string;
  id: string;
  /** Configured (CONSENT_HASH_KEY) or made once and kept in the database. */
  source: 'configured' | 'database';
}

/** The configured key, or the one kept in the database (made now when there is none). */
export async function deploymentConsentKey(configured: string | null, store: SubscriberStore): Promise<ConsentKey> {
  const key = configured ?? await store.settingOrCreate(CONSENT_KEY_SETTING, randomHashKey());
  return { key, id: consentKeyId(key), source: configured === null ? 'database' : 'configured' };
}
