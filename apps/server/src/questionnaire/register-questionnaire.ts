/**
 * The built-in questionnaire on the app: its routes, the consent record keyed by the deployment's
 * one key (consent-key.ts) and, when SMTP_URL is set, the double opt-in with its outbox
 * (mail-outbox.ts), started when the app is ready and stopped before the database closes. The
 * expired unconfirmed rows are deleted at start, on each subscription and every EXPIRY_SWEEP_MS.
 */
import type { FastifyInstance } from 'fastify';
import { questionarioRoutes } from '../routes/questionario.ts';
import type { SiteConfig } from '../site-config.ts';
import { deploymentConsentKey } from './consent-key.ts';
import { EXPIRY_SWEEP_MS } from './consent-record.ts';
import { createMailOutbox, type MailOutbox } from './mail-outbox.ts';
import { createOptIn } from './opt-in.ts';
import { createOptInMailer } from './opt-in-mailer.ts';
import type { SubscriberStore } from './subscriber-store.ts';

export async function registerQuestionnaire(app: FastifyInstance, subscribers: SubscriberStore, site: SiteConfig): Promise<void> {
  const consentKey = await deploymentConsentKey(site.consentHashKey, subscribers);
  app.log.info({ keyId: consentKey.id, source: consentKey.source }, 'consent record: the client address hash key');
  const mailer = site.smtpUrl !== null && site.publicUrl !== null
    ? createOptInMailer({ smtpUrl: site.smtpUrl, from: site.mailFrom ?? `Astrolabio <noreply@${new URL(site.publicUrl).hostname}>` })
    : null;
  const outbox: MailOutbox | null = mailer && site.publicUrl !== null
    ? createMailOutbox({
      store: subscribers,
      mailer,
      publicUrl: site.publicUrl,
      events: {
        // The error names the address: the logger's redaction takes it out (logging/redaction.ts).
        onRetry: (err, mail, retryAt) => app.log.warn({ err, attempts: mail.attempts, retryAt }, 'subscription mail not sent: tried again later'),
        onGiveUp: (err, mail) => app.log.error({ err, attempts: mail.attempts }, 'subscription mail not sent, given up: an unconfirmed address is deleted'),
        onStoreError: (err) => app.log.debug({ err }, 'mail outbox: the database failed; the mail is tried again when its lease ends'),
      },
    })
    : null;
  const optIn = createOptIn({ store: subscribers, outbox, consentKey });
  const sweep = () => optIn.expire().then(
    (n) => { if (n > 0) app.log.info({ deleted: n }, 'unconfirmed subscriptions expired'); },
    (err: unknown) => app.log.warn({ err }, 'expired unconfirmed subscriptions not deleted'),
  );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), EXPIRY_SWEEP_MS).unref();
    // Mails queued before a restart go now.
    outbox?.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await outbox?.close();
    mailer?.close();
  });
  await app.register(questionarioRoutes({ optIn, mailing: mailer !== null, privacyEmail: site.privacyEmail }));
}
