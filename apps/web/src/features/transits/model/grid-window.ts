/**
 * Which days of a transit grid are drawn: the months in view in the scrolling box, and a little
 * beyond. Pure, so that the rows' drawings of the first window can be made before the grid is on
 * screen (view-model.ts) with the very range the grid asks for.
 */
import { visibleDayRange, type DayRange, type TimeScale } from '../timeline/timeline-geometry.ts';

/** Days beyond the box's edges that are drawn as well, so a small scroll shows no blank. */
export const OVERSCAN_PX = 400;
/** The first render, and a box with no size yet (jsdom, a tab being shown), are taken for a laptop's box. */
export const INITIAL_RECT = { width: 1200, height: 720 };

/** The days in view, widened to whole months, so that rows redraw only when a month comes into view. */
export function daysInView(scale: TimeScale, scrollLeft: number, widthPx: number): DayRange {
  const days = visibleDayRange(scale, scrollLeft - OVERSCAN_PX, scrollLeft + widthPx + OVERSCAN_PX);
  const first = scale.months.find((m) => m.lastIndex >= days.start) ?? scale.months[0]!;
  const last = [...scale.months].reverse().find((m) => m.firstIndex <= days.end) ?? scale.months[scale.months.length - 1]!;
  return { start: first.firstIndex, end: last.lastIndex };
}

/** The days a grid draws before it knows its box: the first screen from the period's start. */
export function firstWindow(scale: TimeScale): DayRange {
  return daysInView(scale, 0, INITIAL_RECT.width);
}
