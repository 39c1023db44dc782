/**
 * «Mirata» as the school works it (issue 36), run in a pool worker: POST /api/mirata/luoghi (one
 * year's places read by the rules), /api/mirata/piano (1–5 years with the lunar returns) and
 * /api/mirata/campo (the field and the astrocartography lines). The gazetteer and the airports are
 * read once per thread; core searches; this file turns its results into the codec's codes, with
 * each place's civil time at the instant and a day before.
 */
import {
  AirportIndex,
  astrocartographyLines,
  DEFAULT_RETURN_ZODIAC,
  epochMsToJulianDay,
  mirataField,
  mirataSkyAt,
  planMirata,
  placesToRead,
  POLAR_FALLBACK_SYSTEM,
  searchMirata,
  WORLD_GRID,
  fieldShape,
  MIRATA_READ_BODIES,
  type FieldGrid,
  type MirataChoiceResult,
  type MirataRuleSet,
  type MirataSearchResult,
  type NatalChart,
  type TechniqueEphemeris,
  type TravelLimits,
} from '@astrolabio/core';
import {
  encodeMirataCampo,
  encodeMirataLuoghi,
  encodeMirataPiano,
  mirataRuleSetOf,
  mirataSortOf,
  verdictCodeOf,
  type MirataCampoBody,
  type MirataCampoResponse,
  type MirataChoiceCodes,
  type MirataLineCodes,
  type MirataLuoghiBody,
  type MirataLuoghiResponse,
  type MirataPianoBody,
  type MirataPianoResponse,
  type MirataPlanCodes,
  type MirataReturnSearchCodes,
} from '@astrolabio/contract';
import { loadAirports, type Place } from '@astrolabio/places';
import { chartWarningIt } from '../messages.ts';
import { birthChart } from './birth-data.ts';
import { placeTimeAt, placeTimeCodes, placeTimeDayBefore } from './return-zone.ts';
import { returnInstantMs, solarReturnMs } from './returns.ts';
import { scanPlaces } from './return-scan.ts';

/** How many other places of a choice an answer lists (the count says how many there are). */
export const MAX_OTHER_PLACES = 20;

let airportIndex: AirportIndex | undefined;

/** The airports with scheduled flights, indexed once per thread. */
function airports(): AirportIndex {
  airportIndex ??= new AirportIndex(loadAirports());
  return airportIndex;
}

/** The request's home and travel limits as core takes them. */
function limitsOf(b: Pick<MirataLuoghiBody, 'casa' | 'limiti'>): TravelLimits {
  return {
    ...(b.casa ? { home: b.casa } : {}),
    ...(b.limiti.entroKm !== undefined ? { maxDistanceKm: b.limiti.entroKm } : {}),
    ...(b.limiti.paesi ? { countries: b.limiti.paesi } : {}),
    airportsOnly: b.limiti.soloAeroporti,
    airportMaxKm: b.limiti.aeroportoEntroKm,
  };
}

/** `YYYY-MM-DDTHH:mm`: when to be there, the day before the instant at the same civil hour there (not 24 hours before: a change of the clocks can fall between). */
function dayBefore(place: Place, instantMs: number): string {
  return placeTimeDayBefore(place, instantMs).time.locale.slice(0, 16);
}

/** One choice of core's search → the codec's codes: its places' names, civil times, warnings. */
function choiceCodes(c: MirataChoiceResult, places: readonly Place[], instantMs: number, natal: NatalChart): MirataChoiceCodes {
  const p = places[c.head.index]!;
  const e = c.explained;
  const returnHouses = {} as MirataChoiceCodes['returnHouses'];
  const returnHousesCounted = {} as MirataChoiceCodes['returnHousesCounted'];
  for (const b of MIRATA_READ_BODIES) {
    returnHouses[b] = e.returnHouses[b].house;
    returnHousesCounted[b] = e.returnHouses[b].counted;
  }
  return {
    name: p.formatted,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    population: p.population,
    distanceKm: c.head.distanceKm,
    airport: c.head.airport && { code: c.head.airport.airport.code, name: c.head.airport.airport.name, distanceKm: c.head.airport.distanceKm },
    verdict: e.verdict,
    score: e.score,
    ascendantDeg: e.ascendantDeg,
    midheavenDeg: e.midheavenDeg,
    ascendantNatalHouse: e.ascendantNatalHouse,
    ascendantCountedHouse: e.ascendantCountedHouse,
    midheavenNatalHouse: e.midheavenNatalHouse,
    returnHouses,
    returnHousesCounted,
    findings: e.findings,
    localTime: placeTimeCodes(placeTimeAt(p, instantMs)),
    beThereFrom: dayBefore(p, instantMs),
    warningsIt: e.systemUsed === POLAR_FALLBACK_SYSTEM && natal.requestedHouseSystem !== POLAR_FALLBACK_SYSTEM
      ? [chartWarningIt({ code: 'polarHouseFallback', requested: natal.requestedHouseSystem, used: POLAR_FALLBACK_SYSTEM })]
      : [],
    others: c.members.slice(0, MAX_OTHER_PLACES).map((m) => {
      const o = places[m.index]!;
      return { name: o.formatted, country: o.country, latitude: o.latitude, longitude: o.longitude, population: o.population, distanceKm: m.distanceKm };
    }),
    othersTotal: c.members.length,
  };
}

