/**
 * One row of a timeline as SVG: layers of bars (each one path), start / peak / end markers (spec:
 * green, gold and red outlines), small texts (the peak's orb, the natal point's glyph under the
 * peak, stations), and a focusable, labelled target per period for the keyboard, screen readers
 * and the pointer. Only draws what it is given; a row is one tab stop, its periods a roving group.
 */
import { memo, type FocusEvent, type KeyboardEvent } from 'react';
import {
  DEFAULT_TEXT_SIZE_PX,
  MARKER_RADIUS_PX,
  MARKER_STROKES,
  type TimelineLayer,
  type TimelineMarker,
  type TimelineTarget,
  type TimelineText,
} from './timeline-drawing.ts';

export interface TimelineRowProps {
  widthPx: number;
  heightPx: number;
  /** The markers' vertical centre, px. */
  markerY: number;
  layers: readonly TimelineLayer[];
  markers: readonly TimelineMarker[];
  texts: readonly TimelineText[];
  /** In x order. */
  targets: readonly TimelineTarget[];
  /** The target that holds the row's tab stop (the first when null or absent). */
  activeKey: string | null;
  /** The group's name for screen readers («Saturno, quadratura»). */
  label: string;
  /** The target whose words the tooltip shows now, and the tooltip's id: that target is described by it. */
  describedKey?: string | null;
  tooltipId?: string;
  onTargetFocus?: (target: TimelineTarget, element: SVGElement) => void;
  onTargetBlur?: () => void;
  /** Keys on a target: arrows, Home and End move the row's tab stop, Escape hides the tooltip. */
  onTargetKey?: (target: TimelineTarget, event: KeyboardEvent<SVGElement>) => void;
}

export const TimelineRow = memo(function TimelineRow(props: TimelineRowProps) {
  const { widthPx, heightPx, markerY, layers, markers, texts, targets, activeKey, label } = props;
  const tabStop = targets.some((t) => t.key === activeKey) ? activeKey : targets[0]?.key;
  return (
    <svg width={widthPx} height={heightPx} role="group" aria-label={label} style={{ display: 'block', overflow: 'visible' }}>
      {layers.map((l) => l.d && <path key={l.key} d={l.d} fill={l.fill} opacity={l.opacity} data-layer={l.key} aria-hidden="true" />)}
      {markers.map((m) => (
        <circle
          key={m.key}
          cx={m.x}
          cy={markerY}
          r={MARKER_RADIUS_PX}
          fill="#fff"
          stroke={MARKER_STROKES[m.kind]}
          strokeWidth={2}
          data-marker={m.kind}
          aria-hidden="true"
        />
      ))}
      {texts.map((t) => (
        <text key={t.key} x={t.x} y={t.y} textAnchor="middle" fontSize={t.sizePx ?? DEFAULT_TEXT_SIZE_PX} fontWeight={t.bold ? 700 : undefined} fill={t.color ?? '#343a40'} aria-hidden="true">
          {t.text}
        </text>
      ))}
      {targets.map((t) => (
        <rect
          key={t.key}
          className="tt-target"
          x={t.span.x}
          y={1}
          width={Math.max(t.span.width, 6)}
          height={heightPx - 2}
          fill="transparent"
          role="img"
          aria-label={t.label}
          tabIndex={t.key === tabStop ? 0 : -1}
          data-target={t.key}
          aria-describedby={t.key === props.describedKey ? props.tooltipId : undefined}
          onFocus={props.onTargetFocus && ((e: FocusEvent<SVGRectElement>) => props.onTargetFocus!(t, e.currentTarget))}
          onMouseEnter={props.onTargetFocus && ((e) => {
            // On a touch screen the pointer a tap leaves behind "enters" whatever bar the new tab
            // draws under it: there the tooltip opens on a tap (focus) only.
            if (!hoverIsReal()) return;
            props.onTargetFocus!(t, e.currentTarget);
          })}
          onBlur={props.onTargetBlur}
          onMouseLeave={props.onTargetBlur}
          onKeyDown={props.onTargetKey && ((e) => props.onTargetKey!(t, e))}
        />
      ))}
    </svg>
  );
});

/** A mouse that hovers (not a phone's touch screen, which reports `hover: none`). */
function hoverIsReal(): boolean {
  return !window.matchMedia('(hover: none)').matches;
}
