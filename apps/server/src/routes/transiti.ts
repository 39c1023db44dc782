/**
 * POST /api/transiti: every transit of a period against a natal chart, in one call (issue 3);
 * GET and POST /api/transiti.ics and /api/transiti.csv: its exact hits as a calendar and a table.
 * The route validates; a worker of the transit pool computes, writes and compresses the answer
 * (transit-pool/), and the route sends its bytes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
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
import { asDownload, exportWhat, FILE_EXPORTS, JSON_CONTENT_TYPE, sendFromWorker } from './worker-answer.ts';

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

function fromQuery(q: TransitiQuery): TransitRequest {
  const { datetime, latitude, longitude, timezone, houseSystem, nodo, lilith, ...options } = q;
  // `satisfies` names every birth field: one added to birthDataShape and not passed on fails to compile.
  const natal = { datetime, latitude, longitude, timezone, houseSystem, nodo, lilith } satisfies Record<keyof typeof birthDataShape, unknown>;
  return { natal, ...options };
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
  }, async (request, reply) => sendFromWorker(deps, request, reply.type(JSON_CONTENT_TYPE), { kind: 'json', request: request.body }));

  for (const exp of FILE_EXPORTS) {
    const download = (reply: FastifyReply, req: TransitRequest) => asDownload(reply, exp, 'transiti', req);
    const summary = `Transiti esatti come ${exportWhat(exp, 'transito esatto')}`;
    app.post(`/transiti.${exp.ext}`, {
      compress: false,
      schema: { summary, description: EXPORT_DESCRIPTION, body: transitiBodySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFromWorker(deps, request, download(reply, request.body), { kind: exp.format, request: request.body }));
    app.get(`/transiti.${exp.ext}`, {
      compress: false,
      // HEAD (which Fastify answers with this route) says what a GET would send, without making it:
      // a link checker or a download manager's probe must not cost a worker ten years (issue 22).
      preHandler: async (request, reply) => {
        if (request.method === 'HEAD') return download(reply, fromQuery(request.query)).header('vary', 'accept-encoding').send();
      },
      schema: { summary, description: EXPORT_DESCRIPTION, querystring: transitiQuerySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => {
      const req = fromQuery(request.query);
      return sendFromWorker(deps, request, download(reply, req), { kind: exp.format, request: req });
    });
  }
};
