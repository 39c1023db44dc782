/**
 * A «Mirata» search at one return instant: the places within the travel limits, read by the rules,
 * filtered by verdict and score, grouped into distinct choices, ordered, the first explained.
 * The solar return of a year, and each lunar return of the plan, are one search each.
 */
import type { ScannedPlace } from '../returns/scan-filter.ts';
import { groupChoices, sortChoices, type ChoiceCandidate, type MirataChoice, type MirataSort } from './choices.ts';
import { explainPlace, readPlaces, type MirataSky, type PlaceExplained } from './place-readings.ts';
import { MIRATA_VERDICTS, type MirataRuleSet, type MirataVerdict } from './rule-set.ts';
import { placesWithinLimits, type AirportIndex, type PlaceWithinLimits, type TravelLimits } from './travel-limits.ts';

/** A place as a search takes it; `istat`, where given, is the comune it belongs to (its places are one choice). */
export type MirataPlace = ScannedPlace & { istat?: string };

/** The places within the travel limits, found once for every return a plan searches. */
export interface PlacesToRead {
  places: readonly MirataPlace[];
  within: readonly PlaceWithinLimits[];
  /** `places[within[i].index]`, in that order. */
  read: readonly MirataPlace[];
}

export function placesToRead(places: readonly MirataPlace[], limits: TravelLimits, airports?: AirportIndex): PlacesToRead {
  const within = placesWithinLimits(places, limits, airports);
  return { places, within, read: within.map((w) => places[w.index]!) };
}

export interface MirataSearchInput {
  sky: MirataSky;
  natalCuspsDeg: readonly number[];
  rules: MirataRuleSet;
  /** The places within the limits (placesToRead). */
  toRead: PlacesToRead;
  /** The verdicts kept (all three when empty). */
  verdicts: readonly MirataVerdict[];
  /** Only places with at least this score. */
  minScore?: number;
  /** Places of one choice lie within this many km of its head (0: no grouping). */
  choiceRadiusKm: number;
  sort: MirataSort;
  /** How many choices to explain and give. */
  limit: number;
  /**
   * Whether to count every choice (`choicesTotal`). Without it a search in the order of verdict or
   * score groups only the best verdict-and-score classes until it has `limit` choices (the places of
   * a choice share its verdict and score, so no class changes another's choices): what a plan's
   * seventy returns ask, each for its best few.
   */
  countChoices?: boolean;
}

/** A place of a choice: where it is in the list, how far from home, its nearest airport. */
export type ChoicePlace = PlaceWithinLimits;

export interface MirataChoiceResult {
  head: ChoicePlace;
  explained: PlaceExplained;
  /** The other places of the same choice, nearest the head first. */
  members: ChoicePlace[];
}

export interface MirataSearchResult {
  /** Places within the travel limits (each read). */
  placesRead: number;
  /** How many of them got each verdict. */
  placesByVerdict: Record<MirataVerdict, number>;
  /** Choices that pass the verdict and score filters (null when not counted); `choices` holds the first `limit`. */
  choicesTotal: number | null;
  choices: MirataChoiceResult[];
}

export function searchMirata(input: MirataSearchInput): MirataSearchResult {
  const { within, read, places } = input.toRead;
  const keepDiscarded = input.verdicts.length === 0 || input.verdicts.includes('discarded');
  const readings = readPlaces(input.sky, input.natalCuspsDeg, input.rules, read, { stopAtVeto: !keepDiscarded });
  const placesByVerdict: Record<MirataVerdict, number> = { recommended: 0, acceptable: 0, discarded: 0 };
  const wanted = new Set(input.verdicts.length === 0 ? MIRATA_VERDICTS : input.verdicts);
  // The places that pass, by class (verdict, score): a choice's places are all of one class.
  // Keyed by score, then verdict: numbers, not a string a place (tens of thousands a return).
  const classes = new Map<number, { verdict: number; score: number; places: number[] }[]>();
  const ordered: { verdict: number; score: number; places: number[] }[] = [];
  for (let i = 0; i < within.length; i++) {
    const verdict = MIRATA_VERDICTS[readings.verdict[i]!]!;
    placesByVerdict[verdict]++;
    if (!wanted.has(verdict)) continue;
    const score = readings.score[i]!;
    if (input.minScore !== undefined && score < input.minScore) continue;
    let byVerdict = classes.get(score);
    if (!byVerdict) classes.set(score, (byVerdict = []));
    let c = byVerdict[readings.verdict[i]!];
    if (!c) {
      c = byVerdict[readings.verdict[i]!] = { verdict: readings.verdict[i]!, score, places: [] };
      ordered.push(c);
    }
    c.places.push(i);
  }
  const byScore = input.sort === 'score';
  ordered.sort((a, b) => (byScore ? b.score - a.score || a.verdict - b.verdict : a.verdict - b.verdict || b.score - a.score));
  const lazy = input.countChoices === false && (input.sort === 'verdict' || input.sort === 'score');
  const candidates: ChoiceCandidate[] = [];
  const candidateOf: PlaceWithinLimits[] = [];
  const grouped: MirataChoice[] = [];
  for (const c of ordered) {
    const offset = candidates.length;
    for (const i of c.places) {
      const place = read[i]!;
      candidates.push({
        latitude: place.latitude,
        longitude: place.longitude,
        population: place.population,
        choice: String(readings.choiceKey[i]),
        verdict: c.verdict,
        score: readings.score[i]!,
        distanceKm: within[i]!.distanceKm,
        ...(place.istat ? { comune: place.istat } : {}),
      });
      candidateOf.push(within[i]!);
    }
    for (const g of groupChoices(candidates.slice(offset), input.choiceRadiusKm)) {
      grouped.push({ head: g.head + offset, members: g.members.map((m) => m + offset) });
    }
    if (lazy && grouped.length >= input.limit) break;
  }
  const choices = sortChoices(grouped, candidates, input.sort);
  return {
    placesRead: within.length,
    placesByVerdict,
    choicesTotal: lazy ? null : choices.length,
    choices: choices.slice(0, input.limit).map((c) => {
      const head = candidateOf[c.head]!;
      return {
        head,
        explained: explainPlace(input.sky, input.natalCuspsDeg, input.rules, places[head.index]!),
        members: c.members.map((m) => candidateOf[m]!),
      };
    }),
  };
}
