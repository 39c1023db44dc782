/**
 * The route table (issues 24 and 32): every route of the API, each a row (route-row.ts) with its
 * method, path (under API_PREFIX), query, body, answer (JSON, or a file) and error schemas, its
 * OpenAPI words, its limit group and where it is computed. The server serves every row and nothing
 * else under /api (apps/server/src/routes/serve-row.ts); the web app calls through the rows
 * (`callRoute`, and the exports' URLs and file names), so a request or an answer that does not
 * match is a type error on both sides and no path is written twice. A technique adds its rows here.
 */
import { errorResponseSchema } from './schemas/error.ts';
import { route, SITE_CONFIG_ROUTE } from './route-row.ts';
import { healthLiveResponseSchema, healthResponseSchema } from './schemas/health.ts';
import { temaNataleBodySchema } from './schemas/birth-data.ts';
import { temaNataleResponseSchema } from './schemas/tema-natale.ts';
import { transitiBodySchema, transitiQuerySchema, transitiResponseSchema, type TransitiQuery } from './schemas/transiti.ts';
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
  rivoluzioniIcsBodySchema,
  rivoluzioniLunariBodySchema,
  rivoluzioniLunariResponseSchema,
  type RivoluzioniIcsBody,
} from './schemas/rivoluzione-solare.ts';
import {
  COPPIA_DESCRIPTION,
  COPPIA_TRANSITI_DESCRIPTION,
  coppiaBodySchema,
  coppiaResponseSchema,
  coppiaTransitiBodySchema,
  coppiaTransitiFileName,
  coppiaTransitiResponseSchema,
  TRANSITI_DI_COPPIA_DESCRIPTION,
  transitiDiCoppiaBodySchema,
  transitiDiCoppiaResponseSchema,
  type CoppiaTransitiBody,
} from './schemas/coppia.ts';
import {
  mirataCampoBodySchema,
  mirataCampoResponseSchema,
  mirataLuoghiBodySchema,
  mirataLuoghiResponseSchema,
  mirataPianoBodySchema,
  mirataPianoResponseSchema,
  type MirataPianoBody,
} from './schemas/mirata.ts';
import {
  EXPORT_WHAT,
  MIRATA_DESCRIPTION,
  MIRATA_FIELD_DESCRIPTION,
  MIRATA_METHOD_DESCRIPTION,
  MIRATA_PLAN_DESCRIPTION,
  TECNICHE_DESCRIPTION,
  TRANSITI_DESCRIPTION,
  TRANSITI_EXPORT_DESCRIPTION,
  TRANSITI_MENSILI_DESCRIPTION,
  TRANSITI_SPECIFICI_DESCRIPTION,
} from './route-descriptions.ts';

const BAD_INPUT = { 400: errorResponseSchema } as const;
/** The name of a period's file: `transiti-2026-01-01-2026-12-31.ics`. */
const periodFile = (stem: string, ext: string) => (p: { startDate: string; endDate: string }) => `${stem}-${p.startDate}-${p.endDate}.${ext}`;

