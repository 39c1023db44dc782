/**
 * The scrolling box both transit views draw in: a header row with the time axis kept at the top, a
 * label column kept at the left, and rows drawn only when on screen (rows virtualised with
 * @tanstack/react-virtual, days windowed to the months in view). The page itself never scrolls
 * sideways: the box does. Exposed as an ARIA table of rows, each with its row header.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { elementScroll, useVirtualizer, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import type { DayRange, TimeScale } from '../timeline/timeline-geometry.ts';
import { daysInView, firstWindow, INITIAL_RECT } from '../model/grid-window.ts';
import { tooltipLeftPx } from '../model/tooltip-placement.ts';

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

type Rect = { width: number; height: number };

/**
 * The scrolling box's size for the virtualiser, from a ResizeObserver only: its first answer comes
 * after the browser has laid the page out anyway. The library's own observer also read the box's
 * rectangle at once, in a layout effect, which forced style and layout in the middle of the click
 * that opens the tab (36 ms of its 67; issue 23); until the first answer the rows are laid out for
 * INITIAL_RECT. A box with no size (jsdom, a hidden tab) is taken for INITIAL_RECT too.
 */
function observeBoxSize(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void): (() => void) | undefined {
  const box = instance.scrollElement;
  if (!box || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const { width, height } = entry!.contentRect;
    onRect(width === 0 && height === 0 ? INITIAL_RECT : { width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(box);
  return () => observer.disconnect();
}

export function TransitGrid<T extends GridItem>(props: TransitGridProps<T>) {
  const { scale, items, labelWidthPx, headerHeightPx, virtualize } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  // Whether the box has left the top: until then the virtualiser's write of offset 0 at mount is
  // skipped, a scrollTo that would force a layout in the click that shows the grid (issue 23).
  const leftTop = useRef(false);
  const scrollToFn = useCallback<VirtualizerOptions<HTMLDivElement, Element>['scrollToFn']>((offset, options, instance) => {
    if (!leftTop.current && offset + (options.adjustments ?? 0) === 0) return;
    leftTop.current = true;
    elementScroll(offset, options, instance);
  }, []);
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
    observeElementRect: observeBoxSize,
    scrollToFn,
    enabled: virtualize,
  });
  const [visible, setVisible] = useState<DayRange>(() => (virtualize ? firstWindow(scale) : scale.window));
  const frame = useRef(0);
  const updateVisible = useCallback(() => {
    const box = scrollRef.current;
    if (!box || !virtualize) return;
    const next = daysInView(scale, Math.max(0, box.scrollLeft - labelWidthPx), box.clientWidth || INITIAL_RECT.width);
    setVisible((v) => (v.start === next.start && v.end === next.end ? v : next));
  }, [scale, labelWidthPx, virtualize]);
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    // The box's scroll and width are read when the browser has laid it out (the observer's first
    // answer), not here, where reading them would force a layout in the click's task.
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => updateVisible());
    if (sized) sized.observe(box);
    else updateVisible();
    const onScroll = () => {
      leftTop.current = true;
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(updateVisible);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      sized?.disconnect();
      box.removeEventListener('scroll', onScroll);
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
  const wantedTooltipLeftPx = props.tooltip ? labelWidthPx + Math.max(0, props.tooltip.x) : 0;
  // Measured once drawn: shifted so that it ends inside the box's visible part, not past the screen.
  useLayoutEffect(() => {
    const tip = tooltipRef.current;
    const box = scrollRef.current;
    if (!tip || !box) return;
    tip.style.left = `${tooltipLeftPx(wantedTooltipLeftPx, tip.offsetWidth, box.scrollLeft, box.clientWidth)}px`;
  });
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
            ref={tooltipRef}
            id={props.tooltipId}
            className="tt-tooltip"
            role="tooltip"
            style={{ left: wantedTooltipLeftPx, top: tooltipRow.top + tooltipRow.item.heightPx + 2 }}
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
