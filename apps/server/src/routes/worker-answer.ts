/**
 * What the routes whose answers a pool worker makes share (transits, techniques, the «Mirata» scan,
 * the monthly table): sending the worker's finished bytes, cancelling the task when the client goes
 * away, and the two file exports (.ics, .csv) with their download headers. The route compresses
 * nothing itself (`compress: false`): the worker did, in the encoding negotiated here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { CSV_CONTENT_TYPE } from '../adapters/spreadsheet-csv.ts';
import { ICS_CONTENT_TYPE } from '../adapters/transits-export.ts';
import { negotiateEncoding } from '../transit-pool/answer-encoding.ts';
import type { TransitAnswer } from '../transit-pool/task.ts';
import type { PoolTaskInput } from '../transit-pool/transit-pool.ts';

export { JSON_CONTENT_TYPE } from '../plugins/serializer.ts';

/** Nginx's code for a request its client closed: only the request log sees it. */
const CLIENT_CLOSED_REQUEST = 499;

/** The file exports of a period's events: a calendar and a table, one event or row per exact instant. */
export const FILE_EXPORTS = [
  { ext: 'ics', format: 'ics', type: ICS_CONTENT_TYPE, what: 'calendario iCalendar: un evento' },
  { ext: 'csv', format: 'csv', type: CSV_CONTENT_TYPE, what: 'tabella CSV (separatore «;»): una riga' },
] as const;
export type FileExport = (typeof FILE_EXPORTS)[number];

/** The export's OpenAPI words: «calendario iCalendar: un evento per ogni transito esatto». */
export const exportWhat = (exp: FileExport, each: string) => `${exp.what} per ogni ${each}`;

/** The reply as a download: `<stem>-<start>-<end>.<ext>` of the export's type. */
export function asDownload(reply: FastifyReply, exp: FileExport, stem: string, period: { startDate: string; endDate: string }) {
  return reply.type(exp.type).header('content-disposition', `attachment; filename="${stem}-${period.startDate}-${period.endDate}.${exp.ext}"`);
}

/** The worker's finished bytes, as they are (the schema's writer is for objects); answers vary with Accept-Encoding. */
export function sendAnswerBytes(reply: FastifyReply, answer: TransitAnswer) {
  reply.header('vary', 'accept-encoding');
  if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
  return reply.send(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A task as a route names it: the encoding and the arrival time are added here. */
export type RouteTask = DistributiveOmit<PoolTaskInput, 'encoding' | 'requestedAtMs'>;

/**
 * Has a pool worker make the answer and sends its bytes. A full queue is a 503
 * (TransitPoolFullError, answered by plugins/errors.ts); a client that goes away cancels its task.
 */
export async function sendFromWorker(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, task: RouteTask) {
  const clientGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) clientGone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    const full = { ...task, encoding: negotiateEncoding(request.headers), requestedAtMs: Date.now() } as PoolTaskInput;
    const answer = await deps.transitPool.run(full, clientGone.signal, request.clientKey);
    if (answer === null) return reply.code(CLIENT_CLOSED_REQUEST).send();
    return sendAnswerBytes(reply, answer);
  } finally {
    reply.raw.off('close', onClose);
  }
}
