/**
 * What an aspect row of Tabella Transiti draws, in each view, for the days on screen: the table's
 * intensity bars (thick ≤ 0.5°, medium ≤ 1°; applying in full colour, separating lighter), the
 * period's extent and its exact instants; the timeline's daily bar with its exact stretches
 * (≤ 0.01°) and start / peak / end markers, the peak's orb above and the natal point's glyph
 * under it; stations on both. The day-level work (motion, periods, runs) is done once per row.
 */
import {
  MS_PER_DAY,
  TABLE_EXACT_ORB_DEG,
  TIMELINE_EXACT_ORB_DEG,
  type PointCode,
  type TransitMotion,
  houseOfCusp,
  isCuspCode,
} from '@astrolabio/core';
import { ASPECT_COLORS, BODY_GLYPHS } from '../../../lib/glyphs.ts';
import { formatOrbOneDecimal } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { DRAWN_INTENSITIES, intensityRuns, MOTIONS, type IntensityRuns } from './intensity.ts';
import { periodText } from './labels.ts';
import { periodViews, type PeriodView } from './periods.ts';
import { seriesMotion, type AspectRow } from './rows.ts';
import {
  dayStartMs,
  daySpan,
  indexRuns,
  nonOverlappingLabels,
  rangesPath,
  spansPath,
  textWidthPx,
  type DayRange,
  type Span,
  type TimeScale,
} from '../timeline/timeline-geometry.ts';
import { DEFAULT_TEXT_SIZE_PX, MARKER_RADIUS_PX, type TimelineLayer, type TimelineMarker, type TimelineTarget, type TimelineText } from '../timeline/timeline-drawing.ts';
import { BAR_HEIGHT_PX, EXACT_INSTANT_WIDTH_PX, ROW_COLOURS, SEPARATING_OPACITY } from './transit-style.ts';

export type TransitView = 'table' | 'timeline';

/** Spec section 9: a timeline row is 40 px high. */
export const ROW_HEIGHT_PX = 40;
const MID_Y = ROW_HEIGHT_PX / 2;
/** Space kept between two texts of a row; a text that would come closer to the last drawn is not drawn. */
const TEXT_GAP_PX = 2;
/** The timeline's exact hit, drawn at its instant: a bar this wide. */
export const EXACT_MARK_WIDTH_PX = 2;
/**
 * An exact stretch (daily orb ≤ 0.01°) at least this many days long is drawn over its days: a slow
 * body at its station. Shorter ones are an exact hit that a UTC day's grid would smear over one or
 * two whole days (a Moon's lasts a minute), so they are drawn at the hit's instant.
 */
export const EXACT_STRETCH_MIN_DAYS = 3;
/** A period narrower than this draws its peak marker alone: start and end circles would cover it (a Moon period is 4–8 px). */
export const ENDS_MIN_WIDTH_PX = 6 * MARKER_RADIUS_PX;
const PEAK_ORB_SIZE_PX = 9;
export const POINT_GLYPH_SIZE_PX = 11;
/** Half the widest text over a marker (`2,4°`): a text's centre stays this far inside the row. */
const TEXT_EDGE_PX = 11;

interface RowModel {
  motion: (TransitMotion | null)[];
  table?: { periods: PeriodView[]; runs: IntensityRuns };
  timeline?: { periods: PeriodView[]; motionRuns: Record<TransitMotion, DayRange[]> };
}

/**
 * Work kept per object (a row, a period), under a key that names every other input it was made
 * from: an entry is reused only when all of them are the same, and goes with its object.
 */
class KeyedCache<O extends object, V> {
  private readonly byObject = new WeakMap<O, Map<string, V>>();
  get(object: O, key: string, make: () => V): V {
    let entries = this.byObject.get(object);
    if (!entries) this.byObject.set(object, (entries = new Map()));
    let value = entries.get(key);
    if (value === undefined) entries.set(key, (value = make()));
    return value;
  }
}

/** A row's day-level work depends on the row and the days on screen (a run of consecutive days: first, last, count). */
const models = new KeyedCache<AspectRow, RowModel>();
const datesKey = (dates: readonly string[]) => `${dates[0] ?? ''}/${dates[dates.length - 1] ?? ''}/${dates.length}`;

