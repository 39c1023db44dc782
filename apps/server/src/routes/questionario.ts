/**
 * GET and POST /questionario: the built-in questionnaire the welcome gate embeds when no external
 * QUESTIONNAIRE_URL is configured. A plain HTML form (no script) posting back to itself; a post
 * from another site is refused (403), a flood is limited (429, plugins/rate-limit.ts), and a
 * database that cannot take the address says so (503): each as the same page with a message.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BUILT_IN_QUESTIONNAIRE_PATH } from '@astrolabio/contract';
import { HTTP_TEXTS, OPT_IN_TEXTS, QUESTIONNAIRE_TEXTS as T } from '../messages.ts';
import { RateLimitedError } from '../plugins/rate-limit.ts';
import { isCrossSitePost } from '../questionnaire/cross-site.ts';
import { UNCONFIRMED_TTL_DAYS } from '../questionnaire/consent-record.ts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, type OptIn } from '../questionnaire/opt-in.ts';
import { MAX_EMAIL_LENGTH, renderLinkPage, renderQuestionnairePage, type LinkPageState, type QuestionnairePageState } from '../questionnaire/page.ts';

interface QuestionnaireRouteDeps {
  optIn: OptIn;
  /** A confirmation mail is sent (SMTP configured): the thanks says to check the mailbox. */
  mailing: boolean;
  privacyEmail: string | null;
}

/** The words of the mail's two links' pages, per link. */
const LINK_TEXTS = {
  confirm: {
    title: OPT_IN_TEXTS.confirmTitle,
    prompt: OPT_IN_TEXTS.confirmPrompt,
    button: OPT_IN_TEXTS.confirmButton,
    done: OPT_IN_TEXTS.confirmed,
    invalid: OPT_IN_TEXTS.confirmInvalid(UNCONFIRMED_TTL_DAYS),
  },
  unsubscribe: {
    title: OPT_IN_TEXTS.unsubscribeTitle,
    prompt: OPT_IN_TEXTS.unsubscribePrompt,
    button: OPT_IN_TEXTS.unsubscribeButton,
    done: OPT_IN_TEXTS.unsubscribed,
    invalid: OPT_IN_TEXTS.unsubscribeInvalid,
  },
} as const;

const emailSchema = z.email();

/** The posted form → the e-mail to store, or the Italian message of each invalid field. */
function validateSubmission(form: Record<string, unknown>):
  | { ok: true; email: string; isBot: boolean }
  | { ok: false; email: string; consent: boolean; errors: { email?: string; consent?: string } } {
  const email = typeof form.email === 'string' ? form.email.trim() : '';
  const consent = form.consenso === 'si';
  const errors: { email?: string; consent?: string } = {};
  if (email === '') errors.email = T.emailRequired;
  else if (email.length > MAX_EMAIL_LENGTH || !emailSchema.safeParse(email).success) errors.email = T.emailInvalid;
  if (!consent) errors.consent = T.consentRequired;
  if (errors.email || errors.consent) return { ok: false, email, consent, errors };
  // A hidden field people never see: when filled, a bot sent the form.
  const isBot = typeof form.sito === 'string' && form.sito !== '';
  return { ok: true, email, isBot };
}

function sendPage(reply: FastifyReply, status: number, state: QuestionnairePageState | LinkPageState) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // Stricter than the site's policy (plugins/security-headers.ts): the page runs no script at
    // all and only our own gate may frame it.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'")
    .send('title' in state ? renderLinkPage(state) : renderQuestionnairePage(state));
}

export const questionarioRoutes = (deps: QuestionnaireRouteDeps) => async (app: FastifyInstance) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const base = { privacyEmail: deps.privacyEmail, action: BUILT_IN_QUESTIONNAIRE_PATH };
  // The same thanks for a bot as for a person, so that a bot learns nothing.
  const thanks = { ...base, done: true, doneMessage: deps.mailing ? OPT_IN_TEXTS.checkMailbox(UNCONFIRMED_TTL_DAYS) : undefined };

  // The rate limit's 429 reaches this page's visitor as the form with a message, not as JSON in the frame.
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err instanceof RateLimitedError) return sendPage(reply, 429, { ...base, notice: err.message });
    throw err;
  });

  app.get(BUILT_IN_QUESTIONNAIRE_PATH, { schema: { hide: true } }, async (_request, reply) => sendPage(reply, 200, base));

  app.post(BUILT_IN_QUESTIONNAIRE_PATH, {
    schema: { hide: true },
    config: { limit: 'questionnaire' },
    // Refused before the body is read.
    onRequest: async (request, reply) => {
      if (isCrossSitePost(request.headers, request.host)) return sendPage(reply, 403, { ...base, notice: HTTP_TEXTS.crossSiteForm });
    },
  }, async (request, reply) => {
    const form = request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const result = validateSubmission(form);
    if (!result.ok) return sendPage(reply, 400, { ...base, email: result.email, consent: result.consent, errors: result.errors });
    // A repeated e-mail gets the same thanks, in the same time (the mail goes later, from the
    // outbox): the page never tells who is already subscribed (issue 33).
    if (result.isBot) return sendPage(reply, 200, thanks);
    try {
      await deps.optIn.subscribe(result.email, request.ip);
    } catch (err) {
      // The database's failures are logged by its watch, once per outage (questionnaire/write-availability.ts).
      request.log.debug({ err }, 'subscriber not stored');
      return sendPage(reply, 503, { ...base, email: result.email, consent: true, notice: HTTP_TEXTS.subscriptionFailed });
    }
    return sendPage(reply, 200, thanks);
  });

  // The mail's links: GET shows a button (mail scanners open links), its POST does the deed.
  // No cross-site check: the 256-bit token is the authority, and mail programs post
  // List-Unsubscribe=One-Click from their own servers (RFC 8058).
  const tokenOf = (request: { query: unknown; body: unknown }) => {
    for (const source of [request.body, request.query]) {
      const t = source !== null && typeof source === 'object' ? (source as Record<string, unknown>).t : undefined;
      if (typeof t === 'string' && t !== '') return t;
    }
    return undefined;
  };
  for (const [path, kind] of [[CONFIRM_PATH, 'confirm'], [UNSUBSCRIBE_PATH, 'unsubscribe']] as const) {
    const texts = LINK_TEXTS[kind];
    const page = { title: texts.title, privacyEmail: deps.privacyEmail };
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const token = tokenOf({ query: request.query, body: null });
      if (!token) return sendPage(reply, 400, { ...page, message: texts.invalid });
      return sendPage(reply, 200, { ...page, message: texts.prompt, form: { action: path, token, button: texts.button } });
    });
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      const token = tokenOf(request);
      let done: boolean;
      try {
        done = token !== undefined && (kind === 'confirm' ? await deps.optIn.confirm(token) : await deps.optIn.unsubscribe(token));
      } catch (err) {
        request.log.debug({ err }, `subscriber ${kind} failed`);
        return sendPage(reply, 503, { ...page, message: HTTP_TEXTS.databaseUnavailable });
      }
      if (!done) return sendPage(reply, 404, { ...page, message: texts.invalid });
      return sendPage(reply, 200, { ...page, message: texts.done });
    });
  }
};
