/** What several parts of the catalogue share: the app's name, page titles, axis names, dates after «il», «dal», «al». */
export const APP_NAME = 'Astrolabio';

export const AXIS_IT = { latitude: 'latitudine', longitude: 'longitudine' } as const;
export type Axis = keyof typeof AXIS_IT;

/** Under a grid or a table wider than a phone, while part of it is hidden to the right (SidewaysScroll's moreHint). */
export const MORE_TO_THE_RIGHT_IT = 'Continua a destra: scorri →';

/** A browser tab's title: the page, then the app. */
export const pageTitle = (page: string) => `${page} — ${APP_NAME}`;

/**
 * A date in words after «il», «dal» or «al»: the article is elided before the days read with a
 * vowel, otto and undici («l’8 marzo», «dall’11 aprile», «all’8 maggio»); «il 1º gennaio», «il 3 marzo».
 */
/** Degrees as the catalogue quotes them: `0,5°`, `1°`, `0,01°` (it-IT decimals, no trailing zeros). */
export const degreesIt = (deg: number) => `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 6 }).format(deg)}°`;

const MONTH_COUNT_IT = ['nessun mese', 'un mese', 'due mesi', 'tre mesi', 'quattro mesi', 'cinque mesi', 'sei mesi'];
/** A number of months in words, as a sentence says it: «tre mesi». */
export const monthsIt = (months: number) => MONTH_COUNT_IT[months] ?? `${months} mesi`;

const PLURAL_IT = new Intl.PluralRules('it-IT');
/** The noun in the number Italian gives `n`: nounIt(1, 'giorno', 'giorni') → «giorno», 0 and 2 → «giorni». */
export const nounIt = (n: number, one: string, other: string) => (PLURAL_IT.select(n) === 'one' ? one : other);
/** `n` and its noun: countIt(1, 'giorno', 'giorni') → «1 giorno», countIt(3, …) → «3 giorni». */
export const countIt = (n: number, one: string, other: string) => `${n} ${nounIt(n, one, other)}`;

const LIST_IT = new Intl.ListFormat('it-IT', { style: 'long', type: 'conjunction' });
/** Items as a sentence lists them: «Sole», «Sole e Luna», «Sole, Luna e Marte». */
export const listIt = (items: readonly string[]) => LIST_IT.format(items);

export function onDay(article: 'il' | 'dal' | 'al', date: string): string {
  if (!/^(8|11) /.test(date)) return `${article} ${date}`;
  return `${article === 'il' ? 'l' : `${article}l`}’${date}`;
}

/** Whose clock rules gave a UTC offset (the API's `rule.code`), in words: «ora austriaca, regole di Europe/Vienna». */
export type OffsetRuleCodeIt = 'placeZone' | 'austrianTime' | 'hungarianTime' | 'italianTime' | 'germanTime' | 'localMeanTime';
const RULE_COUNTRY_IT: Partial<Record<OffsetRuleCodeIt, string>> = { austrianTime: 'ora austriaca', hungarianTime: 'ora ungherese', italianTime: 'ora italiana', germanTime: 'ora tedesca' };
export function offsetRuleIt(code: OffsetRuleCodeIt, zone: string): string {
  if (code === 'localMeanTime') return 'tempo medio locale del luogo';
  const country = RULE_COUNTRY_IT[code];
  return country ? `${country}, regole di ${zone}` : `regole di ${zone}`;
}
/** Summer time under the rule applied: «ora legale (ora austriaca): sì». */
export function ruleDstIt(code: OffsetRuleCodeIt, inForce: boolean): string {
  const country = RULE_COUNTRY_IT[code];
  return `Ora legale${country ? ` (${country})` : ''}: ${inForce ? 'sì' : 'no'}`;
}