function modelOf(row: AspectRow, dates: readonly string[]): RowModel {
  return models.get(row, datesKey(dates), () => ({ motion: seriesMotion(row, dates) }));
}

const all = (dates: readonly string[]): DayRange => ({ start: 0, end: dates.length - 1 });

function tableModel(row: AspectRow, dates: readonly string[]) {
  const m = modelOf(row, dates);
  m.table ??= { periods: periodViews(row, dates, TABLE_EXACT_ORB_DEG), runs: intensityRuns(row.series, m.motion, all(dates)) };
  return m.table;
}

function timelineModel(row: AspectRow, dates: readonly string[]) {
  const m = modelOf(row, dates);
  if (!m.timeline) {
    const periods = periodViews(row, dates, TIMELINE_EXACT_ORB_DEG);
    const { start, end } = all(dates);
    m.timeline = {
      periods,
      motionRuns: {
        applying: indexRuns(start, end, (i) => m.motion[i] === 'applying'),
        separating: indexRuns(start, end, (i) => m.motion[i] === 'separating'),
      },
    };
  }
  return m.timeline;
}

/** The periods of a row in a view (for the plain table and keyboard moves). */
export function rowPeriods(row: AspectRow, dates: readonly string[], view: TransitView): PeriodView[] {
  return view === 'table' ? tableModel(row, dates).periods : timelineModel(row, dates).periods;
}

const meets = (r: DayRange, visible: DayRange) => r.end >= visible.start && r.start <= visible.end;
const inside = (ranges: readonly DayRange[], visible: DayRange) => ranges.filter((r) => meets(r, visible));

/** A glyph for a natal point under the peak: its symbol, or the first letter for the angles (spec). */
export function pointMark(point: PointCode): string {
  if (isCuspCode(point)) return it.results.cuspShort(houseOfCusp(point));
  return point === 'ascendant' || point === 'midheaven' ? it.results[point === 'ascendant' ? 'ascendantShort' : 'midheavenShort'] : BODY_GLYPHS[point];
}

export interface RowDrawing {
  layers: TimelineLayer[];
  markers: TimelineMarker[];
  texts: TimelineText[];
  targets: TimelineTarget[];
  /** Every period of the row, in order (the keyboard walks them all, drawn or not). */
  periods: PeriodView[];
}

export interface DrawOptions {
  /** The days on screen: only they are drawn (plus the period holding `activeKey`). */
  visible: DayRange;
  /** The period whose target holds the row's tab stop: always drawn. */
  activeKey?: string | null;
  timeZone?: string;
}

export function periodKey(view: PeriodView): string {
  return `${view.period.startIndex}`;
}

/** A period's words, made once per time zone and «close» limit: scrolling redraws its target, not its dates. */
const texts = new KeyedCache<PeriodView, { label: string; detail: TimelineTarget['detail'] }>();

function targetsOf(row: AspectRow, scale: TimeScale, periods: readonly PeriodView[], options: DrawOptions, closeLimitDeg?: number): TimelineTarget[] {
  const targets: TimelineTarget[] = [];
  for (const view of periods) {
    const key = periodKey(view);
    const range = { start: view.period.startIndex, end: view.period.endIndex };
    if (!meets(range, options.visible) && key !== options.activeKey) continue;
    const span = daySpan(scale, range);
    if (!span) continue;
    const words = texts.get(view, `${options.timeZone ?? ''}/${closeLimitDeg ?? ''}`, () => {
      const detail = periodText(row.body, row.aspect, view, { closeLimitDeg, timeZone: options.timeZone });
      return { label: [detail.title, ...detail.lines].join(', '), detail };
    });
    targets.push({ key, span, ...words });
  }
  return targets;
}

/** The periods that meet the days on screen: the ones a row draws (its targets keep the active one too). */
const shownPeriods = (periods: readonly PeriodView[], visible: DayRange) =>
  periods.filter((p) => meets({ start: p.period.startIndex, end: p.period.endIndex }, visible));

/** The station marks of the periods drawn (`shown`: shownPeriods). */
function stationTexts(shown: readonly PeriodView[], scale: TimeScale, y: number): TimelineText[] {
  return shown.flatMap((p) => p.stations.map((s) => ({ key: `s${s.timeMs}`, x: scale.instantX(s.timeMs), y, text: it.transits.stationMark[s.kind], bold: true, sizePx: 9 })));
}

