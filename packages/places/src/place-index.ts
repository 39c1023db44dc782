/**
 * Search over the gazetteer, forgiving and Italian-first (docs/decisions/0024-place-search.md).
 * Three structures, all built once: a sorted array of name keys (each name with its words joined,
 * and each tail from a later word) answers exact and prefix matches by binary search; a word index
 * answers words given in any order and partly; the same word index finds words within two typing
 * errors (in the words that share the query word's first letter, then in all). Each step runs
 * only while the ones before it have found fewer places than asked for, since their places
 * always rank first.
 */
import { searchKey, searchWords } from './normalize.ts';
import type { Place } from './place.ts';
import { lowerBound } from './search/lower-bound.ts';
import { MatchTable } from './search/match-table.ts';
import { ARTICLES, comparePlaces, demoteGenericExactNames, firstInOrder, TIER } from './search/ranking.ts';
import {
  isCountryAbbreviation, parseSearchQuery, seasideComuneWords, withLastWordAsContext, type SearchQuery,
} from './search/search-query.ts';
import { WordIndex } from './search/word-index.ts';
import { fitWords, type NearWords } from './search/word-match.ts';

/** Typing errors are looked for only in words at least this long, and at most this many per word. */
export const FUZZY_MIN_WORD_LENGTH = 5;
/** How many of search's best are looked at for whole-name matches: they rank before any prefix or typo. */
const NAMED_EXACTLY_CANDIDATES = 20;
export const FUZZY_MAX_EDITS = 2;

const WHOLE = 1;
const OWN_NAME = 2;
const WITHOUT_ARTICLE = 4;


/** The words close to a query word: by text (to check a name) and by index (to list their places). */
interface Near {
  byWord: Map<string, number>;
  ids: number[];
}

export class PlaceIndex {
  readonly places: readonly Place[];
  private readonly keys: string[];
  private readonly placeOf: Int32Array;
  /**
   * Per key: WHOLE (the whole name, not a later word's tail), WITHOUT_ARTICLE (the name after its
   * leading article), OWN_NAME (the place's own name or half of a bilingual one, not an alias).
   */
  private readonly flags: Uint8Array;
  private readonly byFormatted = new Map<string, Place>();
  /** `formatted` texts by their search key, made on the first lookup that needs it. */
  private byFormattedKey: Map<string, Place> | undefined;
  /** Province codes and the words of country names, made on the first query that needs them. */
  private contextWords: Set<string> | undefined;
  /** The words of each place's `formatted`, for ranking by the query's context words; made when first needed. */
  private readonly formattedWords: Array<string[] | undefined>;
  /** The words of each of a place's names (name, then aliases). */
  private readonly nameWords: string[][][];
  private readonly words: WordIndex;
  /** Reused by every query (searches run one at a time: they never await). */
  private readonly found: MatchTable;
  /** `checked[i] === checkRound`: place i was already checked in this word match. */
  private readonly checked: Int32Array;
  private checkRound = 0;

  constructor(places: readonly Place[]) {
    this.places = places;
    // Each key is tagged with its entry number and sorted as plain strings (native comparison, a
    // fraction of a comparator's cost); '\u0000' sorts before any letter, so keys keep their order.
    const tagged: string[] = [];
    const entryPlace: number[] = [];
    const entryFlags: number[] = [];
    this.nameWords = places.map((p, i) => {
      const names = [p.name, ...p.aliases];
      const halves = p.name.split('/').map((h) => h.trim());
      const nameWords = names.map(searchWords);
      const added: string[] = [];
      nameWords.forEach((words, n) => {
        const ownName = n === 0 || halves.includes(names[n]!);
        // A leading article is often left out ("Spezia", "Aquila"): the name without it matches as a prefix would.
        const article = words.length > 1 && ARTICLES.has(words[0]!);
        for (let w = 0; w < words.length; w++) {
          const key = words.slice(w).join('');
          const flags = (w === 0 ? WHOLE : w === 1 && article ? WITHOUT_ARTICLE : 0) | (ownName ? OWN_NAME : 0);
          if (added.includes(key + flags)) continue;
          added.push(key + flags);
          tagged.push(`${key}\u0000${entryPlace.length}`);
          entryPlace.push(i);
          entryFlags.push(flags);
        }
      });
      if (!this.byFormatted.has(p.formatted)) this.byFormatted.set(p.formatted, p);
      return nameWords;
    });
    tagged.sort();
    this.keys = new Array<string>(tagged.length);
    this.placeOf = new Int32Array(tagged.length);
    this.flags = new Uint8Array(tagged.length);
    tagged.forEach((t, k) => {
      const cut = t.indexOf('\u0000');
      const entry = Number(t.slice(cut + 1));
      this.keys[k] = t.slice(0, cut);
      this.placeOf[k] = entryPlace[entry]!;
      this.flags[k] = entryFlags[entry]!;
    });
    this.formattedWords = new Array<string[] | undefined>(places.length);
    this.words = new WordIndex(this.nameWords.map((names) => new Set(names.flat())));
    this.found = new MatchTable(places.length);
    this.checked = new Int32Array(places.length);
  }

