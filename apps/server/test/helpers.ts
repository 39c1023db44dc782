/** Fixtures and request helpers shared by the API tests (app.inject()). */
import type { InjectOptions } from 'fastify';

/** The spec's main-screen defaults (1990-01-01 12:00, timezone 1) in Rome. */
export const ROME_1990 = { datetime: '1990-01-01T12:00', latitude: 41.9028, longitude: 12.4964, timezone: 1 };

/** English fragments zod or Fastify would leak if a message were not translated. */
export const ENGLISH = /invalid|expected|received|required|must|body\/|querystring/i;

/** A POST whose body is JSON text, as a browser sends it (the server's parser reads it, not inject's). */
export const postJson = (url: string, body: unknown): InjectOptions => ({
  method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' },
});

/** A POST of the built-in questionnaire's form, as a browser sends it (urlencoded). */
export const postQuestionnaire = (form: Record<string, string>, extra: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}): InjectOptions => ({
  method: 'POST',
  url: '/questionario',
  ...extra,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
  payload: new URLSearchParams(form).toString(),
});
