/**
 * Tabella Transiti's view model, made once per answer and kept with it (by the answer's identity):
 * the period's days and month columns, the planet groups for a set of filters, and each aspect
 * row's drawing of a window of days. The prefetch after the chart makes it as soon as the answer
 * arrives (warmTransitViews, in idle moments), so that the click on the tab only draws: the model
 * and the drawings were a third of that click (issue 23).
 */
import { datesInPeriod } from '@astrolabio/core';
import type { TransitData } from '../api/transiti.ts';
import type { TransitFilters } from './filters.ts';
import { firstWindow } from './grid-window.ts';
import { tableRowDrawing, timelineRowDrawing, type RowDrawing, type TransitView } from './row-drawing.ts';
import { planetGroups, type AspectRow, type PlanetGroup } from './rows.ts';
import { monthColumnScale, type DayRange, type TimeScale } from '../timeline/timeline-geometry.ts';

/** Spec section 9: a month column is 120 px wide. */
export const MONTH_WIDTH_PX = 120;

export interface PeriodScale {
  /** The period's UTC days. */
  dates: readonly string[];
  scale: TimeScale;
}

const scales = new WeakMap<TransitData, PeriodScale>();

/** The answer's days and its month columns on screen. */
export function periodScale(data: TransitData): PeriodScale {
  let s = scales.get(data);
  if (!s) {
    const dates = datesInPeriod(data.startDate, data.endDate);
    scales.set(data, (s = { dates, scale: monthColumnScale(dates, MONTH_WIDTH_PX) }));
  }
  return s;
}

const filtersKey = (f: TransitFilters) => `${f.planets.join(',')}|${f.aspects.join(',')}`;
/** Per answer, the groups of the last few filter sets (a filter clicked back finds its groups again). */
const groupsByData = new WeakMap<TransitData, Map<string, PlanetGroup[]>>();
const FILTER_SETS_KEPT = 4;

/**
 * The planets shown with their aspect rows. While Luna loads, the answer on screen has no Luna:
 * the planets it has are shown.
 */
export function shownGroups(data: TransitData, filters: TransitFilters): PlanetGroup[] {
  let byFilters = groupsByData.get(data);
  if (!byFilters) groupsByData.set(data, (byFilters = new Map()));
  const key = filtersKey(filters);
  let groups = byFilters.get(key);
  if (!groups) {
    const fetched = new Set(data.houses.map((h) => h.transitBody));
    const shown = { ...filters, planets: filters.planets.filter((p) => fetched.has(p)) };
    groups = planetGroups({ records: data.records, dates: periodScale(data).dates, maxOrbDeg: data.maxOrbDeg }, shown);
    if (byFilters.size >= FILTER_SETS_KEPT) byFilters.delete(byFilters.keys().next().value!);
    byFilters.set(key, groups);
  }
  return groups;
}

/** Whether the groups for these filters are made already: the tab can then draw at once. */
export function hasShownGroups(data: TransitData, filters: TransitFilters): boolean {
  return groupsByData.get(data)?.has(filtersKey(filters)) ?? false;
}

/** Per row, its drawings with nothing active, by view and window (scrolling back finds them again). */
const drawings = new WeakMap<AspectRow, Map<string, RowDrawing>>();
const WINDOWS_KEPT = 6;

/** A row's drawing with no period active (the keyboard's active period is drawn afresh). */
export function restingRowDrawing(view: TransitView, row: AspectRow, scale: TimeScale, visible: DayRange): RowDrawing {
  let byWindow = drawings.get(row);
  if (!byWindow) drawings.set(row, (byWindow = new Map()));
  const key = `${view}|${visible.start}-${visible.end}|${scale.widthPx}`;
  let drawing = byWindow.get(key);
  if (!drawing) {
    drawing = (view === 'table' ? tableRowDrawing : timelineRowDrawing)(row, scale, { visible, activeKey: null });
    if (byWindow.size >= WINDOWS_KEPT) byWindow.delete(byWindow.keys().next().value!);
    byWindow.set(key, drawing);
  }
  return drawing;
}

/** A slice of work when the browser is idle; setTimeout where there is no requestIdleCallback (Safari, jsdom). */
function whenIdle(work: (timeLeftMs: () => number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const start = performance.now();
    work(() => 8 - (performance.now() - start));
  }, 0);
  return () => clearTimeout(id);
}

/**
 * Makes the table's model for `filters` and every aspect row's drawing of the first window, a few
 * rows in each idle moment; returns a function that stops it (the chart changed).
 */
export function warmTransitViews(data: TransitData, filters: TransitFilters, view: TransitView = 'table'): () => void {
  let cancel = () => {};
  let rows: AspectRow[] | null = null;
  let next = 0;
  const step = (timeLeftMs: () => number) => {
    const { scale } = periodScale(data);
    rows ??= shownGroups(data, filters).flatMap((g) => g.rows);
    const visible = firstWindow(scale);
    while (next < rows.length && timeLeftMs() > 1) restingRowDrawing(view, rows[next++]!, scale, visible);
    if (next < rows.length) cancel = whenIdle(step);
  };
  cancel = whenIdle(step);
  return () => cancel();
}
