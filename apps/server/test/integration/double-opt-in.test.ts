/**
 * The questionnaire's consent record and double opt-in (issue 22) against a local SMTP stub
 * (smtp-server on 127.0.0.1, a free port) reached by the real nodemailer client: subscribe → the
 * mail arrives with its links → opening the confirmation link and pressing its button confirms;
 * the cancel link deletes; unconfirmed rows expire; without SMTP the row is stored unconfirmed and
 * `npm run iscritti` says so. Each on SQLite and on Postgres (a throw-away cluster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { OPT_IN_TEXTS, QUESTIONNAIRE_TEXTS } from '../../src/messages.ts';
import { clientAddressHash, consentTextVersion, newToken, UNCONFIRMED_TTL_MS } from '../../src/questionnaire/consent-record.ts';
import { parseIscrittiArgs, runIscritti } from '../../src/questionnaire/iscritti-cli.ts';
import { openPostgresSubscriberStore } from '../../src/questionnaire/postgres-subscribers.ts';
import { openSqliteSubscriberStore } from '../../src/questionnaire/sqlite-subscribers.ts';
import type { SubscriberStore } from '../../src/questionnaire/subscriber-store.ts';
import type { SiteConfig } from '../../src/site-config.ts';
import { postForm, postQuestionnaire } from '../helpers.ts';
import { describeWithPostgres, usePostgresCluster } from '../postgres-cluster.ts';

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** The SMTP stub: accepts every mail (no TLS, no login) and keeps it. */
async function startSmtpStub(): Promise<{ port: number; mails: Mail[]; stop: () => Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The mail's body (after the headers), quoted-printable undone (long links are wrapped with `=` and `=` is `=3D`). */
function bodyText(raw: string): string {
  const qp = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(qp, 'latin1').toString('utf8');
}

function linksOf(mail: Mail): { confirm: URL; unsubscribe: URL } {
  const urls = [...bodyText(mail.raw).matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
  const confirm = urls.find((u) => u.pathname === '/questionario/conferma');
  const unsubscribe = urls.find((u) => u.pathname === '/questionario/cancella');
  if (!confirm || !unsubscribe) throw new Error(`links not found in:\n${mail.raw}`);
  return { confirm, unsubscribe };
}

const PUBLIC_URL = 'https://astrolabio.esempio.it';
const HASH_KEY = 'chiave-di-prova';
const VISITOR = '203.0.113.7';

function optInSuite(openStore: () => Promise<SubscriberStore>) {
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let app: FastifyInstance | undefined;
  let store: SubscriberStore;

  beforeAll(async () => {
    smtp = await startSmtpStub();
  });
  afterAll(() => smtp?.stop());
  beforeEach(async () => {
    smtp.mails.length = 0;
    store = await openStore();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(site: Partial<SiteConfig>) {
    // The app closes the store (its onClose hook).
    app = await buildApp({ site: { consentHashKey: HASH_KEY, ...site }, deps: { subscribers: store, sourceArchive: undefined } });
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

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['Maria.Rossi@esempio.it']);
    expect(mail.from).toBe('noreply@astrolabio.esempio.it');
    expect(mail.raw).toMatch(/^Subject: Conferma la tua iscrizione/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/astrolabio\.esempio\.it\/questionario\/cancella\?t=/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const { confirm, unsubscribe } = linksOf(mail);
    expect(mail.raw.replace(/\r\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${unsubscribe.href}>`);
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

    // Again: no second mail for an address already there, and the thanks does not tell.
    expect((await subscribe(a, 'maria.rossi@esempio.it')).statusCode).toBe(200);
    expect(smtp.mails).toHaveLength(1);
  });

  test('the cancel link deletes the address; a used or made-up token says the link is not valid', async () => {
    const a = await withSmtp();
    await subscribe(a, 'luca@esempio.it');
    await subscribe(a, 'anna@esempio.it');
    const { unsubscribe } = linksOf(smtp.mails[0]!);
    const page = await a.inject({ method: 'GET', url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(page.body).toContain(OPT_IN_TEXTS.unsubscribeButton);
    const res = await a.inject(postForm(unsubscribe.pathname, { t: unsubscribe.searchParams.get('t')! }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('il tuo indirizzo è stato cancellato');
    expect((await store.list()).map((s) => s.email)).toEqual(['anna@esempio.it']);
    expect((await a.inject(postForm(unsubscribe.pathname, { t: unsubscribe.searchParams.get('t')! }))).statusCode).toBe(404);
    expect((await a.inject(postForm(unsubscribe.pathname, { t: 'inventato' }))).statusCode).toBe(404);

    // A mail program's one-click unsubscribe (RFC 8058): the token in the link, the fixed body.
    const anna = linksOf(smtp.mails[1]!).unsubscribe;
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

  test('an SMTP server that refuses: 503 saying the mail was not sent, and the address is not kept', async () => {
    // The stub's port with nothing listening there any more.
    const closed = await startSmtpStub();
    await closed.stop();
    const a = await appWith({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, publicUrl: PUBLIC_URL });
    const res = await subscribe(a, 'maria@esempio.it');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("Non è stato possibile inviare l&#39;e-mail di conferma");
    expect(await store.list()).toEqual([]);
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
