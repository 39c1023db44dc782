/**
 * What a timeline row is given to draw, as plain data (no component): layers of bars, markers,
 * texts, focusable targets, and the markers' and texts' fixed style. The view models
 * (model/row-drawing.ts) build these; TimelineRow.tsx only draws them.
 */
import type { Span } from './timeline-geometry.ts';

export interface TimelineLayer {
  key: string;
  /** Path data, usually many rectangles (spansPath). */
  d: string;
  fill: string;
  opacity?: number;
}

export type TimelineMarkerKind = 'start' | 'peak' | 'end';

export interface TimelineMarker {
  key: string;
  kind: TimelineMarkerKind;
  x: number;
}

export interface TimelineText {
  key: string;
  x: number;
  y: number;
  text: string;
  color?: string;
  sizePx?: number;
  bold?: boolean;
}

export interface TimelineTarget {
  key: string;
  span: Span;
  /** The Italian sentence a screen reader says. */
  label: string;
  /** The same, as a tooltip shows it: a title and one line per fact. */
  detail?: { title: string; lines: readonly string[] };
}

/** Spec (transits page): start green, peak gold, end red outlines. */
export const MARKER_STROKES: Readonly<Record<TimelineMarkerKind, string>> = {
  start: '#2f9e44',
  peak: '#d4a017',
  end: '#e03131',
};

export const MARKER_RADIUS_PX = 4;

/** A text's size when it names none, px. */
export const DEFAULT_TEXT_SIZE_PX = 10;
