/** GET /api/transiti-mensili: every body once a day over a period, grouped by month (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyPositions, DAILY_POSITIONS_MAX_DAYS, DAILY_POSITION_UT_TIME, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND } from '@astrolabio/core';
import { errorResponseSchema, transitiMensiliQuerySchema, transitiMensiliResponseSchema } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { toTransitiMensiliResponse } from '../adapters/monthly-transits.ts';

export const transitiMensiliRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/transiti-mensili', {
    schema: {
      summary: 'Transiti mensili: posizioni giornaliere di tutti i corpi, raggruppate per mese',
      description: `Posizioni dei 14 corpi (Sole … Nodo Sud) alle ${DAILY_POSITION_UT_TIME} UT di ogni giorno da startDate a endDate inclusi, `
        + `raggruppate per mese ("AAAA-MM") e per giorno ("AAAA-MM-GG"). Periodo massimo: ${DAILY_POSITIONS_MAX_DAYS} giorni; `
        + 'oltre, o con endDate prima di startDate, risponde 400.',
      querystring: transitiMensiliQuerySchema,
      response: { 200: transitiMensiliResponseSchema, 400: errorResponseSchema },
    },
  }, async (request) => {
    const { startDate, endDate, nodo = DEFAULT_NODE_KIND, lilith = DEFAULT_LILITH_KIND } = request.query;
    const kinds = { node: nodo, lilith };
    return toTransitiMensiliResponse(startDate, endDate, dailyPositions(deps.ephemeris, startDate, endDate, kinds), kinds);
  });
};
