/**
 * The UTC offset in force at a place, at a local date and time: Austria's rules in the comuni that
 * were Austrian until November 1918, local mean time before standard time (Italy's before
 * 1 November 1893, elsewhere the tz database's LMT, both from the birthplace's longitude), the tz
 * database otherwise; with a note for every choice the caller should show.
 */
import type { CivilDateTime } from '@astrolabio/core';
import { AUSTRIAN_TIME_UNTIL, AUSTRIAN_ZONE, followsAustrianTime } from './austrian-time.ts';
import {
  ITALIAN_STANDARD_TIME_FROM, isItalianLocalMeanTime, LMT_ABBREVIATION, localMeanTimeEnd, localMeanTimeOffsetSeconds,
} from './local-mean-time.ts';
import { offsetForLocalTime, zoneHistory } from './utc-offset.ts';

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Why the offset is what it is, as codes; the API turns them into Italian sentences. */
export type OffsetNote =
  /** Local mean time from the longitude: `italy` before 1 November 1893, `zone` before the zone's first standard time (`zone`, from `standardFrom`). */
  | { code: 'localMeanTime'; rule: 'italy' | 'zone'; zone: string; standardFrom: CivilDate; longitude: number; offsetSeconds: number }
  /** The place was Austrian: `zone`'s rules are used until `until` (the first day of Italian time). */
  | { code: 'austrianTime'; zone: string; until: CivilDate }
  | { code: 'nonexistentLocalTime'; zone: string; candidates: [number, number]; chosenSeconds: number }
  | { code: 'ambiguousLocalTime'; zone: string; candidates: number[]; chosenSeconds: number };

export interface ResolvedOffset {
  /** Seconds east of Greenwich. Local mean time keeps its fraction of a second. */
  offsetSeconds: number;
  dst: boolean;
  notes: OffsetNote[];
}

export interface OffsetQuery {
  /** The place's IANA zone. */
  zone: string;
  /** Degrees, east positive: local mean time's offset. */
  longitude: number;
  /** ISTAT code of the place's comune, when it is Italian: decides the Austrian rule. */
  istat?: string;
  local: CivilDateTime;
}

function dateOf(c: CivilDate): CivilDate {
  return { year: c.year, month: c.month, day: c.day };
}

function localMeanTime(rule: 'italy' | 'zone', zone: string, standardFrom: CivilDate, longitude: number): ResolvedOffset {
  const offsetSeconds = localMeanTimeOffsetSeconds(longitude);
  return { offsetSeconds, dst: false, notes: [{ code: 'localMeanTime', rule, zone, standardFrom: dateOf(standardFrom), longitude, offsetSeconds }] };
}

export function resolveUtcOffset(query: OffsetQuery): ResolvedOffset {
  const { longitude, local } = query;
  const austrian = followsAustrianTime(query.istat, local);
  const zone = austrian ? AUSTRIAN_ZONE : query.zone;
  const first: OffsetNote[] = austrian ? [{ code: 'austrianTime', zone, until: dateOf(AUSTRIAN_TIME_UNTIL) }] : [];
  const withFirst = (r: ResolvedOffset): ResolvedOffset => ({ ...r, notes: [...first, ...r.notes] });

  if (isItalianLocalMeanTime(zone, local)) return withFirst(localMeanTime('italy', zone, ITALIAN_STANDARD_TIME_FROM, longitude));
  const found = offsetForLocalTime(zone, local);
  const lmtEnd = found.type.abbreviation === LMT_ABBREVIATION ? localMeanTimeEnd(zoneHistory(zone)) : undefined;
  if (lmtEnd) return withFirst(localMeanTime('zone', zone, lmtEnd, longitude));
  const notes: OffsetNote[] = [];
  if (found.kind === 'gap') {
    notes.push({ code: 'nonexistentLocalTime', zone, candidates: [found.candidates[0]!, found.candidates[1]!], chosenSeconds: found.offsetSeconds });
  } else if (found.kind === 'overlap') {
    notes.push({ code: 'ambiguousLocalTime', zone, candidates: found.candidates, chosenSeconds: found.offsetSeconds });
  }
  return withFirst({ offsetSeconds: found.offsetSeconds, dst: found.type.isDst, notes });
}
