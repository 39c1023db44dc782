/**
 * GET /api/transiti-mensili: every body once a day over a period, grouped by month (spec section 7).
 * Made by a transit worker (its share of the pool like any client's transits), compressed there,
 * and kept: the answer depends only on the dates and the node, so the same table asked again, by
 * anyone, is bytes from memory (issue 22: three clients looping on it slowed every other answer).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLruCache, DAILY_POSITIONS_MAX_DAYS, DAILY_POSITION_UT_TIME, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND } from '@astrolabio/core';
import { API_ROUTES, routeResponses } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { negotiateEncoding } from '../transit-pool/answer-encoding.ts';
import type { TransitAnswer } from '../transit-pool/task.ts';
import { JSON_CONTENT_TYPE, sendAnswerBytes } from './worker-answer.ts';

/**
 * Tables kept, newest used last: a year is ~110 kB compressed, so at most a few MB. Each encoding
 * of a period is its own entry (most browsers ask for br alone).
 */
const MAX_CACHED_TABLES = 48;

export const transitiMensiliRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  // Promises, so that requests for a table being made wait for it instead of making it again.
  const tables = createLruCache<Promise<TransitAnswer | null>>(MAX_CACHED_TABLES);

  app.get(API_ROUTES.transitiMensili.path, {
    // Compressed by the worker.
    compress: false,
    schema: {
      summary: 'Transiti mensili: posizioni giornaliere di tutti i corpi, raggruppate per mese',
      description: `Posizioni dei 14 corpi (Sole … Nodo Sud) alle ${DAILY_POSITION_UT_TIME} UT di ogni giorno da startDate a endDate inclusi, `
        + `raggruppate per mese ("AAAA-MM") e per giorno ("AAAA-MM-GG"); longitudini al milionesimo di grado. Periodo massimo: ${DAILY_POSITIONS_MAX_DAYS} giorni; `
        + 'oltre, o con endDate prima di startDate, risponde 400.',
      querystring: API_ROUTES.transitiMensili.query,
      response: routeResponses(API_ROUTES.transitiMensili),
    },
  }, async (request, reply) => {
    const { startDate, endDate, nodo = DEFAULT_NODE_KIND, lilith = DEFAULT_LILITH_KIND } = request.query;
    const encoding = negotiateEncoding(request.headers);
    const key = `${startDate}|${endDate}|${nodo}|${lilith}|${encoding}`;
    let table = tables.get(key);
    if (!table) {
      table = deps.transitPool.run({ kind: 'monthly', request: { startDate, endDate, kinds: { node: nodo, lilith } }, encoding, requestedAtMs: Date.now() }, undefined, request.clientKey);
      tables.set(key, table);
      // A failure (a full queue) is not kept: the next request tries again.
      table.catch(() => tables.delete(key));
    }
    return sendAnswerBytes(reply.type(JSON_CONTENT_TYPE), (await table)!);
  });
};
