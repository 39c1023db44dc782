/**
 * The returns' and techniques' answers, written through the contract's codecs (issue 32), are byte
 * for byte what the server wrote before them: the same requests as fixtures/codec-answers/ (recorded
 * on the commit before the codecs) give the same bytes, and each decodes and encodes back to them.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { CODEC_ANSWER_REQUESTS } from '../../../test-support/default-answers.ts';

const FIXTURES = new URL('../../../fixtures/codec-answers/', import.meta.url);
const before = (name: string) => gunzipSync(readFileSync(new URL(`${name}.gz`, FIXTURES))).toString('utf8');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

describe('the returns\' and techniques\' answers, byte for byte as before their codecs', () => {
  test.each(CODEC_ANSWER_REQUESTS.map((r) => [r.name, r] as const))('%s', async (_name, r) => {
    const res = await app.inject({ method: r.method, url: r.url, payload: r.body, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.length).toBeGreaterThan(1000);
    expect(res.body).toBe(before(r.name));
  });
});
