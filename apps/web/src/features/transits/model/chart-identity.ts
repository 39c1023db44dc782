/**
 * What identifies a natal chart in the browser's storage (its transit notes and filters): the birth
 * instant in UT and the place, so that two profiles never share notes and a chart computed again, or
 * loaded from another profile with the same birth, finds its own.
 */

export interface ChartIdentity {
  /** The birth instant, ISO-8601 UTC (the chart's meta.ut). */
  ut: string;
  latitude: number;
  longitude: number;
}

/** Four decimals of a degree are 11 m: the same place typed twice, never two places. */
export function chartIdOf(c: ChartIdentity): string {
  return `${c.ut}@${c.latitude.toFixed(4)},${c.longitude.toFixed(4)}`;
}
