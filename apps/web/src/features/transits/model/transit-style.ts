/**
 * How an aspect row is drawn, read by the drawing (row-drawing.ts) and by the legend
 * (TransitLegend.tsx) alike, so the legend always shows what the rows show: bar heights, the
 * separating days' lightness, the colours that are not an aspect's own (those are ASPECT_COLORS).
 */

/** Bar heights, px: the table's intensities, its in-orb track, the timeline's bar and its exact stretches. */
export const BAR_HEIGHT_PX = { thick: 14, medium: 6, timeline: 8, exact: 14, track: 2 } as const;
/** Separating days are drawn in the same colour, lighter. */
export const SEPARATING_OPACITY = 0.45;
/** The table's exact instants: a line this wide, px. */
export const EXACT_INSTANT_WIDTH_PX = 1.5;
export const ROW_COLOURS = {
  /** The table's thin line over a period's days in orb. */
  track: '#adb5bd',
  /** The table's exact instants. */
  exactInstant: '#212529',
  /** The timeline's exact stretches. */
  exactStretch: '#000',
} as const;
