/** Fixtures and request helpers shared by the API tests (app.inject()). */
import type { InjectOptions } from 'fastify';

export { ROME_1990 } from '../../../test-support/sample-births.ts';

/** English fragments zod or Fastify would leak if a message were not translated. */
export const ENGLISH = /invalid|expected|received|required|must|body\/|querystring/i;

/** A POST whose body is JSON text, as a browser sends it (the server's parser reads it, not inject's). */
export const postJson = (url: string, body: unknown): InjectOptions => ({
  method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' },
});

/** A POST of an HTML form to `url`, as a browser sends it (urlencoded). */
export const postForm = (url: string, form: Record<string, string>, extra: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}): InjectOptions => ({
  method: 'POST',
  url,
  ...extra,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
  payload: new URLSearchParams(form).toString(),
});

/** A POST of the built-in questionnaire's form. */
export const postQuestionnaire = (form: Record<string, string>, extra: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}): InjectOptions =>
  postForm('/questionario', form, extra);
