/**
 * The UTC offset in force at a place, at a local date and time: Italy's local mean time before
 * 1 November 1893, the tz database otherwise, with a note for every choice the caller should show.
 */
import type { CivilDateTime } from '@astrolabio/core';
import { isItalianLocalMeanTime, localMeanTimeOffsetSeconds } from './local-mean-time.ts';
import { isDaylightSavingAt, offsetForLocalTime } from './utc-offset.ts';

/** Why the offset is what it is, as codes; the API turns them into Italian sentences. */
export type OffsetNote =
  | { code: 'localMeanTime'; longitude: number; offsetSeconds: number }
  | { code: 'nonexistentLocalTime'; zone: string; candidates: [number, number]; chosenSeconds: number }
  | { code: 'ambiguousLocalTime'; zone: string; candidates: number[]; chosenSeconds: number };

export interface ResolvedOffset {
  /** Seconds east of Greenwich. Local mean time keeps its fraction of a second. */
  offsetSeconds: number;
  dst: boolean;
  notes: OffsetNote[];
}

export function resolveUtcOffset(input: { zone: string; longitude: number; local: CivilDateTime }): ResolvedOffset {
  const { zone, longitude, local } = input;
  if (isItalianLocalMeanTime(zone, local)) {
    const offsetSeconds = localMeanTimeOffsetSeconds(longitude);
    return { offsetSeconds, dst: false, notes: [{ code: 'localMeanTime', longitude, offsetSeconds }] };
  }
  const found = offsetForLocalTime(zone, local);
  const dst = isDaylightSavingAt(zone, found.instantMs);
  const notes: OffsetNote[] = [];
  if (found.kind === 'gap') {
    notes.push({ code: 'nonexistentLocalTime', zone, candidates: [found.candidates[0]!, found.candidates[1]!], chosenSeconds: found.offsetSeconds });
  } else if (found.kind === 'overlap') {
    notes.push({ code: 'ambiguousLocalTime', zone, candidates: found.candidates, chosenSeconds: found.offsetSeconds });
  }
  return { offsetSeconds: found.offsetSeconds, dst, notes };
}
