/**
 * The double opt-in's mails, sent through SMTP_URL with nodemailer by the outbox (mail-outbox.ts):
 * the confirmation mail, with a link that confirms the subscription and one that cancels it, and for
 * an address already confirmed the mail that says so, with the cancel link. The cancel link is also
 * List-Unsubscribe (RFC 2369/8058), so mail programs offer it. The texts are Italian (messages.ts
 * OPT_IN_TEXTS).
 */
import nodemailer from 'nodemailer';
import { OPT_IN_TEXTS as T } from '../messages.ts';
import { UNCONFIRMED_TTL_DAYS } from './consent-record.ts';

export interface OptInLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

export interface OptInMailer {
  /** Resolves when the SMTP server accepted the mail; rejects otherwise. */
  sendConfirmation(to: string, links: OptInLinks): Promise<void>;
  /** To an address already confirmed that subscribed again: it is, and how to cancel. */
  sendAlreadySubscribed(to: string, links: Pick<OptInLinks, 'unsubscribeUrl'>): Promise<void>;
  close(): void;
}

/** How long the outbox waits for the SMTP server before it counts the attempt as failed (and retries). */
const SMTP_TIMEOUT_MS = 10_000;

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function createOptInMailer(options: { smtpUrl: string; from: string }): OptInMailer {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    sendConfirmation: async (to, links) => {
      await transport.sendMail({
        from: options.from,
        to,
        subject: T.mailSubject,
        text: T.mailText(links.confirmUrl, links.unsubscribeUrl, UNCONFIRMED_TTL_DAYS),
        headers: unsubscribeHeaders(links.unsubscribeUrl),
      });
    },
    sendAlreadySubscribed: async (to, links) => {
      await transport.sendMail({
        from: options.from,
        to,
        subject: T.alreadySubscribedSubject,
        text: T.alreadySubscribedText(links.unsubscribeUrl),
        headers: unsubscribeHeaders(links.unsubscribeUrl),
      });
    },
    close: () => transport.close(),
  };
}
