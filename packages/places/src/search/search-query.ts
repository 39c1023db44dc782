/**
 * What a user typed in the place field, read the way Italians write place names: the usual
 * abbreviations (S./S → San, Santo, Santa, Sant', Saint; SS. → Santi, Santissimo; S.ta → Santa; M.te →
 * Monte; M.to → Monferrato; P.to → Porto; C.mare → Castellammare), de', de, dei and degli read as
 * one another ("S. Agata dei Goti" is Sant'Agata de' Goti), "Fraz."/"Loc." ignored, and the words
 * after a comma or parenthesis ("Milano (MI)", "Roma, Italia") kept apart as context.
 */
import { searchWords } from '../normalize.ts';

export interface SearchQuery {
  /** The name part's words as typed (accents and case folded, "Fraz." and the like dropped). */
  words: string[];
  /** The readings of the name part, each a list of words (one per combination of abbreviation expansions). */
  variants: string[][];
  /** Words after the first comma or parenthesis: they rank the places that contain them first. */
  contextWords: string[];
  /** Written with the Italian alphabet only (no j, k, w, x, y, no other script): Italian places come first. */
  italianLooking: boolean;
}

/** Abbreviations written with a dot inside one word, replaced before the text is split into words. */
const DOTTED: ReadonlyArray<[RegExp, string]> = [
  [/\bs\.\s*ta\b/g, ' santa '],
  [/\bs\.\s*to\b/g, ' santo '],
  [/\bm\.\s*te\b/g, ' monte '],
  [/\bp\.\s*to\b/g, ' porto '],
  [/\bm\.\s*to\b/g, ' monferrato '],
  [/\bc\.\s*mare\b/g, ' castellammare '],
];

/** A word that stands for one of several whole words ("s" for san, santo, santa, sant', or saint in the Aosta valley). */
const EXPANSIONS: Readonly<Record<string, readonly string[]>> = {
  s: ['san', 'santo', 'santa', 'sant', 'saint'],
  ss: ['santi', 'santissimo'],
  sta: ['santa'],
  sto: ['santo'],
  mte: ['monte'],
  pto: ['porto'],
  mto: ['monferrato'],
  cmare: ['castellammare'],
  // The article's forms are written one for another ("Sant'Agata de' Goti", "dei Goti").
  de: ['de', 'dei', 'degli'],
  dei: ['dei', 'de', 'degli'],
  degli: ['degli', 'de', 'dei'],
};

/** Countries as Italians abbreviate them after a city's name ("Springfield USA"), read as the words of their Italian name. */
const COUNTRY_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  usa: ['stati', 'uniti'],
  uk: ['regno', 'unito'],
};

/** Context words with the abbreviations of countries spelt out. */
function contextOf(words: readonly string[]): string[] {
  return words.flatMap((w) => COUNTRY_ABBREVIATIONS[w] ?? [w]);
}

/** Words that say what kind of place follows, not its name ("Fraz. Mestre", "loc. Ostia"). */
const IGNORED_WORDS: ReadonlySet<string> = new Set(['fraz', 'frazione', 'loc', 'localita']);

/** More readings than this are not tried (a query of many "s" words). */
const MAX_VARIANTS = 32;

const NON_ITALIAN_LETTER = /[jkwxy]|[^\p{Script=Latin}\P{L}]/u;

/** The text without accents and in lower case, as searchWords reads it. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The name part's readings: each word, or the words it may abbreviate (the last word also as typed: it may be unfinished). */
function readings(words: readonly string[]): string[][] {
  let variants: string[][] = [[]];
  words.forEach((word, i) => {
    const expanded = EXPANSIONS[word];
    const choices = expanded ? (i === words.length - 1 ? [...expanded, word] : expanded) : [word];
    variants = variants.flatMap((v) => choices.map((c) => [...v, c])).slice(0, MAX_VARIANTS);
  });
  return variants;
}

export function parseSearchQuery(text: string): SearchQuery {
  const cut = text.search(/[,(]/);
  const namePart = cut === -1 ? text : text.slice(0, cut);
  let name = folded(namePart);
  for (const [pattern, replacement] of DOTTED) name = name.replace(pattern, replacement);
  const words = searchWords(name).filter((w) => !IGNORED_WORDS.has(w));
  return {
    words,
    variants: words.length === 0 ? [] : readings(words),
    contextWords: cut === -1 ? [] : contextOf(searchWords(text.slice(cut))),
    italianLooking: !NON_ITALIAN_LETTER.test(words.join('')),
  };
}

/** The same query with its last name word moved to the context ("milano mi" read as "milano (mi)"), when it has two or more. */
export function withLastWordAsContext(query: SearchQuery): SearchQuery | undefined {
  if (query.words.length < 2) return undefined;
  const words = query.words.slice(0, -1);
  return { ...query, words, variants: readings(words), contextWords: [...contextOf([query.words.at(-1)!]), ...query.contextWords] };
}

/** Whether a word is a country's abbreviation that contextOf spells out. */
export function isCountryAbbreviation(word: string): boolean {
  return word in COUNTRY_ABBREVIATIONS;
}

/** Words that begin the name of a seaside frazione ("Lido di Camaiore", "Marina di Pietrasanta"), and the comune's name after them. */
const SEASIDE_FIRST = new Set(['lido', 'marina']);
const SEASIDE_LINK = new Set(['di', 'del', 'della', 'dei', 'degli']);

/** The comune's words of a "Lido di …"/"Marina di …" query ("camaiore"), or undefined for any other query. */
export function seasideComuneWords(query: SearchQuery): string[] | undefined {
  const [first, link, ...rest] = query.words;
  return first && link && rest.length > 0 && SEASIDE_FIRST.has(first) && SEASIDE_LINK.has(link) ? rest : undefined;
}
