/** POST /api/tema-natale: the natal chart for birth data (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLruCache, DEFAULT_HOUSE_SYSTEM, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND, localTimeToJulianDay } from '@astrolabio/core';
import {
  API_ROUTES,
  routeResponses,
  type TemaNataleBody,
} from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { toTemaNataleResponse } from '../adapters/natal-chart.ts';
import { birthChart } from '../adapters/birth-data.ts';
import { jsonAnswerWriter, sendJsonText } from '../plugins/serializer.ts';

/**
 * Answers kept per process: a chart is a pure function of its instant, place and options, and the
 * same one is asked again and again (the form sent anew with another transit period, the testing
 * page, a reload). Kept as the written JSON (about 7 kB, one string) rather than its ~250 objects,
 * which lived on into the old generation and made every young collection dearer (issue 23):
 * 500 of them are 3.5 MB.
 */
const CACHED_CHARTS = 500;

/**
 * What makes two requests the same chart: the UT instant (11:00+0 is 12:00+1), the place, the
 * options and the settings (Lilith, aspects, orbs as given: the same settings written otherwise
 * are only another entry).
 */
function chartKey(b: TemaNataleBody): string {
  const jdUt = localTimeToJulianDay(b.datetime, b.timezone);
  const settings = `${b.lilith ?? DEFAULT_LILITH_KIND}|${b.aspects?.join(',') ?? ''}|${b.orbs ? JSON.stringify(b.orbs) : ''}`;
  return `${jdUt}|${b.latitude}|${b.longitude}|${b.houseSystem ?? DEFAULT_HOUSE_SYSTEM}|${b.nodo ?? DEFAULT_NODE_KIND}|${settings}`;
}

export interface TemaNataleRouteOptions {
  /** Check each answer written against the contract's schema (tests; see plugins/serializer.ts). */
  validateResponses: boolean;
}

export const temaNataleRoutes = (deps: AppDeps, options: TemaNataleRouteOptions): FastifyPluginAsyncZod => async (app) => {
  const answers = createLruCache<string>(CACHED_CHARTS);
  const write = jsonAnswerWriter(API_ROUTES.temaNatale.answer, options.validateResponses, 'POST /api/tema-natale');
  app.post(API_ROUTES.temaNatale.path, {
    schema: {
      summary: 'Tema natale: pianeti, case, ascendente, medio cielo, aspetti',
      body: API_ROUTES.temaNatale.body,
      response: routeResponses(API_ROUTES.temaNatale),
    },
  }, async (request, reply) => {
    const key = chartKey(request.body);
    let json = answers.get(key);
    if (json === undefined) {
      json = write(toTemaNataleResponse(birthChart(request.body, deps.ephemeris, request.body)));
      answers.set(key, json);
    }
    return sendJsonText(reply, json);
  });
};
