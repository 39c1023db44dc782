/**
 * UTC offsets from the tz database with its whole history (data/tzdata, Debian's tzdata with
 * `backzone`; not Node's ICU, which merges zones before 1970): the offset and summer-time flag in
 * force at an instant, and the offset(s) a local wall-clock time can have, with spring gaps and
 * autumn repeats told apart.
 */
import { civilToEpochMs, type CivilDateTime } from '@astrolabio/core';
import type { TzType } from './tz/posix-tz.ts';
import type { ZoneHistory } from './tz/tz-data.ts';
import { loadTzData } from './tz/tz-file.ts';

/** Whether the tz data knows this IANA zone name (a zone or an alias such as Europe/Vatican). */
export function isKnownZone(zone: string): boolean {
  return loadTzData().has(zone);
}

/** The zone's history; throws for a name the tz data does not know (callers check isKnownZone first). */
export function zoneHistory(zone: string): ZoneHistory {
  const z = loadTzData().zone(zone);
  if (!z) throw new RangeError(`Unknown time zone: ${zone}`);
  return z;
}

/** The local-time type (offset, summer time, abbreviation) in force at an instant. */
export function tzTypeAt(zone: string, epochMs: number): TzType {
  const z = zoneHistory(zone);
  return z.typeOf(z.periodIndexAt(Math.floor(epochMs / 1000)));
}

/** Offset of the zone's civil time from UTC at an instant, in seconds east of Greenwich (3600 = UTC+1). */
export function utcOffsetSecondsAt(zone: string, epochMs: number): number {
  return tzTypeAt(zone, epochMs).offsetSeconds;
}

/** Whether summer time (daylight saving) is in force at an instant, as the tz database says (isdst). */
export function isDaylightSavingAt(zone: string, epochMs: number): boolean {
  return tzTypeAt(zone, epochMs).isDst;
}

/**
 * What a local wall-clock time means in a zone:
 * - `unique`: one offset;
 * - `gap`: the clocks jumped over it (spring); `candidates` = [before, after] the jump;
 * - `overlap`: it happened twice (autumn); `candidates` = [first, second] occurrence.
 * `offsetSeconds` follows the tz convention ("compatible", as Temporal and java.time do): in a gap
 * the offset in force before the jump (the time is read as if the clocks had not moved yet), in an
 * overlap the first occurrence.
 */
export interface LocalTimeOffset {
  kind: 'unique' | 'gap' | 'overlap';
  offsetSeconds: number;
  candidates: number[];
  /** An instant at which `offsetSeconds` is in force (in a gap: the last second before the jump). */
  instantMs: number;
  /** The type in force at `instantMs`. */
  type: TzType;
}

/** No UTC offset reaches a day: the periods that can hold a wall time lie within this of it. */
const SEARCH_SECONDS = 26 * 3600;

export function offsetForLocalTime(zone: string, local: CivilDateTime): LocalTimeOffset {
  const z = zoneHistory(zone);
  const wallSeconds = civilToEpochMs(local) / 1000;
  const first = z.periodIndexAt(wallSeconds - SEARCH_SECONDS);
  const last = z.periodIndexAt(wallSeconds + SEARCH_SECONDS);
  // A period holds the wall time when the instant it names there falls inside the period.
  const holding: number[] = [];
  for (let p = first; p <= last; p++) {
    const instant = wallSeconds - z.typeOf(p).offsetSeconds;
    if (instant >= z.startsSeconds[p]! && instant < z.endOf(p)) holding.push(p);
  }
  if (holding.length > 0) {
    const p = holding[0]!;
    const type = z.typeOf(p);
    return {
      kind: holding.length === 1 ? 'unique' : 'overlap',
      offsetSeconds: type.offsetSeconds,
      candidates: holding.map((h) => z.typeOf(h).offsetSeconds),
      instantMs: (wallSeconds - type.offsetSeconds) * 1000,
      type,
    };
  }
  // Skipped: the wall time lies between the old clock's reading at a change and the new clock's.
  let jump = last;
  for (let p = first + 1; p <= last; p++) {
    const at = z.startsSeconds[p]!;
    if (wallSeconds >= at + z.typeOf(p - 1).offsetSeconds && wallSeconds < at + z.typeOf(p).offsetSeconds) {
      jump = p;
      break;
    }
  }
  const before = z.typeOf(Math.max(jump - 1, 0));
  return {
    kind: 'gap',
    offsetSeconds: before.offsetSeconds,
    candidates: [before.offsetSeconds, z.typeOf(jump).offsetSeconds],
    instantMs: (z.startsSeconds[jump]! - 1) * 1000,
    type: before,
  };
}

/** `UTC+01:00`, `UTC+05:30`, `UTC−03:30`, and seconds when there are any (`UTC+00:36:46`). */
export function formatUtcOffset(offsetSeconds: number): string {
  const total = Math.round(Math.abs(offsetSeconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${offsetSeconds < 0 ? '−' : '+'}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}
