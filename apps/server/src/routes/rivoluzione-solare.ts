/**
 * The returns (issue 27, decision 0070): POST /api/rivoluzione-solare (the solar return of a year at
 * a place), POST /api/rivoluzioni-lunari (the lunar returns of a period), POST
 * /api/rivoluzione-solare/mirata (every gazetteer place for one return, in a pool worker) and POST
 * /api/rivoluzione-solare.ics (the return instants of a span of years).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  routeResponses,
  errorResponseSchema,
  rivoluzioniIcsBodySchema,
  type MirataBody,
  type RivoluzioniIcsBody,
} from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { lunarReturnsIt, solarReturnIt } from '../adapters/returns.ts';
import { solarReturnsIcs } from '../adapters/returns-ics.ts';
import { ICS_CONTENT_TYPE } from '../adapters/transits-export.ts';
import { negotiateEncoding } from '../transit-pool/answer-encoding.ts';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Nginx's code for a request its client closed: only the request log sees it. */
const CLIENT_CLOSED_REQUEST = 499;

/** The calendar's bytes, as a download. */
function sendCalendar(deps: AppDeps, reply: FastifyReply, body: RivoluzioniIcsBody) {
  return reply
    .type(ICS_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="rivoluzioni-solari-${body.fromYear}-${body.toYear}.ics"`)
    .send(solarReturnsIcs(body, deps.ephemeris, Date.now()));
}

/**
 * Has a pool worker scan the places and sends its bytes (JSON, compressed as negotiated there); a
 * full queue is a 503 (plugins/errors.ts), a client that goes away cancels its task.
 */
async function sendScanFromWorker(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, body: MirataBody) {
  const clientGone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) clientGone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    const answer = await deps.transitPool.run({ kind: 'returnScan', request: body, encoding: negotiateEncoding(request.headers), requestedAtMs: Date.now() }, clientGone.signal, request.clientKey);
    if (answer === null) return reply.code(CLIENT_CLOSED_REQUEST).send();
    reply.type(JSON_CONTENT_TYPE).header('vary', 'accept-encoding');
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    return reply.send(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  } finally {
    reply.raw.off('close', onClose);
  }
}

export const rivoluzioneSolareRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(API_ROUTES.rivoluzioneSolare.path, {
    schema: {
      summary: 'Rivoluzione solare di un anno in un luogo: istante (UTC e ora del luogo), tema, case natali, aspetti al tema natale',
      body: API_ROUTES.rivoluzioneSolare.body,
      response: routeResponses(API_ROUTES.rivoluzioneSolare),
    },
  }, async (request) => solarReturnIt(request.body, deps.ephemeris));

  app.post(API_ROUTES.rivoluzioniLunari.path, {
    schema: {
      summary: 'Rivoluzioni lunari di un periodo: per ognuna istante, tema nel luogo, case natali, aspetti al tema natale',
      body: API_ROUTES.rivoluzioniLunari.body,
      response: routeResponses(API_ROUTES.rivoluzioniLunari),
    },
  }, async (request) => lunarReturnsIt(request.body, deps.ephemeris));

  app.post('/rivoluzione-solare.ics', {
    schema: {
      summary: 'Gli istanti delle rivoluzioni solari di più anni come calendario iCalendar',
      body: rivoluzioniIcsBodySchema,
      response: { 400: errorResponseSchema },
    },
  }, async (request, reply) => sendCalendar(deps, reply, request.body));

  app.post(API_ROUTES.mirata.path, {
    // Compressed by the worker, like the transits.
    compress: false,
    schema: {
      summary: 'Rivoluzione solare mirata: ogni luogo dell\'elenco per la rivoluzione di un anno, filtrato e ordinato',
      description: 'Per ogni luogo: Ascendente e Medio Coeli della RS e le case natali in cui cadono, la casa della RS del Sole e dei corpi scelti; '
        + 'i filtri della scuola (Ascendente in case natali, Sole in case della RS, case da evitare), distanza da casa, paesi; '
        + 'per i luoghi dati, il fuso in vigore all\'istante della rivoluzione. Calcolato in un thread separato.',
      body: API_ROUTES.mirata.body,
      response: routeResponses(API_ROUTES.mirata),
    },
  }, async (request, reply) => sendScanFromWorker(deps, request, reply, request.body));
};
