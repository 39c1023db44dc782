/**
 * The debug log of a full walk holds nothing private (issue 33): the real server process at
 * LOG_LEVEL=debug, with an SMTP stub, is walked as a visitor walks it — the place search and the
 * web's own `resolve-location?place=…&date=…&time=…`, a chart, the questionnaire (a new address, one
 * already there, one the mail server refuses for good), the mail's confirm and cancel links, bad
 * input — and its whole output is then searched for the birth place, date and time, every e-mail
 * address and every token the walk used. None may be there; the walk's own lines must be (each
 * request at debug, the refusal at error), or the test would prove nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REDACTED } from '../../src/logging/redaction.ts';
import { ROME_1990 } from '../helpers.ts';
import { listeningPort, startServerProcess, type ServerRun } from '../server-process.ts';
import { linksOf, mailsTo, startSmtpStub, type SmtpStub } from '../smtp-stub.ts';

const PLACE = 'Bolzano';
const DATE = '1975-06-01';
const TIME = '23:59';
const NEW = 'maria.rossi@esempio.it';
const AGAIN = 'luca.bianchi@esempio.it';
const REFUSED = 'inesistente@esempio.it';

describe('a debug log of a full walk', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-log-'));
  let smtp: SmtpStub;
  let server: ServerRun;
  let origin: string;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    smtp.refused.add(REFUSED);
    server = startServerProcess({
      HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'debug', RATE_LIMIT_QUESTIONNAIRE_MAX: '0',
      SUBSCRIBERS_DB_PATH: join(dir, 'iscritti.sqlite'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://astrolabio.esempio.it',
    });
    origin = `http://127.0.0.1:${await listeningPort(server)}`;
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const form = (email: string) => fetch(`${origin}/questionario`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, consenso: 'si' }).toString(),
  });
  const post = (path: string, fields: Record<string, string>) => fetch(`${origin}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });

  test('holds no birth data, no e-mail address, no token', async () => {
    const secrets: string[] = [PLACE, DATE, TIME, NEW, AGAIN, REFUSED];
    expect((await fetch(`${origin}/api/config`)).status).toBe(200);
    expect((await fetch(`${origin}/api/luoghi?q=${PLACE}`)).status).toBe(200);
    const resolved = await fetch(`${origin}/api/resolve-location?${new URLSearchParams({ place: PLACE, date: DATE, time: TIME })}`);
    expect(resolved.status).toBe(200);
    expect((await fetch(`${origin}/api/tema-natale`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ROME_1990, datetime: `${DATE}T${TIME}` }),
    })).status).toBe(200);
    expect((await fetch(`${origin}/api/resolve-location?${new URLSearchParams({ place: PLACE, date: '1975-13-45', time: TIME })}`)).status).toBe(400);

    // The questionnaire: a new address, the same again later (a second mail: «già iscritto» once confirmed), a refused one.
    expect((await form(NEW)).status).toBe(200);
    expect((await form(REFUSED)).status).toBe(200);
    const [mail] = await mailsTo(smtp, NEW);
    const { confirm, unsubscribe } = linksOf(mail!);
    const tokens = [confirm.searchParams.get('t')!, unsubscribe.searchParams.get('t')!];
    secrets.push(...tokens);
    expect((await fetch(`${confirm.href.replace('https://astrolabio.esempio.it', origin)}`)).status).toBe(200);
    expect((await post(confirm.pathname, { t: tokens[0]! })).status).toBe(200);
    expect((await fetch(`${unsubscribe.href.replace('https://astrolabio.esempio.it', origin)}`)).status).toBe(200);
    expect((await fetch(`${origin}/questionario/conferma?t=${'x'.repeat(43)}`)).status).toBe(200);
    expect((await form(AGAIN)).status).toBe(200);
    await mailsTo(smtp, AGAIN);
    expect((await post(unsubscribe.pathname, { t: tokens[1]! })).status).toBe(200);

    // The refusal is logged (at error, the default level keeps it) before the log is read.
    await expect.poll(() => server.stdout.includes('subscription mail not sent, given up'), { timeout: 15_000 }).toBe(true);
    const log = server.stdout + server.stderr;
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // Percent-encoded forms of the same (a URL's query keeps its encoding).
    for (const secret of secrets) expect(log, secret).not.toContain(encodeURIComponent(secret));
    expect(log).not.toMatch(/[^\s"@]+@esempio\.it/);

    // The walk is in the log, redacted: each request at debug, the refusal at error.
    const lines = log.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string; url?: string; err?: { message?: string } });
    expect(lines.map((l) => l.url)).toContain(`/api/resolve-location?place=${REDACTED}&date=${REDACTED}&time=${REDACTED}`);
    expect(lines.map((l) => l.url)).toContain(`/questionario/conferma?t=${REDACTED}`);
    const refusal = lines.find((l) => l.msg.startsWith('subscription mail not sent, given up'));
    expect(refusal?.level).toBe(50);
    expect(refusal?.err?.message).toContain(REDACTED);
  });
});
