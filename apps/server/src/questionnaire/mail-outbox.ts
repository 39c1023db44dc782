/**
 * The outbox's sender (issue 33): the questionnaire only queues a mail in the database (in the same
 * transaction as the subscription), and this sends it after the visitor has had the answer, so the
 * answer never waits on the mail server and takes the same time whether the address was new or not.
 * The mail is the confirmation for an unconfirmed address (new tokens: the last mail's links are the
 * ones that work) or «already subscribed» with a cancel link for a confirmed one. A mail that does
 * not go is tried again later, a minute after the first failure, doubling up to an hour, for a day;
 * a refusal the mail server calls permanent (5xx), or a day of failures, ends it, and an unconfirmed
 * row then goes (nobody could confirm it). Every replica runs one; a mail is leased to one at a time.
 */
import { newToken } from './consent-record.ts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './links.ts';
import type { OptInMailer } from './opt-in-mailer.ts';
import type { QueuedMail, SubscriberStore } from './subscriber-store.ts';

/** While one replica sends a mail, the others leave it alone this long (well beyond the SMTP timeouts). */
export const MAIL_LEASE_MS = 5 * 60 * 1000;
/** The first retry's delay; each next one doubles, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 60 * 1000;
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** After this long since the visitor asked, a mail that never went is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often a running server looks for mails due (besides right after each subscription). */
export const OUTBOX_POLL_MS = 30 * 1000;

export interface OutboxEvents {
  /** A mail did not go and will be tried again at `retryAt`. */
  onRetry(err: unknown, mail: QueuedMail, retryAt: Date): void;
  /** A mail did not go and will not be tried again. */
  onGiveUp(err: unknown, mail: QueuedMail): void;
  /** The database failed under the outbox (its watch says so once): the lease runs out and the mail is tried again. */
  onStoreError(err: unknown): void;
}

export interface MailOutboxOptions {
  store: SubscriberStore;
  mailer: OptInMailer;
  /** The site's public origin, for the links. */
  publicUrl: string;
  events: OutboxEvents;
  now?: () => Date;
}

export interface MailOutbox {
  /** Look for mails now (after a subscription); returns at once. */
  kick(): void;
  /** Sends every mail due, and resolves when none is left (tests; the poll). */
  drain(): Promise<void>;
  /** Polls every OUTBOX_POLL_MS until close(). */
  start(): void;
  /** Stops polling and waits for the mail being sent. */
  close(): Promise<void>;
}

function link(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('t', token);
  return url.href;
}

/** The mail server said the address (or the mail) will never be accepted: 5xx replies. */
function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The delay before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export function createMailOutbox(o: MailOutboxOptions): MailOutbox {
  const now = o.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const send = async (mail: QueuedMail) => {
    const unsubscribe = newToken();
    const confirm = mail.confirmed ? null : newToken();
    // The row went meanwhile (cancelled, deleted): its queued mail went with it.
    if (!await o.store.prepareMail(mail.email, { confirmTokenHash: confirm?.hash ?? null, unsubscribeTokenHash: unsubscribe.hash })) return;
    const unsubscribeUrl = link(o.publicUrl, UNSUBSCRIBE_PATH, unsubscribe.token);
    try {
      if (confirm) await o.mailer.sendConfirmation(mail.email, { confirmUrl: link(o.publicUrl, CONFIRM_PATH, confirm.token), unsubscribeUrl });
      else await o.mailer.sendAlreadySubscribed(mail.email, { unsubscribeUrl });
    } catch (err) {
      const at = now();
      const giveUp = isPermanentRefusal(err) || at.getTime() - Date.parse(mail.queuedAt) >= GIVE_UP_AFTER_MS;
      const retryAt = giveUp ? null : new Date(at.getTime() + retryDelayMs(mail.attempts));
      await o.store.mailFailed(mail.email, retryAt, err instanceof Error ? err.message : String(err));
      if (retryAt) o.events.onRetry(err, mail, retryAt);
      else o.events.onGiveUp(err, mail);
      return;
    }
    await o.store.mailSent(mail.email, now());
  };

  const drainOnce = async () => {
    for (;;) {
      const at = now();
      const mail = await o.store.nextMail(at, new Date(at.getTime() + MAIL_LEASE_MS));
      if (!mail) return;
      await send(mail);
    }
  };

  const drain = (): Promise<void> => {
    if (running) {
      // A subscription while sending: look once more when this round ends.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOnce();
        } catch (err) {
          o.events.onStoreError(err);
          return;
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    kick: () => void drain(),
    drain,
    start: () => {
      timer = setInterval(() => void drain(), OUTBOX_POLL_MS).unref();
      void drain();
    },
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
