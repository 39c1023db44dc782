/** Answers are written from their route's response schema: extra fields never leave, and tests catch an answer that does not match. */
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { jsonAnswerWriter, registerSerialization, ResponseMismatchError } from '../src/plugins/serializer.ts';

const answerSchema = z.object({ name: z.string(), orbs: z.array(z.number()), house: z.number().int() });

async function appAnswering(payload: unknown, validateResponses: boolean) {
  const app = Fastify();
  registerSerialization(app, { validateResponses });
  app.get('/x', { schema: { response: { 200: answerSchema } } }, async () => payload);
  await app.ready();
  return app;
}

describe('response serialisation', () => {
  test('writes the schema\'s fields only, as JSON.stringify would write them', async () => {
    const app = await appAnswering({ name: 'Saturno «℞»', orbs: [0, 1.25, 2.5], house: 7, secret: 'non deve uscire' }, false);
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify({ name: 'Saturno «℞»', orbs: [0, 1.25, 2.5], house: 7 }));
  });

  test('with validation on (as under Vitest), an answer that breaks its schema fails loudly', async () => {
    const app = await appAnswering({ name: 'Saturno', orbs: ['uno'], house: 7 }, true);
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
  });
});

describe('answers a route writes itself (jsonAnswerWriter: POST /api/tema-natale)', () => {
  test('writes JSON.stringify\'s text', () => {
    const write = jsonAnswerWriter(answerSchema, true, 'GET /x');
    const answer = { name: 'Saturno «℞»', orbs: [0, 1.25, 2.5], house: 7 };
    expect(write(answer)).toBe(JSON.stringify(answer));
  });

  test('with validation on, an answer that breaks its schema fails loudly', () => {
    const write = jsonAnswerWriter(answerSchema, true, 'GET /x');
    expect(() => write({ name: 'Saturno', orbs: ['uno'], house: 7 } as never)).toThrow(ResponseMismatchError);
  });

  test('with validation on, a field the schema does not list fails loudly (JSON.stringify would write it)', () => {
    const write = jsonAnswerWriter(answerSchema, true, 'GET /x');
    expect(() => write({ name: 'Saturno', orbs: [], house: 7, secret: 'non deve uscire' } as never)).toThrow(/fields its schema does not/);
  });
});
