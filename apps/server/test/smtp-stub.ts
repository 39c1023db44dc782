/**
 * A local SMTP server for the mail tests (smtp-server on 127.0.0.1, a free port), reached by the
 * real nodemailer client: it keeps each mail, refuses the recipients it is told to (550, as for an
 * unknown mailbox) and can be held: a slow mail server that takes no mail's data until released.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpStub {
  port: number;
  mails: Mail[];
  /** Recipients refused for good (550), as a mail server refuses an unknown mailbox. */
  refused: Set<string>;
  /**
   * Makes the stub a mail server that takes no mail's data until the returned function is called (a
   * slow one: the test decides when it answers, instead of waiting seconds of a fixed delay).
   */
  hold: () => () => void;
  /** Ends any hold (the mails held are taken). */
  release: () => void;
  stop: () => Promise<void>;
}

/** The SMTP stub: accepts every mail (no TLS, no login) and keeps it, but for the refused recipients. */
export async function startSmtpStub(): Promise<SmtpStub> {
  const stub = { mails: [] as Mail[], refused: new Set<string>() };
  /** Resolved when the hold ends; undefined while the stub takes mails at once. */
  let held: Promise<void> | undefined;
  let release = () => {};
  const hold = () => {
    if (!held) held = new Promise<void>((resolve) => (release = () => {
      held = undefined;
      resolve();
    }));
    return () => release();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!stub.refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (held ?? Promise.resolve()).then(() => {
          stub.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(stub, {
    port, hold, release: () => release(),
    stop: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The mail's body (after the headers), quoted-printable undone (long links are wrapped with `=` and `=` is `=3D`). */
export function bodyText(raw: string): string {
  const qp = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(qp, 'latin1').toString('utf8');
}

/** The cancel link of an «already subscribed» mail (it has no confirmation link). */
export function unsubscribeLinkOf(mail: Mail): URL {
  const url = [...bodyText(mail.raw).matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])).find((u) => u.pathname === '/questionario/cancella');
  if (!url) throw new Error(`no cancel link in:\n${mail.raw}`);
  return url;
}

export function linksOf(mail: Mail): { confirm: URL; unsubscribe: URL } {
  const urls = [...bodyText(mail.raw).matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
  const confirm = urls.find((u) => u.pathname === '/questionario/conferma');
  const unsubscribe = urls.find((u) => u.pathname === '/questionario/cancella');
  if (!confirm || !unsubscribe) throw new Error(`links not found in:\n${mail.raw}`);
  return { confirm, unsubscribe };
}

/** The mails to `to` once `count` of them have arrived (the outbox sends after the answer). */
export async function mailsTo(smtp: SmtpStub, to: string, count = 1): Promise<Mail[]> {
  await expect.poll(() => smtp.mails.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(count);
  return smtp.mails.filter((m) => m.to.includes(to));
}