function searchCodes(r: MirataSearchResult, jdUt: number, places: readonly Place[], natal: NatalChart): MirataReturnSearchCodes {
  const instantMs = returnInstantMs(jdUt);
  return {
    instantMs,
    jdUt,
    placesRead: r.placesRead,
    placesByVerdict: r.placesByVerdict,
    choicesTotal: r.choicesTotal,
    choices: r.choices.map((c) => choiceCodes(c, places, instantMs, natal)),
  };
}

/** POST /api/mirata/luoghi. */
export function runMirataPlaces(body: MirataLuoghiBody, ephemeris: TechniqueEphemeris, places: readonly Place[] = scanPlaces()): MirataLuoghiResponse {
  const zodiac = body.zodiaco ?? DEFAULT_RETURN_ZODIAC;
  const rules = mirataRuleSetOf(body.regole);
  const natal = birthChart(body.natal, ephemeris);
  const jdUt = epochMsToJulianDay(solarReturnMs(body.natal, body.year, zodiac, ephemeris));
  const result = searchMirata({
    sky: mirataSkyAt(jdUt, natal.requestedHouseSystem, ephemeris),
    natalCuspsDeg: natal.cusps,
    rules,
    toRead: placesToRead(places, limitsOf(body), airports()),
    verdicts: body.verdetti.map(verdictCodeOf),
    ...(body.punteggioMinimo !== undefined ? { minScore: body.punteggioMinimo } : {}),
    choiceRadiusKm: body.raggioSceltaKm,
    sort: mirataSortOf(body.ordine),
    limit: body.limit,
  });
  return encodeMirataLuoghi({ year: body.year, zodiac, rules, ...searchCodes(result, jdUt, places, natal) });
}

/** The plan's codes (the JSON answer and the calendar are written from them). */
export function mirataPlanCodes(body: MirataPianoBody, ephemeris: TechniqueEphemeris, places: readonly Place[] = scanPlaces()): MirataPlanCodes {
  const zodiac = body.zodiaco ?? DEFAULT_RETURN_ZODIAC;
  const rules: MirataRuleSet = mirataRuleSetOf(body.regole);
  const natal = birthChart(body.natal, ephemeris);
  const years = planMirata({
    natalJdUt: natal.jdUt,
    birthYear: body.natal.datetime.year,
    zodiac,
    fromYear: body.daAnno,
    years: body.anni,
    system: natal.requestedHouseSystem,
    natalCuspsDeg: natal.cusps,
    natalMoonDeg: natal.bodies.moon.longitude,
    rules,
    places,
    limits: limitsOf(body),
    airports: airports(),
    choiceRadiusKm: body.raggioSceltaKm,
    perSolarReturn: body.perAnno,
    perLunarReturn: body.perLunare,
  }, ephemeris);
  return {
    zodiac,
    rules,
    years: years.map((y) => ({
      year: y.year,
      ...searchCodes(y.search, y.jdUt, places, natal),
      lunarReturns: y.lunarReturns.map((l) => searchCodes(l.search, l.jdUt, places, natal)),
    })),
  };
}

/** POST /api/mirata/piano. */
export function runMirataPlan(body: MirataPianoBody, ephemeris: TechniqueEphemeris): MirataPianoResponse {
  return encodeMirataPiano(mirataPlanCodes(body, ephemeris));
}

/** The body's region, or the world, as core's grid. */
export function fieldGridOf(b: Pick<MirataCampoBody, 'regione' | 'passoGradi'>): FieldGrid {
  const r = b.regione;
  return { ...(r ? { south: r.sud, north: r.nord, west: r.ovest, east: r.est } : WORLD_GRID), stepDeg: b.passoGradi };
}

/** The lines of one chart's instant: the asked planets' ASC, DSC, MC, IC lines. */
function chartLines(jdUt: number, chart: MirataLineCodes['chart'], bodies: MirataCampoBody['corpiLinee'], ephemeris: TechniqueEphemeris): MirataLineCodes[] {
  const positions = bodies.map((body) => {
    const p = ephemeris.position(jdUt, body);
    return { body, longitudeDeg: p.longitude, latitudeDeg: p.latitude };
  });
  return astrocartographyLines(positions, ephemeris.obliquityDeg(jdUt), ephemeris.armcDeg(jdUt, 0)).map((l) => ({ chart, ...l }));
}

/** POST /api/mirata/campo. */
export function runMirataField(body: MirataCampoBody, ephemeris: TechniqueEphemeris): MirataCampoResponse {
  const zodiac = body.zodiaco ?? DEFAULT_RETURN_ZODIAC;
  const rules = mirataRuleSetOf(body.regole);
  const natal = birthChart(body.natal, ephemeris);
  const jdUt = epochMsToJulianDay(solarReturnMs(body.natal, body.year, zodiac, ephemeris));
  const instantMs = returnInstantMs(jdUt);
  const grid = fieldGridOf(body);
  const cells = mirataField(mirataSkyAt(jdUt, natal.requestedHouseSystem, ephemeris), natal.cusps, rules, grid);
  const lines = [
    ...(body.linee.rivoluzione ? chartLines(jdUt, 'return', body.corpiLinee, ephemeris) : []),
    ...(body.linee.natale ? chartLines(natal.jdUt, 'natal', body.corpiLinee, ephemeris) : []),
  ];
  return encodeMirataCampo({ year: body.year, zodiac, instantMs, jdUt, rules, grid: { ...grid, ...fieldShape(grid) }, cells, lines });
}