const widthOf = (t: TimelineText) => textWidthPx(t.text, t.sizePx ?? DEFAULT_TEXT_SIZE_PX);

/** Keeps the texts that would not overlap the last one kept (measured in px, ascending x). */
function spaced(texts: TimelineText[]): TimelineText[] {
  const sorted = texts.sort((a, b) => a.x - b.x);
  const keep = nonOverlappingLabels(sorted.map((t) => ({ x: t.x, widthPx: widthOf(t) })), TEXT_GAP_PX);
  return sorted.filter((_, i) => keep[i]);
}

/** A run of days cut where the day's closest transit changes. */
function transitPieces(row: AspectRow, run: DayRange): DayRange[] {
  const pieces: DayRange[] = [];
  for (let i = run.start; i <= run.end; i++) {
    const last = pieces[pieces.length - 1];
    if (last && row.series[i]!.recordIndex === row.series[last.end]!.recordIndex) last.end = i;
    else pieces.push({ start: i, end: i });
  }
  return pieces;
}

/**
 * The timeline's exact stretches (≤ 0.01°, spec section 9) in px. A row's run of exact days can
 * chain several transits (a Moon row is exact on a different natal point day after day), so each
 * run is cut where the day's transit changes: a transit ≤ 0.01° for EXACT_STRETCH_MIN_DAYS or more
 * (a station) is drawn over its days; a shorter one as a narrow bar at each of its exact hits in
 * those days (at its peak, or the days' middle, when its orb turns at ≤ 0.01° without reaching 0).
 */
export function exactSpans(row: AspectRow, scale: TimeScale, periods: readonly PeriodView[], visible: DayRange): Span[] {
  const spans: Span[] = [];
  for (const view of periods) {
    for (const run of view.period.exactPeriods) {
      if (!meets(run, visible)) continue;
      for (const piece of transitPieces(row, run)) {
        if (piece.end - piece.start + 1 >= EXACT_STRETCH_MIN_DAYS) {
          const span = daySpan(scale, piece);
          if (span) spans.push(span);
          continue;
        }
        const record = row.records[row.series[piece.start]!.recordIndex]!;
        const fromMs = dayStartMs(scale.dates[piece.start]!);
        const toMs = dayStartMs(scale.dates[piece.end]!) + MS_PER_DAY;
        const hits = record.exactMs.filter((ms) => ms >= fromMs && ms < toMs);
        const closest = record.peak.timeMs >= fromMs && record.peak.timeMs < toMs ? record.peak.timeMs : (fromMs + toMs) / 2;
        for (const ms of hits.length > 0 ? hits : [closest]) spans.push({ x: scale.instantX(ms) - EXACT_MARK_WIDTH_PX / 2, width: EXACT_MARK_WIDTH_PX });
      }
    }
  }
  return spans;
}

/** A text's x kept inside the row: a peak on the period's first or last day would write half its text outside. */
function inRowX(scale: TimeScale, x: number): number {
  return Math.min(Math.max(x, TEXT_EDGE_PX), scale.widthPx - TEXT_EDGE_PX);
}

