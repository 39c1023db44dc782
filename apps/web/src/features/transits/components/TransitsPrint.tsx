/**
 * Tabella Transiti on paper: while the browser prints, the current view is drawn whole (no
 * virtualisation) on A4 landscape pages, a set of pages for each stretch of up to twelve months,
 * with narrower month columns so that a year fits the page's width (transits.css: @page transits).
 * Only when «Stampa» of Tabella Transiti started the print (lib/print-mode.ts).
 */
import { useEffect, useState, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { formatDateIt } from '../../../lib/format.ts';
import { claimBrowserPrint, printMode } from '../../../lib/print-mode.ts';
import { it } from '../../../i18n/it.ts';
import { monthColumnScale, monthWindows, type TimeScale } from '../timeline/timeline-geometry.ts';
import { TransitViewGrid, type TransitViewGridProps } from '../table/TransitViewGrid.tsx';

/** Months per page set, and their column width: 12 × 76 px + the planet column fit A4 landscape (1047 px inside 10 mm margins). */
export const PRINT_MONTHS_PER_PAGE = 12;
export const PRINT_MONTH_WIDTH_PX = 76;

/**
 * True while the browser prints Tabella Transiti: a print its «Stampa» started, or the browser's own
 * (Ctrl+P) while the table is drawn and on screen (`panel` visible: its tab is the one shown).
 */
export function usePrinting(panel: RefObject<HTMLElement | null>, drawn: boolean): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // The pages are laid out right after beforeprint: render them synchronously. The chart's print
    // (its button, or Ctrl+P on another tab) draws nothing here.
    const before = () => {
      if (drawn && (panel.current?.getClientRects().length ?? 0) > 0) claimBrowserPrint('transits');
      if (printMode() === 'transits') flushSync(() => setPrinting(true));
    };
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [panel, drawn]);
  return printing;
}

export interface TransitsPrintProps extends Omit<TransitViewGridProps, 'scale' | 'virtualize'> {
  dates: readonly string[];
  fullScale: TimeScale;
  userLabel: string;
  /** The chart's transit settings that are not the defaults (transitSettingsNotes), under whose chart it is. */
  settingsNotes: readonly string[];
}

export function TransitsPrint({ dates, fullScale, userLabel, settingsNotes, ...grid }: TransitsPrintProps) {
  return createPortal(
    <div className="tt-print-root">
      {monthWindows(fullScale, PRINT_MONTHS_PER_PAGE).map((w) => (
        <section key={w.start} className="tt-print-set">
          <h2 className="tt-print-title">
            {it.transits.title} — {it.transits.printPage(formatDateIt(dates[w.start]!), formatDateIt(dates[w.end]!))}
          </h2>
          <p className="tt-print-user">{userLabel}</p>
          {settingsNotes.map((note) => <p key={note} className="tt-print-user">{note}</p>)}
          <TransitViewGrid {...grid} scale={monthColumnScale(dates, PRINT_MONTH_WIDTH_PX, w)} virtualize={false} />
        </section>
      ))}
    </div>,
    document.body,
  );
}
