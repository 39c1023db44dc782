/**
 * Which of the page's printouts a print shows: the natal chart (print.css, the default), Tabella
 * Transiti (transits.css), the return (solar-return.css) or the couple's view (couple.css). The
 * button that starts a print names it on <html data-print-mode>, which each printout's CSS is keyed
 * on, so they never hide each other; the browser's own print (Ctrl+P) is named by the view on
 * screen (claimBrowserPrint).
 */
export type PrintMode = 'chart' | 'transits' | 'solarReturn' | 'couple';

export const PRINT_MODE_ATTRIBUTE = 'data-print-mode';

/** The printout asked for by the last print button, or the chart when none is under way. */
export function printMode(): PrintMode {
  return document.documentElement.getAttribute(PRINT_MODE_ATTRIBUTE) === 'transits' ? 'transits' : 'chart';
}

/**
 * Prints `mode`'s printout. The mark stays until the browser says the print is over (afterprint:
 * some browsers return from print() before the dialog closes), so a later Ctrl+P prints the chart.
 */
export function startPrint(mode: PrintMode): void {
  markUntilAfterPrint(mode);
  window.print();
}

/**
 * For a print the browser started itself (Ctrl+P, the menu), called at beforeprint by the view on
 * screen: names `mode` unless a print button already named one. Cleared at afterprint like a button's.
 */
export function claimBrowserPrint(mode: PrintMode): void {
  if (document.documentElement.hasAttribute(PRINT_MODE_ATTRIBUTE)) return;
  markUntilAfterPrint(mode);
}

function markUntilAfterPrint(mode: PrintMode): void {
  const root = document.documentElement;
  root.setAttribute(PRINT_MODE_ATTRIBUTE, mode);
  window.addEventListener('afterprint', () => root.removeAttribute(PRINT_MODE_ATTRIBUTE), { once: true });
}