export const API_ROUTES = {
  health: /* @__PURE__ */ route({
    method: 'GET', path: '/health', answer: healthResponseSchema, errors: { 503: errorResponseSchema },
    summary: 'Prontezza del server: effemeridi e database degli iscritti (scrittura)',
    limit: 'none', compute: { inline: { maxCpuMs: 2 } },
  }),
  healthLive: /* @__PURE__ */ route({
    method: 'GET', path: '/health/live', answer: healthLiveResponseSchema, errors: {},
    summary: 'Vitalità del processo: risponde, senza controllare database né file',
    limit: 'none', compute: { inline: { maxCpuMs: 1 } },
  }),
  config: SITE_CONFIG_ROUTE,
  temaNatale: /* @__PURE__ */ route({
    method: 'POST', path: '/tema-natale', body: temaNataleBodySchema, answer: temaNataleResponseSchema, errors: BAD_INPUT,
    summary: 'Tema natale: pianeti, case, ascendente, medio cielo, aspetti',
    // About 2.4 ms of CPU a chart no cache has seen (apps/server/test/rows.test.ts measures it).
    limit: 'calculations', compute: { inline: { maxCpuMs: 8 } },
  }),
  transiti: /* @__PURE__ */ route({
    method: 'POST', path: '/transiti', body: transitiBodySchema, answer: transitiResponseSchema, errors: BAD_INPUT,
    summary: 'Transiti di un periodo: aperture, esatti, stazioni, picco, orbite giornaliere', description: TRANSITI_DESCRIPTION,
    limit: 'calculations', compute: { task: 'transits' },
  }),
  transitiIcs: /* @__PURE__ */ route({
    method: 'POST', path: '/transiti.ics', body: transitiBodySchema, file: { format: 'ics', fileName: periodFile('transiti', 'ics') }, errors: BAD_INPUT,
    summary: `Transiti esatti come ${EXPORT_WHAT.ics('transito esatto')}`, description: TRANSITI_EXPORT_DESCRIPTION,
    limit: 'calculations', compute: { task: 'transits' },
  }),
  transitiCsv: /* @__PURE__ */ route({
    method: 'POST', path: '/transiti.csv', body: transitiBodySchema, file: { format: 'csv', fileName: periodFile('transiti', 'csv') }, errors: BAD_INPUT,
    summary: `Transiti esatti come ${EXPORT_WHAT.csv('transito esatto')}`, description: TRANSITI_EXPORT_DESCRIPTION,
    limit: 'calculations', compute: { task: 'transits' },
  }),
  transitiIcsQuery: /* @__PURE__ */ route({
    method: 'GET', path: '/transiti.ics', query: transitiQuerySchema, errors: BAD_INPUT,
    file: { format: 'ics', fileName: (q: TransitiQuery) => periodFile('transiti', 'ics')(q) },
    summary: `Transiti esatti come ${EXPORT_WHAT.ics('transito esatto')}`, description: TRANSITI_EXPORT_DESCRIPTION,
    limit: 'calculations', compute: { task: 'transits' }, personalQuery: true,
  }),
  transitiCsvQuery: /* @__PURE__ */ route({
    method: 'GET', path: '/transiti.csv', query: transitiQuerySchema, errors: BAD_INPUT,
    file: { format: 'csv', fileName: (q: TransitiQuery) => periodFile('transiti', 'csv')(q) },
    summary: `Transiti esatti come ${EXPORT_WHAT.csv('transito esatto')}`, description: TRANSITI_EXPORT_DESCRIPTION,
    limit: 'calculations', compute: { task: 'transits' }, personalQuery: true,
  }),
  transitiSpecifici: /* @__PURE__ */ route({
    method: 'POST', path: '/transiti-specifici', body: transitiSpecificiBodySchema, answer: transitiSpecificiResponseSchema, errors: BAD_INPUT,
    summary: 'Transiti di un giorno: posizioni e aspetti al tema natale', description: TRANSITI_SPECIFICI_DESCRIPTION,
    limit: 'calculations', compute: { inline: { maxCpuMs: 8 } },
  }),
  transitiMensili: /* @__PURE__ */ route({
    method: 'GET', path: '/transiti-mensili', query: transitiMensiliQuerySchema, answer: transitiMensiliResponseSchema, errors: BAD_INPUT,
    summary: 'Transiti mensili: posizioni giornaliere di tutti i corpi, raggruppate per mese', description: TRANSITI_MENSILI_DESCRIPTION,
    limit: 'calculations', compute: { task: 'monthly-transits' },
  }),
  luoghi: /* @__PURE__ */ route({
    method: 'GET', path: '/luoghi', query: luoghiQuerySchema, answer: luoghiResponseSchema, errors: { ...BAD_INPUT, 503: errorResponseSchema },
    summary: 'Suggerimenti di luoghi: comuni italiani, località, città estere',
    limit: 'places', compute: { inline: { maxCpuMs: 6 } },
  }),
  resolveLocation: /* @__PURE__ */ route({
    method: 'GET',
    path: '/resolve-location',
    query: resolveLocationQuerySchema,
    answer: resolveLocationResponseSchema,
    errors: { ...BAD_INPUT, 404: errorResponseSchema, 422: timeZoneNotFoundSchema, 503: errorResponseSchema },
    summary: 'Coordinate, fuso e scostamento da UTC di un luogo a una data e ora locale',
    limit: 'places', compute: { inline: { maxCpuMs: 6 } }, personalQuery: true,
  }),
  tecniche: /* @__PURE__ */ route({
    method: 'POST', path: '/tecniche', body: tecnicheBodySchema, answer: tecnicheResponseSchema, errors: BAD_INPUT,
    summary: 'Progressioni, direzioni d’arco solare, lunazioni ed eclissi, transiti di un periodo', description: TECNICHE_DESCRIPTION,
    limit: 'calculations', compute: { task: 'techniques' },
  }),
  tecnicheIcs: /* @__PURE__ */ route({
    method: 'POST', path: '/tecniche.ics', body: tecnicheBodySchema, file: { format: 'ics', fileName: periodFile('tecniche', 'ics') }, errors: BAD_INPUT,
    summary: `Tecniche e transiti esatti come ${EXPORT_WHAT.ics('istante esatto di ogni livello')}`, description: TECNICHE_DESCRIPTION,
    limit: 'calculations', compute: { task: 'techniques' },
  }),
  tecnicheCsv: /* @__PURE__ */ route({
    method: 'POST', path: '/tecniche.csv', body: tecnicheBodySchema, file: { format: 'csv', fileName: periodFile('tecniche', 'csv') }, errors: BAD_INPUT,
    summary: `Tecniche e transiti esatti come ${EXPORT_WHAT.csv('istante esatto di ogni livello')}`, description: TECNICHE_DESCRIPTION,
    limit: 'calculations', compute: { task: 'techniques' },
  }),
  rivoluzioneSolare: /* @__PURE__ */ route({
    method: 'POST', path: '/rivoluzione-solare', body: rivoluzioneSolareBodySchema, answer: rivoluzioneSolareResponseSchema, errors: BAD_INPUT,
    summary: 'Rivoluzione solare di un anno in un luogo: istante (UTC e ora del luogo), tema, case natali, aspetti al tema natale',
    limit: 'calculations', compute: { task: 'solar-return' },
  }),
  rivoluzioneSolareIcs: /* @__PURE__ */ route({
    method: 'POST', path: '/rivoluzione-solare.ics', body: rivoluzioniIcsBodySchema, errors: BAD_INPUT,
    file: { format: 'ics', fileName: (b: RivoluzioniIcsBody) => `rivoluzioni-solari-${b.fromYear}-${b.toYear}.ics` },
    summary: 'Gli istanti delle rivoluzioni solari di più anni come calendario iCalendar',
    limit: 'calculations', compute: { task: 'solar-returns-calendar' },
  }),
  rivoluzioniLunari: /* @__PURE__ */ route({
    method: 'POST', path: '/rivoluzioni-lunari', body: rivoluzioniLunariBodySchema, answer: rivoluzioniLunariResponseSchema, errors: BAD_INPUT,
    summary: 'Rivoluzioni lunari di un periodo: per ognuna istante, tema nel luogo, case natali, aspetti al tema natale',
    limit: 'calculations', compute: { task: 'lunar-returns' },
  }),
  mirata: /* @__PURE__ */ route({
    method: 'POST', path: '/rivoluzione-solare/mirata', body: mirataBodySchema, answer: mirataResponseSchema, errors: BAD_INPUT,
    summary: 'Rivoluzione solare mirata: ogni luogo dell’elenco per la rivoluzione di un anno, filtrato e ordinato', description: MIRATA_DESCRIPTION,
    limit: 'calculations', compute: { task: 'return-scan' },
  }),
  coppia: /* @__PURE__ */ route({
    method: 'POST', path: '/coppia', body: coppiaBodySchema, answer: coppiaResponseSchema, errors: BAD_INPUT,
    summary: 'Due persone: Sinastria, Tema composito, Tema Davison', description: COPPIA_DESCRIPTION,
    limit: 'calculations', compute: { task: 'couple-charts' },
  }),
  coppiaTransiti: /* @__PURE__ */ route({
    method: 'POST', path: '/coppia/transiti', body: coppiaTransitiBodySchema, answer: coppiaTransitiResponseSchema, errors: BAD_INPUT,
    summary: 'Transiti al Tema composito o al Tema Davison di un periodo', description: COPPIA_TRANSITI_DESCRIPTION,
    limit: 'calculations', compute: { task: 'couple-transits' },
  }),
  coppiaTransitiIcs: /* @__PURE__ */ route({
    method: 'POST', path: '/coppia/transiti.ics', body: coppiaTransitiBodySchema, errors: BAD_INPUT,
    file: { format: 'ics', fileName: (b: CoppiaTransitiBody) => coppiaTransitiFileName(b, 'ics') },
    summary: `Transiti esatti al Tema composito o al Tema Davison come ${EXPORT_WHAT.ics('transito esatto')}`, description: COPPIA_TRANSITI_DESCRIPTION,
    limit: 'calculations', compute: { task: 'couple-transits' },
  }),
  coppiaTransitiCsv: /* @__PURE__ */ route({
    method: 'POST', path: '/coppia/transiti.csv', body: coppiaTransitiBodySchema, errors: BAD_INPUT,
    file: { format: 'csv', fileName: (b: CoppiaTransitiBody) => coppiaTransitiFileName(b, 'csv') },
    summary: `Transiti esatti al Tema composito o al Tema Davison come ${EXPORT_WHAT.csv('transito esatto')}`, description: COPPIA_TRANSITI_DESCRIPTION,
    limit: 'calculations', compute: { task: 'couple-transits' },
  }),
  transitiDiCoppia: /* @__PURE__ */ route({
    method: 'POST', path: '/coppia/transiti-di-coppia', body: transitiDiCoppiaBodySchema, answer: transitiDiCoppiaResponseSchema, errors: BAD_INPUT,
    summary: 'Transiti di coppia: uno stesso corpo in aspetto a un punto di ciascuno, negli stessi giorni', description: TRANSITI_DI_COPPIA_DESCRIPTION,
    limit: 'calculations', compute: { task: 'couple-shared-transits' },
  }),
  mirataLuoghi: /* @__PURE__ */ route({
    method: 'POST', path: '/mirata/luoghi', body: mirataLuoghiBodySchema, answer: mirataLuoghiResponseSchema, errors: BAD_INPUT,
    summary: 'Rivoluzione Solare Mirata di un anno: ogni luogo entro i limiti letto con le regole (verdetto, punteggio, una frase per regola), una voce per scelta distinta',
    description: MIRATA_METHOD_DESCRIPTION,
    limit: 'calculations', compute: { task: 'mirata-places' },
  }),
  mirataPiano: /* @__PURE__ */ route({
    method: 'POST', path: '/mirata/piano', body: mirataPianoBodySchema, answer: mirataPianoResponseSchema, errors: BAD_INPUT,
    summary: 'Piano mirato di 1–5 anni: le scelte migliori per ogni rivoluzione solare e per ogni rivoluzione lunare del suo anno',
    description: MIRATA_PLAN_DESCRIPTION,
    limit: 'calculations', compute: { task: 'mirata-plan' },
  }),
  mirataPianoIcs: /* @__PURE__ */ route({
    method: 'POST', path: '/mirata/piano.ics', body: mirataPianoBodySchema, errors: BAD_INPUT,
    file: { format: 'ics', fileName: (b: MirataPianoBody) => `piano-mirato-${b.daAnno}-${b.daAnno + b.anni - 1}.ics` },
    summary: `Il piano mirato come ${EXPORT_WHAT.ics('rivoluzione solare e lunare, con il luogo scelto, e per il giorno in cui esserci')}`,
    description: MIRATA_PLAN_DESCRIPTION,
    limit: 'calculations', compute: { task: 'mirata-plan' },
  }),
  mirataCampo: /* @__PURE__ */ route({
    method: 'POST', path: '/mirata/campo', body: mirataCampoBodySchema, answer: mirataCampoResponseSchema, errors: BAD_INPUT,
    summary: 'La mappa della Rivoluzione Solare Mirata: la casa natale dell’Ascendente di RS e il verdetto su una griglia del mondo o di una regione, le linee di astrocartografia',
    description: MIRATA_FIELD_DESCRIPTION,
    limit: 'calculations', compute: { task: 'mirata-field' },
  }),
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;
/** The names of the rows computed on the main thread (each has its handler in the server). */
export type InlineRouteName = { [K in ApiRouteName]: (typeof API_ROUTES)[K]['compute'] extends { inline: object } ? K : never }[ApiRouteName];
/** The names of the rows computed by a task kind of the compute pool. */
export type TaskRouteName = Exclude<ApiRouteName, InlineRouteName>;

export * from './route-row.ts';
