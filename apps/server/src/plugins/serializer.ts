/**
 * How the API writes its answers. Each route's response schema (zod) becomes a JSON Schema once, at
 * start, and Fastify's own writer, fast-json-stringify, is compiled from it: it writes the schema's
 * fields and nothing else, and about twice as fast as JSON.stringify. Answers are not validated on
 * every request (for a year of transits that costs three times the writing); the tests validate
 * every answer against the same schemas instead (`validateResponses`, on under Vitest).
 */
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifySerializerCompiler } from 'fastify';
import { $ZodType, safeParse, toJSONSchema } from 'zod/v4/core';
import { ResponseMismatchError } from '../answer-writer.ts';

/**
 * A response schema of the contract → its JSON writer. The one place writers are made: Fastify's
 * serializer (below), and the tests that compare a pool worker's JSON.stringify bytes with it.
 */
export function compileResponseWriter(schema: unknown): (answer: unknown) => string {
  if (!(schema instanceof $ZodType)) throw new TypeError('Every response schema is a zod schema of the contract');
  const jsonSchema = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/** Compiles a route's response schema into its writer. */
const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => compileResponseWriter(schema);

export { jsonAnswerWriter, ResponseMismatchError } from '../answer-writer.ts';

/** The type of every JSON answer a route sends as bytes or text it wrote itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Sends JSON a route has already written (jsonAnswerWriter): Fastify sends a string of a JSON type as it is. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(json);
}

export function registerSerialization(app: FastifyInstance, options: { validateResponses: boolean }): void {
  app.setSerializerCompiler(serializerCompiler);
  if (!options.validateResponses) return;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const schema = responses?.[String(reply.statusCode)];
    if (!(schema instanceof $ZodType)) return payload;
    const result = safeParse(schema, payload);
    if (!result.success) {
      throw new ResponseMismatchError(`${request.method} ${request.url} → ${reply.statusCode}: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
    }
    return payload;
  });
}
