/** POST /api/transiti-specifici: one day's transit positions and their aspects to a natal chart (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyTransitAspects, dayPositions, DAILY_POSITION_UT_TIME } from '@astrolabio/core';
import { API_ROUTES, routeResponses } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { toTransitiSpecificiResponse } from '../adapters/daily-transits.ts';
import { natalAspectsOfData, natalFromData } from '../adapters/natal-data.ts';

export const transitiSpecificiRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(API_ROUTES.transitiSpecifici.path, {
    schema: {
      summary: 'Transiti di un giorno: posizioni e aspetti al tema natale',
      description: `Posizioni dei 14 corpi alle ${DAILY_POSITION_UT_TIME} UT di targetDate e i loro aspetti ai 14 corpi natali, `
        + "all'Ascendente e al Medio Coeli. Filtro delle orbite (specifica, sezione 5): orbita 0 sempre; "
        + 'Plutone e Nettuno oltre 0 fino a 1°, gli altri oltre 0 fino a 2°; i corpi senza aspetti sono omessi. '
        + 'Nodo Sud non è un corpo in transito (ripete gli aspetti di Nodo Nord). Il nodo è quello del tema natale (meta.nodo).',
      body: API_ROUTES.transitiSpecifici.body,
      response: routeResponses(API_ROUTES.transitiSpecifici),
    },
  }, async (request) => {
    const { targetDate, natalData } = request.body;
    const { natal, nodeKind, lilithKind } = natalFromData(natalData);
    const kinds = { node: nodeKind, lilith: lilithKind };
    const day = dayPositions(deps.ephemeris, targetDate, kinds);
    return toTransitiSpecificiResponse(day, dailyTransitAspects(day.positions, natal, natalAspectsOfData(natalData)), natal, kinds);
  });
};
