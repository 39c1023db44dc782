/**
 * Writing a JSON answer a route or a pool worker builds itself, field by field from the contract:
 * JSON.stringify, which writes a distinct answer faster than the compiled schema writer (a natal
 * chart 41 against 64 µs, issue 23; a year of transits as one flat string). Under Vitest (`validate`)
 * the answer is checked first: it must pass its schema and equal what the schema keeps of it, so a
 * worker's answer is held to the contract as a route's is (plugins/serializer.ts). No Fastify here:
 * the worker bundle takes this module.
 */
import { isDeepStrictEqual } from 'node:util';
import { $ZodType, safeParse } from 'zod/v4/core';

/** A test's failure when an answer does not match its route's schema: the route is wrong, not the client. */
export class ResponseMismatchError extends Error {
  override name = 'ResponseMismatchError';
}

/** Throws ResponseMismatchError when `answer` does not pass `schema` or holds a field the schema does not keep. */
export function checkAnswer(schema: $ZodType, answer: unknown, route: string): void {
  const result = safeParse(schema, answer);
  if (!result.success) throw new ResponseMismatchError(`${route}: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  if (!isDeepStrictEqual(result.data, answer)) throw new ResponseMismatchError(`${route}: the answer holds fields its schema does not`);
}

/** A writer for answers of this schema, which checks each one first when `validate` (tests). */
export function jsonAnswerWriter<T>(schema: $ZodType<T>, validate: boolean, route: string): (answer: T) => string {
  return (answer) => {
    if (validate) checkAnswer(schema, answer, route);
    return JSON.stringify(answer);
  };
}
