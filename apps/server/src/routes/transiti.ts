/**
 * POST /api/transiti: every transit of a period against a natal chart, in one call (issue 3);
 * GET and POST /api/transiti.ics and /api/transiti.csv: its exact hits as a calendar and a table.
 * The route validates; a worker of the transit pool computes, writes and compresses the answer
 * (transit-pool/), and the route sends its bytes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  MAX_TRANSIT_PERIOD_DAYS,
  TRANSIT_FIRST_DATE,
} from '@astrolabio/core';
import {
  API_ROUTES,
  routeResponses,
  birthDataShape,
  errorResponseSchema,
  transitiBodySchema,
  transitiQuerySchema,
  type TransitiQuery,
} from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import type { TransitRequest } from '../adapters/transits.ts';
import { ICS_CONTENT_TYPE } from '../adapters/transits-export.ts';
import { CSV_CONTENT_TYPE } from '../adapters/spreadsheet-csv.ts';
import { negotiateEncoding } from '../transit-pool/answer-encoding.ts';
import type { TransitAnswerKind } from '../transit-pool/task.ts';

const DESCRIPTION = 'Per ogni pianeta in transito, punto natale e aspetto (dai due lati: es. 90° e 270°), ogni tratto del periodo '
  + `in cui l'orbita è entro maxOrb (predefinita ${DEFAULT_TRANSIT_MAX_ORB_DEG}°): inizio e fine (tagliati al periodo, e segnati), `
  + 'ogni istante esatto al minuto UTC, le stazioni, il picco, l\'orbita di ogni giorno UTC (la minima del giorno) '
  + 'e la casa natale del pianeta in transito al picco; e, per ogni pianeta in transito, la casa natale all\'inizio '
  + 'del periodo e ogni suo ingresso in un\'altra casa. '
  + `Il periodo va da startDate 00:00 UTC alla fine di endDate, al massimo ${MAX_TRANSIT_PERIOD_DAYS} giorni, dal ${TRANSIT_FIRST_DATE}. `
  + 'Il tema natale si invia come dati di nascita (natal) o come risposta di /api/tema-natale (natalData).';

const EXPORT_DESCRIPTION = 'Gli istanti esatti della stessa richiesta di POST /api/transiti, uno per riga/evento, in UTC. '
  + 'In GET i dati di nascita sono parametri (datetime, latitude, longitude, timezone, houseSystem, nodo) e le liste '
  + '(planets, natalPlanets, aspects) sono nomi separati da virgole.';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const EXPORTS = [
  { ext: 'ics', kind: 'ics', type: ICS_CONTENT_TYPE, what: 'calendario iCalendar: un evento per ogni transito esatto' },
  { ext: 'csv', kind: 'csv', type: CSV_CONTENT_TYPE, what: 'tabella CSV (separatore «;»): una riga per ogni transito esatto' },
] as const;

/** Nginx's code for a request its client closed: only the request log sees it. */
const CLIENT_CLOSED_REQUEST = 499;

function fromQuery(q: TransitiQuery): TransitRequest {
  const { datetime, latitude, longitude, timezone, houseSystem, nodo, lilith, ...options } = q;
  // `satisfies` names every birth field: one added to birthDataShape and not passed on fails to compile.
  const natal = { datetime, latitude, longitude, timezone, houseSystem, nodo, lilith } satisfies Record<keyof typeof birthDataShape, unknown>;
  return { natal, ...options };
}

/**
 * Has a transit worker make the answer and sends its bytes. The route compresses nothing itself
 * (`compress: false`): the worker did, in the encoding negotiated here. A full queue is a 503
 * (TransitPoolFullError, answered by plugins/errors.ts); a client that goes away cancels its task.
 */
async function sendFromWorker(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, kind: TransitAnswerKind, req: TransitRequest) {
  const clientGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) clientGone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    const answer = await deps.transitPool.run({ kind, request: req, encoding: negotiateEncoding(request.headers), requestedAtMs: Date.now() }, clientGone.signal, request.clientKey);
    if (answer === null) return reply.code(CLIENT_CLOSED_REQUEST).send();
    // Answers vary with Accept-Encoding whether or not this one was compressed.
    reply.header('vary', 'accept-encoding');
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    return reply.send(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  } finally {
    reply.raw.off('close', onClose);
  }
}

export const transitiRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(API_ROUTES.transiti.path, {
    // Compressed by the worker (sendFromWorker).
    compress: false,
    schema: {
      summary: 'Transiti di un periodo: aperture, esatti, stazioni, picco, orbite giornaliere',
      description: DESCRIPTION,
      body: API_ROUTES.transiti.body,
      response: routeResponses(API_ROUTES.transiti),
    },
  }, async (request, reply) => sendFromWorker(deps, request, reply.type(JSON_CONTENT_TYPE), 'json', request.body));

  for (const exp of EXPORTS) {
    const download = (reply: FastifyReply, req: TransitRequest) => reply
      .type(exp.type)
      .header('content-disposition', `attachment; filename="transiti-${req.startDate}-${req.endDate}.${exp.ext}"`);
    app.post(`/transiti.${exp.ext}`, {
      compress: false,
      schema: { summary: `Transiti esatti come ${exp.what}`, description: EXPORT_DESCRIPTION, body: transitiBodySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFromWorker(deps, request, download(reply, request.body), exp.kind, request.body));
    app.get(`/transiti.${exp.ext}`, {
      compress: false,
      // HEAD (which Fastify answers with this route) says what a GET would send, without making it:
      // a link checker or a download manager's probe must not cost a worker ten years (issue 22).
      preHandler: async (request, reply) => {
        if (request.method === 'HEAD') return download(reply, fromQuery(request.query)).header('vary', 'accept-encoding').send();
      },
      schema: { summary: `Transiti esatti come ${exp.what}`, description: EXPORT_DESCRIPTION, querystring: transitiQuerySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => {
      const req = fromQuery(request.query);
      return sendFromWorker(deps, request, download(reply, req), exp.kind, req);
    });
  }
};
