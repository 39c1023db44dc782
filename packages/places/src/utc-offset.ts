/**
 * UTC offsets from the tz database as Node's ICU carries it (Intl): the offset in force at an
 * instant, and the offset(s) a local wall-clock time can have, with spring gaps and autumn
 * repeats told apart. Pure: no I/O, works the same in a browser.
 */
import { civilToEpochMs, type CivilDateTime } from '@astrolabio/core';

// Building an Intl.DateTimeFormat costs far more than using one: one of each kind per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', era: 'short',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Formats only the zone's long name ("Central European Summer Time"). */
function zoneNameFormatterFor(zone: string): Intl.DateTimeFormat {
  let f = zoneNameFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' });
    zoneNameFormatters.set(zone, f);
  }
  return f;
}

/** Whether the tz database (as ICU has it) knows this IANA zone name. */
export function isKnownZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone's civil time from UTC at an instant, in seconds east of Greenwich (3600 = UTC+1). */
export function utcOffsetSecondsAt(zone: string, epochMs: number): number {
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(new Date(wholeSecondMs))) parts[p.type] = p.value;
  let year = Number(parts.year);
  if (parts.era === 'BC') year = 1 - year;
  const wallMs = civilToEpochMs({
    year, month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second),
  });
  return Math.round((wallMs - wholeSecondMs) / 1000);
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
  /** An instant at which `offsetSeconds` is in force (in a gap: one before the jump). */
  instantMs: number;
}

/** Transitions are never closer than this, so the offsets at ±36 h bracket the one we need. */
const BRACKET_MS = 36 * 3_600_000;

export function offsetForLocalTime(zone: string, local: CivilDateTime): LocalTimeOffset {
  const wallMs = civilToEpochMs(local);
  const before = utcOffsetSecondsAt(zone, wallMs - BRACKET_MS);
  const after = utcOffsetSecondsAt(zone, wallMs + BRACKET_MS);
  const tried = [...new Set([before, after, utcOffsetSecondsAt(zone, wallMs)])];
  const valid = tried.filter((o) => utcOffsetSecondsAt(zone, wallMs - o * 1000) === o);
  if (valid.length === 1) return { kind: 'unique', offsetSeconds: valid[0]!, candidates: valid, instantMs: wallMs - valid[0]! * 1000 };
  if (valid.length > 1) {
    // The larger offset reaches the wall time at the earlier instant: that is the first occurrence.
    const ordered = [...valid].sort((a, b) => b - a);
    return { kind: 'overlap', offsetSeconds: ordered[0]!, candidates: ordered, instantMs: wallMs - ordered[0]! * 1000 };
  }
  return { kind: 'gap', offsetSeconds: before, candidates: [before, after], instantMs: wallMs - BRACKET_MS };
}

/**
 * Whether summer time (daylight saving) is in force at an instant. ICU names the period when it
 * has a metazone for it ("Central European Summer Time", from 1970 for most zones); before that
 * the offset is compared with the smallest offset of the surrounding three years that differs from
 * it by whole half hours, which is the standard time of that era (this is what marks Italy's war
 * time 1940–1942, year-round, as summer time).
 */
export function isDaylightSavingAt(zone: string, epochMs: number): boolean {
  const name = zoneNameFormatterFor(zone)
    .formatToParts(new Date(epochMs)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (/\b(Summer|Daylight)\b/.test(name)) return true;
  if (/\bStandard\b/.test(name)) return false;
  const offset = utcOffsetSecondsAt(zone, epochMs);
  const year = new Date(epochMs).getUTCFullYear();
  let standard = offset;
  for (let y = year - 1; y <= year + 1; y++) {
    for (let m = 0; m < 12; m++) {
      const other = utcOffsetSecondsAt(zone, Date.UTC(y, m, 15));
      // Summer time moves clocks by whole half hours; a difference in odd seconds is a change of
      // standard (local mean time → zone time), not summer time.
      if ((offset - other) % 1800 === 0) standard = Math.min(standard, other);
    }
  }
  return offset > standard;
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
