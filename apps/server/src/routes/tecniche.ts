/**
 * POST /api/tecniche (issue 26, decision 0060): for a period, the layers asked for — progressions,
 * solar arc directions, lunations and eclipses, transits — in one answer; POST /api/tecniche.ics and
 * .csv: every layer's exact events as a calendar and a table. The route validates; a pool worker
 * computes, writes and compresses (transit-pool/), and the route sends its bytes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LUNATION_ORB_DEG,
  DEFAULT_PROGRESSION_MAX_ORB_DEG,
  MAX_PROGRESSION_PERIOD_DAYS,
  MAX_TRANSIT_PERIOD_DAYS,
} from '@astrolabio/core';
import { API_ROUTES, errorResponseSchema, routeResponses, tecnicheBodySchema } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { asDownload, exportWhat, FILE_EXPORTS, JSON_CONTENT_TYPE, sendFromWorker } from './worker-answer.ts';

const DESCRIPTION = 'Per un periodo, i livelli scelti: Progressioni (secondarie, un giorno per un anno: ogni aspetto dei corpi e '
  + 'degli angoli progrediti ai punti natali con gli istanti esatti, gli ingressi della Luna progressa nei segni e nelle case natali, '
  + 'le fasi della lunazione progressa, le posizioni progredite di un giorno), Direzioni d’arco solare (ogni punto natale mosso '
  + `dell’arco del Sole progresso, in aspetto ai punti natali), con orbita predefinita ${DEFAULT_PROGRESSION_MAX_ORB_DEG}°, fino a `
  + `${MAX_PROGRESSION_PERIOD_DAYS} giorni; Lunazioni ed eclissi (ogni Luna nuova e piena al minuto, segno, casa natale, i punti natali `
  + `entro ${DEFAULT_LUNATION_ORB_DEG}°, e le eclissi con tipo e massimo) e Transiti, fino a ${MAX_TRANSIT_PERIOD_DAYS} giorni.`;

export const tecnicheRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(API_ROUTES.tecniche.path, {
    compress: false,
    schema: {
      summary: 'Progressioni, direzioni d’arco solare, lunazioni ed eclissi, transiti di un periodo',
      description: DESCRIPTION,
      body: API_ROUTES.tecniche.body,
      response: routeResponses(API_ROUTES.tecniche),
    },
  }, async (request, reply) => sendFromWorker(deps, request, reply.type(JSON_CONTENT_TYPE), { kind: 'techniques', format: 'json', request: request.body }));

  for (const exp of FILE_EXPORTS) {
    app.post(`/tecniche.${exp.ext}`, {
      compress: false,
      schema: {
        summary: `Tecniche e transiti esatti come ${exportWhat(exp, 'istante esatto di ogni livello')}`,
        description: DESCRIPTION, body: tecnicheBodySchema, response: { 400: errorResponseSchema },
      },
    }, async (request, reply) => sendFromWorker(deps, request, asDownload(reply, exp, 'tecniche', request.body), { kind: 'techniques', format: exp.format, request: request.body }));
  }
};
