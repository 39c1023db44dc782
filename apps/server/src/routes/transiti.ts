/**
 * POST /api/transiti: every transit of a period against a natal chart, in one call (issue 3);
 * GET and POST /api/transiti.ics and /api/transiti.csv: its exact hits as a calendar and a table.
 */
import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  createPathCache,
  DAILY_POSITION_UT_TIME,
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
import { runTransits, type TransitRequest, type TransitRun } from '../adapters/transits.ts';
import { transitiResponseJson } from '../adapters/transits-json.ts';
import { ICS_CONTENT_TYPE, transitsToCsv, transitsToIcs } from '../adapters/transits-export.ts';
import { CSV_CONTENT_TYPE } from '../adapters/spreadsheet-csv.ts';

const DESCRIPTION = 'Per ogni pianeta in transito, punto natale e aspetto (dai due lati: es. 90° e 270°), ogni tratto del periodo '
  + `in cui l'orbita è entro maxOrb (predefinita ${DEFAULT_TRANSIT_MAX_ORB_DEG}°): inizio e fine (tagliati al periodo, e segnati), `
  + 'ogni istante esatto al minuto UTC, le stazioni, il picco, l\'orbita di ogni giorno '
  + `(alle ${DAILY_POSITION_UT_TIME} UT) e la casa natale del pianeta in transito al picco. `
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
 * A year of every transit is about 1 MB of JSON, so this route writes its bytes directly (see
 * adapters/transits-json.ts; the response schema documents it and the API tests check it against
 * the schema) and compresses them at the fastest levels, which still shrink it 7–8 times, in one
 * call rather than through a stream: the answer is already whole in memory, the stream's 16 kB
 * round trips to the thread pool cost more than the compression itself, and the client gets a
 * Content-Length (docs/decisions/0013-transit-answer-speed.md).
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
  }, async (request, reply) => {
    // Already JSON bytes: sent as is, past the typed reply (whose type is the schema's object).
    const json = transitiResponseJson(run(request.body));
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
  });

  for (const exp of EXPORTS) {
    app.post(`/transiti.${exp.ext}`, {
      schema: { summary: `Transiti esatti come ${exp.what}`, description: EXPORT_DESCRIPTION, body: transitiBodySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFile(reply, exp, run(request.body)));
    app.get(`/transiti.${exp.ext}`, {
      schema: { summary: `Transiti esatti come ${exp.what}`, description: EXPORT_DESCRIPTION, querystring: transitiQuerySchema, response: { 400: errorResponseSchema } },
    }, async (request, reply) => sendFile(reply, exp, run(fromQuery(request.query))));
  }
};
