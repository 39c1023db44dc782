/**
 * The confirmation mail of the double opt-in, sent through SMTP_URL with nodemailer: a link that
 * confirms the subscription and one that cancels it (also as List-Unsubscribe, RFC 2369/8058, so
 * mail programs offer it). The texts are Italian (messages.ts OPT_IN_TEXTS).
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
  close(): void;
}

/** How long a visitor waits for the SMTP server before the form says the mail could not be sent. */
const SMTP_TIMEOUT_MS = 10_000;

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
        headers: {
          'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
    close: () => transport.close(),
  };
}
