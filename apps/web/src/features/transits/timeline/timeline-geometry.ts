/**
 * Geometry of a transit timeline in SVG pixels: where each UTC day, month and instant of a period
 * lies on the horizontal axis, the ticks of its header, and bars as path data (one path per layer,
 * not one element per day). Pure functions, no React: the components in this folder only draw what
 * these return. Used by the chart screen's Tabella Transiti and by the /testing transits page.
 */
import { daysInMonth, MS_PER_DAY } from '@astrolabio/core';

/** A horizontal stretch, px. */
export interface Span {
  x: number;
  width: number;
}

/** An inclusive range of day indexes into the period's dates. */
export interface DayRange {
  start: number;
  end: number;
}

/** One calendar month on the axis. */
export interface MonthColumn {
  /** `YYYY-MM`. */
  key: string;
  year: number;
  /** 1–12. */
  month: number;
  x: number;
  width: number;
  /** The month's first and last day inside the drawn window (indexes into the dates). */
  firstIndex: number;
  lastIndex: number;
}

export interface TimeScale {
  /** The whole period's UTC days, `YYYY-MM-DD`, consecutive. */
  readonly dates: readonly string[];
  /** The days drawn: all of them, or a window (a printed page). Inclusive indexes into `dates`. */
  readonly window: DayRange;
  readonly widthPx: number;
  readonly months: readonly MonthColumn[];
  /** Left edge of day `index` (index = window.end + 1 gives the right edge of the last day). */
  dayX(index: number): number;
  dayWidth(index: number): number;
  /** An instant (epoch ms) on the axis, clamped to the window's edges. */
  instantX(ms: number): number;
}

/** 00:00 UTC of a `YYYY-MM-DD` day, epoch ms. */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fullWindow(dates: readonly string[]): DayRange {
  return { start: 0, end: dates.length - 1 };
}

function checkWindow(dates: readonly string[], window: DayRange): void {
  if (dates.length === 0 || window.start < 0 || window.end >= dates.length || window.start > window.end) {
    throw new RangeError(`window ${window.start}…${window.end} outside ${dates.length} dates`);
  }
}

/**
 * Builds a scale from each drawn day's left edge (x from the axis' left end) and width; `lefts` has
 * one entry more than the days: the right edge of the last one.
 */
function scaleFrom(dates: readonly string[], window: DayRange, lefts: Float64Array, widths: Float64Array, months: MonthColumn[], widthPx: number): TimeScale {
  const originMs = dayStartMs(dates[0]!);
  const local = (index: number) => Math.min(Math.max(index, window.start), window.end + 1) - window.start;
  const first = lefts[0]!;
  const last = lefts[lefts.length - 1]!;
  return {
    dates,
    window,
    widthPx,
    months,
    dayX: (index) => lefts[local(index)]!,
    dayWidth: (index) => widths[Math.min(local(index), widths.length - 1)]!,
    instantX(ms) {
      const dayFloat = (ms - originMs) / MS_PER_DAY;
      if (dayFloat < window.start) return first;
      if (dayFloat >= window.end + 1) return last;
      const index = Math.floor(dayFloat);
      const k = index - window.start;
      return lefts[k]! + (dayFloat - index) * widths[k]!;
    },
  };
}

/** The months of the window, in order, with their first and last drawn day. */
function monthsOf(dates: readonly string[], window: DayRange): Omit<MonthColumn, 'x' | 'width'>[] {
  const months: Omit<MonthColumn, 'x' | 'width'>[] = [];
  for (let i = window.start; i <= window.end; i++) {
    const key = dates[i]!.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) last.lastIndex = i;
    else months.push({ key, year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), firstIndex: i, lastIndex: i });
  }
  return months;
}

/**
 * One column of `monthWidthPx` per calendar month (spec section 9: 120 px), each day a share of its
 * month (1/31 of January, 1/28 of February). A month the period only partly covers keeps its whole
 * column, with its days in their places, so that every column reads as the same calendar month.
 */
