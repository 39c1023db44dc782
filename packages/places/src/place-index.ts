/**
 * Search over the gazetteer: a sorted array of name keys (each name, and each tail starting at a
 * later word) answers a prefix query by binary search, so a query costs a few hundred comparisons
 * plus the matches it ranks. Ranking: exact name, then name prefix, then a later word's prefix;
 * within each, most inhabitants first.
 */
import { searchKey, searchWords, wordStartKeys } from './normalize.ts';
import type { PlaceKind } from '@astrolabio/core';
import type { Place } from './place.ts';

/** How a place met the query: 0 whole name equal, 1 whole name starts with it, 2 a later word starts with it. */
type MatchClass = 0 | 1 | 2;

const KIND_ORDER: Readonly<Record<PlaceKind, number>> = { comune: 0, localita: 1, citta: 2 };

interface Candidate {
  place: Place;
  match: MatchClass;
  /** Whether every word after the comma or parenthesis ("Bagnoregio (VT)", "Springfield, Ohio") is found in `formatted`. */
  context: boolean;
}

export class PlaceIndex {
  readonly places: readonly Place[];
  private readonly keys: string[];
  private readonly placeOf: Int32Array;
  private readonly whole: Uint8Array;
  private readonly byFormatted = new Map<string, Place>();
  private readonly byFormattedKey = new Map<string, Place>();
  /** The words of each place's `formatted`, for ranking by the query's context words; made once. */
  private readonly formattedWords: string[][];

  constructor(places: readonly Place[]) {
    this.places = places;
    const entries: Array<{ key: string; place: number; whole: boolean }> = [];
    places.forEach((p, i) => {
      const seen = new Set<string>();
      for (const name of [p.name, ...p.aliases]) {
        for (const k of wordStartKeys(name)) {
          const id = `${k.key}|${k.whole}`;
          if (seen.has(id)) continue;
          seen.add(id);
          entries.push({ key: k.key, place: i, whole: k.whole });
        }
      }
      if (!this.byFormatted.has(p.formatted)) this.byFormatted.set(p.formatted, p);
      const fk = searchKey(p.formatted);
      if (!this.byFormattedKey.has(fk)) this.byFormattedKey.set(fk, p);
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((e) => e.key);
    this.placeOf = Int32Array.from(entries, (e) => e.place);
    this.whole = Uint8Array.from(entries, (e) => (e.whole ? 1 : 0));
    this.formattedWords = places.map((p) => searchWords(p.formatted));
  }

  get size(): number {
    return this.places.length;
  }

  /** The place whose `formatted` is this text (exactly, or equal once normalised), as a suggestion gave it. */
  byFormattedText(text: string): Place | undefined {
    return this.byFormatted.get(text.trim()) ?? this.byFormattedKey.get(searchKey(text));
  }

  /**
   * Up to `limit` places for what the user typed. The part before the first comma or parenthesis
   * is the name; words after it (province, region, country) rank the places that contain them first.
   */
  search(query: string, limit: number): Place[] {
    const cut = query.search(/[,(]/);
    const namePart = cut === -1 ? query : query.slice(0, cut);
    const contextWords = cut === -1 ? [] : searchWords(query.slice(cut));
    const q = searchKey(namePart);
    if (q === '' || limit <= 0) return [];

    const best = new Map<number, MatchClass>();
    for (let i = this.lowerBound(q); i < this.keys.length && this.keys[i]!.startsWith(q); i++) {
      const match: MatchClass = this.whole[i] ? (this.keys[i] === q ? 0 : 1) : 2;
      const place = this.placeOf[i]!;
      const previous = best.get(place);
      if (previous === undefined || match < previous) best.set(place, match);
    }
    const candidates: Candidate[] = [];
    for (const [i, match] of best) {
      const place = this.places[i]!;
      candidates.push({ place, match, context: contextWords.length === 0 || containsWords(this.formattedWords[i]!, contextWords) });
    }
    candidates.sort(compareCandidates);
    return candidates.slice(0, limit).map((c) => c.place);
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Every context word starts one of the place's words ("vt" in "Bagnoregio (VT), Lazio, Italia"). */
function containsWords(have: readonly string[], words: readonly string[]): boolean {
  return words.every((w) => have.some((h) => h.startsWith(w)));
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return Number(b.context) - Number(a.context)
    || a.match - b.match
    || b.place.population - a.place.population
    || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind]
    || (a.place.formatted < b.place.formatted ? -1 : a.place.formatted > b.place.formatted ? 1 : 0);
}
