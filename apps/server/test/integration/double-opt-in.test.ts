/**
 * The questionnaire's consent record and double opt-in (issues 22 and 33) against a local SMTP stub
 * (smtp-server on 127.0.0.1, a free port) reached by the real nodemailer client: subscribe → the
 * mail arrives, from the outbox, after the answer, with its links → opening the confirmation link
 * and pressing its button confirms; the cancel link deletes; unconfirmed rows expire; an address
 * already there gets the same answer and a mail of its own (confirm again, or «already
 * subscribed»); a refusing or silent mail server changes nothing in the answer; the answer does not
 * wait on a slow mail server; without SMTP the row is stored unconfirmed and `npm run iscritti`
 * says so. Each on SQLite and on Postgres (a throw-away cluster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { OPT_IN_TEXTS, QUESTIONNAIRE_TEXTS } from '../../src/messages.ts';
import { clientAddressHash, consentTextVersion, newToken, UNCONFIRMED_TTL_MS } from '../../src/questionnaire/consent-record.ts';
import { FIRST_RETRY_DELAY_MS } from '../../src/questionnaire/mail-outbox.ts';
import { parseIscrittiArgs, runIscritti } from '../../src/questionnaire/iscritti-cli.ts';
import { openPostgresSubscriberStore } from '../../src/questionnaire/postgres-subscribers.ts';
import { openSqliteSubscriberStore } from '../../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../../src/questionnaire/subscriber-store.ts';
import type { SiteConfig } from '../../src/site-config.ts';
import { postForm, postQuestionnaire } from '../helpers.ts';
import { bodyText, linksOf, mailsTo, startSmtpStub, unsubscribeLinkOf, type SmtpStub } from '../smtp-stub.ts';
import { describeWithPostgres, usePostgresCluster } from '../postgres-cluster.ts';


const PUBLIC_URL = 'https://astrolabio.esempio.it';
const HASH_KEY = 'chiave-di-prova';
const VISITOR = '203.0.113.7';

function optInSuite(openStore: () => Promise<SubscriberStore>) {
  let smtp: SmtpStub;
  let app: FastifyInstance | undefined;
  let store: SubscriberStore;
  /** The app's log lines (debug), for what the outbox did after the answer. */
  const log: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpStub();
  });
  afterAll(() => smtp?.stop());
  beforeEach(async () => {
    smtp.mails.length = 0;
    smtp.refused.clear();
    smtp.release();
    log.length = 0;
    store = await openStore();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(site: Partial<SiteConfig>) {
    // The app closes the store (its onClose hook).
    app = await buildApp({
      site: { consentHashKey: HASH_KEY, ...site }, deps: { subscribers: store, sourceArchive: undefined },
      logLevel: 'debug', logStream: { write: (line) => log.push(line) },
    });
    await app.ready();
    return app;
  }
  const withSmtp = () => appWith({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: PUBLIC_URL });
  const subscribe = (a: FastifyInstance, email: string) =>
    a.inject(postQuestionnaire({ email, consenso: 'si' }, { remoteAddress: VISITOR }));

  test('subscribe → the mail arrives with its links → the confirmation page\'s button confirms; consent recorded', async () => {
    const a = await withSmtp();
    const res = await subscribe(a, 'Maria.Rossi@esempio.it');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(OPT_IN_TEXTS.checkMailbox(7).replaceAll("'", '&#39;'));

    // The mail goes after the answer, to the address as stored (trimmed, lower-cased).
    const [mail] = await mailsTo(smtp, 'maria.rossi@esempio.it');
    expect(mail!.to).toEqual(['maria.rossi@esempio.it']);
    expect(mail!.from).toBe('noreply@astrolabio.esempio.it');
    expect(mail!.raw).toMatch(/^Subject: Conferma la tua iscrizione/m);
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/astrolabio\.esempio\.it\/questionario\/cancella\?t=/m);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const { confirm, unsubscribe } = linksOf(mail!);
    expect(mail!.raw.replace(/\r\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${unsubscribe.href}>`);
    expect(confirm.origin).toBe(PUBLIC_URL);
    expect(unsubscribe.origin).toBe(PUBLIC_URL);

    const [row] = await store.list();
    expect(row).toEqual({
      email: 'maria.rossi@esempio.it',
      consentedAt: expect.any(String),
      consentVersion: consentTextVersion(QUESTIONNAIRE_TEXTS.consentLabel),
      sourceHash: clientAddressHash(HASH_KEY, VISITOR),
      confirmedAt: null,
      confirmationSent: true,
    });
    expect(JSON.stringify(row)).not.toContain(VISITOR);

    // Opening the link changes nothing (mail scanners open links): it shows the button.
    const page = await a.inject({ method: 'GET', url: `${confirm.pathname}${confirm.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(OPT_IN_TEXTS.confirmButton);
    expect((await store.list())[0]!.confirmedAt).toBeNull();
    const token = /name="t" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBe(confirm.searchParams.get('t'));

    const done = await a.inject(postForm(confirm.pathname, { t: token! }));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Iscrizione confermata');
    expect((await store.list())[0]!.confirmedAt).toEqual(expect.any(String));

    // Again at once: the same thanks, and no second mail within the cooldown (no flooding a mailbox).
    const again = await subscribe(a, 'maria.rossi@esempio.it');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails).toHaveLength(1);
  });

  test('the cancel link deletes the address; a used or made-up token says the link is not valid', async () => {
    const a = await withSmtp();
    await subscribe(a, 'luca@esempio.it');
    await subscribe(a, 'anna@esempio.it');
    const { unsubscribe } = linksOf((await mailsTo(smtp, 'luca@esempio.it'))[0]!);
    const page = await a.inject({ method: 'GET', url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(page.body).toContain(OPT_IN_TEXTS.unsubscribeButton);
    const res = await a.inject(postForm(unsubscribe.pathname, { t: unsubscribe.searchParams.get('t')! }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('il tuo indirizzo è stato cancellato');
    expect((await store.list()).map((s) => s.email)).toEqual(['anna@esempio.it']);
    expect((await a.inject(postForm(unsubscribe.pathname, { t: unsubscribe.searchParams.get('t')! }))).statusCode).toBe(404);
    expect((await a.inject(postForm(unsubscribe.pathname, { t: 'inventato' }))).statusCode).toBe(404);

    // A mail program's one-click unsubscribe (RFC 8058): the token in the link, the fixed body.
    const anna = linksOf((await mailsTo(smtp, 'anna@esempio.it'))[0]!).unsubscribe;
    const oneClick = await a.inject(postForm(`${anna.pathname}${anna.search}`, { 'List-Unsubscribe': 'One-Click' }));
    expect(oneClick.statusCode).toBe(200);
    expect(await store.list()).toEqual([]);
  });

  test('unconfirmed rows expire after 7 days: the link then fails, a new subscription sweeps them; rows without a mail stay', async () => {
    const a = await withSmtp();
    const longAgo = new Date(Date.now() - UNCONFIRMED_TTL_MS - 60_000);
    const old = newToken();
    const record = { consentVersion: consentTextVersion(), sourceHash: 'x' };
    await store.add('scaduto@esempio.it', longAgo, { ...record, confirmTokenHash: old.hash, unsubscribeTokenHash: newToken().hash });
    await store.add('senza-mail@esempio.it', longAgo, { ...record, confirmTokenHash: null, unsubscribeTokenHash: null });
    const res = await a.inject(postForm('/questionario/conferma', { t: old.token }));
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('è scaduto');
    expect((await store.list()).map((s) => s.email)).toEqual(['senza-mail@esempio.it']);

    await store.add('scaduto2@esempio.it', longAgo, { ...record, confirmTokenHash: newToken().hash, unsubscribeTokenHash: newToken().hash });
    await subscribe(a, 'nuovo@esempio.it');
    expect((await store.list()).map((s) => s.email)).toEqual(['senza-mail@esempio.it', 'nuovo@esempio.it']);
  });

  test('an address the mail server refuses for good: the same thanks as any other, and the row is taken back once it refuses', async () => {
    const a = await withSmtp();
    smtp.refused.add('inesistente@esempio.it');
    const accepted = await subscribe(a, 'vera@esempio.it');
    const refused = await subscribe(a, 'inesistente@esempio.it');
    expect(refused.statusCode).toBe(accepted.statusCode);
    expect(refused.body).toBe(accepted.body);
    await mailsTo(smtp, 'vera@esempio.it');
    await expect.poll(async () => (await store.list()).map((s) => s.email), { timeout: 15_000 }).toEqual(['vera@esempio.it']);
  });

  test('a mail server that does not answer: the same thanks, the row kept and its mail tried again later', async () => {
    // The stub's port with nothing listening there any more.
    const closed = await startSmtpStub();
    await closed.stop();
    const a = await appWith({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, publicUrl: PUBLIC_URL });
    const res = await subscribe(a, 'maria@esempio.it');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(OPT_IN_TEXTS.checkMailbox(7).replaceAll("'", '&#39;'));
    // Tried once, failed, due again in a minute: until then no server takes it. The log says so, without the address.
    await expect.poll(() => log.filter((l) => l.includes('subscription mail not sent: tried again later')).length, { timeout: 15_000 }).toBe(1);
    expect(log.join('')).not.toContain('maria@esempio.it');
    expect(await store.nextMail(new Date(), new Date(Date.now() + 1000))).toBeUndefined();
    const later = new Date(Date.now() + FIRST_RETRY_DELAY_MS + 1000);
    expect(await store.nextMail(later, new Date(later.getTime() + 1000))).toMatchObject({ email: 'maria@esempio.it', attempts: 2 });
    expect((await store.list()).map((s) => s.email)).toEqual(['maria@esempio.it']);
  });

  test('an address already there gets a mail too: confirmed, «already subscribed» with a cancel link that works; unconfirmed, a new confirmation whose link works (the old one no more)', async () => {
    const a = await withSmtp();
    const confirmed = newToken();
    const pending = newToken();
    const record = { consentVersion: consentTextVersion(), sourceHash: 'x' };
    await store.add('confermata@esempio.it', new Date(), { ...record, confirmTokenHash: confirmed.hash, unsubscribeTokenHash: newToken().hash });
    expect(await store.confirm(confirmed.hash)).toBe(true);
    await store.add('in-attesa@esempio.it', new Date(), { ...record, confirmTokenHash: pending.hash, unsubscribeTokenHash: newToken().hash });

    const fresh = await subscribe(a, 'nuova@esempio.it');
    for (const email of ['confermata@esempio.it', 'in-attesa@esempio.it']) {
      const res = await subscribe(a, email);
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(res.body).toBe(fresh.body);
    }

    const [already] = await mailsTo(smtp, 'confermata@esempio.it');
    expect(bodyText(already!.raw)).toContain('già iscritto e confermato');
    expect(bodyText(already!.raw)).not.toContain('/questionario/conferma');
    const cancel = unsubscribeLinkOf(already!);
    expect((await a.inject(postForm(cancel.pathname, { t: cancel.searchParams.get('t')! }))).statusCode).toBe(200);

    const [again] = await mailsTo(smtp, 'in-attesa@esempio.it');
    const { confirm } = linksOf(again!);
    expect((await a.inject(postForm('/questionario/conferma', { t: pending.token }))).statusCode).toBe(404);
    expect((await a.inject(postForm(confirm.pathname, { t: confirm.searchParams.get('t')! }))).statusCode).toBe(200);
    await mailsTo(smtp, 'nuova@esempio.it');
    expect((await store.list()).map((s) => [s.email, s.confirmedAt !== null]).sort()).toEqual([
      ['in-attesa@esempio.it', true], ['nuova@esempio.it', false],
    ]);
  });

  test('the answer does not wait on the mail server: with a stub that takes no mail until released, a new and an existing address are answered before it has taken either', async () => {
    const a = await withSmtp();
    // Held until both answers are in: the mail server answers after them, however slow the machine.
    const release = smtp.hold();
    await store.add('gia@esempio.it', new Date(), { consentVersion: consentTextVersion(), sourceHash: 'x', confirmTokenHash: newToken().hash, unsubscribeTokenHash: newToken().hash });
    const timed = async (email: string) => {
      const startedMs = performance.now();
      const res = await subscribe(a, email);
      return { res, ms: performance.now() - startedMs, mailsTakenByThen: smtp.mails.length };
    };
    const fresh = await timed('nuova@esempio.it');
    const existing = await timed('gia@esempio.it');
    console.log(`questionario con un server di posta fermo: indirizzo nuovo ${fresh.ms.toFixed(1)} ms, già presente ${existing.ms.toFixed(1)} ms`);
    expect(existing.res.statusCode).toBe(fresh.res.statusCode);
    expect(existing.res.body).toBe(fresh.res.body);
    expect([fresh.mailsTakenByThen, existing.mailsTakenByThen]).toEqual([0, 0]);
    release();
    await mailsTo(smtp, 'nuova@esempio.it');
    await mailsTo(smtp, 'gia@esempio.it');
  });

  test('without SMTP the row is stored unconfirmed, no mail, and npm run iscritti says why', async () => {
    const a = await appWith({});
    const res = await subscribe(a, 'maria@esempio.it');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Il tuo indirizzo è registrato');
    expect(smtp.mails).toEqual([]);
    expect(await store.list()).toEqual([expect.objectContaining({
      email: 'maria@esempio.it', confirmedAt: null, confirmationSent: false, consentVersion: consentTextVersion(), sourceHash: clientAddressHash(HASH_KEY, VISITOR),
    })]);
    const out: string[] = [];
    const code = await runIscritti(parseIscrittiArgs(['elenco']), async () => store, { out: (t) => out.push(t), err: () => undefined, writeFile: () => undefined });
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^maria@esempio\.it\t.*\tnon confermato$/);
    expect(out.at(-1)).toBe(OPT_IN_TEXTS.unconfirmedSummary(0, 1, 7));
    expect(out.at(-1)).toContain('SMTP_URL non impostata');
  });
}

describe('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-optin-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  optInSuite(async () => openSqliteSubscriberStore(join(dir, `${++n}.sqlite`)));
});

describeWithPostgres()('Postgres', () => {
  const cluster = usePostgresCluster();
  optInSuite(async () => openPostgresSubscriberStore(await cluster().createDatabase()));
});
