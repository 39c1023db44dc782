/**
 * The one way the app talks to the server: fetch, then an Italian error for every failure (the
 * server's own `error` sentence when it sends one), then the response checked against a zod schema.
 */
import type { z } from 'zod/mini';
import { apiUrl, fileNameOf, type ApiRoute, type FileRoute } from '@astrolabio/contract/route-row.ts';
import { it } from '../i18n/it.ts';
import { ApiError } from './api-error.ts';

export { ApiError } from './api-error.ts';

/** The text to show for any failure: ours when it is an ApiError, the spec's fallback otherwise. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : it.errors.unknown;
}

/**
 * What to add under a spec text that already names the failure («Errore durante il recupero dei
 * dati.»): the failure's own text when it says more (no connection, a busy server's «riprova tra 5
 * secondi», an answer that could not be read), null when it would only repeat the title.
 */
export function errorDetail(error: unknown, title: string): string | null {
  const message = errorMessage(error);
  return message.trim() === title.trim() || message === it.errors.unknown ? null : message;
}

/**
 * A failed call as the spec's error alert writes it (section 8): «Errore dal server: {status}
 * {statusText}» first, then the server's own Italian sentence, when it sent one, on a line of its
 * own (issue 21: the sentence alone hid the status, the status alone hid the reason). A failure
 * without an HTTP error status (no connection, an unreadable answer) is its one sentence.
 */
export function errorLines(error: unknown): { message: string; detail: string | null } {
  if (!(error instanceof ApiError) || error.status === null || error.status < 400) return { message: errorMessage(error), detail: null };
  const message = it.errors.server(error.status, error.statusText);
  const body = error.body;
  const sentence = body !== null && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error.trim() : '';
  return { message, detail: sentence !== '' && sentence !== message ? sentence : null };
}

type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function errorBody(res: Response): Promise<{ body: unknown; sentence: string | null }> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's HTML page…): fall back to the status line.
    return { body: undefined, sentence: null };
  }
  const sentence = body !== null && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error.trim() ? body.error : null;
  return { body, sentence };
}

async function request<S extends z.ZodMiniType>(url: string, init: RequestInit, schema: S): Promise<z.output<S>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(it.errors.network, null);
  }
  if (!res.ok) {
    const { body, sentence } = await errorBody(res);
    throw new ApiError(sentence ?? it.errors.server(res.status, res.statusText), res.status, body, res.statusText);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError(it.errors.invalidResponse, res.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(it.errors.invalidResponse, res.status);
  return parsed.data;
}

/** What a route takes: its body and its query as the contract's schemas accept them (before parsing). */
export type RouteInput<R extends ApiRoute | FileRoute> =
  & (R['body'] extends z.ZodMiniType ? { body: z.input<R['body']> } : { body?: never })
  & (R['query'] extends z.ZodMiniType ? { query: z.input<R['query']> } : { query?: never });

/** What a route answers, as the contract's answer schema reads it. */
export type RouteAnswer<R extends ApiRoute> = z.output<R['answer']>;

function queryFrom(query: unknown): Query {
  const out: Query = {};
  if (query === null || typeof query !== 'object') return out;
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = typeof v === 'number' ? v : String(v);
  return out;
}

/**
 * Calls a route of the contract's table (API_ROUTES): its method and URL, the body or query its
 * schemas accept, the answer read with its answer schema. A body or a use of the answer that does
 * not match the contract is a type error here, as it is in the server's route.
 */
export function callRoute<R extends ApiRoute>(route: R, input: RouteInput<R>, options: { signal?: AbortSignal } = {}): Promise<RouteAnswer<R>> {
  return callRouteReading(route, input, route.answer as R['answer'], options);
}

/**
 * As callRoute, reading the answer with a looser schema derived from the route's (the transits'
 * envelope, whose long list is checked slice by slice afterwards).
 */
export function callRouteReading<R extends ApiRoute, S extends z.ZodMiniType>(route: R, input: RouteInput<R>, answer: S, options: { signal?: AbortSignal } = {}): Promise<z.output<S>> {
  const url = apiUrl(route);
  if (route.method === 'GET') return getJson(url, answer, { query: queryFrom(input.query), signal: options.signal });
  return postJson(url, input.body, answer, options);
}

export function getJson<S extends z.ZodMiniType>(path: string, schema: S, options: { query?: Query; signal?: AbortSignal } = {}) {
  return request(withQuery(path, options.query), { method: 'GET', signal: options.signal }, schema);
}

export function postJson<S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options: { signal?: AbortSignal } = {}) {
  return request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, signal: options.signal }, schema);
}

/**
 * A POST whose answer is a file (the transit exports): its bytes and the file name the server gives
 * in content-disposition (or `fallbackName`). Failures as for JSON calls.
 */
async function postForFile(path: string, body: unknown, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  } catch {
    throw new ApiError(it.errors.network, null);
  }
  if (!res.ok) {
    const { body: errorJson, sentence } = await errorBody(res);
    throw new ApiError(sentence ?? it.errors.server(res.status, res.statusText), res.status, errorJson, res.statusText);
  }
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return { blob: await res.blob(), fileName: named?.[1] ?? fallbackName };
}

/**
 * A file route of the contract's table (the exports: POST /api/transiti.ics …): its URL and the
 * file's name from the row, the body as its schema accepts it.
 */
export function postRouteForFile<R extends FileRoute & { method: 'POST' }>(route: R, body: RouteInput<R>['body']): Promise<{ blob: Blob; fileName: string }> {
  return postForFile(apiUrl(route), body, fileNameOf(route, body as Parameters<R['file']['fileName']>[0]));
}