export function monthColumnScale(dates: readonly string[], monthWidthPx: number, window: DayRange = fullWindow(dates)): TimeScale {
  checkWindow(dates, window);
  const n = window.end - window.start + 1;
  const lefts = new Float64Array(n + 1);
  const widths = new Float64Array(n);
  const months = monthsOf(dates, window).map((m, k) => ({ ...m, x: k * monthWidthPx, width: monthWidthPx }));
  for (const m of months) {
    const dayWidth = monthWidthPx / daysInMonth(m.year, m.month);
    for (let i = m.firstIndex; i <= m.lastIndex; i++) {
      lefts[i - window.start] = m.x + (Number(dates[i]!.slice(8, 10)) - 1) * dayWidth;
      widths[i - window.start] = dayWidth;
    }
  }
  lefts[n] = lefts[n - 1]! + widths[n - 1]!;
  return scaleFrom(dates, window, lefts, widths, months, months.length * monthWidthPx);
}

/** Every day the same width (the /testing page's month mode: a tick per day). */
export function uniformDayScale(dates: readonly string[], dayWidthPx: number, window: DayRange = fullWindow(dates)): TimeScale {
  checkWindow(dates, window);
  const n = window.end - window.start + 1;
  const lefts = Float64Array.from({ length: n + 1 }, (_, k) => k * dayWidthPx);
  const widths = new Float64Array(n).fill(dayWidthPx);
  const months = monthsOf(dates, window).map((m) => ({
    ...m,
    x: (m.firstIndex - window.start) * dayWidthPx,
    width: (m.lastIndex - m.firstIndex + 1) * dayWidthPx,
  }));
  return scaleFrom(dates, window, lefts, widths, months, n * dayWidthPx);
}

/** A day of the header of a timeline drawn day by day. */
export interface DayTick {
  index: number;
  date: string;
  dayOfMonth: number;
  x: number;
  width: number;
  /** Saturday or Sunday (drawn in red). */
  weekend: boolean;
  /** Its number is written: days 1 and 15, and about every 1/15 of the days. */
  labelled: boolean;
}

/** Spec (transits page, month mode): a tick per day, labelled roughly every 1/15 of the days and on days 1 and 15. */
export const DAY_LABEL_FRACTION = 15;

export function dayTicks(scale: TimeScale): DayTick[] {
  const { start, end } = scale.window;
  const step = Math.max(1, Math.round((end - start + 1) / DAY_LABEL_FRACTION));
  const ticks: DayTick[] = [];
  for (let i = start; i <= end; i++) {
    const date = scale.dates[i]!;
    const dayOfMonth = Number(date.slice(8, 10));
    const weekday = new Date(dayStartMs(date)).getUTCDay();
    ticks.push({
      index: i,
      date,
      dayOfMonth,
      x: scale.dayX(i),
      width: scale.dayWidth(i),
      weekend: weekday === 0 || weekday === 6,
      labelled: dayOfMonth === 1 || dayOfMonth === 15 || (i - start) % step === 0,
    });
  }
  return ticks;
}

/** The days `start…end` on the axis, clipped to the drawn window; null when none of them is drawn. */
export function daySpan(scale: TimeScale, range: DayRange): Span | null {
  const start = Math.max(range.start, scale.window.start);
  const end = Math.min(range.end, scale.window.end);
  if (start > end) return null;
  const x = scale.dayX(start);
  return { x, width: scale.dayX(end + 1) - x };
}

