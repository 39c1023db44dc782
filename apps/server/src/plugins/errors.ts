/**
 * Turns every client error into 4xx `{ error: "<Italian sentence naming the field>" }` and every
 * unexpected failure into a logged 500 with a neutral Italian text. A 5xx is always a bug. Also
 * the answers Node and Fastify give before any route (a malformed request, headers too large, the
 * 503 while the server closes) are Italian JSON here.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BODY_FIELD_IT, VALIDATION_MESSAGES as V } from '@astrolabio/contract';
import { HTTP_TEXTS, MESSAGES } from '../messages.ts';
import { NO_STORE } from './cache.ts';
import { RateLimitedError } from './rate-limit.ts';
import { PoolFullError } from '../compute-pool/pool.ts';

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** True when the field is absent from the request (zod reports it as a wrong type). */
  missing: boolean;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  keys?: readonly string[];
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? BODY_FIELD_IT : path.map(String).join('.');
}

/** One zod issue → one Italian sentence that names the field. Custom refinements carry their own. */
export function italianIssueMessage(issue: IssueLike): string {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case 'custom':
      return issue.message;
    case 'invalid_type':
      return issue.missing ? V.required(field) : V.wrongType(field, issue.expected);
    case 'too_small':
      return V.tooSmall(field, issue.minimum);
    case 'too_big':
      return V.tooBig(field, issue.maximum);
    case 'invalid_value':
      return V.notOneOf(field, issue.values ?? []);
    case 'unrecognized_keys':
      return V.unrecognizedKeys(issue.keys ?? []);
    default:
      return V.invalid(field);
  }
}

/** What a validation error was about: the request's body, query string, route parameters or headers. */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body': return request.body;
    case 'querystring': return request.query;
    case 'params': return request.params;
    case 'headers': return request.headers;
    default: return undefined;
  }
}

/** The value at an issue's path (object keys and array indexes as text); undefined when absent. */
function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_BAD_URL: MESSAGES.badUrl,
};

/** A Fastify error (not a schema validation) → its status with an Italian text; a 5xx is logged. */
function sendFastifyError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A count's Retry-After is already on the reply (@fastify/rate-limit); a CPU budget's is set here.
  if (err instanceof RateLimitedError) return reply.code(429).header('retry-after', String(err.retryAfterSeconds)).send({ error: err.message });
  if (err instanceof PoolFullError) {
    // Not a bug but a saturated server: the operator should know how often it happens.
    request.log.warn('compute workers busy and their queue full: 503');
    return reply.code(503).header('retry-after', String(err.retryAfterSeconds)).send({ error: err.message });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const text = FASTIFY_CODE_MESSAGES[err.code] ?? (err instanceof SyntaxError ? MESSAGES.invalidJson : MESSAGES.badRequest);
    return reply.code(status).send({ error: text });
  }
  request.log.error({ err }, 'unexpected error');
  return reply.code(500).send({ error: MESSAGES.internal });
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Fastify's own 503 while closing is English (the app is built with return503OnClosing: false):
  // from the moment close() starts, every new request gets this one, and its connection closes.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.code(503).header('connection', 'close').header('cache-control', NO_STORE).send({ error: HTTP_TEXTS.serverClosing });
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const v = err.validation[0];
      if (!v) return reply.code(400).send({ error: MESSAGES.badRequest });
      const path = v.instancePath.split('/').filter(Boolean);
      const issue: IssueLike = {
        ...(v.params as Omit<IssueLike, 'code' | 'path' | 'message' | 'missing'>),
        code: v.keyword,
        path,
        message: v.message ?? '',
        missing: valueAt(validatedPart(request, err.validationContext), path) === undefined,
      };
      return reply.code(400).send({ error: italianIssueMessage(issue) });
    }
    return sendFastifyError(err, request, reply);
  });
}

/**
 * Errors Fastify raises before routing, outside the error handler (a URL that does not decode, `/%`;
 * an async constraint that fails): answered as the handler would. They skip the hooks, so the
 * cache plugin's `no-store` for errors is set here.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Before routing, helmet's hook has not run either: the header that matters for JSON is set here.
  void sendFastifyError(err, request, reply.header('cache-control', NO_STORE).header('x-content-type-options', 'nosniff'));
}

/** The status and Italian text for an error Node's HTTP parser raises before Fastify sees a request. */
function clientErrorAnswer(code: string | undefined): [status: number, text: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, HTTP_TEXTS.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, HTTP_TEXTS.requestTimeout];
  // A malformed request line, header or Content-Length, chunked encoding with Content-Length...
  return [400, MESSAGES.badRequest];
}

/**
 * Fastify's `clientErrorHandler`: Node's parser rejected the bytes, so there is no request and no
 * reply, only the socket. Answered in Italian JSON (as Fastify's default does in English), then
 * the connection is closed: after a parse error nothing more on it can be trusted.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node does: no second status line when an answer on this connection has already begun.
  const pending = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const [status, text] = clientErrorAnswer(err.code);
    const body = JSON.stringify({ error: text });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: ${NO_STORE}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
