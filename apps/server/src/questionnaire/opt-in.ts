/**
 * A subscription as the questionnaire makes it: the consent record (consent-record.ts) stored with
 * the address, and with an SMTP server the double opt-in — a confirmation mail with a link to
 * confirm and one to cancel; unconfirmed rows expire after UNCONFIRMED_TTL_MS. Without SMTP the row
 * is stored unconfirmed, and `npm run iscritti` says so.
 */
import { clientAddressHash, consentTextVersion, newToken, tokenHash, UNCONFIRMED_TTL_MS } from './consent-record.ts';
import type { OptInMailer } from './opt-in-mailer.ts';
import type { SubscriberStore } from './subscriber-store.ts';

/** The paths of the mail's links, under the questionnaire's. */
export const CONFIRM_PATH = '/questionario/conferma';
export const UNSUBSCRIBE_PATH = '/questionario/cancella';

/** The confirmation mail could not be sent: the row was taken back, the visitor is told to retry. */
export class ConfirmationMailError extends Error {
  override name = 'ConfirmationMailError';
}

export interface OptInOptions {
  store: SubscriberStore;
  /** null = no SMTP server: rows stored unconfirmed. */
  mailer: OptInMailer | null;
  /** The site's public origin, for the links (required with a mailer). */
  publicUrl: string | null;
  /** Key of the client address's hash. */
  hashKey: string;
}

export interface OptIn {
  /** 'mailed': a confirmation mail went out; 'stored': no SMTP, stored unconfirmed; 'existing': already there, nothing sent. */
  subscribe(email: string, clientAddress: string, now?: Date): Promise<'mailed' | 'stored' | 'existing'>;
  confirm(token: string, now?: Date): Promise<boolean>;
  unsubscribe(token: string): Promise<boolean>;
  /** Deletes the unconfirmed rows whose link has expired; how many. */
  expire(now?: Date): Promise<number>;
}

function link(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('t', token);
  return url.href;
}

export function createOptIn(o: OptInOptions): OptIn {
  const expire = (now = new Date()) => o.store.expireUnconfirmed(new Date(now.getTime() - UNCONFIRMED_TTL_MS));
  return {
    subscribe: async (email, clientAddress, now = new Date()) => {
      // An address whose link expired can subscribe again: its old row goes first.
      await expire(now);
      const record = { consentVersion: consentTextVersion(), sourceHash: clientAddressHash(o.hashKey, clientAddress) };
      if (!o.mailer || !o.publicUrl) {
        const outcome = await o.store.add(email, now, { ...record, confirmTokenHash: null, unsubscribeTokenHash: null });
        return outcome === 'added' ? 'stored' : 'existing';
      }
      const confirm = newToken();
      const unsubscribe = newToken();
      // An address already there gets no mail: the form must not become a way to mail-bomb someone.
      if (await o.store.add(email, now, { ...record, confirmTokenHash: confirm.hash, unsubscribeTokenHash: unsubscribe.hash }) === 'existing') return 'existing';
      try {
        await o.mailer.sendConfirmation(email.trim(), {
          confirmUrl: link(o.publicUrl, CONFIRM_PATH, confirm.token),
          unsubscribeUrl: link(o.publicUrl, UNSUBSCRIBE_PATH, unsubscribe.token),
        });
      } catch (cause) {
        // Nobody could ever confirm this row: taken back, so a retry starts afresh.
        await o.store.unsubscribe(unsubscribe.hash);
        throw new ConfirmationMailError(`confirmation mail not sent: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
      }
      return 'mailed';
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
