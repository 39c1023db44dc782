/**
 * POST /api/rivoluzione-solare/mirata's work, run in a pool worker: the solar return of the year,
 * every place of the gazetteer scanned at that instant (core's scanReturnPlaces), the filters and
 * order (core's selectScanMatches), and for the places kept, the zone in force at the instant.
 */
import { readFileSync } from 'node:fs';
import {
  BODY_CODES,
  epochMsToJulianDay,
  POLAR_FALLBACK_SYSTEM,
  scanReturnPlaces,
  selectScanMatches,
  type BodyCode,
  type Ephemeris,
} from '@astrolabio/core';
import { BODY_BY_NAME_IT } from '@astrolabio/names-it';
import { GAZETTEER_PATH, parsePlacesTsv, type Place } from '@astrolabio/places';
import { encodeMirata, type MirataBody, type MirataResponse, type ScanPlaceCodes } from '@astrolabio/contract';
import { chartWarningIt } from '../messages.ts';
import { birthChart } from './birth-data.ts';
import { placeTimeAt, placeTimeCodes } from './return-zone.ts';
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
  const results = matches.map(({ index, distanceKm }): ScanPlaceCodes => {
    const p = places[index]!;
    const returnHouses: ScanPlaceCodes['returnHouses'] = {};
    for (const b of bodies) returnHouses[b] = scan.returnHouses[b]![index]!;
    return {
      name: p.formatted,
      country: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
      distanceKm: distanceKm === null ? null : Math.round(distanceKm),
      ascendantDeg: scan.ascendantDeg[index]!,
      midheavenDeg: scan.midheavenDeg[index]!,
      ascendantNatalHouse: scan.ascendantNatalHouse[index]!,
      midheavenNatalHouse: scan.midheavenNatalHouse[index]!,
      returnHouses,
      localTime: placeTimeCodes(placeTimeAt(p, ms)),
      warningsIt: scan.polarFallback[index] ? [polarWarning] : [],
    };
  });
  return encodeMirata({ year: body.year, zodiac: zodiaco, instantMs: ms, jdUt, placesScanned: places.length, total, results });
}
