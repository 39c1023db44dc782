/** POST /api/tema-natale: the natal chart for birth data (spec section 7). */
import { createLruCache, DEFAULT_HOUSE_SYSTEM, DEFAULT_LILITH_KIND, DEFAULT_NODE_KIND, localTimeToJulianDay } from '@astrolabio/core';
import { API_ROUTES, type TemaNataleBody } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { toTemaNataleResponse } from '../adapters/natal-chart.ts';
import { birthChart } from '../adapters/birth-data.ts';
import { jsonAnswerWriter, sendJsonText } from '../plugins/serializer.ts';
import type { InlineHandler } from './serve-row.ts';

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

/** The row's handler: inline, a chart (about 2 ms of CPU) or its answer from the cache. */
export const temaNataleHandler = (deps: AppDeps, options: TemaNataleRouteOptions): InlineHandler<typeof API_ROUTES.temaNatale> => {
  const answers = createLruCache<string>(CACHED_CHARTS);
  const write = jsonAnswerWriter(API_ROUTES.temaNatale.answer, options.validateResponses, 'POST /api/tema-natale');
  return async (body, _request, reply) => {
    const key = chartKey(body);
    let json = answers.get(key);
    if (json === undefined) {
      json = write(toTemaNataleResponse(birthChart(body, deps.ephemeris, body)));
      answers.set(key, json);
    }
    return sendJsonText(reply, json);
  };
};
