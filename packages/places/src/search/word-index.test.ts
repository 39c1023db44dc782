/**
 * The word index against plain references: prefix ranges against a filter over every word, and
 * nearWords (band, letter masks, shared prefixes, pruning) against the textbook optimal string
 * alignment distance computed in full for every word. Tolerance: none.
 */
import { describe, expect, it } from 'vitest';
import { WordIndex } from './word-index.ts';

/** Optimal string alignment distance, the full matrix (Wagner–Fischer with adjacent transpositions). */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Reference for the prefix mode: the best distance to a beginning at least query.length − 1 long, or to the whole word. */
function osaPrefix(query: string, word: string): number {
  let best = osa(query, word);
  for (let n = Math.max(query.length - 1, 1); n <= word.length; n++) best = Math.min(best, osa(query, word.slice(0, n)));
  return best;
}

const WORDS = [
  'bologna', 'bolognano', 'bolognetta', 'bolzano', 'bolgare', 'olona', 'colonna', 'polonia', 'bolo', 'boloogna', 'obologna',
  'torino', 'tornio', 'turin', 'turinsk', 'torre', 'tor', 'milano', 'milazzo', 'mlano', 'emilia', 'emiliano', 'emlia',
  'giovanni', 'giovani', 'giavanni', 'santa', 'santo', 'sant', 'san', 'sanremo', 'sanremmo', 'sansepolcro', 'reggio', 'reggiolo',
  'rotondo', 'rotonda', 'rotondella', 'margherita', 'margarita', 'x', 'ab', 'abc', 'münchen', 'kamen',
];
const index = new WordIndex([new Set(WORDS)]);

describe('WordIndex', () => {
  it('lists the words of a prefix', () => {
    for (const prefix of ['bol', 'san', 'sant', 'tor', 'z', '']) {
      const { lo, hi } = index.prefixRange(prefix);
      expect(index.words.slice(lo, hi)).toEqual([...WORDS].sort().filter((w) => w.startsWith(prefix)));
    }
  });

  it.each(['bolonga', 'bolgna', 'boloogna', 'torino', 'tornio', 'emlia', 'giovanni', 'sanremmo', 'margherita', 'rotondo', 'mlano', 'xyzzy'])(
    'nearWords(%s) equals the full-matrix distance for every word, whole and as a prefix', (query) => {
      for (const asPrefix of [false, true]) {
        const expected = new Map<string, number>();
        for (const w of WORDS) {
          const distance = asPrefix ? osaPrefix(query, w) : osa(query, w);
          if (distance <= 2) expected.set(w, distance);
        }
        const found = new Map([...index.nearWords(query, 2, asPrefix)].map(([i, d]) => [index.words[i]!, d]));
        expect(found).toEqual(expected);
      }
    },
  );
});
