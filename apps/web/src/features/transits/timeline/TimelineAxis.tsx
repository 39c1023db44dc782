/**
 * The header of a timeline as SVG: month columns with their names (the chart screen, the transits
 * page's year mode), or a tick per day with weekends in red and labels on days 1, 15 and about
 * every 1/15 of the days (the transits page's month mode). Only draws; geometry from the scale.
 */
import { memo } from 'react';
import { axisLabelPlacement, dayTicks, textWidthPx, type MonthColumn, type TimeScale } from './timeline-geometry.ts';

export interface TimelineAxisProps {
  scale: TimeScale;
  mode: 'months' | 'days';
  heightPx: number;
  /** The text of a month column (`gennaio 2025`, `Gen`). */
  monthLabel: (month: MonthColumn) => string;
  /** A mark on the axis (today), px; omitted when outside the period. */
  markX?: number;
  markLabel?: string;
}

const WEEKEND_COLOR = '#e03131';
const GRID_COLOR = '#ced4da';
const MONTH_FONT_PX = 12;

const MARK_FONT_PX = 9;

/** The mark's name (Oggi) right of its line, or left of it where it would leave the drawing (late December). */
function MarkLabel({ x, y, axisWidthPx, text }: { x: number; y: number; axisWidthPx: number; text: string }) {
  const fitsRight = x + 3 + textWidthPx(text, MARK_FONT_PX) <= axisWidthPx;
  return <text x={fitsRight ? x + 3 : x - 3} y={y} textAnchor={fitsRight ? 'start' : 'end'} fontSize={MARK_FONT_PX} fill={WEEKEND_COLOR}>{text}</text>;
}

export const TimelineAxis = memo(function TimelineAxis({ scale, mode, heightPx, monthLabel, markX, markLabel }: TimelineAxisProps) {
  return (
    <svg width={scale.widthPx} height={heightPx} aria-hidden="true" style={{ display: 'block' }}>
      {mode === 'months' ? (
        scale.months.map((m) => {
          const label = monthLabel(m);
          const at = axisLabelPlacement(m.x + m.width / 2, textWidthPx(label, MONTH_FONT_PX), scale.widthPx);
          return (
            <g key={m.key}>
              <line x1={m.x} x2={m.x} y1={0} y2={heightPx} stroke={GRID_COLOR} />
              <text x={at.x} y={heightPx / 2 + 4} textAnchor={at.anchor} fontSize={MONTH_FONT_PX} fill="#343a40">{label}</text>
            </g>
          );
        })
      ) : (
        <>
          {scale.months.map((m) => (
            <text key={m.key} x={m.x + 2} y={11} fontSize={10} fill="#495057">{monthLabel(m)}</text>
          ))}
          {dayTicks(scale).map((d) => (
            <g key={d.date} fill={d.weekend ? WEEKEND_COLOR : '#343a40'}>
              <rect x={d.x} y={heightPx - 6} width={Math.max(0.5, Math.min(1, d.width / 4))} height={6} />
              {d.labelled && <text x={d.x + d.width / 2} y={heightPx - 9} textAnchor="middle" fontSize={10}>{d.dayOfMonth}</text>}
            </g>
          ))}
        </>
      )}
      {markX !== undefined && (
        <g>
          <line x1={markX} x2={markX} y1={heightPx - 8} y2={heightPx} stroke={WEEKEND_COLOR} strokeWidth={2} />
          {markLabel && <MarkLabel x={markX} y={heightPx - 2} axisWidthPx={scale.widthPx} text={markLabel} />}
        </g>
      )}
    </svg>
  );
});
