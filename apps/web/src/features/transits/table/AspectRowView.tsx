/**
 * An aspect row on screen: its drawing for the days in view (row-drawing.ts) through the generic
 * TimelineRow, with the row's keyboard: one tab stop, arrows (Home, End) move between its periods,
 * drawn or not; the focused or hovered period's words go to the tooltip (which describes it), and
 * Escape or leaving it hides them.
 */
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { periodKey, ROW_HEIGHT_PX, tableRowDrawing, timelineRowDrawing, type TransitView } from '../model/row-drawing.ts';
import type { AspectRow } from '../model/rows.ts';
import { restingRowDrawing } from '../model/view-model.ts';
import type { DayRange, TimeScale } from '../timeline/timeline-geometry.ts';
import type { TimelineTarget } from '../timeline/timeline-drawing.ts';
import { TimelineRow } from '../timeline/TimelineRow.tsx';
import type { GridTooltip } from './TransitGrid.tsx';

export interface AspectRowViewProps {
  rowKey: string;
  row: AspectRow;
  scale: TimeScale;
  view: TransitView;
  visibleStart: number;
  visibleEnd: number;
  onTooltip: (tooltip: GridTooltip | null) => void;
  /** The id of the grid's tooltip (TransitGrid's tooltipId). */
  tooltipId: string;
}

const STEP_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

export const AspectRowView = memo(function AspectRowView({ rowKey, row, scale, view, visibleStart, visibleEnd, onTooltip, tooltipId }: AspectRowViewProps) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  /** The target whose words the tooltip shows. */
  const [shownKey, setShownKey] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const visible: DayRange = { start: visibleStart, end: visibleEnd };
  const draw = view === 'table' ? tableRowDrawing : timelineRowDrawing;
  // With no active period, the drawing made when the answer arrived (view-model.ts), or made now and kept.
  const drawing = activeKey === null ? restingRowDrawing(view, row, scale, visible) : draw(row, scale, { visible, activeKey });

  useLayoutEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    boxRef.current?.querySelector<SVGElement>(`[data-target="${key}"]`)?.focus();
  });

  const show = (target: TimelineTarget) => {
    if (!target.detail) return;
    setShownKey(target.key);
    onTooltip({ x: target.span.x, rowKey, title: target.detail.title, lines: target.detail.lines });
  };
  const hide = () => {
    setShownKey(null);
    onTooltip(null);
  };
  const onKey = (target: TimelineTarget, event: KeyboardEvent<SVGElement>) => {
    if (event.key === 'Escape') {
      if (shownKey !== null) event.preventDefault();
      hide();
      return;
    }
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const keys = drawing.periods.map(periodKey);
    const next = keys[step(keys.indexOf(target.key), keys.length)];
    if (next === undefined || next === target.key) return;
    focusNext.current = next;
    setActiveKey(next);
  };

  return (
    <div ref={boxRef}>
      <TimelineRow
        widthPx={scale.widthPx}
        heightPx={ROW_HEIGHT_PX}
        markerY={ROW_HEIGHT_PX / 2}
        layers={drawing.layers}
        markers={drawing.markers}
        texts={drawing.texts}
        targets={drawing.targets}
        activeKey={activeKey}
        label={it.transits.rowLabel(BODY_NAMES_IT[row.body], ASPECT_NAMES_IT[row.aspect])}
        describedKey={shownKey}
        tooltipId={tooltipId}
        onTargetFocus={(target) => {
          setActiveKey(target.key);
          show(target);
        }}
        onTargetBlur={hide}
        onTargetKey={onKey}
      />
    </div>
  );
});
