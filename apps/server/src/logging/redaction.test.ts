/** The log redaction (issue 33): each kind of private data goes, the rest of the line stays, JSON stays JSON. */
import { describe, expect, test } from 'vitest';
import { REDACTED, redactPrivateData, redactUrlSecrets } from './redaction.ts';

describe('redactPrivateData', () => {
  test.each([
    ['an address in a message', 'recipient maria.rossi+news@esempio.it refused', `recipient ${REDACTED} refused`],
    ['an address in angle brackets (SMTP)', '550 5.1.1 <Luca@Posta.Esempio.IT>: unknown', `550 5.1.1 <${REDACTED}>: unknown`],
    ['birth data in the web\'s own query', '/api/resolve-location?place=Roma&date=1990-01-15&time=10%3A30',
      `/api/resolve-location?place=${REDACTED}&date=${REDACTED}&time=${REDACTED}`],
    ['a place search', '/api/luoghi?q=San%20Giovanni%20Rotondo&limit=8', `/api/luoghi?q=${REDACTED}&limit=${REDACTED}`],
    ['a mail link\'s token', 'https://astrolabio.esempio.it/questionario/conferma?t=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
      `https://astrolabio.esempio.it/questionario/conferma?t=${REDACTED}`],
    ['a bare token', 'token Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg used', `token ${REDACTED} used`],
    ['a URL password', 'postgres://astrolabio:S/E@C:R?E#T@db:5432/astrolabio', 'postgres://astrolabio:***@db:5432/astrolabio'],
    ['a password parameter', 'postgres://u@db/astrolabio?password=SEGRETA&sslmode=require', `postgres://u@db/astrolabio?password=${REDACTED}&sslmode=${REDACTED}`],
    ['an SMTP URL', 'smtp://posta:segreta@mail.esempio.it:587', 'smtp://posta:***@mail.esempio.it:587'],
  ])('%s', (_what, text, expected) => {
    expect(redactPrivateData(text)).toBe(expected);
  });

  test.each([
    'Server listening at http://127.0.0.1:3000',
    'transit worker warmed up',
    "Un’altra replica sta aggiornando lo schema di Postgres: attendo che finisca prima di avviarmi.",
    'Error: boom\n    at f (/work/apps/server/src/routes/transiti.ts:12:3)',
  ])('leaves %j as it is', (text) => {
    expect(redactPrivateData(text)).toBe(text);
  });

  test('a JSON line stays the same JSON, each private value replaced', () => {
    const line = `${JSON.stringify({
      level: 30, reqId: 'req-1', url: '/api/resolve-location?place=Bolzano%20%2F%20Bozen&date=1975-06-01&time=23:59',
      err: { message: 'Recipient command failed: 550 <anna@esempio.it>', stack: 'Error: x\n at y' }, msg: 'subscriber not stored',
    })}\n`;
    const out = redactPrivateData(line);
    expect(out.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(out) as { url: string; err: { message: string }; msg: string; reqId: string };
    expect(parsed.url).toBe(`/api/resolve-location?place=${REDACTED}&date=${REDACTED}&time=${REDACTED}`);
    expect(parsed.err.message).toBe(`Recipient command failed: 550 <${REDACTED}>`);
    expect(parsed.msg).toBe('subscriber not stored');
    expect(parsed.reqId).toBe('req-1');
  });
});

describe('redactUrlSecrets', () => {
  test('hides passwords only: a file path and a server name stay', () => {
    expect(redactUrlSecrets('il database degli iscritti postgres://u:pw@db:5432/x?password=pw2 non risponde (db:5432)'))
      .toBe('il database degli iscritti postgres://u:***@db:5432/x?password=*** non risponde (db:5432)');
    expect(redactUrlSecrets('la cartella /srv/dati/iscritti.sqlite non esiste')).toBe('la cartella /srv/dati/iscritti.sqlite non esiste');
  });
});
