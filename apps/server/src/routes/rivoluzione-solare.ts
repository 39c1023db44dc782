/**
 * The returns (issue 27, decision 0070): POST /api/rivoluzione-solare (the solar return of a year at
 * a place), POST /api/rivoluzioni-lunari (the lunar returns of a period), POST
 * /api/rivoluzione-solare/mirata (every gazetteer place for one return, in a pool worker) and POST
 * /api/rivoluzione-solare.ics (the return instants of a span of years).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  API_ROUTES,
  routeResponses,
  errorResponseSchema,
  rivoluzioniIcsBodySchema,
  type ApiRoute,
  type RivoluzioniIcsBody,
} from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { lunarReturnsIt, solarReturnIt } from '../adapters/returns.ts';
import { solarReturnsIcs } from '../adapters/returns-ics.ts';
import { ICS_CONTENT_TYPE } from '../adapters/transits-export.ts';
import { JSON_CONTENT_TYPE, sendFromWorker } from './worker-answer.ts';

/** The calendar's bytes, as a download. */
function sendCalendar(deps: AppDeps, reply: FastifyReply, body: RivoluzioniIcsBody) {
  return reply
    .type(ICS_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="rivoluzioni-solari-${body.fromYear}-${body.toYear}.ics"`)
    .send(solarReturnsIcs(body, deps.ephemeris, Date.now()));
}

/** A JSON route's options from its row of the route table: its body, its answers, its summary. */
function rowSchema<R extends ApiRoute>(row: R, summary: string): { schema: { summary: string; body: R['body']; response: ReturnType<typeof routeResponses<R>> } } {
  return { schema: { summary, body: row.body, response: routeResponses(row) } };
}

export const rivoluzioneSolareRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  // The two returns computed in the request itself: the row's schemas, a summary, the adapter.
  app.post(API_ROUTES.rivoluzioneSolare.path, rowSchema(
    API_ROUTES.rivoluzioneSolare,
    'Rivoluzione solare di un anno in un luogo: istante (UTC e ora del luogo), tema, case natali, aspetti al tema natale',
  ), async (request) => solarReturnIt(request.body, deps.ephemeris));
  app.post(API_ROUTES.rivoluzioniLunari.path, rowSchema(
    API_ROUTES.rivoluzioniLunari,
    'Rivoluzioni lunari di un periodo: per ognuna istante, tema nel luogo, case natali, aspetti al tema natale',
  ), async (request) => lunarReturnsIt(request.body, deps.ephemeris));

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
  }, async (request, reply) => sendFromWorker(deps, request, reply.type(JSON_CONTENT_TYPE), { kind: 'returnScan', request: request.body }));
};
