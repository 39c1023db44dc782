/**
 * A «Mirata» plan across years: for each of the next one to five birthdays, the best choices within
 * the travel limits for the solar return, and for each lunar return of that solar year (from this
 * return to the next: thirteen, sometimes fourteen) the best choices for it too, read by the same
 * rules (the Ascendant of the lunar return in the natal houses first).
 */
import type { TechniqueEphemeris } from '../ephemeris.ts';
import type { HouseSystem } from '../houses.ts';
import { lunarReturnJds, solarReturnJd, type ReturnZodiac } from '../returns/return-instant.ts';
import type { MirataSort } from './choices.ts';
import { mirataSkyAt } from './place-readings.ts';
import type { MirataRuleSet, MirataVerdict } from './rule-set.ts';
import { placesToRead, searchMirata, type MirataPlace, type MirataSearchResult } from './search.ts';
import type { AirportIndex, TravelLimits } from './travel-limits.ts';

/** The most years one plan covers. */
export const MAX_PLAN_YEARS = 5;

export interface MirataPlanInput {
  /** Birth instant, Julian day UT, and the birth's calendar year. */
  natalJdUt: number;
  birthYear: number;
  zodiac: ReturnZodiac;
  fromYear: number;
  years: number;
  /** The natal chart's house system (the returns are cast in it), cusps and Moon. */
  system: HouseSystem;
  natalCuspsDeg: readonly number[];
  natalMoonDeg: number;
  rules: MirataRuleSet;
  places: readonly MirataPlace[];
  limits: TravelLimits;
  airports?: AirportIndex;
  choiceRadiusKm: number;
  /** Choices given for each solar return, and for each lunar return (0: no lunar returns). */
  perSolarReturn: number;
  perLunarReturn: number;
}

export interface MirataPlanReturn {
  jdUt: number;
  search: MirataSearchResult;
}

export interface MirataPlanYear extends MirataPlanReturn {
  year: number;
  /** The lunar returns from this solar return to the next, in time order. */
  lunarReturns: MirataPlanReturn[];
}

/** A plan lists what may be chosen: recommended and acceptable places, best first. */
const PLAN_VERDICTS: readonly MirataVerdict[] = ['recommended', 'acceptable'];
const PLAN_SORT: MirataSort = 'verdict';

export function planMirata(input: MirataPlanInput, ephemeris: TechniqueEphemeris): MirataPlanYear[] {
  const toRead = placesToRead(input.places, input.limits, input.airports);
  const searchAt = (jdUt: number, limit: number): MirataPlanReturn => ({
    jdUt,
    search: searchMirata({
      sky: mirataSkyAt(jdUt, input.system, ephemeris),
      natalCuspsDeg: input.natalCuspsDeg,
      rules: input.rules,
      toRead,
      verdicts: PLAN_VERDICTS,
      choiceRadiusKm: input.choiceRadiusKm,
      sort: PLAN_SORT,
      limit,
      countChoices: false,
    }),
  });
  const returnOf = (year: number) => solarReturnJd({ natalJdUt: input.natalJdUt, year, birthYear: input.birthYear, zodiac: input.zodiac }, ephemeris);
  const out: MirataPlanYear[] = [];
  for (let k = 0; k < input.years; k++) {
    const year = input.fromYear + k;
    const solar = searchAt(returnOf(year), input.perSolarReturn);
    const lunarReturns = input.perLunarReturn > 0
      ? lunarReturnJds(input.natalMoonDeg, solar.jdUt, returnOf(year + 1), ephemeris).map((jd) => searchAt(jd, input.perLunarReturn))
      : [];
    out.push({ year, ...solar, lunarReturns });
  }
  return out;
}