/** Consecutive indexes `from…to` for which `test` holds, as inclusive ranges. */
export function indexRuns(from: number, to: number, test: (index: number) => boolean): DayRange[] {
  const runs: DayRange[] = [];
  let open: DayRange | null = null;
  for (let i = from; i <= to; i++) {
    if (test(i)) {
      if (open) open.end = i;
      else runs.push((open = { start: i, end: i }));
    } else open = null;
  }
  return runs;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Rectangles `y … y + height` over the spans as one SVG path (`M x y h w v h h -w z` each). */
export function spansPath(spans: readonly Span[], y: number, height: number): string {
  return spans.map((s) => `M${r2(s.x)} ${r2(y)}h${r2(s.width)}v${r2(height)}h${r2(-s.width)}z`).join('');
}

/** The day ranges as one path of rectangles, clipped to the scale's window. */
export function rangesPath(scale: TimeScale, ranges: readonly DayRange[], y: number, height: number): string {
  const spans: Span[] = [];
  for (const r of ranges) {
    const s = daySpan(scale, r);
    if (s) spans.push(s);
  }
  return spansPath(spans, y, height);
}

/**
 * The width of a short text (`0,4°`, `AC`, `12`) in the timeline's sans-serif, px: 0.62 em a
 * character, the advance of a digit in DejaVu Sans and Arial (0.64 and 0.56 em), rounded up.
 */
export const TEXT_EM_PER_CHAR = 0.62;

export function textWidthPx(text: string, fontSizePx: number): number {
  return [...text].length * fontSizePx * TEXT_EM_PER_CHAR;
}

/** A text centred on `x`, `widthPx` wide. */
export interface CentredLabel {
  x: number;
  widthPx: number;
}

/**
 * Which labels (ascending x, each centred on its x) are drawn so that none overlaps another: the
 * first, then each one whose left edge is at least `gapPx` after the right edge of the last drawn.
 * A Moon row has a transit every other day; its orbs and glyphs would overwrite each other.
 */
export function nonOverlappingLabels(labels: readonly CentredLabel[], gapPx: number): boolean[] {
  let lastRight = Number.NEGATIVE_INFINITY;
  return labels.map((l) => {
    if (l.x - l.widthPx / 2 < lastRight + gapPx) return false;
    lastRight = l.x + l.widthPx / 2;
    return true;
  });
}

/** Where an axis label is drawn: its x and SVG text-anchor. */
export interface AxisLabelPlacement {
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * A label centred on `centreX` unless that would put it past an end of the axis (`axisWidthPx`
 * wide): then anchored at that end, `paddingPx` in. A narrow first column («Adatta al periodo»,
 * 19 px a month on a phone) centred «2026» half off the drawing, and it read «026».
 */
export function axisLabelPlacement(centreX: number, labelWidthPx: number, axisWidthPx: number, paddingPx = 2): AxisLabelPlacement {
  if (centreX - labelWidthPx / 2 < paddingPx) return { x: paddingPx, anchor: 'start' };
  if (centreX + labelWidthPx / 2 > axisWidthPx - paddingPx) return { x: axisWidthPx - paddingPx, anchor: 'end' };
  return { x: centreX, anchor: 'middle' };
}

/** The day indexes whose columns meet the horizontal stretch `fromX…toX` (what a scrolled box shows). */
export function visibleDayRange(scale: TimeScale, fromX: number, toX: number): DayRange {
  const { start, end } = scale.window;
  let lo = start;
  let hi = end;
  // Binary searches on the days' left edges, which grow with the index.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (scale.dayX(mid) <= fromX) lo = mid;
    else hi = mid - 1;
  }
  const first = lo;
  lo = first;
  hi = end;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (scale.dayX(mid) < toX) lo = mid;
    else hi = mid - 1;
  }
  return { start: first, end: lo };
}

/** The window's days cut into runs of whole months, `monthsPerWindow` at a time (printed pages). */
export function monthWindows(scale: TimeScale, monthsPerWindow: number): DayRange[] {
  const windows: DayRange[] = [];
  for (let k = 0; k < scale.months.length; k += monthsPerWindow) {
    const months = scale.months.slice(k, k + monthsPerWindow);
    windows.push({ start: months[0]!.firstIndex, end: months[months.length - 1]!.lastIndex });
  }
  return windows;
}

/** The narrowest month column «Adatta al periodo» draws (ten years in a phone's width would be 2 px). */
export const MIN_FIT_MONTH_WIDTH_PX = 6;

/**
 * «Adatta al periodo»: the month column width that puts `monthCount` months into `availablePx`
 * (wider than the spec's 120 px for a short period, narrower for a long one), floored to a hundredth
 * of a pixel so that the sum never overflows, and at least MIN_FIT_MONTH_WIDTH_PX.
 */
export function fitMonthWidthPx(monthCount: number, availablePx: number): number {
  if (monthCount < 1 || !(availablePx > 0)) return MIN_FIT_MONTH_WIDTH_PX;
  return Math.max(MIN_FIT_MONTH_WIDTH_PX, Math.floor((availablePx / monthCount) * 100) / 100);
}

/** The calendar months a period's days touch (its month columns). */
export function monthCountOf(dates: readonly string[]): number {
  if (dates.length === 0) return 0;
  const [y0, m0] = dates[0]!.split('-').map(Number) as [number, number];
  const [y1, m1] = dates[dates.length - 1]!.split('-').map(Number) as [number, number];
  return (y1 - y0) * 12 + (m1 - m0) + 1;
}
