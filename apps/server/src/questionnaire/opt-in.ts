/**
 * A subscription as the questionnaire makes it: the consent record (consent-record.ts, keyed by the
 * deployment's one key, consent-key.ts) stored with the address, and with an SMTP server the double
 * opt-in — a mail queued in the same transaction and sent by the outbox after the answer
 * (mail-outbox.ts), whether the address is new, unconfirmed or confirmed: the same statements, the
 * same answer, the same time, so the form tells nobody who is subscribed (issue 33). Unconfirmed
 * rows expire after UNCONFIRMED_TTL_MS. Without SMTP the row is stored unconfirmed, and
 * `npm run iscritti` says so.
 */
import { clientAddressHash, consentTextVersion, newToken, tokenHash, UNCONFIRMED_TTL_MS } from './consent-record.ts';
import type { ConsentKey } from './consent-key.ts';
import type { SubscriberStore } from './subscriber-store.ts';

export { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './links.ts';

/**
 * At most one mail to an address in this long, however often it is typed into the form: the
 * form must not become a way to flood a mailbox (besides the per-client rate limit).
 */
export const MAIL_COOLDOWN_MS = 10 * 60 * 1000;

export interface OptInOptions {
  store: SubscriberStore;
  /** The outbox that sends the queued mails; null = no SMTP server: rows stored unconfirmed. */
  outbox: { kick(): void } | null;
  /** The deployment's key of the client address's hash. */
  consentKey: ConsentKey;
  /** Default MAIL_COOLDOWN_MS. */
  mailCooldownMs?: number;
}

export interface OptIn {
  /** Stores (or renews) the subscription and, with an outbox, queues its mail; tells nothing of what was there. */
  subscribe(email: string, clientAddress: string, now?: Date): Promise<void>;
  confirm(token: string, now?: Date): Promise<boolean>;
  unsubscribe(token: string): Promise<boolean>;
  /** Deletes the unconfirmed rows whose link has expired; how many. */
  expire(now?: Date): Promise<number>;
}

export function createOptIn(o: OptInOptions): OptIn {
  const expire = (now = new Date()) => o.store.expireUnconfirmed(new Date(now.getTime() - UNCONFIRMED_TTL_MS));
  return {
    subscribe: async (email, clientAddress, now = new Date()) => {
      // An address whose link expired can subscribe again: its old row goes first.
      await expire(now);
      const record = {
        consentVersion: consentTextVersion(),
        sourceHash: clientAddressHash(o.consentKey.key, clientAddress),
        sourceKeyId: o.consentKey.id,
      };
      if (!o.outbox) {
        await o.store.add(email, now, { ...record, confirmTokenHash: null, unsubscribeTokenHash: null });
        return;
      }
      await o.store.subscribeWithMail(email, now, { ...record, placeholderConfirmHash: newToken().hash }, o.mailCooldownMs ?? MAIL_COOLDOWN_MS);
      o.outbox.kick();
    },
    confirm: async (token, now = new Date()) => {
      // A link past its 7 days must not confirm, even before the hourly sweep deleted its row.
      await expire(now);
      return o.store.confirm(tokenHash(token), now);
    },
    unsubscribe: (token) => o.store.unsubscribe(tokenHash(token)),
    expire,
  };
}
