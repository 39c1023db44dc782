/**
 * Which of the page's printouts a print shows: the natal chart (print.css, the default, also for the
 * browser's own Ctrl+P) or Tabella Transiti (transits.css). The button that starts a print names it
 * on <html data-print-mode>, which each printout's CSS is keyed on, so the two never hide each other.
 */
export type PrintMode = 'chart' | 'transits';

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
  const root = document.documentElement;
  root.setAttribute(PRINT_MODE_ATTRIBUTE, mode);
  window.addEventListener('afterprint', () => root.removeAttribute(PRINT_MODE_ATTRIBUTE), { once: true });
  window.print();
}
