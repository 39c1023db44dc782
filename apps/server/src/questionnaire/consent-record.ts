/**
 * What a subscription records about its consent (issue 22, GDPR art. 7: the controller must be able
 * to show it): which sentence was ticked, from where, and for double opt-in the link tokens. The
 * address is kept only as a keyed hash and the tokens only as their SHA-256, so the table alone
 * neither reveals who subscribed from where nor lets anyone confirm or cancel.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { QUESTIONNAIRE_TEXTS } from '../messages.ts';

/** How long a confirmation link works, in days (the mail, the pages and `npm run iscritti` say it). */
export const UNCONFIRMED_TTL_DAYS = 7;
/** The same in ms: an unconfirmed row sent a link is deleted after it. */
export const UNCONFIRMED_TTL_MS = UNCONFIRMED_TTL_DAYS * 24 * 60 * 60 * 1000;
/** How often a running server deletes the expired unconfirmed rows (also at start and on each subscription). */
export const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The version id of the consent sentence, derived from its words: a changed sentence is a new
 * version without anyone remembering to bump it; `git log -S` on messages.ts finds each wording.
 */
export function consentTextVersion(sentence: string = QUESTIONNAIRE_TEXTS.consentLabel): string {
  return `consenso-${sha256Hex(sentence).slice(0, 12)}`;
}

/**
 * The client address as stored: HMAC-SHA256 with the server's key (CONSENT_HASH_KEY), hex. With
 * the key, an operator can check a given address against a row; without it (a leaked table) the
 * four billion IPv4 addresses cannot simply be tried.
 */
export function clientAddressHash(key: string, address: string): string {
  return createHmac('sha256', key).update(address, 'utf8').digest('hex');
}

/** A key for clientAddressHash when none is configured: random, so hashes are only comparable within one run. */
export function randomHashKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a link token. */
export function tokenHash(token: string): string {
  return sha256Hex(token);
}

/** A new link token (256 random bits, URL-safe) and its stored hash. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
