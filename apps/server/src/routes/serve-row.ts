/**
 * The one helper that serves the contract's rows (issue 32): every row of API_ROUTES becomes a route
 * with its method, path and schemas (a bad request is a 400 with an Italian sentence), its OpenAPI
 * words, its limit group (`config.limit`, plugins/rate-limit.ts) and its computing: a task row is
 * priced by its task kind, charged to the client's CPU budget and answered from the compute pool
 * (pool-answer.ts: cancellation, shared answers, downloads); an inline row runs its handler
 * (inline-handlers.ts) after charging its CPU bound. The app registers no route by hand.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod/mini';
import {
  API_ROUTES,
  routeResponses,
  type AnyRoute,
  type ApiRouteName,
  type InlineRouteName,
  type RouteValidInput,
  type TaskRouteName,
} from '@astrolabio/contract';
import type { AnyTaskKind } from '../compute-pool/task-registry.ts';
import { asDownload, poolRowHandler, type PoolRowContext } from './pool-answer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract row this route serves (serve-row.ts). */
    row?: ApiRouteName;
  }
}

/** What an inline row's handler answers: the row's answer (written by its schema's writer), or the reply it sent itself. */
type InlineAnswer<R extends AnyRoute> = (R['answer'] extends z.ZodMiniType ? z.output<R['answer']> : never) | FastifyReply;

/** An inline row's handler: its validated input, the request and the reply. */
export type InlineHandler<R extends AnyRoute> = (input: RouteValidInput<R>, request: FastifyRequest, reply: FastifyReply) => Promise<InlineAnswer<R>>;

/** One handler per inline row, and none for the others: a row added inline without its handler is a type error. */
export type InlineHandlers = { readonly [K in InlineRouteName]: InlineHandler<(typeof API_ROUTES)[K]> };

export interface RowServing extends PoolRowContext {
  /** The task kinds the rows name, loaded (task-registry.ts loadTaskKinds). */
  kinds: ReadonlyMap<string, AnyTaskKind>;
  inline: InlineHandlers;
}

/** A row's Fastify options without its handler: method, path, schemas, OpenAPI words, limit group. */
function routeOptionsOf(name: ApiRouteName): Omit<RouteOptions, 'handler'> {
  const row: AnyRoute = API_ROUTES[name];
  return {
    method: row.method,
    url: row.path,
    schema: {
      summary: row.summary,
      ...(row.description ? { description: row.description } : {}),
      ...(row.body ? { body: row.body } : {}),
      ...(row.query ? { querystring: row.query } : {}),
      response: routeResponses(row),
    },
    config: { row: name, limit: row.limit },
  };
}

/** Serves one row. */
export function serveRow(app: FastifyInstance, name: ApiRouteName, serving: RowServing): void {
  const row: AnyRoute = API_ROUTES[name];
  const options = routeOptionsOf(name);
  if (row.compute.inline) {
    // Each handler takes its own row's input; the table's type guarantees which row this one is.
    const handler = serving.inline[name as InlineRouteName] as unknown as (input: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const cpuBoundMs = row.compute.inline.maxCpuMs;
    app.route({
      ...options,
      handler: async (request, reply) => {
        request.chargeCpu(cpuBoundMs);
        return handler(row.method === 'GET' ? request.query : request.body, request, reply);
      },
    });
    return;
  }
  const kind = serving.kinds.get(row.compute.task);
  if (!kind) throw new Error(`${row.method} /api${row.path}: no task kind «${row.compute.task}» (adapters/${row.compute.task}.task.ts)`);
  app.route({
    ...options,
    // The worker compressed the answer in the encoding negotiated (compute-pool/answer-encoding.ts).
    compress: false,
    // HEAD (which Fastify answers with the GET route) says what a GET would send, without making it:
    // a link checker or a download manager's probe must not cost a worker ten years (issue 22).
    ...(row.file && row.method === 'GET' ? {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.method === 'HEAD') return asDownload(reply, row, request.query).header('vary', 'accept-encoding').send();
      },
    } : {}),
    handler: poolRowHandler(name as TaskRouteName, kind, serving),
  });
}

/** Serves every row of the contract's table: mounted under API_PREFIX by the app. */
export function serveRows(app: FastifyInstance, serving: RowServing): void {
  for (const name of Object.keys(API_ROUTES) as ApiRouteName[]) serveRow(app, name, serving);
}
