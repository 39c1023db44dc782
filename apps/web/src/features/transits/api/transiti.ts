/**
 * POST /api/transiti for the transit views: the request (the computed chart, the period, the
 * transiting bodies), the query hook, the exports (.ics, .csv) of the same request, and the one
 * place where the contract's Italian answer becomes core's records (codes, epoch ms; the wire's
 * `natalPlanet` becomes `natalPoint` here). The same for a couple's chart (issue 35): POST
 * /api/coppia/transiti answers as POST /api/transiti does.
 */
import { useMemo } from 'react';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { API_ROUTES, decodeTransitHouses, decodeTransitItem, orbsMetaOf, transitiResponseSchema, transitSchema, type TemaNataleResponse, type TransitiResponse } from '@astrolabio/contract';
import {
  settingsChanges, transitTargetsOf,
  type AspectCode, type CalculationSettings, type HouseSystem, type NodeKind, type TransitBodyCode, type TransitHouses, type TransitRecord,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { ApiError, callRouteReading, postRouteForFile, type RouteInput } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';
import { exportPersonBody, type ExportPerson } from '../model/export-person.ts';
import { mergeTransitData, samePeriod } from './merge-answers.ts';

/** What the views ask for: the chart as the server computed it, a period of UTC days, the bodies. */
export interface TransitsRequest {
  natalData: TemaNataleResponse;
  startDate: string;
  endDate: string;
  /** Transiting bodies, in any order. */
  planets: readonly TransitBodyCode[];
  /** Aspects (default all five): the exports take only those shown. */
  aspects?: readonly AspectCode[];
  /** Largest |orb| kept, degrees (the server's default, 3°, when absent). */
  maxOrbDeg?: number;
  /**
   * The chart's calculation settings (issue 25): its aspects (unless `aspects` names those shown),
   * its transit orbs and whether the cusps are targets. Only what differs from the defaults is sent.
   */
  settings?: CalculationSettings;
  /** The transits are to a chart of a couple (its composite or Davison chart, which `natalData` then is), not to a natal chart. */
  couple?: CoupleTransitsTarget;
}

/**
 * A chart of a couple the transits are to (issue 35, POST /api/coppia/transiti): the two births, the
 * couple's settings and which chart (`tema`). The request's `natalData` is then that chart as the
 * couple's answer gave it: the views read its houses and the query's key its instant and cusps; it is
 * not sent (the server computes the chart again from the births).
 */
export type CoupleTransitsTarget = Pick<RouteInput<typeof API_ROUTES.coppiaTransiti>['body'], 'primo' | 'secondo' | 'houseSystem' | 'nodo' | 'lilith' | 'luogoComposito' | 'tema'>;

/** The answer in core's terms. */
export interface TransitData {
  startDate: string;
  endDate: string;
  maxOrbDeg: number;
  nodeKind: NodeKind;
  records: TransitRecord[];
  houses: TransitHouses[];
}

/** The request's JSON body (the same for /api/transiti, .ics and .csv). */
export function transitsRequestBody(req: TransitsRequest) {
  return { natalData: req.natalData, ...transitOptionsBody(req) };
}

/** The body of a couple's request (POST /api/coppia/transiti, .ics and .csv): the couple, then the same options. */
function coupleTransitsBody(req: TransitsRequest, couple: CoupleTransitsTarget) {
  return { ...couple, ...transitOptionsBody(req) };
}

/** The period, bodies, aspects and orbs: the options every transit request carries. */
function transitOptionsBody(req: TransitsRequest) {
  return {
    startDate: req.startDate,
    endDate: req.endDate,
    planets: req.planets.map((p) => BODY_NAMES_IT[p]),
    ...settingsBody(req),
    ...(req.maxOrbDeg !== undefined ? { maxOrb: req.maxOrbDeg } : {}),
  };
}

/** The aspects, orbs and natal points of a request: what is asked, or what the settings change. */
function settingsBody(req: TransitsRequest) {
  const changed = req.settings ? settingsChanges(req.settings) : null;
  const aspects = req.aspects ?? changed?.aspects;
  const orbs = changed?.transitOrbs;
  return {
    ...(changed?.cusps ? { natalPlanets: transitTargetsOf({ cusps: true }).map((p) => POINT_NAMES_IT[p]) } : {}),
    ...(aspects ? { aspects: aspects.map((a) => ASPECT_NAMES_IT[a]) } : {}),
    ...(orbs ? { orbs: orbsMetaOf(orbs, aspects ?? req.settings!.aspects) } : {}),
  };
}

/** Each transit decoded once, here, with the contract's codec (the server encodes with its pair). */
const recordFrom = decodeTransitItem;

function housesFrom(answer: Pick<TransitiResponse, 'caseNatali'>): TransitHouses[] {
  return answer.caseNatali.map(decodeTransitHouses);
}

function periodFrom(answer: Pick<TransitiResponse, 'meta'>) {
  const { startDate, endDate, maxOrb, nodo } = answer.meta;
  return { startDate, endDate, maxOrbDeg: maxOrb, nodeKind: nodo };
}

/** The answer with its transits left unchecked: they are checked below, slice by slice. */
const envelopeSchema = z.extend(transitiResponseSchema, { transiti: z.array(z.unknown()) });
/**
 * Transits checked and converted per slice, with the main thread given back between slices: ten
 * years with Luna are 22,000 transits, whose checking in one go would freeze the page.
 */
const SLICE_SIZE = 2000;

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An answer in hand for some of a request's bodies (same chart and period), and those bodies. */
export interface AnswerInHand {
  data: TransitData;
  bodies: readonly TransitBodyCode[];
}

/**
 * The request's answer. With `inHand`, only the bodies it lacks are asked for and the two answers
 * merged (merge-answers.ts): Luna switched on over ten years asks for Luna alone, about a third of the
 * server's work for all thirteen bodies and three quarters of the bytes.
 */
export async function fetchTransits(req: TransitsRequest, signal?: AbortSignal, inHand?: AnswerInHand | null): Promise<TransitData> {
  if (!inHand) return fetchAnswer(req, signal);
  const missing = req.planets.filter((p) => !inHand.bodies.includes(p));
  if (missing.length === 0) return inHand.data;
  const rest = await fetchAnswer({ ...req, planets: missing }, signal);
  // Not of one period (cannot happen for one chart and period): the whole answer asked for instead.
  return samePeriod(inHand.data, rest) ? mergeTransitData(inHand.data, rest) : fetchAnswer(req, signal);
}

async function fetchAnswer(req: TransitsRequest, signal?: AbortSignal): Promise<TransitData> {
  const envelope = req.couple
    ? await callRouteReading(API_ROUTES.coppiaTransiti, { body: coupleTransitsBody(req, req.couple) }, envelopeSchema, { signal })
    : await callRouteReading(API_ROUTES.transiti, { body: transitsRequestBody(req) }, envelopeSchema, { signal });
  const records: TransitRecord[] = [];
  for (let from = 0; from < envelope.transiti.length; from += SLICE_SIZE) {
    if (from > 0) {
      await yieldToMain();
      signal?.throwIfAborted();
    }
    for (const item of envelope.transiti.slice(from, from + SLICE_SIZE)) {
      const parsed = transitSchema.safeParse(item);
      if (!parsed.success) throw new ApiError(it.errors.invalidResponse, 200);
      records.push(recordFrom(parsed.data));
    }
  }
  return { ...periodFrom(envelope), records, houses: housesFrom(envelope) };
}

/**
 * What identifies a request: whose chart (a natal one, or a couple's), the chart (instant, houses,
 * node), the period, then the bodies. The chart's instant and cusps stand for the birth place (the
 * cusps depend on it).
 */
function requestKey(req: TransitsRequest) {
  const meta: { ut: string; houseSystem: HouseSystem; nodo: NodeKind } = req.natalData.meta;
  const cusps = Object.values(req.natalData.case).map((c) => c.cusp).join(',');
  // The settings as sent (aspects, orbs, natal points): two requests that send the same are one.
  const settings = JSON.stringify(settingsBody(req));
  const maxOrb = req.maxOrbDeg ?? 'default';
  const lilith = (req.natalData.meta as { lilith?: string }).lilith ?? 'mean';
  const whose = req.couple ? JSON.stringify(req.couple) : 'natal';
  return ['transiti', whose, meta.ut, meta.houseSystem, meta.nodo, lilith, cusps, req.startDate, req.endDate, maxOrb, settings, [...req.planets].sort().join(',')] as const;
}

/** Same chart and period (everything in the key but the bodies). */
function sameChartAndPeriod(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.slice(0, -1).every((x, i) => x === b[i]);
}

/** The bodies of a request's key (its last part). */
const keyBodies = (key: readonly unknown[]) => String(key[key.length - 1]).split(',') as TransitBodyCode[];

/** The cached answer of the same chart and period with the most bodies, all of them among the request's. */
export function answerInHand(client: QueryClient, req: TransitsRequest): AnswerInHand | null {
  const key = requestKey(req);
  let best: AnswerInHand | null = null;
  for (const query of client.getQueryCache().findAll({ queryKey: ['transiti'], type: 'all' })) {
    const data = query.state.data as TransitData | undefined;
    if (!data || query.state.status !== 'success' || !sameChartAndPeriod(query.queryKey, key)) continue;
    const bodies = keyBodies(query.queryKey);
    if (bodies.every((b) => req.planets.includes(b)) && bodies.length > (best?.bodies.length ?? 0)) best = { data, bodies };
  }
  return best;
}

/** The query of a request: shared by the tab and by the prefetch after the chart. */
export function transitsQueryOptions(req: TransitsRequest) {
  return queryOptions({ queryKey: requestKey(req), queryFn: ({ signal, client }) => fetchTransits(req, signal, answerInHand(client, req)) });
}

/**
 * Runs when `req` is given. While another set of bodies of the same chart and period loads (Luna
 * switched on), the previous answer stays on screen (`isPlaceholderData`) unless `keepPrevious` is
 * false (a page that shows results only once loaded); another chart or period never shows the old one.
 */
export function useTransits(req: TransitsRequest | null, options: { keepPrevious?: boolean } = {}) {
  const keepPrevious = options.keepPrevious ?? true;
  // Made once per request, not at each render of the panel (each filter clicked keeps the request).
  const queryKey = useMemo(() => (req ? requestKey(req) : (['transiti', null] as const)), [req]);
  return useQuery({
    queryKey,
    queryFn: req === null ? skipToken : ({ signal, client }) => fetchTransits(req, signal, answerInHand(client, req)),
    placeholderData: (previous, previousQuery) =>
      keepPrevious && previousQuery && sameChartAndPeriod(previousQuery.queryKey, queryKey) ? previous : undefined,
  });
}

export type TransitExport = 'ics' | 'csv';

/** The period's exact hits as a calendar or a table: the server's file (its name from content-disposition). */
/** The files write instants in the browser's zone, as the screen shows them (issue 21). */
export function fetchTransitExport(req: TransitsRequest, format: TransitExport, person?: ExportPerson, timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  const extra = { timeZone, ...exportPersonBody(person) };
  if (req.couple) return postRouteForFile(format === 'ics' ? API_ROUTES.coppiaTransitiIcs : API_ROUTES.coppiaTransitiCsv, { ...coupleTransitsBody(req, req.couple), ...extra });
  return postRouteForFile(format === 'ics' ? API_ROUTES.transitiIcs : API_ROUTES.transitiCsv, { ...transitsRequestBody(req), ...extra });
}
