/**
 * A row computed by a task kind, answered from the compute pool: the task priced by its kind and
 * charged to the client's CPU budget, given to the pool with its cost, cancelled when the client
 * goes away, and the worker's finished bytes sent as they are (compressed there, in the encoding
 * negotiated here). A kind whose answers depend only on the request (`answersKept`) shares them:
 * the same answer asked again, by anyone, is bytes from memory, and a task being made is waited for;
 * it is cancelled only when every client waiting for it has gone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLruCache, type LruCache } from '@astrolabio/core';
import { API_ROUTES, FILE_MEDIA_TYPES, type AnyRoute, type FileRoute, type TaskRouteName } from '@astrolabio/contract';
import { negotiateEncoding, type AnswerEncoding } from '../compute-pool/answer-encoding.ts';
import type { ComputePool } from '../compute-pool/compute-pool.ts';
import { PoolFullError } from '../compute-pool/pool.ts';
import type { TaskAnswer } from '../compute-pool/task.ts';
import type { AnyTaskKind } from '../compute-pool/task-registry.ts';

/** Nginx's code for a request its client closed: only the request log sees it. */
const CLIENT_CLOSED_REQUEST = 499;

/** The reply as a download: the row's file type and name. */
export function asDownload(reply: FastifyReply, row: FileRoute, input: unknown): FastifyReply {
  return reply.type(FILE_MEDIA_TYPES[row.file.format]).header('content-disposition', `attachment; filename="${row.file.fileName(input as never)}"`);
}

/** The worker's finished bytes, as they are (the schema's writer is for objects); answers vary with Accept-Encoding. */
export function sendAnswerBytes(reply: FastifyReply, answer: TaskAnswer): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
  return reply.send(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
}

/** An answer being made or made, and the clients waiting for it. */
interface SharedAnswer {
  answer: Promise<TaskAnswer | null>;
  waiting: number;
  settled: boolean;
  cancel: AbortController;
}

export interface PoolRowContext {
  pool: ComputePool;
  /** Check each JSON answer against the row's schema in the worker (tests). */
  validateAnswers: boolean;
}

/**
 * The handler of a task row: `kind` prices and computes it. Each row has its own store of shared
 * answers when its kind keeps them.
 */
export function poolRowHandler(name: TaskRouteName, kind: AnyTaskKind, ctx: PoolRowContext) {
  const row: AnyRoute = API_ROUTES[name];
  const kept: LruCache<SharedAnswer> | undefined = kind.answersKept ? createLruCache<SharedAnswer>(kind.answersKept) : undefined;

  /** Gives the pool the task; `cancel` aborts it. */
  const start = (request: FastifyRequest, input: unknown, encoding: AnswerEncoding, costMs: number, cancel: AbortController) =>
    ctx.pool.run(
      { route: name, input, encoding, requestedAtMs: Date.now(), validateAnswer: ctx.validateAnswers },
      { signal: cancel.signal, client: request.clientKey, costMs },
    );

  /** The answer for this request: a shared one (joined, or made and kept), or its own. */
  function answerFor(request: FastifyRequest, input: unknown, encoding: AnswerEncoding): { answer: Promise<TaskAnswer | null>; leave: () => void } {
    const key = kept ? `${encoding}|${JSON.stringify(input)}` : '';
    let shared = kept?.get(key);
    if (!shared) {
      const costMs = kind.cost(input, row.file?.format ?? 'json');
      const refund = request.chargeCpu(costMs);
      const cancel = new AbortController();
      // Refused by a full queue (503): nothing was computed, so nothing is charged.
      const answer = start(request, input, encoding, costMs, cancel).catch((err: unknown) => {
        if (err instanceof PoolFullError) refund();
        throw err;
      });
      const made: SharedAnswer = { answer, waiting: 0, settled: false, cancel };
      shared = made;
      made.answer.then(
        (answer) => {
          made.settled = true;
          // A task cancelled (null) is not an answer to keep.
          if (answer === null && kept?.get(key) === made) kept.delete(key);
        },
        () => {
          made.settled = true;
          // A failure (a full queue) is not kept: the next request tries again.
          if (kept?.get(key) === made) kept.delete(key);
        },
      );
      kept?.set(key, made);
    }
    const joined = shared;
    joined.waiting++;
    let left = false;
    return {
      answer: joined.answer,
      leave: () => {
        if (left) return;
        left = true;
        if (--joined.waiting > 0 || joined.settled) return;
        joined.cancel.abort();
        if (kept?.get(key) === joined) kept.delete(key);
      },
    };
  }

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const input = row.method === 'GET' ? request.query : request.body;
    if (row.file) asDownload(reply, row, input);
    else reply.type('application/json; charset=utf-8');
    const { answer, leave } = answerFor(request, input, negotiateEncoding(request.headers));
    const onClose = () => {
      if (!reply.raw.writableEnded) leave();
    };
    reply.raw.once('close', onClose);
    try {
      const bytes = await answer;
      if (bytes === null) return reply.code(CLIENT_CLOSED_REQUEST).send();
      return sendAnswerBytes(reply, bytes);
    } finally {
      reply.raw.off('close', onClose);
    }
  };
}
