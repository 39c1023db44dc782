/**
 * One return instant read at many places: the sky once (the ten planets, the obliquity, the
 * sidereal time at Greenwich), then at each place its meridian, its houses and the rules'
 * verdict, score and choice key, in typed arrays. Then the places explained one by one, with the
 * cusps and every finding, for the few a list shows.
 */
import type { TechniqueEphemeris } from '../ephemeris.ts';
import { POLAR_FALLBACK_SYSTEM, houseOf, type HouseSystem } from '../houses.ts';
import { newHouseCuspsBuffer, writeHouseCusps } from '../house-cusps.ts';
import type { ReturnPlace } from '../returns/return-chart.ts';
import { HousePlacer } from './house-placer.ts';
import { CuspPlacements, PlacerPlacements } from './placements.ts';
import { effectiveCuspOrbDeg, readingKey, readReturn, type MirataFinding, type MirataReadingResult } from './reading.ts';
import { MIRATA_READ_BODIES, MIRATA_VERDICTS, type MirataRuleSet, type MirataVerdict } from './rule-set.ts';

const VERDICT_INDEX = Object.fromEntries(MIRATA_VERDICTS.map((v, i) => [v, i])) as Record<MirataVerdict, number>;

/** A return's sky: what every place of a scan shares. */
export interface MirataSky {
  jdUt: number;
  system: HouseSystem;
  obliquityDeg: number;
  /** The ARMC at Greenwich, degrees: a place's is this plus its east longitude. */
  armcGreenwichDeg: number;
  /** The longitudes of MIRATA_READ_BODIES at the instant, degrees, in that order. */
  bodyLongitudesDeg: readonly number[];
}

export function mirataSkyAt(jdUt: number, system: HouseSystem, ephemeris: TechniqueEphemeris): MirataSky {
  return {
    jdUt,
    system,
    obliquityDeg: ephemeris.obliquityDeg(jdUt),
    armcGreenwichDeg: ephemeris.armcDeg(jdUt, 0),
    bodyLongitudesDeg: MIRATA_READ_BODIES.map((b) => ephemeris.position(jdUt, b).longitude),
  };
}

/** Per place read: the verdict (index in MIRATA_VERDICTS), score, choice key, the natal houses of the angles, the polar fallback. */
export interface PlaceReadings {
  verdict: Uint8Array;
  score: Float64Array;
  /** The choice key (reading.ts readingKey); NaN for a place discarded at its first veto (not read further). */
  choiceKey: Float64Array;
  ascendantNatalHouse: Uint8Array;
  midheavenNatalHouse: Uint8Array;
  polarFallback: Uint8Array;
}

/**
 * Reads the return at each of `places`. With `stopAtVeto` a discarded place is read no further
 * than its first veto (its score and choice are then not complete: for searches that rank only
 * what passes).
 */
export function readPlaces(
  sky: MirataSky,
  natalCuspsDeg: readonly number[],
  rules: MirataRuleSet,
  places: readonly ReturnPlace[],
  options: { stopAtVeto?: boolean } = {},
): PlaceReadings {
  const n = places.length;
  const out: PlaceReadings = {
    verdict: new Uint8Array(n),
    score: new Float64Array(n),
    choiceKey: new Float64Array(n),
    ascendantNatalHouse: new Uint8Array(n),
    midheavenNatalHouse: new Uint8Array(n),
    polarFallback: new Uint8Array(n),
  };
  const orb = effectiveCuspOrbDeg(rules);
  const placer = new HousePlacer({ system: sky.system, obliquityDeg: sky.obliquityDeg, pointLongitudesDeg: PlacerPlacements.pointsToPlace(sky.bodyLongitudesDeg, orb) });
  const placements = new PlacerPlacements(placer, natalCuspsDeg, sky.bodyLongitudesDeg, orb);
  const readOptions = { stopAtVeto: options.stopAtVeto ?? false, into: { verdict: 'acceptable' as const, score: 0, vetoed: false } as MirataReadingResult };
  for (let i = 0; i < n; i++) {
    const place = places[i]!;
    placer.setPlace(sky.armcGreenwichDeg + place.longitude, place.latitude);
    placements.reset();
    const r = readReturn(rules, placements, readOptions);
    out.verdict[i] = VERDICT_INDEX[r.verdict];
    out.score[i] = r.score;
    out.ascendantNatalHouse[i] = placements.ascendantHouse();
    out.polarFallback[i] = placer.systemUsed === sky.system ? 0 : 1;
    // A place discarded at its first veto is read no further: its Medio Coeli and choice are not needed.
    if (r.vetoed && readOptions.stopAtVeto) {
      out.choiceKey[i] = Number.NaN;
      continue;
    }
    const mcHouse = placements.natalHouseOf(placer.ascendantAndCusps.midheaven);
    out.choiceKey[i] = readingKey(r.verdict, placements, mcHouse);
    out.midheavenNatalHouse[i] = mcHouse;
  }
  return out;
}

/** One place explained: its return's angles and cusps, every planet's return house, the findings in the order of reading. */
export interface PlaceExplained {
  verdict: MirataVerdict;
  score: number;
  ascendantDeg: number;
  midheavenDeg: number;
  /** The system the cusps were built with (the asked one, or Porphyry in the polar circles). */
  systemUsed: HouseSystem;
  returnCuspsDeg: number[];
  /** The natal house each return angle falls in (by the cusps), and the one the Ascendant counts in. */
  ascendantNatalHouse: number;
  ascendantCountedHouse: number;
  midheavenNatalHouse: number;
  /** Each read planet's return house by the cusps and the one it counts in. */
  returnHouses: Record<(typeof MIRATA_READ_BODIES)[number], { house: number; counted: number }>;
  findings: MirataFinding[];
}

/** The return at one place, explained: cusps from the ARMC (the library's own steps), every rule's finding. */
export function explainPlace(sky: MirataSky, natalCuspsDeg: readonly number[], rules: MirataRuleSet, place: ReturnPlace): PlaceExplained {
  const buffer = newHouseCuspsBuffer();
  const armc = sky.armcGreenwichDeg + place.longitude;
  let systemUsed = sky.system;
  if (!writeHouseCusps(armc, place.latitude, sky.obliquityDeg, sky.system, buffer)) {
    writeHouseCusps(armc, place.latitude, sky.obliquityDeg, POLAR_FALLBACK_SYSTEM, buffer);
    systemUsed = POLAR_FALLBACK_SYSTEM;
  }
  const placements = new CuspPlacements({
    natalCuspsDeg,
    returnCuspsDeg: buffer.cusps,
    ascendantDeg: buffer.ascendant,
    midheavenDeg: buffer.midheaven,
    bodyLongitudesDeg: sky.bodyLongitudesDeg,
    cuspOrbDeg: effectiveCuspOrbDeg(rules),
  });
  const findings: MirataFinding[] = [];
  const r = readReturn(rules, placements, { findings });
  const returnHouses = {} as PlaceExplained['returnHouses'];
  MIRATA_READ_BODIES.forEach((b, i) => {
    const p = placements.bodyPlacement(i);
    returnHouses[b] = { house: p.house, counted: p.counted };
  });
  return {
    verdict: r.verdict,
    score: r.score,
    ascendantDeg: buffer.ascendant,
    midheavenDeg: buffer.midheaven,
    systemUsed,
    returnCuspsDeg: Array.from(buffer.cusps),
    ascendantNatalHouse: placements.ascendantPlacement().house,
    ascendantCountedHouse: placements.ascendantPlacement().counted,
    midheavenNatalHouse: houseOf(buffer.midheaven, natalCuspsDeg),
    returnHouses,
    findings,
  };
}
