/**
 * The transit timeline, for any page that draws one (the chart screen's Tabella Transiti, the
 * /testing transits page): the geometry (scales by month column or by day, ticks, spans, paths,
 * printed windows) and the two drawing components, which only draw what they are given.
 */
export * from './timeline-geometry.ts';
export { TimelineAxis, type TimelineAxisProps } from './TimelineAxis.tsx';
export {
  DEFAULT_TEXT_SIZE_PX,
  MARKER_RADIUS_PX,
  MARKER_STROKES,
  TimelineRow,
  type TimelineLayer,
  type TimelineMarker,
  type TimelineMarkerKind,
  type TimelineRowProps,
  type TimelineTarget,
  type TimelineText,
} from './TimelineRow.tsx';
