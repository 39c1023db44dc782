/**
 * The returns' codec pairs (issue 32): a return chart in codes (core's ReturnChart read against the
 * natal chart, with its instant, place and civil time) ↔ the answers of POST /api/rivoluzione-solare,
 * /api/rivoluzioni-lunari and /api/rivoluzione-solare/mirata. The server encodes with them; the web
 * decodes each answer once, in features/solar-return/api, and its tables draw from codes.
 */
import {
  BODY_CODES,
  formatUtcSecond,
  RETURN_ASPECT_CODES,
  type AngleCode,
  type AspectCode,
  type AspectOrbs,
  type BodyCode,
  type OrbTable,
  type ReturnToNatalAspect,
  type ReturnZodiac,
} from '@astrolabio/core';
import { ASPECT_BY_NAME_IT, ASPECT_NAMES_IT, BODY_BY_NAME_IT, BODY_NAMES_IT, POINT_BY_NAME_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type { MirataResponse, RivoluzioneSolareResponse, RivoluzioniLunariResponse } from '../schemas/rivoluzione-solare.ts';
import { orbsMetaOf, type OrbsMeta } from '../schemas/settings.ts';
import { decodeNatalChart, encodeNatalChart, encodeZodiac, type NatalChartCodes } from './natal-chart.ts';
import { codeOf, decodeOrbsMeta } from './wire.ts';

/** The civil time of a place at a return instant, as the server's zone rules give it. */
export interface PlaceTimeCodes {
  /** Local civil time, `YYYY-MM-DDTHH:mm:ss`. */
  civil: string;
  /** The offset in force then, as the server writes it (`UTC+01:00`). */
  utcOffset: string;
  /** The IANA zone; null at sea, where the time is UTC. */
  zone: string | null;
  dst: boolean;
}

/** A return read against the natal chart: what core's ReturnChart computes, with its instant and place. */
export interface ReturnChartCodes {
  /** The return instant, epoch ms UT; the answer writes it to the second. */
  instantMs: number;
  localTime: PlaceTimeCodes;
  /** Where the return chart is cast, degrees; `name` as the place search wrote it, when given. */
  place: { latitude: number; longitude: number; name?: string };
  /** The return chart itself; its `jdUt` is the instant's Julian day, which the answer also gives. */
  chart: NatalChartCodes;
  natalHouseOfAngle: Record<AngleCode, number>;
  natalHouseOfBody: Record<BodyCode, number>;
  /** The natal house (1–12) of each return cusp, house I first. */
  natalHouseOfCusp: number[];
  aspectsToNatal: ReturnToNatalAspect[];
}

export type ReturnChartAnswer = RivoluzioniLunariResponse['ritorni'][number];

type InstantAnswer = ReturnChartAnswer['istante'];

function encodeInstant(instantMs: number, jdUt: number, t: PlaceTimeCodes): InstantAnswer {
  return { ut: formatUtcSecond(instantMs), jd: jdUt, locale: t.civil, utcOffset: t.utcOffset, zona: t.zone, dst: t.dst };
}

function decodePlaceTime(i: InstantAnswer): PlaceTimeCodes {
  return { civil: i.locale, utcOffset: i.utcOffset, zone: i.zona, dst: i.dst };
}

export function encodeReturnChart(c: ReturnChartCodes): ReturnChartAnswer {
  const pianeti: Record<string, number> = {};
  for (const code of BODY_CODES) pianeti[BODY_NAMES_IT[code]] = c.natalHouseOfBody[code];
  return {
    istante: encodeInstant(c.instantMs, c.chart.jdUt, c.localTime),
    luogo: { latitude: c.place.latitude, longitude: c.place.longitude, ...(c.place.name ? { nome: c.place.name } : {}) },
    tema: encodeNatalChart(c.chart),
    caseNatali: { ascendente: c.natalHouseOfAngle.ascendant, medioCoeli: c.natalHouseOfAngle.midheaven, pianeti, cuspidi: c.natalHouseOfCusp },
    aspettiNatali: c.aspectsToNatal.map((a) => ({
      rivoluzione: POINT_NAMES_IT[a.returnPoint],
      natale: POINT_NAMES_IT[a.natalPoint],
      type: ASPECT_NAMES_IT[a.aspect],
      orb: a.orb,
    })),
  };
}

/** The inverse of encodeReturnChart, for an answer the contract's schema has checked (every body's natal house). */
export function decodeReturnChart(t: ReturnChartAnswer): ReturnChartCodes {
  const natalHouseOfBody = {} as Record<BodyCode, number>;
  for (const code of BODY_CODES) natalHouseOfBody[code] = t.caseNatali.pianeti[BODY_NAMES_IT[code]]!;
  return {
    instantMs: Date.parse(t.istante.ut),
    localTime: decodePlaceTime(t.istante),
    place: { latitude: t.luogo.latitude, longitude: t.luogo.longitude, ...(t.luogo.nome !== undefined ? { name: t.luogo.nome } : {}) },
    chart: decodeNatalChart(t.tema),
    natalHouseOfAngle: { ascendant: t.caseNatali.ascendente, midheaven: t.caseNatali.medioCoeli },
    natalHouseOfBody,
    natalHouseOfCusp: t.caseNatali.cuspidi,
    aspectsToNatal: t.aspettiNatali.map((a) => ({
      returnPoint: codeOf(POINT_BY_NAME_IT, a.rivoluzione),
      natalPoint: codeOf(POINT_BY_NAME_IT, a.natale),
      aspect: codeOf(ASPECT_BY_NAME_IT, a.type),
      orb: a.orb,
    })),
  };
}

/** The orbs the return-to-natal aspects were looked for with, for the aspects a return looks for (RETURN_ASPECT_CODES). */
export type ReturnOrbsCodes = Readonly<Partial<Record<AspectCode, Readonly<AspectOrbs>>>>;

/** The return orbs of an answer (`orbiRitorno`), from the table core used: the aspects looked for, in their order. */
export function encodeReturnOrbs(orbs: ReturnOrbsCodes | OrbTable): OrbsMeta {
  return orbsMetaOf(orbs, RETURN_ASPECT_CODES);
}

/** The solar return of a year: its year and zodiac, the return chart, the return orbs used. */
export interface SolarReturnCodes extends ReturnChartCodes {
  year: number;
  zodiac: ReturnZodiac;
  returnOrbs: ReturnOrbsCodes;
}

export function encodeSolarReturn(c: SolarReturnCodes): RivoluzioneSolareResponse {
  return { year: c.year, zodiaco: c.zodiac, ...encodeReturnChart(c), orbiRitorno: encodeReturnOrbs(c.returnOrbs) };
}

export function decodeSolarReturn(t: RivoluzioneSolareResponse): SolarReturnCodes {
  return { year: t.year, zodiac: t.zodiaco, ...decodeReturnChart(t), returnOrbs: decodeOrbsMeta(t.orbiRitorno) };
}

/** The lunar returns of a period, in time order, and the return orbs their aspects used. */
export interface LunarReturnsCodes {
  returns: ReturnChartCodes[];
  returnOrbs: ReturnOrbsCodes;
}

export function encodeLunarReturns(c: LunarReturnsCodes): RivoluzioniLunariResponse {
  return { ritorni: c.returns.map(encodeReturnChart), orbiRitorno: encodeReturnOrbs(c.returnOrbs) };
}

export function decodeLunarReturns(t: RivoluzioniLunariResponse): LunarReturnsCodes {
  return { returns: t.ritorni.map(decodeReturnChart), returnOrbs: decodeOrbsMeta(t.orbiRitorno) };
}

/** One place the «Mirata» scan kept: where it is, how far from home, the return's angles and houses there. */
export interface ScanPlaceCodes {
  /** The place as the place search writes it, and its country (ISO code). */
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  /** From home, whole km; null without a home. */
  distanceKm: number | null;
  ascendantDeg: number;
  midheavenDeg: number;
  /** The natal house (1–12) the return Ascendant and Medio Coeli fall in. */
  ascendantNatalHouse: number;
  midheavenNatalHouse: number;
  /** The return house (1–12) of the Sun and of each body asked for. */
  returnHouses: Partial<Record<BodyCode, number>>;
  /** The civil time there at the return instant. */
  localTime: PlaceTimeCodes;
  /** The server's warnings for this place (the polar fallback), already Italian sentences. */
  warningsIt: string[];
}

/** The «Mirata» answer: one solar return instant, every place scanned, the first places kept. */
export interface MirataCodes {
  year: number;
  zodiac: ReturnZodiac;
  /** The return instant, epoch ms UT (written to the second), and its Julian day. */
  instantMs: number;
  jdUt: number;
  placesScanned: number;
  /** How many places the filters keep; `results` holds the first of them. */
  total: number;
  results: ScanPlaceCodes[];
}

type ScanPlaceAnswer = MirataResponse['risultati'][number];

function encodeScanPlace(p: ScanPlaceCodes, instantMs: number, jdUt: number): ScanPlaceAnswer {
  const caseRS: Record<string, number> = {};
  for (const code of BODY_CODES) {
    const house = p.returnHouses[code];
    if (house !== undefined) caseRS[BODY_NAMES_IT[code]] = house;
  }
  return {
    luogo: p.name,
    paese: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    distanzaKm: p.distanceKm,
    ascendente: { longitude: p.ascendantDeg, zodiac: encodeZodiac(p.ascendantDeg) },
    medioCoeli: { longitude: p.midheavenDeg, zodiac: encodeZodiac(p.midheavenDeg) },
    casaNataleAscendente: p.ascendantNatalHouse,
    casaNataleMedioCoeli: p.midheavenNatalHouse,
    caseRS,
    ora: encodeInstant(instantMs, jdUt, p.localTime),
    avvisi: p.warningsIt,
  };
}

function decodeScanPlace(t: ScanPlaceAnswer): ScanPlaceCodes {
  const returnHouses: Partial<Record<BodyCode, number>> = {};
  for (const [name, house] of Object.entries(t.caseRS)) {
    if (house !== undefined) returnHouses[codeOf(BODY_BY_NAME_IT, name)] = house;
  }
  return {
    name: t.luogo,
    country: t.paese,
    latitude: t.latitude,
    longitude: t.longitude,
    distanceKm: t.distanzaKm,
    ascendantDeg: t.ascendente.longitude,
    midheavenDeg: t.medioCoeli.longitude,
    ascendantNatalHouse: t.casaNataleAscendente,
    midheavenNatalHouse: t.casaNataleMedioCoeli,
    returnHouses,
    localTime: decodePlaceTime(t.ora),
    warningsIt: t.avvisi,
  };
}

export function encodeMirata(c: MirataCodes): MirataResponse {
  return {
    year: c.year,
    zodiaco: c.zodiac,
    istante: { ut: formatUtcSecond(c.instantMs), jd: c.jdUt },
    luoghiEsaminati: c.placesScanned,
    totale: c.total,
    risultati: c.results.map((p) => encodeScanPlace(p, c.instantMs, c.jdUt)),
  };
}

/** The inverse of encodeMirata: every place's `ora` is at the answer's one instant, which the codes hold once. */
export function decodeMirata(t: MirataResponse): MirataCodes {
  return {
    year: t.year,
    zodiac: t.zodiaco,
    instantMs: Date.parse(t.istante.ut),
    jdUt: t.istante.jd,
    placesScanned: t.luoghiEsaminati,
    total: t.totale,
    results: t.risultati.map(decodeScanPlace),
  };
}
