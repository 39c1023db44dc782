/**
 * POST /api/tecniche (issue 26, decision 0060): for a period, the layers asked for — progressions,
 * solar arc directions, lunations and eclipses, transits — in one answer; POST /api/tecniche.ics and
 * .csv: every layer's exact events as a calendar and a table. The route validates; a pool worker
 * computes, writes and compresses (transit-pool/), and the route sends its bytes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LUNATION_ORB_DEG,
  DEFAULT_PROGRESSION_MAX_ORB_DEG,
  MAX_PROGRESSION_PERIOD_DAYS,
  MAX_TRANSIT_PERIOD_DAYS,
} from '@astrolabio/core';
import { API_ROUTES, errorResponseSchema, routeResponses, tecnicheBodySchema, type TecnicheBody } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { CSV_CONTENT_TYPE } from '../adapters/spreadsheet-csv.ts';
import { ICS_CONTENT_TYPE } from '../adapters/transits-export.ts';
import { negotiateEncoding } from '../transit-pool/answer-encoding.ts';
import type { TransitAnswerKind } from '../transit-pool/task.ts';

const DESCRIPTION = 'Per un periodo, i livelli scelti: Progressioni (secondarie, un giorno per un anno: ogni aspetto dei corpi e '
  + 'degli angoli progrediti ai punti natali con gli istanti esatti, gli ingressi della Luna progressa nei segni e nelle case natali, '
  + 'le fasi della lunazione progressa, le posizioni progredite di un giorno), Direzioni d\'arco solare (ogni punto natale mosso '
  + `dell'arco del Sole progresso, in aspetto ai punti natali), con orbita predefinita ${DEFAULT_PROGRESSION_MAX_ORB_DEG}°, fino a `
  + `${MAX_PROGRESSION_PERIOD_DAYS} giorni; Lunazioni ed eclissi (ogni Luna nuova e piena al minuto, segno, casa natale, i punti natali `
  + `entro ${DEFAULT_LUNATION_ORB_DEG}°, e le eclissi con tipo e massimo) e Transiti, fino a ${MAX_TRANSIT_PERIOD_DAYS} giorni.`;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const CLIENT_CLOSED_REQUEST = 499;

const EXPORTS = [
  { ext: 'ics', format: 'ics', type: ICS_CONTENT_TYPE, what: 'calendario iCalendar: un evento per ogni istante esatto di ogni livello' },
  { ext: 'csv', format: 'csv', type: CSV_CONTENT_TYPE, what: 'tabella CSV (separatore «;»): una riga per ogni istante esatto di ogni livello' },
] as const;

/** Has a pool worker make the answer and sends its bytes; a full queue is a 503, a client that goes away cancels its task. */
async function sendFromWorker(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, format: TransitAnswerKind, body: TecnicheBody) {
  const clientGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) clientGone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    const task = { kind: 'techniques', format, request: body, encoding: negotiateEncoding(request.headers), requestedAtMs: Date.now() } as const;
    const answer = await deps.transitPool.run(task, clientGone.signal, request.clientKey);
    if (answer === null) return reply.code(CLIENT_CLOSED_REQUEST).send();
    reply.header('vary', 'accept-encoding');
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    return reply.send(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  } finally {
    reply.raw.off('close', onClose);
  }
}

export const tecnicheRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(API_ROUTES.tecniche.path, {
    compress: false,
    schema: {
      summary: 'Progressioni, direzioni d\'arco solare, lunazioni ed eclissi, transiti di un periodo',
      description: DESCRIPTION,
      body: API_ROUTES.tecniche.body,
      response: routeResponses(API_ROUTES.tecniche),
    },
  }, async (request, reply) => sendFromWorker(deps, request, reply.type(JSON_CONTENT_TYPE), 'json', request.body));

  for (const exp of EXPORTS) {
    app.post(`/tecniche.${exp.ext}`, {
      compress: false,
      schema: { summary: `Tecniche e transiti esatti come ${exp.what}`, description: DESCRIPTION, body: tecnicheBodySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFromWorker(
      deps,
      request,
      reply.type(exp.type).header('content-disposition', `attachment; filename="tecniche-${request.body.startDate}-${request.body.endDate}.${exp.ext}"`),
      exp.format,
      request.body,
    ));
  }
};
