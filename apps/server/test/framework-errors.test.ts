/**
 * Answers given below the routes, which app.inject() cannot reach: raw bytes over a loopback
 * socket to a listening app. Headers too large (431), a malformed Content-Length or request line
 * (400), and the 503 while the server closes are Italian `{ "error": … }` like every other error.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { HTTP_TEXTS, MESSAGES } from '../src/messages.ts';
import { ENGLISH } from './helpers.ts';

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends `bytes` and reads until the server closes the connection or a full answer has come. */
function rawRequest(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(bytes.slice(0, 60))}: ${text}`));
    }, 10_000);
    const finish = () => {
      clearTimeout(timer);
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: new Map(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()])),
        body: rest.join('\r\n\r\n'),
      });
    };
    socket.on('data', (b) => {
      text += b.toString('utf8');
      const length = /content-length:\s*(\d+)/i.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length[1])) {
        socket.destroy();
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

function expectItalianError(answer: RawAnswer, status: number, text: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ error: text });
  expect(text).not.toMatch(ENGLISH);
}

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildApp({ deps: { sourceArchive: undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

describe('errors Node raises before a request exists', () => {
  test('headers larger than Node accepts (16 KiB) → 431', async () => {
    const answer = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectItalianError(answer, 431, HTTP_TEXTS.headersTooLarge);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test.each([
    ['a Content-Length that is not a number', 'POST /api/tema-natale HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: dieci\r\n\r\n{}'],
    ['two different Content-Lengths', 'POST /api/tema-natale HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['Content-Length with chunked encoding', 'POST /api/tema-natale HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a request line that is not HTTP', 'BUONGIORNO\r\n\r\n'],
  ])('%s → 400', async (_name, bytes) => {
    expectItalianError(await rawRequest(port, bytes), 400, MESSAGES.badRequest);
  });

  test('the server still answers after them', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('while the server closes', () => {
  test('a new request gets 503 in Italian, and its connection is closed', async () => {
    const closing = await buildApp({ deps: { sourceArchive: undefined } });
    // Hold the close between its start (routes closed to new work) and the listener's end.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    closing.addHook('preClose', () => held);
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const closingPort = (closing.server.address() as { port: number }).port;
    const closed = closing.close();
    try {
      const answer = await rawRequest(closingPort, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expectItalianError(answer, 503, HTTP_TEXTS.serverClosing);
      expect(answer.headers.get('connection')).toBe('close');
    } finally {
      release();
      await closed;
    }
  });
});