/** The table view: intensity bars per day, the periods' extent, exact instants, stations, each period's natal point. */
export function tableRowDrawing(row: AspectRow, scale: TimeScale, options: DrawOptions): RowDrawing {
  const { periods, runs } = tableModel(row, scale.dates);
  const visible = options.visible;
  const color = ASPECT_COLORS[row.aspect];
  const shown = shownPeriods(periods, visible);
  const track = rangesPath(scale, shown.map((p) => ({ start: p.period.startIndex, end: p.period.endIndex })), MID_Y - BAR_HEIGHT_PX.track / 2, BAR_HEIGHT_PX.track);
  const layers: TimelineLayer[] = [{ key: 'track', d: track, fill: ROW_COLOURS.track }];
  for (const intensity of DRAWN_INTENSITIES) {
    const h = BAR_HEIGHT_PX[intensity];
    for (const motion of MOTIONS) {
      layers.push({
        key: `${intensity}-${motion}`,
        d: rangesPath(scale, inside(runs[intensity][motion], visible), MID_Y - h / 2, h),
        fill: color,
        opacity: motion === 'separating' ? SEPARATING_OPACITY : undefined,
      });
    }
  }
  const exactXs = shown.flatMap((p) => p.exactMs.map((ms) => scale.instantX(ms)));
  layers.push({ key: 'exact-instants', d: spansPath(exactXs.map((x) => ({ x: x - EXACT_INSTANT_WIDTH_PX / 2, width: EXACT_INSTANT_WIDTH_PX })), 8, ROW_HEIGHT_PX - 16), fill: ROW_COLOURS.exactInstant });
  // Which natal point each period is to, under its peak as the timeline writes it: without it the
  // table (and its printout) said «Quadratura» and nothing else. One that would overlap is left to the tooltip.
  const glyphs = shown.map((p) => ({ key: `g${periodKey(p)}`, x: inRowX(scale, scale.instantX(p.peakMs)), y: ROW_HEIGHT_PX - 2, text: pointMark(p.period.natalPoint), sizePx: POINT_GLYPH_SIZE_PX }));
  return {
    layers,
    markers: [],
    texts: [...spaced(stationTexts(shown, scale, 8)), ...spaced(glyphs)],
    targets: targetsOf(row, scale, periods, options, TABLE_EXACT_ORB_DEG),
    periods,
  };
}

/** The timeline view: a daily bar per period, exact stretches in black, start / peak / end markers. */
export function timelineRowDrawing(row: AspectRow, scale: TimeScale, options: DrawOptions): RowDrawing {
  const { periods, motionRuns } = timelineModel(row, scale.dates);
  const visible = options.visible;
  const color = ASPECT_COLORS[row.aspect];
  const bar = BAR_HEIGHT_PX.timeline;
  const layers: TimelineLayer[] = [
    { key: 'applying', d: rangesPath(scale, inside(motionRuns.applying, visible), MID_Y - bar / 2, bar), fill: color },
    { key: 'separating', d: rangesPath(scale, inside(motionRuns.separating, visible), MID_Y - bar / 2, bar), fill: color, opacity: SEPARATING_OPACITY },
    { key: 'exact', d: spansPath(exactSpans(row, scale, periods, visible), MID_Y - BAR_HEIGHT_PX.exact / 2, BAR_HEIGHT_PX.exact), fill: ROW_COLOURS.exactStretch },
  ];
  const shown = shownPeriods(periods, visible);
  const markers: TimelineMarker[] = shown.flatMap((p) => {
    const key = periodKey(p);
    const startX = scale.dayX(p.period.startIndex);
    const endX = scale.dayX(p.period.endIndex + 1);
    const peak = { key: `${key}p`, kind: 'peak' as const, x: scale.instantX(p.peakMs) };
    if (endX - startX < ENDS_MIN_WIDTH_PX) return [peak];
    return [{ key: `${key}s`, kind: 'start' as const, x: startX }, { key: `${key}e`, kind: 'end' as const, x: endX }, peak];
  });
  const inRow = (x: number) => inRowX(scale, x);
  // The orb above a peak and the natal point under it go together: a peak whose texts would overlap
  // the last drawn peak's draws neither (its tooltip still has them).
  const peaks = shown
    .map((p) => ({
      x: inRow(scale.instantX(p.peakMs)),
      orb: { key: `o${periodKey(p)}`, y: 9, text: formatOrbOneDecimal(p.period.peakOrb), sizePx: PEAK_ORB_SIZE_PX },
      glyph: { key: `g${periodKey(p)}`, y: ROW_HEIGHT_PX - 2, text: pointMark(p.period.natalPoint), sizePx: POINT_GLYPH_SIZE_PX },
    }))
    .sort((a, b) => a.x - b.x);
  const keep = nonOverlappingLabels(peaks.map((p) => ({ x: p.x, widthPx: Math.max(textWidthPx(p.orb.text, p.orb.sizePx), textWidthPx(p.glyph.text, p.glyph.sizePx)) })), TEXT_GAP_PX);
  const kept = peaks.filter((_, i) => keep[i]);
  const above = [...kept.map((p) => ({ ...p.orb, x: p.x })), ...stationTexts(shown, scale, 9)];
  const below = kept.map((p) => ({ ...p.glyph, x: p.x }));
  return {
    layers,
    markers,
    texts: [...spaced(above), ...below],
    targets: targetsOf(row, scale, periods, options),
    periods,
  };
}
