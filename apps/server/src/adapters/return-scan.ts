/**
 * POST /api/rivoluzione-solare/mirata's work, run in a pool worker: the solar return of the year,
 * every place of the gazetteer scanned at that instant (core's scanReturnPlaces), the filters and
 * order (core's selectScanMatches), and for the places kept, the zone in force at the instant.
 */
import { readFileSync } from 'node:fs';
import {
  BODY_CODES,
  epochMsToJulianDay,
  formatUtcSecond,
  POLAR_FALLBACK_SYSTEM,
  scanReturnPlaces,
  selectScanMatches,
  type BodyCode,
  type Ephemeris,
} from '@astrolabio/core';
import { BODY_BY_NAME_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { GAZETTEER_PATH, parsePlacesTsv, type Place } from '@astrolabio/places';
import { encodeZodiac, type MirataBody, type MirataResponse, type MirataResult } from '@astrolabio/contract';
import { chartWarningIt } from '../messages.ts';
import { birthChart } from './birth-data.ts';
import { placeTimeAt } from './return-zone.ts';
import { solarReturnMs } from './returns.ts';

let gazetteerPlaces: Place[] | undefined;

/** The gazetteer's places in file order, read once per thread (parsing only: the scan needs no search index). */
export function scanPlaces(): readonly Place[] {
  gazetteerPlaces ??= parsePlacesTsv(readFileSync(GAZETTEER_PATH, 'utf8'));
  return gazetteerPlaces;
}

/** The Sun and the chosen bodies, each once, in the catalogue's order. */
function scannedBodies(names: readonly string[]): BodyCode[] {
  const chosen = new Set<BodyCode>(['sun', ...names.map((n) => BODY_BY_NAME_IT.get(n)!)]);
  return BODY_CODES.filter((c) => chosen.has(c));
}

export function runReturnScan(body: MirataBody, ephemeris: Ephemeris, places: readonly Place[] = scanPlaces()): MirataResponse {
  const zodiaco = body.zodiaco ?? 'tropical';
  const natal = birthChart(body.natal, ephemeris);
  const ms = solarReturnMs(body.natal, body.year, zodiaco, ephemeris);
  const jdUt = epochMsToJulianDay(ms);
  const bodies = scannedBodies(body.corpi);
  const scan = scanReturnPlaces({ jdUt, houseSystem: natal.requestedHouseSystem, nodeKind: natal.nodeKind, natalCuspsDeg: natal.cusps, bodies }, places, ephemeris);
  const f = body.filtri;
  const { matches, total } = selectScanMatches(scan, places, {
    ascendantNatalHouses: f.ascendenteInCaseNatali,
    midheavenNatalHouses: f.medioCoeliInCaseNatali,
    sunReturnHouses: f.soleInCaseRS,
    avoidHouses: f.caseDaEvitare,
    ...(f.entroKm !== undefined ? { maxDistanceKm: f.entroKm } : {}),
    ...(f.paesi ? { countries: f.paesi } : {}),
  }, { sort: body.ordine, limit: body.limit, ...(body.casa ? { home: body.casa } : {}) });
  const polarWarning = chartWarningIt({ code: 'polarHouseFallback', requested: natal.requestedHouseSystem, used: POLAR_FALLBACK_SYSTEM });
  const risultati = matches.map(({ index, distanceKm }): MirataResult => {
    const p = places[index]!;
    const time = placeTimeAt(p, ms);
    const caseRS: Record<string, number> = {};
    for (const b of bodies) caseRS[BODY_NAMES_IT[b]] = scan.returnHouses[b]![index]!;
    return {
      luogo: p.formatted,
      paese: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
      distanzaKm: distanceKm === null ? null : Math.round(distanceKm),
      ascendente: { longitude: scan.ascendantDeg[index]!, zodiac: encodeZodiac(scan.ascendantDeg[index]!) },
      medioCoeli: { longitude: scan.midheavenDeg[index]!, zodiac: encodeZodiac(scan.midheavenDeg[index]!) },
      casaNataleAscendente: scan.ascendantNatalHouse[index]!,
      casaNataleMedioCoeli: scan.midheavenNatalHouse[index]!,
      caseRS,
      ora: { ut: formatUtcSecond(ms), jd: jdUt, locale: time.locale, utcOffset: time.utcOffset, zona: time.zona, dst: time.dst },
      avvisi: scan.polarFallback[index] ? [polarWarning] : [],
    };
  });
  return { year: body.year, zodiaco, istante: { ut: formatUtcSecond(ms), jd: jdUt }, luoghiEsaminati: places.length, totale: total, risultati };
}
