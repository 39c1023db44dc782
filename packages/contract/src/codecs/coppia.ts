/**
 * The relationship charts' codec pairs (issue 35): the couple's charts in codes (core's Synastry,
 * the composite and Davison charts as NatalChartCodes, their places and instant) ↔ the answer of
 * POST /api/coppia; one couple transit (core's CoupleTransit) ↔ an item of POST
 * /api/coppia/transiti-di-coppia. The server encodes with them; the web decodes each answer once.
 */
import {
  formatUtcMinute,
  formatUtcSecond,
  julianDayToEpochMs,
  SYNASTRY_POINT_CODES,
  type AspectCode,
  type AspectOrbs,
  type CoupleTransit,
  type PointCode,
  type SynastryAspect,
  type TransitBodyCode,
} from '@astrolabio/core';
import { ASPECT_BY_NAME_IT, ASPECT_NAMES_IT, BODY_BY_NAME_IT, BODY_NAMES_IT, POINT_BY_NAME_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type { CoppiaResponse, TransitiDiCoppiaResponse } from '../schemas/coppia.ts';
import { orbsMetaOf } from '../schemas/settings.ts';
import { decodeNatalChart, encodeNatalChart, type NatalChartCodes } from './natal-chart.ts';
import { decodeTransitItem, encodeTransitItem } from './transit-item.ts';
import { codeOf, decodeOrbsMeta, instantMs, orb2 } from './wire.ts';

/** The synastry as the answer carries it: core's Synastry, its orbs those of the aspects looked for. */
export interface SynastryCodes {
  aspectCodes: readonly AspectCode[];
  orbs: Readonly<Partial<Record<AspectCode, Readonly<AspectOrbs>>>>;
  /** The orbs travel to 0.01°: codes decoded from an answer hold them so. */
  aspects: SynastryAspect[];
  secondInFirstHouses: Record<PointCode, number>;
  firstInSecondHouses: Record<PointCode, number>;
}

/** Everything POST /api/coppia answers, in codes. */
export interface CoupleChartsCodes {
  first: NatalChartCodes;
  second: NatalChartCodes;
  synastry: SynastryCodes;
  /** The composite, its `jdUt` the midpoint instant; the reference place of its houses. */
  composite: { chart: NatalChartCodes; place: { latitude: number; longitude: number; name?: string } };
  /** The Davison chart (cast at its `jdUt`), its place and the nearest gazetteer place, if any. */
  davison: { chart: NatalChartCodes; place: { latitude: number; longitude: number; name: string | null; distanceKm: number | null } };
}

type OverlayAnswer = CoppiaResponse['sinastria']['secondoNelleCaseDelPrimo'];

function encodeOverlay(houses: Record<PointCode, number>): OverlayAnswer {
  return Object.fromEntries(SYNASTRY_POINT_CODES.map((p) => [POINT_NAMES_IT[p], houses[p]]));
}

function decodeOverlay(houses: OverlayAnswer): Record<PointCode, number> {
  return Object.fromEntries(SYNASTRY_POINT_CODES.map((p) => [p, houses[POINT_NAMES_IT[p]]!])) as Record<PointCode, number>;
}

/** The Davison instant as birth data in UTC, to the millisecond: what POST /api/tecniche takes as `natal`. */
function utcBirthDateTime(jdUt: number): string {
  return new Date(Math.round(julianDayToEpochMs(jdUt))).toISOString().slice(0, 23);
}

export function encodeCoupleCharts(c: CoupleChartsCodes): CoppiaResponse {
  const s = c.synastry;
  const d = c.davison;
  return {
    primo: encodeNatalChart(c.first),
    secondo: encodeNatalChart(c.second),
    sinastria: {
      aspetti: s.aspects.map((a) => ({ primo: POINT_NAMES_IT[a.firstPoint], secondo: POINT_NAMES_IT[a.secondPoint], type: ASPECT_NAMES_IT[a.aspect], orb: orb2(a.orbDeg) })),
      secondoNelleCaseDelPrimo: encodeOverlay(s.secondInFirstHouses),
      primoNelleCaseDelSecondo: encodeOverlay(s.firstInSecondHouses),
      meta: { aspects: s.aspectCodes.map((a) => ASPECT_NAMES_IT[a]), orbs: orbsMetaOf(s.orbs, s.aspectCodes) },
    },
    composito: {
      tema: encodeNatalChart(c.composite.chart),
      luogo: { latitude: c.composite.place.latitude, longitude: c.composite.place.longitude, ...(c.composite.place.name ? { nome: c.composite.place.name } : {}) },
    },
    davison: {
      tema: encodeNatalChart(d.chart),
      istante: { ut: formatUtcSecond(julianDayToEpochMs(d.chart.jdUt)), jd: d.chart.jdUt },
      luogo: { latitude: d.place.latitude, longitude: d.place.longitude, nome: d.place.name, distanzaKm: d.place.distanceKm },
      nascita: { datetime: utcBirthDateTime(d.chart.jdUt), timezone: 0, latitude: d.place.latitude, longitude: d.place.longitude },
    },
  };
}

/** The inverse of encodeCoupleCharts, for an answer the contract's schema has checked. */
export function decodeCoupleCharts(t: CoppiaResponse): CoupleChartsCodes {
  const s = t.sinastria;
  const aspectCodes = s.meta.aspects.map((name) => codeOf(ASPECT_BY_NAME_IT, name));
  return {
    first: decodeNatalChart(t.primo),
    second: decodeNatalChart(t.secondo),
    synastry: {
      aspectCodes,
      orbs: decodeOrbsMeta(s.meta.orbs),
      aspects: s.aspetti.map((a) => ({
        firstPoint: codeOf(POINT_BY_NAME_IT, a.primo), secondPoint: codeOf(POINT_BY_NAME_IT, a.secondo), aspect: codeOf(ASPECT_BY_NAME_IT, a.type), orbDeg: a.orb,
      })),
      secondInFirstHouses: decodeOverlay(s.secondoNelleCaseDelPrimo),
      firstInSecondHouses: decodeOverlay(s.primoNelleCaseDelSecondo),
    },
    composite: {
      chart: decodeNatalChart(t.composito.tema),
      place: { latitude: t.composito.luogo.latitude, longitude: t.composito.luogo.longitude, ...(t.composito.luogo.nome !== undefined ? { name: t.composito.luogo.nome } : {}) },
    },
    davison: {
      chart: decodeNatalChart(t.davison.tema),
      place: { latitude: t.davison.luogo.latitude, longitude: t.davison.luogo.longitude, name: t.davison.luogo.nome, distanceKm: t.davison.luogo.distanzaKm },
    },
  };
}

type CoupleTransitAnswer = TransitiDiCoppiaResponse['transiti'][number];

export function encodeCoupleTransit(c: CoupleTransit): CoupleTransitAnswer {
  return {
    transitPlanet: BODY_NAMES_IT[c.transitBody],
    start: formatUtcMinute(c.startMs),
    end: formatUtcMinute(c.endMs),
    clipped: { start: c.clippedStart, end: c.clippedEnd },
    primo: encodeTransitItem(c.first),
    secondo: encodeTransitItem(c.second),
  };
}

/** The inverse of encodeCoupleTransit (instants to the minute, orbs to 0.01°, as the answer has them). */
export function decodeCoupleTransit(t: CoupleTransitAnswer): CoupleTransit {
  return {
    transitBody: codeOf(BODY_BY_NAME_IT, t.transitPlanet) as TransitBodyCode,
    first: decodeTransitItem(t.primo),
    second: decodeTransitItem(t.secondo),
    startMs: instantMs(t.start),
    endMs: instantMs(t.end),
    clippedStart: t.clipped.start,
    clippedEnd: t.clipped.end,
  };
}
