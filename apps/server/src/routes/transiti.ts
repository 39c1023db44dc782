/**
 * POST /api/transiti: every transit of a period against a natal chart, in one call (issue 3);
 * GET and POST /api/transiti.ics and /api/transiti.csv: its exact hits as a calendar and a table.
 */
import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  createPathCache,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  MAX_TRANSIT_PERIOD_DAYS,
  TRANSIT_FIRST_DATE,
} from '@astrolabio/core';
import {
  birthDataShape,
  errorResponseSchema,
  transitiBodySchema,
  transitiQuerySchema,
  transitiResponseSchema,
  type TransitiQuery,
} from '@astrolabio/contract';
import type { AppDeps } from '../app.ts';
import { runTransits, toTransitiResponse, type TransitRequest, type TransitRun } from '../adapters/transits.ts';
import { ICS_CONTENT_TYPE, transitsToCsv, transitsToIcs } from '../adapters/transits-export.ts';
import { CSV_CONTENT_TYPE } from '../adapters/spreadsheet-csv.ts';

const DESCRIPTION = 'Per ogni pianeta in transito, punto natale e aspetto (dai due lati: es. 90° e 270°), ogni tratto del periodo '
  + `in cui l'orbita è entro maxOrb (predefinita ${DEFAULT_TRANSIT_MAX_ORB_DEG}°): inizio e fine (tagliati al periodo, e segnati), `
  + 'ogni istante esatto al minuto UTC, le stazioni, il picco, l\'orbita di ogni giorno UTC (la minima del giorno) '
  + 'e la casa natale del pianeta in transito al picco; e, per ogni pianeta in transito, la casa natale all\'inizio '
  + 'del periodo e ogni suo ingresso in un\'altra casa. '
  + `Il periodo va da startDate 00:00 UTC alla fine di endDate, al massimo ${MAX_TRANSIT_PERIOD_DAYS} giorni, dal ${TRANSIT_FIRST_DATE}. `
  + 'Il tema natale si invia come dati di nascita (natal) o come risposta di /api/tema-natale (natalData).';

const EXPORT_DESCRIPTION = 'Gli istanti esatti della stessa richiesta di POST /api/transiti, uno per riga/evento, in UTC. '
  + 'In GET i dati di nascita sono parametri (datetime, latitude, longitude, timezone, houseSystem, nodo) e le liste '
  + '(planets, natalPlanets, aspects) sono nomi separati da virgole.';

const EXPORTS = [
  { ext: 'ics', type: ICS_CONTENT_TYPE, build: transitsToIcs, what: 'calendario iCalendar: un evento per ogni transito esatto' },
  { ext: 'csv', type: CSV_CONTENT_TYPE, build: transitsToCsv, what: 'tabella CSV (separatore «;»): una riga per ogni transito esatto' },
] as const;

function fromQuery(q: TransitiQuery): TransitRequest {
  const { datetime, latitude, longitude, timezone, houseSystem, nodo, ...options } = q;
  // `satisfies` names every birth field: one added to birthDataShape and not passed on fails to compile.
  const natal = { datetime, latitude, longitude, timezone, houseSystem, nodo } satisfies Record<keyof typeof birthDataShape, unknown>;
  return { natal, ...options };
}

async function sendFile(reply: FastifyReply, exp: (typeof EXPORTS)[number], run: TransitRun) {
  const file = await exp.build(run);
  return reply
    .type(exp.type)
    .header('content-disposition', `attachment; filename="transiti-${run.startDate}-${run.endDate}.${exp.ext}"`)
    .send(file);
}

/**
 * A year of every transit is a few hundred kB of JSON: compressed at the fastest levels, which
 * still shrink it several times, in one call rather than through a stream: the answer is already
 * whole in memory, the stream's 16 kB round trips to the thread pool cost more than the
 * compression itself, and the client gets a Content-Length (docs/decisions/0013).
 */
export const LARGE_ANSWER_COMPRESSION = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  syncThreshold: Number.POSITIVE_INFINITY,
};

export const transitiRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  // The bodies' paths over a period do not depend on the chart: every request for that period shares them.
  const cache = createPathCache();
  const run = (req: TransitRequest) => runTransits(req, deps.ephemeris, cache);

  app.post('/transiti', {
    compress: LARGE_ANSWER_COMPRESSION,
    schema: {
      summary: 'Transiti di un periodo: aperture, esatti, stazioni, picco, orbite giornaliere',
      description: DESCRIPTION,
      body: transitiBodySchema,
      response: { 200: transitiResponseSchema, 400: errorResponseSchema },
    },
  }, async (request) => toTransitiResponse(run(request.body)));

  for (const exp of EXPORTS) {
    app.post(`/transiti.${exp.ext}`, {
      schema: { summary: `Transiti esatti come ${exp.what}`, description: EXPORT_DESCRIPTION, body: transitiBodySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFile(reply, exp, run(request.body)));
    app.get(`/transiti.${exp.ext}`, {
      schema: { summary: `Transiti esatti come ${exp.what}`, description: EXPORT_DESCRIPTION, querystring: transitiQuerySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFile(reply, exp, run(fromQuery(request.query))));
  }
};
