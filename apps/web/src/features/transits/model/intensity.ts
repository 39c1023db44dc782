/**
 * The table view's bars: each day of an aspect row in one of the spec's intensity classes (orb ≤ 0.5°
 * thick, ≤ 1° medium, above none; core's barIntensity), split into applying and separating days,
 * as runs of consecutive days, so that each class is drawn as one path.
 */
import { barIntensity, type SeriesDay, type TransitMotion } from '@astrolabio/core';
import { indexRuns, type DayRange } from '../timeline/timeline-geometry.ts';

export const DRAWN_INTENSITIES = ['thick', 'medium'] as const;
export type DrawnIntensity = (typeof DRAWN_INTENSITIES)[number];
export const MOTIONS: readonly TransitMotion[] = ['applying', 'separating'];

export type IntensityRuns = Record<DrawnIntensity, Record<TransitMotion, DayRange[]>>;

/** The runs of each drawn class and motion among the days `window.start…window.end`. */
export function intensityRuns(
  series: readonly (SeriesDay | null)[],
  motion: readonly (TransitMotion | null)[],
  window: DayRange,
): IntensityRuns {
  const classOf = series.map((d) => (d ? barIntensity(d.orb) : 'none'));
  const runs = (intensity: DrawnIntensity, m: TransitMotion) => indexRuns(window.start, window.end, (i) => classOf[i] === intensity && motion[i] === m);
  return {
    thick: { applying: runs('thick', 'applying'), separating: runs('thick', 'separating') },
    medium: { applying: runs('medium', 'applying'), separating: runs('medium', 'separating') },
  };
}
