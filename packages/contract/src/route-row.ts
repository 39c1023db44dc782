/**
 * One row of the route table (routes.ts) and what a caller needs of a row, apart from the table:
 * the welcome gate's first page imports this module, not the table, so that the other routes'
 * schemas stay out of it (issue 23). A row is everything there is to know about a route (issue 32):
 * its method, path, schemas and errors, its OpenAPI words, and the two facts the server serves it
 * by: the limit group that counts it and where its answer is computed (a task kind of the compute
 * pool, or inline on the main thread under a stated CPU bound).
 */
import type { z } from 'zod/mini';
import { siteConfigResponseSchema } from './schemas/config.ts';

/** Where the server mounts every API route; a route's `path` is relative to it. */
export const API_PREFIX = '/api';

/**
 * Which per-client limit counts a route: `calculations` (a count and a CPU-time budget per window),
 * `places` (a count: typing asks several a second, and an external geocoder costs money), or
 * `none` (health, config: cheap, and a proxy or the gate must always reach them).
 */
export type LimitGroup = 'calculations' | 'places' | 'none';

/**
 * Where a route's answer is made. `task`: the name of a task kind of the server's compute pool
 * (`apps/server/src/adapters/<task>.task.ts`), which prices the request in CPU milliseconds and
 * computes it on a worker thread. `inline`: on the main thread, for the few cheap routes whose
 * CPU per request is bounded by `maxCpuMs` (a bound a test measures): a chart, a day, a place.
 */
export type RouteCompute =
  | { readonly task: string; readonly inline?: undefined }
  | { readonly inline: { readonly maxCpuMs: number }; readonly task?: undefined };

/** The file formats a route may answer with, and their media types. */
export const FILE_MEDIA_TYPES = {
  ics: 'text/calendar; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;
export type FileFormat = keyof typeof FILE_MEDIA_TYPES;

interface RouteBase {
  readonly method: 'GET' | 'POST';
  /** Under API_PREFIX: '/transiti' is served at '/api/transiti'. */
  readonly path: `/${string}`;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** Every status the route answers with JSON besides 200, and its shape. */
  readonly errors: Readonly<Record<number, z.ZodMiniType>>;
  /** OpenAPI's one-line summary, in Italian. */
  readonly summary: string;
  /** OpenAPI's longer description, in Italian. */
  readonly description?: string;
  readonly limit: LimitGroup;
  readonly compute: RouteCompute;
  /**
   * A GET whose query carries a birth's date, time or place: its answers are cached by the browser
   * only (`private`), never by a shared cache on the way.
   */
  readonly personalQuery?: true;
}

/** A route whose 200 answer is JSON. */
export interface ApiRoute extends RouteBase {
  /** The 200 answer. */
  readonly answer: z.ZodMiniType;
  readonly file?: undefined;
}

/** A route whose 200 answer is a file to download (a calendar, a table). */
export interface FileRoute extends RouteBase {
  readonly answer?: undefined;
  readonly file: {
    readonly format: FileFormat;
    /** The download's name, from the validated input (body or query). Method syntax: each row narrows the input. */
    fileName(input: never): string;
  };
}

export type AnyRoute = ApiRoute | FileRoute;

export const route = <const R extends AnyRoute>(r: R): R => r;

/**
 * GET /api/config on its own: the welcome gate's only call. The rows below are written
 * side-effect free (`@__PURE__`), so a bundle that takes this row alone leaves every other route's
 * schemas out of the first page (issue 23).
 */
export const SITE_CONFIG_ROUTE = /* @__PURE__ */ route({
  method: 'GET',
  path: '/config',
  answer: siteConfigResponseSchema,
  errors: {},
  summary: 'Impostazioni pubbliche del sito',
  limit: 'none',
  compute: { inline: { maxCpuMs: 1 } },
});

/** The URL a browser calls: '/api/transiti'. */
export const apiUrl = <R extends AnyRoute>(r: R): `${typeof API_PREFIX}${R['path']}` => `${API_PREFIX}${r.path}`;

/** A file route's download name for this input (the body or query its schema accepts). */
export const fileNameOf = <R extends FileRoute>(r: R, input: Parameters<R['file']['fileName']>[0]): string => r.file.fileName(input as never);

/** The schemas' `response` map as Fastify wants it: the answer under 200 (JSON routes), then the errors. */
export const routeResponses = <R extends AnyRoute>(r: R): (R extends ApiRoute ? { 200: R['answer'] } : unknown) & R['errors'] =>
  (r.answer === undefined ? { ...r.errors } : { ...r.errors, 200: r.answer }) as (R extends ApiRoute ? { 200: R['answer'] } : unknown) & R['errors'];

/** What a row takes as a client sends it: its body's or its query's input, before parsing. */
export type RouteRawInput<R extends AnyRoute> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : R['query'] extends z.ZodMiniType ? z.input<R['query']> : undefined;
/** What a row's handler or task kind is given: its body's or its query's parsed value. */
export type RouteValidInput<R extends AnyRoute> = R['body'] extends z.ZodMiniType ? z.output<R['body']> : R['query'] extends z.ZodMiniType ? z.output<R['query']> : undefined;
