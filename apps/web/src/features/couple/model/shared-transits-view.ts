/**
 * «Transiti di coppia» as its view draws them: one row per couple transit, in the answer's order
 * (by start, then body and points), with where its stretches lie in the period as shares of it —
 * each person's whole transit, and the time both hold — for the row's bar.
 */
import { MS_PER_DAY, type CoupleTransit } from '@astrolabio/core';

/** A stretch of the period as shares of its length, [0, 1]. */
export interface PeriodShare {
  from: number;
  to: number;
}

export interface SharedTransitRow {
  key: string;
  transit: CoupleTransit;
  /** Each person's transit and the overlap, clipped to the period. */
  first: PeriodShare;
  second: PeriodShare;
  both: PeriodShare;
}

/** The period's UTC days, first to last inclusive, as epoch ms [start, end). */
export function periodSpanMs(startDate: string, endDate: string): { startMs: number; endMs: number } {
  return { startMs: Date.parse(`${startDate}T00:00:00Z`), endMs: Date.parse(`${endDate}T00:00:00Z`) + MS_PER_DAY };
}

const share = (fromMs: number, toMs: number, span: { startMs: number; endMs: number }): PeriodShare => {
  const length = span.endMs - span.startMs;
  const clip = (ms: number) => Math.min(1, Math.max(0, (ms - span.startMs) / length));
  return { from: clip(fromMs), to: clip(toMs) };
};

export function sharedTransitRows(transits: readonly CoupleTransit[], startDate: string, endDate: string): SharedTransitRow[] {
  const span = periodSpanMs(startDate, endDate);
  return transits.map((t) => ({
    key: `${t.transitBody}|${t.first.natalPoint}|${t.first.aspect}|${t.first.angleDeg}|${t.second.natalPoint}|${t.second.aspect}|${t.second.angleDeg}|${t.startMs}`,
    transit: t,
    first: share(t.first.startMs, t.first.endMs, span),
    second: share(t.second.startMs, t.second.endMs, span),
    both: share(t.startMs, t.endMs, span),
  }));
}
