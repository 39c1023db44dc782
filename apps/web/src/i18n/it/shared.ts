/** What several parts of the catalogue share: the app's name, page titles, axis names, dates after «il», «dal», «al». */
export const APP_NAME = 'Astrolabio';

export const AXIS_IT = { latitude: 'latitudine', longitude: 'longitudine' } as const;
export type Axis = keyof typeof AXIS_IT;

/** A browser tab's title: the page, then the app. */
export const pageTitle = (page: string) => `${page} — ${APP_NAME}`;

/**
 * A date in words after «il», «dal» or «al»: the article is elided before the days read with a
 * vowel, otto and undici («l’8 marzo», «dall’11 aprile», «all’8 maggio»); «il 1º gennaio», «il 3 marzo».
 */
export function onDay(article: 'il' | 'dal' | 'al', date: string): string {
  if (!/^(8|11) /.test(date)) return `${article} ${date}`;
  return `${article === 'il' ? 'l' : `${article}l`}’${date}`;
}
