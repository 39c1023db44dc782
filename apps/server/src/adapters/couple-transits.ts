/**
 * The transits of a couple at the edge (issue 35): POST /api/coppia/transiti (the engine on the
 * composite's or the Davison chart's points, the answer and exports of POST /api/transiti) and POST
 * /api/coppia/transiti-di-coppia (one body aspecting a point of each person at once).
 */
import {
  coupleTransits,
  createPathCache,
  DEFAULT_COUPLE_TRANSIT_BODIES,
  natalPointsOf,
  type NatalChart,
  type PathCache,
  type TechniqueEphemeris,
} from '@astrolabio/core';
import {
  encodeCoupleTransit,
  orbsMetaOf,
  type CoppiaTransitiBody,
  type TransitiDiCoppiaBody,
  type TransitiDiCoppiaResponse,
} from '@astrolabio/contract';
import { compositeOf, coupleNatalCharts, davisonOf } from './couple-charts.ts';
import { runTransitsOn, type TransitRun } from './transits.ts';

/**
 * The people and chart settings of a transit request: its `aspects` and `orbs` are the transits'
 * own, not the charts' (whose aspects among their points no transit reads).
 */
function couplePart(body: CoppiaTransitiBody | TransitiDiCoppiaBody) {
  const { primo, secondo, houseSystem, nodo, lilith, luogoComposito } = body;
  return { primo, secondo, houseSystem, nodo, lilith, luogoComposito };
}

/** The chart of the couple the request names: the composite or the Davison chart. */
export function coupleChartOf(body: CoppiaTransitiBody, ephemeris: TechniqueEphemeris): NatalChart {
  const couple = couplePart(body);
  if (body.tema === 'davison') return davisonOf(couple, ephemeris);
  const [first, second] = coupleNatalCharts(couple, ephemeris);
  return compositeOf(couple, first, second, ephemeris);
}

/** The transits to the couple's chart, as a natal chart's run (answer and exports alike). */
export function runCoupleChartTransits(body: CoppiaTransitiBody, ephemeris: TechniqueEphemeris, cache: PathCache = createPathCache()): TransitRun {
  const chart = coupleChartOf(body, ephemeris);
  return runTransitsOn({ natal: natalPointsOf(chart), nodeKind: chart.nodeKind, lilithKind: chart.lilithKind, jdUt: chart.jdUt, kind: body.tema }, body, ephemeris, cache);
}

/** The answer of POST /api/coppia/transiti-di-coppia: each person's transits on the same bodies' paths, and their overlaps. */
export function coupleSharedTransitsIt(body: TransitiDiCoppiaBody, ephemeris: TechniqueEphemeris, cache: PathCache = createPathCache()): TransitiDiCoppiaResponse {
  const [first, second] = coupleNatalCharts(couplePart(body), ephemeris);
  const options = { ...body, planets: body.planets ?? [...DEFAULT_COUPLE_TRANSIT_BODIES] };
  const runOf = (chart: NatalChart) => runTransitsOn({ natal: natalPointsOf(chart), nodeKind: chart.nodeKind, lilithKind: chart.lilithKind, jdUt: chart.jdUt }, options, ephemeris, cache);
  const a = runOf(first);
  const b = runOf(second);
  const pairs = coupleTransits(a.records, b.records);
  return {
    periodo: `${a.startDate} - ${a.endDate}`,
    transiti: pairs.map(encodeCoupleTransit),
    meta: {
      maxOrb: a.maxOrb, nodo: a.nodeKind, lilith: a.lilithKind, orbs: orbsMetaOf(a.orbs, a.aspects), count: pairs.length,
      startDate: a.startDate, endDate: a.endDate,
    },
  };
}
