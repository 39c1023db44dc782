/**
 * The scrolling box both transit views draw in: a header row with the time axis kept at the top, a
 * label column kept at the left, and rows drawn only when on screen (rows virtualised with
 * @tanstack/react-virtual, days windowed to the months in view). The page itself never scrolls
 * sideways: the box does. Exposed as an ARIA table of rows, each with its row header.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { visibleDayRange, type DayRange, type TimeScale } from '../timeline/timeline-geometry.ts';

export interface GridItem {
  key: string;
  heightPx: number;
  /** Not virtualised (printing), the row is as high as its content (a note's text), heightPx at least. */
  growsWhenPrinted?: boolean;
  /** Rows of one group (a planet's name, its aspect rows, its note) are never split across printed pages. */
  groupKey?: string;
}

export interface GridTooltip {
  /** Where the pointer or focus is, px inside the drawing (x from the axis' start). */
  x: number;
  rowKey: string;
  title: string;
  lines: readonly string[];
}

export interface TransitGridProps<T extends GridItem> {
  /** The table's accessible name. */
  label: string;
  scale: TimeScale;
  items: readonly T[];
  labelWidthPx: number;
  headerHeightPx: number;
  /** The header's first cell (column title) and the axis drawing. */
  corner: ReactNode;
  axis: ReactNode;
  renderLabel: (item: T) => ReactNode;
  /** The row's drawing for the days in view. */
  renderContent: (item: T, visible: DayRange) => ReactNode;
  /** False when printing: every row and day is drawn. */
  virtualize: boolean;
  /** A vertical line across the rows (today), px on the axis. */
  markX?: number;
  tooltip?: GridTooltip | null;
  /** The tooltip's id: the target it describes points to it (aria-describedby). */
  tooltipId?: string;
  /** Largest height of the box on screen. */
  maxHeight?: string;
}

/** Days beyond the box's edges that are drawn as well, so a small scroll shows no blank. */
const OVERSCAN_PX = 400;
/** The first render, and a box with no size yet (jsdom, a tab being shown), are taken for a laptop's box. */
const INITIAL_RECT = { width: 1200, height: 720 };

/** The days in view, widened to whole months, so that rows redraw only when a month comes into view. */
function daysInView(scale: TimeScale, scrollLeft: number, widthPx: number): DayRange {
  const days = visibleDayRange(scale, scrollLeft - OVERSCAN_PX, scrollLeft + widthPx + OVERSCAN_PX);
  const first = scale.months.find((m) => m.lastIndex >= days.start) ?? scale.months[0]!;
  const last = [...scale.months].reverse().find((m) => m.firstIndex <= days.end) ?? scale.months[scale.months.length - 1]!;
  return { start: first.firstIndex, end: last.lastIndex };
}

export function TransitGrid<T extends GridItem>(props: TransitGridProps<T>) {
  const { scale, items, labelWidthPx, headerHeightPx, virtualize } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change identity with its state; nothing below memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => items[i]!.heightPx,
    getItemKey: (i) => items[i]!.key,
    paddingStart: headerHeightPx,
    overscan: 6,
    initialRect: INITIAL_RECT,
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.width === 0 && rect.height === 0 ? INITIAL_RECT : rect)),
    enabled: virtualize,
  });
  const [visible, setVisible] = useState<DayRange>(() => (virtualize ? daysInView(scale, 0, INITIAL_RECT.width) : scale.window));
  const frame = useRef(0);
  const updateVisible = useCallback(() => {
    const box = scrollRef.current;
    if (!box || !virtualize) return;
    const next = daysInView(scale, Math.max(0, box.scrollLeft - labelWidthPx), box.clientWidth || INITIAL_RECT.width);
    setVisible((v) => (v.start === next.start && v.end === next.end ? v : next));
  }, [scale, labelWidthPx, virtualize]);
  useEffect(() => {
    updateVisible();
    const box = scrollRef.current;
    if (!box) return;
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(updateVisible);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      box.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame.current);
    };
  }, [updateVisible]);

  const days = virtualize ? visible : scale.window;
  const totalHeight = headerHeightPx + items.reduce((h, item) => h + item.heightPx, 0);
  const rows = virtualize
    ? virtualizer.getVirtualItems().map((v) => ({ item: items[v.index]!, index: v.index, top: v.start }))
    : positioned(items, headerHeightPx);
  const contentWidth = labelWidthPx + scale.widthPx;
  const tooltipRow = props.tooltip ? rows.find((r) => r.item.key === props.tooltip!.rowKey) : undefined;
  const drawRow = ({ item, index, top }: { item: T; index: number; top: number }) => (
    <div
      key={item.key}
      className={virtualize ? 'tt-row' : item.growsWhenPrinted ? 'tt-row tt-row-flow tt-row-grows' : 'tt-row tt-row-flow'}
      role="row"
      aria-rowindex={index + 2}
      data-row={item.key}
      style={{ top: virtualize ? top : undefined, height: item.heightPx, width: contentWidth }}
    >
      <div className="tt-label" role="rowheader" style={{ width: labelWidthPx }}>{props.renderLabel(item)}</div>
      <div className="tt-cell" role="cell" style={{ width: scale.widthPx }}>{props.renderContent(item, days)}</div>
    </div>
  );

  return (
    <div
      ref={scrollRef}
      className="tt-scroll"
      role="table"
      aria-label={props.label}
      aria-rowcount={items.length + 1}
      style={{ maxHeight: virtualize ? props.maxHeight ?? '70vh' : undefined }}
    >
      <div className="tt-content" style={{ width: contentWidth, height: virtualize ? totalHeight : undefined }}>
        {/* The wrappers are `display: contents` on screen (the header stays sticky in the box); printed,
            they are a table's header group, repeated on every page, and its row groups (transits.css). */}
        <div className="tt-header-group">
          <div className="tt-header" role="row" aria-rowindex={1} style={{ height: headerHeightPx, width: contentWidth }}>
            <div className="tt-corner" role="columnheader" style={{ width: labelWidthPx }}>{props.corner}</div>
            <div role="columnheader">{props.axis}</div>
          </div>
        </div>
        {virtualize
          ? rows.map(drawRow)
          : groupsOf(rows).map((group) => <div key={group[0]!.item.key} className="tt-row-group">{group.map(drawRow)}</div>)}
        {props.markX !== undefined && (
          <div className="tt-mark" aria-hidden="true" style={{ left: labelWidthPx + props.markX, top: headerHeightPx, height: totalHeight - headerHeightPx }} />
        )}
        {props.tooltip && tooltipRow && (
          <div
            id={props.tooltipId}
            className="tt-tooltip"
            role="tooltip"
            style={{ left: labelWidthPx + Math.max(0, props.tooltip.x), top: tooltipRow.top + tooltipRow.item.heightPx + 2 }}
          >
            <strong>{props.tooltip.title}</strong>
            {props.tooltip.lines.map((l) => <div key={l}>{l}</div>)}
          </div>
        )}
      </div>
    </div>
  );
}

/** Consecutive rows of the same group together; a row without a group is a group of its own. */
function groupsOf<R extends { item: GridItem }>(rows: readonly R[]): R[][] {
  const groups: R[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && row.item.groupKey !== undefined && last[0]!.item.groupKey === row.item.groupKey) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** Every item with its top, one after the other below the header (printing: no virtualisation). */
function positioned<T extends GridItem>(items: readonly T[], headerHeightPx: number) {
  let top = headerHeightPx;
  return items.map((item, index) => {
    const row = { item, index, top };
    top += item.heightPx;
    return row;
  });
}
