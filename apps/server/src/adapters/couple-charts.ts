/**
 * The relationship charts at the edge (issue 35): a validated POST /api/coppia → the two natal
 * charts with the couple's settings, core's synastry, composite and Davison chart, the Davison
 * place's name from the gazetteer → the answer, through the contract's codec.
 */
import {
  computeCompositeChart,
  computeDavisonChart,
  computeNatalChart,
  computeSynastry,
  davisonFrame,
  DEFAULT_NATAL_ORBS,
  DEFAULT_SYNASTRY_ORBS,
  localTimeToJulianDay,
  natalPointsOf,
  nearestPlaceWithin,
  withOrbs,
  type AspectCode,
  type BirthFrame,
  type ChartInput,
  type NatalChart,
  type TechniqueEphemeris,
} from '@astrolabio/core';
import { encodeCoupleCharts, type CoppiaBody, type CoppiaResponse, type CoppiaTransitiBody, type OrbChanges, type Person } from '@astrolabio/contract';
import type { Place } from '@astrolabio/places';
import { natalChartCodes } from './natal-chart.ts';

/** What every couple request carries besides the two people: the settings all its charts share. */
type CoupleSettings = Pick<CoppiaTransitiBody, 'houseSystem' | 'nodo' | 'lilith' | 'luogoComposito'> & { aspects?: AspectCode[]; orbs?: OrbChanges };

/** The instant (JD UT) and place of a person's birth. */
export function birthFrameOf(p: Person): BirthFrame {
  return { jdUt: localTimeToJulianDay(p.datetime, p.timezone), latitude: p.latitude, longitude: p.longitude };
}

/** The chart settings of a couple's request, as core's chart input takes them. */
function chartSettings(s: CoupleSettings): Omit<ChartInput, 'jdUt' | 'latitude' | 'longitude'> {
  return {
    houseSystem: s.houseSystem,
    nodeKind: s.nodo,
    lilithKind: s.lilith,
    aspects: s.aspects,
    orbs: s.orbs ? withOrbs(DEFAULT_NATAL_ORBS, s.orbs) : undefined,
  };
}

/** The two people's natal charts, with the couple's settings. */
export function coupleNatalCharts(body: { primo: Person; secondo: Person } & CoupleSettings, ephemeris: TechniqueEphemeris): [NatalChart, NatalChart] {
  const settings = chartSettings(body);
  return [body.primo, body.secondo].map((p) => computeNatalChart({ ...settings, ...birthFrameOf(p) }, ephemeris)) as [NatalChart, NatalChart];
}

/** The composite of two natal charts at the request's reference place (default: the first's birth place). */
export function compositeOf(body: { primo: Person } & CoupleSettings, first: NatalChart, second: NatalChart, ephemeris: TechniqueEphemeris): NatalChart {
  const place = body.luogoComposito ?? body.primo;
  const settings = chartSettings(body);
  return computeCompositeChart({ first, second, place: { latitude: place.latitude, longitude: place.longitude }, houseSystem: settings.houseSystem, aspects: settings.aspects, orbs: settings.orbs }, ephemeris);
}

/** The Davison chart of the two people. */
export function davisonOf(body: { primo: Person; secondo: Person } & CoupleSettings, ephemeris: TechniqueEphemeris): NatalChart {
  return computeDavisonChart(birthFrameOf(body.primo), birthFrameOf(body.secondo), chartSettings(body), ephemeris);
}

/** The answer of POST /api/coppia. `places`: the gazetteer, where the Davison place's name is looked for. */
export function coupleChartsIt(body: CoppiaBody, ephemeris: TechniqueEphemeris, places: readonly Place[]): CoppiaResponse {
  const [first, second] = coupleNatalCharts(body, ephemeris);
  const synastry = computeSynastry(natalPointsOf(first), natalPointsOf(second), {
    aspects: body.aspects,
    orbs: body.orbiSinastria ? withOrbs(DEFAULT_SYNASTRY_ORBS, body.orbiSinastria) : DEFAULT_SYNASTRY_ORBS,
  });
  const davison = davisonOf(body, ephemeris);
  const frame = davisonFrame(birthFrameOf(body.primo), birthFrameOf(body.secondo));
  const near = nearestPlaceWithin(places, frame);
  const reference = body.luogoComposito ?? body.primo;
  return encodeCoupleCharts({
    first: natalChartCodes(first),
    second: natalChartCodes(second),
    synastry,
    composite: {
      chart: natalChartCodes(compositeOf(body, first, second, ephemeris)),
      place: { latitude: reference.latitude, longitude: reference.longitude, ...(body.luogoComposito?.nome ? { name: body.luogoComposito.nome } : {}) },
    },
    davison: {
      chart: natalChartCodes(davison),
      place: {
        latitude: frame.latitude,
        longitude: frame.longitude,
        name: near ? places[near.index]!.formatted : null,
        // To a tenth of a km: the answer says how near, not where.
        distanceKm: near ? Math.round(near.distanceKm * 10) / 10 : null,
      },
    },
  });
}
