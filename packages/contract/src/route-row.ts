/**
 * One row of the route table (routes.ts) and what a caller needs of a row, apart from the table:
 * the welcome gate's first page imports this module, not the table, so that the other routes'
 * schemas stay out of it (issue 23).
 */
import type { z } from 'zod/mini';
import { siteConfigResponseSchema } from './schemas/config.ts';

/** Where the server mounts every API route; a route's `path` is relative to it. */
export const API_PREFIX = '/api';

export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  /** Under API_PREFIX: '/transiti' is served at '/api/transiti'. */
  readonly path: `/${string}`;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The 200 answer. */
  readonly answer: z.ZodMiniType;
  /** Every other status the route answers with JSON, and its shape. */
  readonly errors: Readonly<Record<number, z.ZodMiniType>>;
}

export const route = <const R extends ApiRoute>(r: R): R => r;

/**
 * GET /api/config on its own: the welcome gate's only call. The rows below are written
 * side-effect free (`@__PURE__`), so a bundle that takes this row alone leaves every other route's
 * schemas out of the first page (issue 23).
 */
export const SITE_CONFIG_ROUTE = /* @__PURE__ */ route({ method: 'GET', path: '/config', answer: siteConfigResponseSchema, errors: {} });

/** The URL a browser calls: '/api/transiti'. */
export const apiUrl = <R extends ApiRoute>(r: R): `${typeof API_PREFIX}${R['path']}` => `${API_PREFIX}${r.path}`;

/** The schemas' `response` map as Fastify wants it: the answer under 200, then the errors. */
export const routeResponses = <R extends ApiRoute>(r: R): { 200: R['answer'] } & R['errors'] => ({ ...r.errors, 200: r.answer });
