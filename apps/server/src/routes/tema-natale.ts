/** POST /api/tema-natale: the natal chart for birth data (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, temaNataleBodySchema, temaNataleResponseSchema } from '@astrolabio/contract';
import type { AppDeps } from '../app.ts';
import { toTemaNataleResponse } from '../adapters/natal-chart.ts';
import { birthChart } from '../adapters/birth-data.ts';

export const temaNataleRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post('/tema-natale', {
    schema: {
      summary: 'Tema natale: pianeti, case, ascendente, medio cielo, aspetti',
      body: temaNataleBodySchema,
      response: { 200: temaNataleResponseSchema, 400: errorResponseSchema },
    },
  }, async (request) => toTemaNataleResponse(birthChart(request.body, deps.ephemeris)));
};
