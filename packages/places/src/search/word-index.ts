/**
 * Every word of every place name, sorted, with the places each word occurs in; answers "which
 * words start with …" by binary search, and "which words are within k typing errors of …" by one
 * pass over the sorted words: a word lacking more than k of the query's letters, or too short, is
 * passed over at once (a bit mask per word); for the others the edit-distance rows of a prefix
 * shared with the previous word are reused, only the diagonal band |i − j| ≤ k is computed, and a
 * whole prefix is skipped as soon as no continuation can come within k.
 */
import { lowerBound } from './lower-bound.ts';

export interface WordRange {
  /** Index of the first word, in `words`. */
  lo: number;
  /** One past the last. */
  hi: number;
}

export class WordIndex {
  /** Distinct words, sorted by code unit. */
  readonly words: string[];
  /** Postings of word i: `postings[offsets[i]] … postings[offsets[i + 1] - 1]`, place indexes. */
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;
  private readonly longest: number;
  /** Per word, one bit per letter a–z it contains (bit 26: any other character). */
  private readonly letterMasks: Int32Array;

  /** `wordsOfPlace[i]`: the distinct words of place i's names. */
  constructor(wordsOfPlace: ReadonlyArray<ReadonlySet<string>>) {
    const byWord = new Map<string, number[]>();
    wordsOfPlace.forEach((set, place) => {
      for (const w of set) {
        const list = byWord.get(w);
        if (list) list.push(place);
        else byWord.set(w, [place]);
      }
    });
    this.words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.offsets = new Int32Array(this.words.length + 1);
    let total = 0;
    this.words.forEach((w, i) => {
      this.offsets[i] = total;
      total += byWord.get(w)!.length;
    });
    this.offsets[this.words.length] = total;
    this.postings = new Int32Array(total);
    this.words.forEach((w, i) => this.postings.set(byWord.get(w)!, this.offsets[i]!));
    this.longest = this.words.reduce((m, w) => Math.max(m, w.length), 0);
    this.letterMasks = Int32Array.from(this.words, letterMask);
  }

  /** The words that start with `prefix`. */
  prefixRange(prefix: string): WordRange {
    if (prefix === '') return { lo: 0, hi: this.words.length };
    // The words starting with a prefix are contiguous, up to the first string after every such word.
    const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    return { lo: lowerBound(this.words, prefix), hi: lowerBound(this.words, next) };
  }

  /** How many (word, place) pairs a range of words has: the cost of listing its places. */
  postingCount(range: WordRange): number {
    return this.offsets[range.hi]! - this.offsets[range.lo]!;
  }

  postingCountOf(word: number): number {
    return this.offsets[word + 1]! - this.offsets[word]!;
  }

  /** Calls `visit` with each place of each word in the range (a place may come more than once). */
  forEachPlace(range: WordRange, visit: (place: number) => void): void {
    for (let p = this.offsets[range.lo]!; p < this.offsets[range.hi]!; p++) visit(this.postings[p]!);
  }

  /**
   * The words within `maxEdits` of `query` (optimal string alignment distance: a wrong, missing,
   * extra or swapped letter each count 1), with their distance. With `asPrefix`, a word also
   * matches when one of its beginnings, at least `query.length - 1` letters long, is that close
   * (the word being typed may be unfinished). `within` limits the words looked at (a prefix range).
   */
  nearWords(query: string, maxEdits: number, asPrefix: boolean, within: WordRange = { lo: 0, hi: this.words.length }): Map<number, number> {
    const L = query.length;
    const width = L + 1;
    const k = maxEdits;
    const tooFar = k + 1;
    const q = Int32Array.from(query, (ch) => ch.charCodeAt(0));
    // rows[d * width + j]: distance between the word's first d letters and the query's first j,
    // capped at k + 1; cells outside the band |d − j| ≤ k are never written and stay k + 1.
    const rows = new Int32Array((this.longest + 1) * width).fill(tooFar);
    for (let j = 0; j <= Math.min(L, k); j++) rows[j] = j;
    // bestPrefix[d]: the smallest distance between the query and a beginning of length L − 1 … d.
    const bestPrefix = new Int32Array(this.longest + 1).fill(tooFar);
    const minPrefix = Math.max(L - 1, 1);
    const queryMask = letterMask(query);
    const minLength = asPrefix ? Math.max(L - k, 1) : L - k;
    const maxLength = asPrefix ? Infinity : L + k;
    const out = new Map<number, number>();

    let prev = '';
    let validDepth = 0;
    let i = within.lo;
    const count = within.hi;
    while (i < count) {
      const w = this.words[i]!;
      // Each edit loses at most one of the query's letters: a word missing more than k cannot match.
      if (w.length < minLength || w.length > maxLength || popCount(queryMask & ~this.letterMasks[i]!) > k) {
        i++;
        continue;
      }
      let d = 0;
      const limit = prev.length < w.length ? (prev.length < validDepth ? prev.length : validDepth) : (w.length < validDepth ? w.length : validDepth);
      while (d < limit && prev.charCodeAt(d) === w.charCodeAt(d)) d++;
      let prunedAt = -1;
      while (d < w.length) {
        d++;
        const base = d * width;
        const above = base - width;
        const c = w.charCodeAt(d - 1);
        const before = d > 1 ? w.charCodeAt(d - 2) : -1;
        if (d <= k) rows[base] = d;
        let rowMin = d <= k ? d : tooFar;
        const from = d - k > 1 ? d - k : 1;
        const to = d + k < L ? d + k : L;
        for (let j = from; j <= to; j++) {
          let v = rows[above + j]! + 1;
          const left = rows[base + j - 1]! + 1;
          if (left < v) v = left;
          const diag = rows[above + j - 1]! + (c === q[j - 1] ? 0 : 1);
          if (diag < v) v = diag;
          if (j > 1 && c === q[j - 2] && before === q[j - 1]) {
            const swap = rows[above - width + j - 2]! + 1;
            if (swap < v) v = swap;
          }
          if (v > tooFar) v = tooFar;
          rows[base + j] = v;
          if (v < rowMin) rowMin = v;
        }
        const last = d >= minPrefix ? rows[base + L]! : tooFar;
        const earlier = bestPrefix[d - 1]!;
        bestPrefix[d] = last < earlier ? last : earlier;
        if (rowMin > k) {
          prunedAt = d;
          break;
        }
      }
      validDepth = d;
      prev = w;
      if (prunedAt === -1) {
        const whole = rows[d * width + L]!;
        const distance = asPrefix && bestPrefix[d]! < whole ? bestPrefix[d]! : whole;
        if (distance <= k) out.set(i, distance);
        i++;
        continue;
      }
      // No word beginning with these prunedAt letters gets closer: they all share this outcome.
      const stem = w.slice(0, prunedAt);
      const shared = asPrefix && bestPrefix[prunedAt]! <= k ? bestPrefix[prunedAt]! : -1;
      while (i < count && this.words[i]!.startsWith(stem)) {
        if (shared >= 0 && this.words[i]!.length >= minLength) out.set(i, shared);
        i++;
      }
    }
    return out;
  }

}

/** One bit per letter a–z the text contains; bit 26 for any other character. */
function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const letter = text.charCodeAt(i) - 97;
    mask |= letter >= 0 && letter < 26 ? 1 << letter : 1 << 26;
  }
  return mask;
}

/** Set bits of a 32-bit number (the classic SWAR count). */
function popCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
