/** A print button names its printout on <html> until the browser's print is over; Ctrl+P is the view on screen's, else the chart's. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { claimBrowserPrint, PRINT_MODE_ATTRIBUTE, printMode, startPrint } from './print-mode.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(PRINT_MODE_ATTRIBUTE);
});

describe('print mode', () => {
  test('with no print button pressed (the browser\'s own print) the chart is printed', () => {
    expect(printMode()).toBe('chart');
  });

  test('startPrint marks the printout before the browser prints and clears it at afterprint', () => {
    let seenWhilePrinting: string | null = null;
    vi.spyOn(window, 'print').mockImplementation(() => {
      seenWhilePrinting = printMode();
      window.dispatchEvent(new Event('beforeprint'));
    });
    startPrint('transits');
    expect(seenWhilePrinting).toBe('transits');
    expect(document.documentElement.getAttribute(PRINT_MODE_ATTRIBUTE)).toBe('transits');
    window.dispatchEvent(new Event('afterprint'));
    expect(printMode()).toBe('chart');
    expect(document.documentElement.hasAttribute(PRINT_MODE_ATTRIBUTE)).toBe(false);
  });

  test('the browser\'s own print is claimed by the view on screen until afterprint, never over a button\'s', () => {
    claimBrowserPrint('transits');
    expect(printMode()).toBe('transits');
    window.dispatchEvent(new Event('afterprint'));
    expect(printMode()).toBe('chart');

    vi.spyOn(window, 'print').mockImplementation(() => {
      claimBrowserPrint('transits');
    });
    startPrint('chart');
    expect(document.documentElement.getAttribute(PRINT_MODE_ATTRIBUTE)).toBe('chart');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.hasAttribute(PRINT_MODE_ATTRIBUTE)).toBe(false);
  });
});
