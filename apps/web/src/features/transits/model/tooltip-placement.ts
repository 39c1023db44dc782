/** Where a bar's tooltip goes across the scrolling box: under its bar, shifted left so it never runs past the box's visible right edge (a phone's screen). */

/** A small gap kept between the tooltip and the box's edges, px. */
const EDGE_GAP_PX = 4;

/**
 * The tooltip's left, px in the box's content: `wantedLeftPx` (under the bar) unless the tooltip,
 * `widthPx` wide, would end past the visible part [`viewLeftPx`, `viewLeftPx + viewWidthPx`];
 * then shifted left, and never past the visible left edge.
 */
export function tooltipLeftPx(wantedLeftPx: number, widthPx: number, viewLeftPx: number, viewWidthPx: number): number {
  const maxLeft = viewLeftPx + viewWidthPx - EDGE_GAP_PX - widthPx;
  return Math.max(viewLeftPx + EDGE_GAP_PX, Math.min(wantedLeftPx, maxLeft));
}
