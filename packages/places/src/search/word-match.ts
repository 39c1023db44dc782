/**
 * Whether the words of a query fit the words of a name, in any order: each query word starts a
 * different word of the name ("giov rot" → San Giovanni Rotondo), or, when typing errors are
 * allowed, is close to one; returns the fewest errors needed, or undefined when they do not fit.
 */

/** Per query word: the name words close to it and their distance (typing errors), when errors are allowed. */
export type NearWords = ReadonlyMap<string, number> | undefined;

const NO_MATCH = Number.POSITIVE_INFINITY;

function cost(queryWord: string, near: NearWords, nameWord: string): number {
  if (nameWord.startsWith(queryWord)) return 0;
  return near?.get(nameWord) ?? NO_MATCH;
}

/** The fewest typing errors with which every query word takes a different word of the name. */
export function fitWords(queryWords: readonly string[], near: readonly NearWords[], nameWords: readonly string[]): number | undefined {
  if (queryWords.length > nameWords.length) return undefined;
  const used = new Uint8Array(nameWords.length);
  let best = NO_MATCH;
  const assign = (i: number, total: number): void => {
    if (total >= best) return;
    if (i === queryWords.length) {
      best = total;
      return;
    }
    for (let j = 0; j < nameWords.length; j++) {
      if (used[j]) continue;
      const c = cost(queryWords[i]!, near[i], nameWords[j]!);
      if (c === NO_MATCH) continue;
      used[j] = 1;
      assign(i + 1, total + c);
      used[j] = 0;
    }
  };
  assign(0, 0);
  return best === NO_MATCH ? undefined : best;
}
