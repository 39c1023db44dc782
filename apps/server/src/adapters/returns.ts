/**
 * The returns' requests → the core (return instants, return charts) → the API's Italian answers.
 * A return chart is the natal chart's own answer (toTemaNataleResponse) at the return instant and
 * place, plus what it is read against: the natal houses and the aspects to the natal points.
 */
import {
  BODY_CODES,
  computeReturnChart,
  epochMsToJulianDay,
  formatUtcSecond,
  julianDayToEpochMs,
  localTimeToJulianDay,
  lunarReturnJds,
  solarReturnJd,
  SECONDS_PER_DAY,
  SUPPORTED_JD_END,
  SUPPORTED_JD_START,
  type Ephemeris,
  type NatalChart,
  type ReturnPlace,
  type ReturnZodiac,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type {
  BirthData,
  RivoluzioneSolareBody,
  RivoluzioneSolareResponse,
  RivoluzioniLunariBody,
  RivoluzioniLunariResponse,
} from '@astrolabio/contract';
import { birthChart } from './birth-data.ts';
import { toTemaNataleResponse } from './natal-chart.ts';
import { placeTimeAt } from './return-zone.ts';

type ReturnChartIt = RivoluzioniLunariResponse['ritorni'][number];

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

/** The return chart at the instant and place, read against the natal chart, in the API's words. */
export function returnChartIt(natal: NatalChart, epochMs: number, place: ReturnPlace & { nome?: string }, ephemeris: Ephemeris): ReturnChartIt {
  const r = computeReturnChart(natal, { jdUt: epochMsToJulianDay(epochMs), place }, ephemeris);
  const time = placeTimeAt(place, epochMs);
  const pianeti: Record<string, number> = {};
  for (const code of BODY_CODES) pianeti[BODY_NAMES_IT[code]] = r.natalHouseOfBody[code];
  return {
    istante: { ut: formatUtcSecond(epochMs), jd: r.chart.jdUt, locale: time.locale, utcOffset: time.utcOffset, zona: time.zona, dst: time.dst },
    luogo: { latitude: place.latitude, longitude: place.longitude, ...(place.nome ? { nome: place.nome } : {}) },
    tema: toTemaNataleResponse(r.chart),
    caseNatali: { ascendente: r.natalHouseOfAngle.ascendant, medioCoeli: r.natalHouseOfAngle.midheaven, pianeti },
    aspettiNatali: r.aspectsToNatal.map((a) => ({
      rivoluzione: POINT_NAMES_IT[a.returnPoint],
      natale: POINT_NAMES_IT[a.natalPoint],
      type: ASPECT_NAMES_IT[a.aspect],
      orb: a.orb,
    })),
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
  return { year: body.year, zodiaco, ...returnChartIt(natal, ms, placeOf(body.natal, body.luogo), ephemeris) };
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
  return { ritorni: jds.map((jd) => returnChartIt(natal, returnInstantMs(jd), place, ephemeris)) };
}
