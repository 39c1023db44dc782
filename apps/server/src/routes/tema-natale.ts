/** POST /api/tema-natale: the natal chart for birth data (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLruCache, DEFAULT_HOUSE_SYSTEM, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND, localTimeToJulianDay } from '@astrolabio/core';
import {
  errorResponseSchema,
  temaNataleBodySchema,
  temaNataleResponseSchema,
  type TemaNataleBody,
  type TemaNataleResponse,
} from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { toTemaNataleResponse } from '../adapters/natal-chart.ts';
import { birthChart } from '../adapters/birth-data.ts';

/**
 * Answers kept per process: a chart is a pure function of its instant, place and options, and the
 * same one is asked again and again (the form sent anew with another transit period, the testing
 * page, a reload). About 7 kB each: 500 of them are 3.5 MB.
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

export const temaNataleRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const answers = createLruCache<TemaNataleResponse>(CACHED_CHARTS);
  app.post('/tema-natale', {
    schema: {
      summary: 'Tema natale: pianeti, case, ascendente, medio cielo, aspetti',
      body: temaNataleBodySchema,
      response: { 200: temaNataleResponseSchema, 400: errorResponseSchema },
    },
  }, async (request) => {
    const key = chartKey(request.body);
    let answer = answers.get(key);
    if (!answer) {
      answer = toTemaNataleResponse(birthChart(request.body, deps.ephemeris, request.body));
      answers.set(key, answer);
    }
    return answer;
  });
};
