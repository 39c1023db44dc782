/**
 * The route table (issue 24): for each JSON route of the API, its method, path (under API_PREFIX),
 * query, body, answer and error schemas, in one place. The server registers each route's schemas
 * from here (apps/server/src/routes/); the web app calls through it (`callRoute` in
 * apps/web/src/lib/api-client.ts), so a request or an answer that does not match is a type error on
 * both sides and no path is written twice. File exports (.ics, .csv) and the pages outside /api
 * are registered by their route files alone.
 */
import { errorResponseSchema } from './schemas/error.ts';
import { route, SITE_CONFIG_ROUTE } from './route-row.ts';
import { temaNataleBodySchema } from './schemas/birth-data.ts';
import { temaNataleResponseSchema } from './schemas/tema-natale.ts';
import { transitiBodySchema, transitiResponseSchema } from './schemas/transiti.ts';
import { transitiSpecificiBodySchema, transitiSpecificiResponseSchema } from './schemas/transiti-specifici.ts';
import { transitiMensiliQuerySchema, transitiMensiliResponseSchema } from './schemas/transiti-mensili.ts';
import { luoghiQuerySchema, luoghiResponseSchema } from './schemas/luoghi.ts';
import { resolveLocationQuerySchema, resolveLocationResponseSchema, timeZoneNotFoundSchema } from './schemas/resolve-location.ts';
import { tecnicheBodySchema, tecnicheResponseSchema } from './schemas/tecniche.ts';
import {
  mirataBodySchema,
  mirataResponseSchema,
  rivoluzioneSolareBodySchema,
  rivoluzioneSolareResponseSchema,
  rivoluzioniLunariBodySchema,
  rivoluzioniLunariResponseSchema,
} from './schemas/rivoluzione-solare.ts';

const BAD_INPUT = { 400: errorResponseSchema } as const;

export const API_ROUTES = {
  config: SITE_CONFIG_ROUTE,
  temaNatale: /* @__PURE__ */ route({ method: 'POST', path: '/tema-natale', body: temaNataleBodySchema, answer: temaNataleResponseSchema, errors: BAD_INPUT }),
  transiti: /* @__PURE__ */ route({ method: 'POST', path: '/transiti', body: transitiBodySchema, answer: transitiResponseSchema, errors: BAD_INPUT }),
  transitiSpecifici: /* @__PURE__ */ route({
    method: 'POST', path: '/transiti-specifici', body: transitiSpecificiBodySchema, answer: transitiSpecificiResponseSchema, errors: BAD_INPUT,
  }),
  transitiMensili: /* @__PURE__ */ route({
    method: 'GET', path: '/transiti-mensili', query: transitiMensiliQuerySchema, answer: transitiMensiliResponseSchema, errors: BAD_INPUT,
  }),
  luoghi: /* @__PURE__ */ route({
    method: 'GET', path: '/luoghi', query: luoghiQuerySchema, answer: luoghiResponseSchema, errors: { ...BAD_INPUT, 503: errorResponseSchema },
  }),
  resolveLocation: /* @__PURE__ */ route({
    method: 'GET',
    path: '/resolve-location',
    query: resolveLocationQuerySchema,
    answer: resolveLocationResponseSchema,
    errors: { ...BAD_INPUT, 404: errorResponseSchema, 422: timeZoneNotFoundSchema, 503: errorResponseSchema },
  }),
  tecniche: /* @__PURE__ */ route({ method: 'POST', path: '/tecniche', body: tecnicheBodySchema, answer: tecnicheResponseSchema, errors: BAD_INPUT }),
  rivoluzioneSolare: /* @__PURE__ */ route({
    method: 'POST', path: '/rivoluzione-solare', body: rivoluzioneSolareBodySchema, answer: rivoluzioneSolareResponseSchema, errors: BAD_INPUT,
  }),
  rivoluzioniLunari: /* @__PURE__ */ route({
    method: 'POST', path: '/rivoluzioni-lunari', body: rivoluzioniLunariBodySchema, answer: rivoluzioniLunariResponseSchema, errors: BAD_INPUT,
  }),
  mirata: /* @__PURE__ */ route({ method: 'POST', path: '/rivoluzione-solare/mirata', body: mirataBodySchema, answer: mirataResponseSchema, errors: BAD_INPUT }),
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

export * from './route-row.ts';