  get size(): number {
    return this.places.length;
  }

  /** The place whose `formatted` is this text (exactly, or equal once normalised), as a suggestion gave it. */
  byFormattedText(text: string): Place | undefined {
    const exact = this.byFormatted.get(text.trim());
    if (exact) return exact;
    if (!this.byFormattedKey) {
      this.byFormattedKey = new Map();
      for (const p of this.places) {
        const key = searchKey(p.formatted);
        if (!this.byFormattedKey.has(key)) this.byFormattedKey.set(key, p);
      }
    }
    return this.byFormattedKey.get(searchKey(text));
  }

  /**
   * The places a text names by a whole name of theirs (name, alias, half of a bilingual name; case,
   * accents and punctuation aside), best first as `search` ranks them, the words after a comma
   * included ("Valencia, Spagna"): never a prefix, a word inside a name or a typo's guess. A text
   * typed without choosing a suggestion is resolved only this way (place-service.ts locate).
   */
  namedExactly(text: string, limit = NAMED_EXACTLY_CANDIDATES): Place[] {
    const key = searchKey(text.split(/[,(]/)[0] ?? '');
    if (key === '') return [];
    return this.search(text, limit).filter((p) => [p.name, ...p.aliases, ...p.name.split('/')].some((n) => searchKey(n) === key));
  }

  /**
   * Up to `limit` places for what the user typed. The part before the first comma or parenthesis
   * is the name; words after it (province, region, country) rank the places that contain them
   * first. A last word that is a province code or a country ("Carpi MO", "Nizza Francia",
   * "Springfield USA") is read as context first, when a place of that name lies there. When
   * nothing matches and the name has several words, the last is tried as context ("milano mi").
   * A "Lido di …"/"Marina di …" the gazetteer lacks gives the comune named after it (Lido di
   * Camaiore: Camaiore), never another Lido.
   */
  search(query: string, limit: number): Place[] {
    if (limit <= 0) return [];
    const parsed = parseSearchQuery(query);
    if (parsed.variants.length === 0) return [];
    const peeled = withLastWordAsContext(parsed);
    if (peeled && this.isContextWord(parsed.words.at(-1)!)) {
      const inContext = this.find(peeled, limit);
      const first = inContext[0];
      // Only a place of that very name there: "Castel Italia" is not every "Castel…" of Italy.
      if (first !== undefined && this.found.hasContext(first) && this.found.tier(first) <= TIER.wholeWords) return this.placesOf(inContext);
    }
    const found = this.find(parsed, limit);
    const comuneWords = seasideComuneWords(parsed);
    if (comuneWords && !found.some((i) => this.nameHolds(i, comuneWords))) {
      return this.placesOf(this.find(parseSearchQuery(comuneWords.join(' ')), limit));
    }
    if (found.length > 0) return this.placesOf(found);
    return peeled ? this.placesOf(this.find(peeled, limit)) : [];
  }

  private placesOf(indexes: readonly number[]): Place[] {
    return indexes.map((i) => this.places[i]!);
  }

  /** Whether one of the place's names holds every word (as a whole word). */
  private nameHolds(place: number, words: readonly string[]): boolean {
    return this.nameWords[place]!.some((name) => words.every((w) => name.includes(w)));
  }

  /** A province code ("mo") or a word of a country's Italian name ("francia", "uniti"), or a country's abbreviation ("usa"). */
  private isContextWord(word: string): boolean {
    if (!this.contextWords) {
      this.contextWords = new Set();
      for (const p of this.places) {
        if (p.province) this.contextWords.add(p.province.toLowerCase());
        const country = p.formatted.slice(p.formatted.lastIndexOf(',') + 1);
        for (const w of searchWords(country)) this.contextWords.add(w);
      }
    }
    return this.contextWords.has(word) || isCountryAbbreviation(word);
  }

  /** Indexes of the best places for a parsed query; `this.found` keeps how each matched until the next call. */
  private find(query: SearchQuery, limit: number): number[] {
    const { contextWords } = query;
    const found = this.found;
    found.reset((i) => contextWords.length === 0 || containsWords(this.formattedWordsOf(i), contextWords));
    for (const v of query.variants) this.matchKeys(v.join(''), found);
    if (found.inContext < limit) for (const v of query.variants) this.matchWords(v, found, undefined);
    // Typing errors, when what came before found fewer places than asked for: for a query that
    // matched nothing, first in the words with the query word's first letter, then in every word;
    // to fill the list for a single word ("tornio" also gives Torino), only the former.
    // When the name itself was found ("trieste"), only one typing error fills the list (Torino for
    // "tornio"): two would bring names that merely look alike (Taisten, Trinité).
    if (found.inContext < limit) {
      const nothing = found.touched.length === 0;
      const maxEdits = found.touched.some((i) => found.tier(i) === TIER.exact) ? 1 : FUZZY_MAX_EDITS;
      if (nothing || query.words.length === 1) this.matchWithTypos(query, found, true, maxEdits);
      if (nothing && found.touched.length === 0) this.matchWithTypos(query, found, false, maxEdits);
    }
    demoteGenericExactNames(found, this.places);
    return firstInOrder(found.touched, limit, comparePlaces(found, this.places, query.italianLooking));
  }

  /**
   * Tiers from the sorted keys: the whole name equal to the key (exact) or starting with it
   * (prefix); the name without its article or a later word's tail equal to it (whole words:
   * "Spezia", "Lido di Ostia"); the name without its article starting with it (prefix), a later
   * word's tail starting with it (words).
   */
  private matchKeys(key: string, found: MatchTable): void {
    if (key === '') return;
    for (let i = lowerBound(this.keys, key); i < this.keys.length && this.keys[i]!.startsWith(key); i++) {
      const flags = this.flags[i]!;
      const equal = this.keys[i] === key;
      const tier = flags & WHOLE ? (equal ? TIER.exact : TIER.prefix)
        : equal ? TIER.wholeWords : flags & WITHOUT_ARTICLE ? TIER.prefix : TIER.words;
      found.add(this.placeOf[i]!, tier, 0, (flags & OWN_NAME) !== 0);
    }
  }

  /**
   * Places whose names hold every query word (words), or, with `near` (per query word, the words
   * close to it), hold them with typing errors (typos). Candidates come from the query word with
   * the fewest places; each is then checked word by word.
   */
  private matchWords(queryWords: readonly string[], found: MatchTable, near: ReadonlyArray<Near | undefined> | undefined): void {
    let anchor = -1;
    let anchorCount = Infinity;
    const ranges = queryWords.map((w) => this.words.prefixRange(w));
    queryWords.forEach((_, i) => {
      let count = this.words.postingCount(ranges[i]!);
      for (const id of near?.[i]?.ids ?? []) count += this.words.postingCountOf(id);
      if (count < anchorCount) {
        anchor = i;
        anchorCount = count;
      }
    });
    if (anchor === -1 || anchorCount === 0) return;
    const nearWords: NearWords[] = near?.map((n) => n?.byWord) ?? [];
    const round = ++this.checkRound;
    const check = (place: number) => {
      if (this.checked[place] === round) return;
      this.checked[place] = round;
      let best: number | undefined;
      for (const nameWords of this.nameWords[place]!) {
        const edits = fitWords(queryWords, nearWords, nameWords);
        if (edits !== undefined && (best === undefined || edits < best)) best = edits;
      }
      if (best === undefined) return;
      if (near === undefined) found.add(place, TIER.words, 0, true);
      else if (best > 0) found.add(place, TIER.typos, best, true);
    };
    this.words.forEachPlace(ranges[anchor]!, check);
    for (const id of near?.[anchor]?.ids ?? []) this.words.forEachPlace({ lo: id, hi: id + 1 }, check);
  }

  /** Typos: each reading with its long words allowed typing errors, and two words joined into one ("san remmo"). */
  private matchWithTypos(query: SearchQuery, found: MatchTable, sameFirstLetter: boolean, maxEdits: number): void {
    const nearCache = new Map<string, Near | undefined>();
    const nearOf = (word: string, last: boolean): Near | undefined => {
      const id = `${word}|${last}`;
      if (!nearCache.has(id)) {
        let near: Near | undefined;
        if (word.length >= FUZZY_MIN_WORD_LENGTH) {
          const within = sameFirstLetter ? this.words.prefixRange(word[0]!) : undefined;
          const found = this.words.nearWords(word, maxEdits, last, within);
          near = { byWord: new Map([...found].map(([w, d]) => [this.words.words[w]!, d])), ids: [...found.keys()] };
        }
        nearCache.set(id, near);
      }
      return nearCache.get(id);
    };
    // Two words may be one name split in two ("san remmo" for Sanremo); longer queries are not joined.
    const readings = [...query.variants, ...query.variants.filter((v) => v.length === 2).map((v) => [v.join('')])];
    for (const v of readings) {
      const near = v.map((w, i) => nearOf(w, i === v.length - 1));
      if (near.every((n) => n === undefined)) continue;
      this.matchWords(v, found, near);
    }
  }

  private formattedWordsOf(i: number): string[] {
    let words = this.formattedWords[i];
    if (!words) {
      words = searchWords(this.places[i]!.formatted);
      this.formattedWords[i] = words;
    }
    return words;
  }
}

/** Every context word starts one of the place's words ("vt" in "Bagnoregio (VT), Lazio, Italia"). */
function containsWords(have: readonly string[], words: readonly string[]): boolean {
  return words.every((w) => have.some((h) => h.startsWith(w)));
}
