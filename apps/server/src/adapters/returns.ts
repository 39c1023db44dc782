/**
 * The returns' requests → the core (return instants, return charts) → the API's Italian answers,
 * written by the contract's return codecs. A return chart is the natal chart's own codes at the
 * return instant and place (with the server's warnings), plus what it is read against: the natal
 * houses and the aspects to the natal points, within the return orbs (`orbiRitorno` over the defaults).
 */
import {
  computeReturnChart,
  DEFAULT_RETURN_ORBS,
  epochMsToJulianDay,
  julianDayToEpochMs,
  localTimeToJulianDay,
  lunarReturnJds,
  solarReturnJd,
  SECONDS_PER_DAY,
  SUPPORTED_JD_END,
  SUPPORTED_JD_START,
  withOrbs,
  type Ephemeris,
  type NatalChart,
  type OrbTable,
  type ReturnPlace,
  type ReturnZodiac,
} from '@astrolabio/core';
import {
  encodeLunarReturns,
  encodeSolarReturn,
  type BirthData,
  type OrbChanges,
  type ReturnChartCodes,
  type RivoluzioneSolareBody,
  type RivoluzioneSolareResponse,
  type RivoluzioniLunariBody,
  type RivoluzioniLunariResponse,
} from '@astrolabio/contract';
import { birthChart } from './birth-data.ts';
import { natalChartCodes } from './natal-chart.ts';
import { placeTimeAt, placeTimeCodes } from './return-zone.ts';

/**
 * A return instant as the API gives it: rounded to the millisecond, so that POST /api/tema-natale
 * with that UT (`datetime` with milliseconds, `timezone` 0) computes the very same chart.
 */
export function returnInstantMs(jdUt: number): number {
  return Math.round(julianDayToEpochMs(jdUt));
}

/** The return place: the one asked, or the birth place. */
function placeOf(natal: BirthData, luogo: { latitude: number; longitude: number; nome?: string } | undefined): ReturnPlace & { nome?: string } {
  return luogo ?? { latitude: natal.latitude, longitude: natal.longitude };
}

/** The return orb table: the request's `orbiRitorno` over the defaults (decision 0092). */
function returnOrbsOf(changes: OrbChanges | undefined): OrbTable {
  return changes ? withOrbs(DEFAULT_RETURN_ORBS, changes) : DEFAULT_RETURN_ORBS;
}

/** The return chart at the instant and place, read against the natal chart with the return orbs, as the return codecs take it. */
export function returnChartCodes(natal: NatalChart, epochMs: number, place: ReturnPlace & { nome?: string }, orbs: OrbTable, ephemeris: Ephemeris): ReturnChartCodes {
  const r = computeReturnChart(natal, { jdUt: epochMsToJulianDay(epochMs), place, orbs }, ephemeris);
  return {
    instantMs: epochMs,
    localTime: placeTimeCodes(placeTimeAt(place, epochMs)),
    place: { latitude: place.latitude, longitude: place.longitude, ...(place.nome ? { name: place.nome } : {}) },
    chart: natalChartCodes(r.chart),
    natalHouseOfAngle: r.natalHouseOfAngle,
    natalHouseOfBody: r.natalHouseOfBody,
    natalHouseOfCusp: r.natalHouseOfCusp,
    aspectsToNatal: r.aspectsToNatal,
  };
}

/** The solar return of a year, as an instant (ms since 1970, UT, to the millisecond). */
export function solarReturnMs(natal: BirthData, year: number, zodiac: ReturnZodiac, ephemeris: Ephemeris): number {
  const natalJdUt = localTimeToJulianDay(natal.datetime, natal.timezone);
  return returnInstantMs(solarReturnJd({ natalJdUt, year, birthYear: natal.datetime.year, zodiac }, ephemeris));
}

export function solarReturnIt(body: RivoluzioneSolareBody, ephemeris: Ephemeris): RivoluzioneSolareResponse {
  const zodiaco = body.zodiaco ?? 'tropical';
  const natal = birthChart(body.natal, ephemeris);
  const ms = solarReturnMs(body.natal, body.year, zodiaco, ephemeris);
  const orbs = returnOrbsOf(body.orbiRitorno);
  return encodeSolarReturn({ year: body.year, zodiac: zodiaco, ...returnChartCodes(natal, ms, placeOf(body.natal, body.luogo), orbs, ephemeris), returnOrbs: orbs });
}

/** Julian day UT of 00:00 UT of a `YYYY-MM-DD` day. */
const dayStartJd = (date: string) => epochMsToJulianDay(Date.parse(`${date}T00:00:00Z`));

export function lunarReturnsIt(body: RivoluzioniLunariBody, ephemeris: Ephemeris): RivoluzioniLunariResponse {
  const natal = birthChart(body.natal, ephemeris);
  const place = placeOf(body.natal, body.luogo);
  // The period runs from startDate 00:00 UT to the end of endDate, as the transit periods do.
  // Clamped to the ephemeris' range: its first and last days are only partly covered.
  const fromJd = Math.max(dayStartJd(body.startDate), SUPPORTED_JD_START);
  const toJd = Math.min(dayStartJd(body.endDate) + 1, SUPPORTED_JD_END - 1 / SECONDS_PER_DAY);
  const jds = lunarReturnJds(natal.bodies.moon.longitude, fromJd, toJd, ephemeris);
  const orbs = returnOrbsOf(body.orbiRitorno);
  return encodeLunarReturns({ returns: jds.map((jd) => returnChartCodes(natal, returnInstantMs(jd), place, orbs, ephemeris)), returnOrbs: orbs });
}
