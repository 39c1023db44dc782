/**
 * The order of place suggestions (docs/decisions/0024-place-search.md):
 * 1. places whose text contains every context word ("Milano (MI)", "Springfield, Ohio");
 * 2. how the name met the query: exact name, then a name that ends with the query's whole words
 *    ("Lido di Ostia" for "Ostia") or equals it without its article ("Spezia"), then name prefix
 *    ("Ostiano"), then words (any order, partly), then typing errors (fewer first);
 * 3. for a query written with the Italian alphabet, Italian comuni before località and places abroad;
 * 4. more inhabitants first.
 * A name that three or more places share exactly ("San Giovanni", "Santa Maria"), other than comuni
 * by their own name, says little about which one is meant: those exact matches (località, places
 * abroad, a comune known by its seat's name) rank with the prefixes, where the comuni that begin
 * with it (San Giovanni Rotondo) come first.
 */
import type { PlaceKind } from '@astrolabio/core';
import { searchWords } from '../normalize.ts';
import type { Place } from '../place.ts';
import type { MatchTable, MatchTier } from './match-table.ts';

export const TIER = { exact: 0, wholeWords: 1, prefix: 2, words: 3, typos: 4 } as const satisfies Record<string, MatchTier>;

/** Italian articles a name may begin with (La Spezia, L'Aquila, Il Cairo). */
export const ARTICLES: ReadonlySet<string> = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le']);

function startsWithArticle(name: string): boolean {
  const words = searchWords(name);
  return words.length > 1 && ARTICLES.has(words[0]!);
}

/** From this many exact matches other than comuni by their own name, an exact name is treated as a prefix. */
export const GENERIC_EXACT_NAME_COUNT = 3;

const KIND_ORDER: Readonly<Record<PlaceKind, number>> = { comune: 0, localita: 1, citta: 2 };

/**
 * Exact matches of a name shared by many places (not comuni by their own name) rank with the
 * prefixes. Names that end with the query ("Sesto San Giovanni", "Genzano di Roma", "West
 * Springfield") rank before the prefixes only when they are few and no exact name was that common:
 * "Ostia" is Lido di Ostia, but "San Giovanni" is not Sesto San Giovanni.
 */
export function demoteGenericExactNames(found: MatchTable, places: readonly Place[]): void {
  const generic = found.touched.filter((i) => found.tier(i) === TIER.exact && !(places[i]!.kind === 'comune' && found.ownName(i)));
  const demoted = generic.length >= GENERIC_EXACT_NAME_COUNT;
  if (demoted) for (const i of generic) found.setTier(i, TIER.prefix);
  // A name the query equals but for its article ("Spezia") is not an ending: it stays.
  const endings = found.touched.filter((i) => found.tier(i) === TIER.wholeWords && !startsWithArticle(places[i]!.name));
  if (demoted || endings.length >= GENERIC_EXACT_NAME_COUNT) for (const i of endings) found.setTier(i, TIER.words);
}

/** Compares two found places (indexes into `places`). */
export function comparePlaces(found: MatchTable, places: readonly Place[], italianFirst: boolean): (a: number, b: number) => number {
  const group = (i: number) => (italianFirst && places[i]!.kind !== 'comune' ? 1 : 0);
  return (a, b) => {
    const pa = places[a]!;
    const pb = places[b]!;
    return Number(found.hasContext(b)) - Number(found.hasContext(a))
      || found.tier(a) - found.tier(b)
      || found.editsOf(a) - found.editsOf(b)
      || group(a) - group(b)
      || pb.population - pa.population
      || KIND_ORDER[pa.kind] - KIND_ORDER[pb.kind]
      || (pa.formatted < pb.formatted ? -1 : pa.formatted > pb.formatted ? 1 : 0);
  };
}

/** The `limit` smallest items in order, without sorting them all (a prefix like "san" finds thousands). */
export function firstInOrder<T>(items: Iterable<T>, limit: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === limit && compare(item, best[limit - 1]!) >= 0) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && compare(item, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = item;
  }
  return best;
}
