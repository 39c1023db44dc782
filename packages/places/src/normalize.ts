/**
 * Text normalisation for place search: case, accents, apostrophes, hyphens and spaces do not
 * matter ("Città di Castello" = "citta di castello" = "cittadicastello"; "Sant'Agata" = "santagata").
 */

/** Letters that Unicode decomposition leaves whole, spelt the way an Italian keyboard would. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŋ: 'n',
};
const FOLDED_PATTERN = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/** The words of a text: lower case, no accents, split on anything that is not a letter or digit. */
export function searchWords(text: string): string[] {
  // Most names are plain ASCII: the same words without Unicode decomposition (a third of the index build).
  if (!NON_ASCII.test(text)) return text.toLowerCase().split(ASCII_SEPARATORS).filter((w) => w.length > 0);
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(FOLDED_PATTERN, (ch) => FOLDED_LETTERS[ch] ?? ch)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The comparison key of a text: its words joined with nothing ("Sant'Agata de' Goti" → "santagatadegoti"). */
export function searchKey(text: string): string {
  return searchWords(text).join('');
}
