/**
 * An exact instant as the exports write it in the user's time zone (issue 21: the screen shows the
 * browser's zone, the files wrote UTC): `GG/MM/AAAA HH:mm` for a spreadsheet's cell and
 * «il 3 gennaio 2026 alle 01:06, ora di Roma» for a sentence. The minute is the one formatUtcMinute
 * names (rounded), so the files and the JSON answer agree; the zone's offset at that minute comes
 * from the runtime's ICU data (Intl), the same tz database the browser uses.
 */
import { formatUtcMinute } from '@astrolabio/core';
import { longDateIt, TRANSIT_EXPORT_TEXTS as T, zoneNameIt } from '../messages.ts';

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  /** HH:mm, 24 hours. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

const HOUR_MS = 3_600_000;
const MAX_HOURS_KEPT = 200_000;
/** Per zone, the offset from UTC (minutes) at the start of each UTC hour asked so far. */
const hourOffsets = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at `ms` (a whole UTC minute), minutes, from the runtime's ICU data. */
function offsetMinutesAt(ms: number, zone: string): number {
  const p = Object.fromEntries(formatterFor(zone).formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - ms) / 60_000;
}

function hourOffsetMinutes(hourMs: number, zone: string): number {
  let byHour = hourOffsets.get(zone);
  // A worker lives long: a zone's hours forgotten past some 20 years of them (~1 MB).
  if (!byHour || byHour.size > MAX_HOURS_KEPT) hourOffsets.set(zone, (byHour = new Map()));
  let offset = byHour.get(hourMs);
  if (offset === undefined) byHour.set(hourMs, (offset = offsetMinutesAt(hourMs, zone)));
  return offset;
}

/**
 * The civil date and minute in `zone` of the UTC minute formatUtcMinute gives for `ms`. Intl's
 * formatToParts costs some 20 µs, and a ten-year calendar writes ~45 000 instants (issue 34: it made
 * the .ics ×1.8 dearer): the offset is asked once per UTC hour and zone, and used for every minute of
 * an hour whose both ends have the same offset (no zone changes offset twice within an hour); an hour
 * with a change asks Intl for the minute itself.
 */
export function zonedParts(ms: number, zone: string): ZonedParts {
  const minuteMs = Date.parse(formatUtcMinute(ms).replace('Z', ':00Z'));
  const hourMs = Math.floor(minuteMs / HOUR_MS) * HOUR_MS;
  const before = hourOffsetMinutes(hourMs, zone);
  const offset = before === hourOffsetMinutes(hourMs + HOUR_MS, zone) ? before : offsetMinutesAt(minuteMs, zone);
  const local = new Date(minuteMs + offset * 60_000);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), time: `${hh}:${mm}` };
}

/** `GG/MM/AAAA HH:mm` in `zone`: a spreadsheet cell. */
export function zonedCellIt(ms: number, zone: string): string {
  const p = zonedParts(ms, zone);
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year} ${p.time}`;
}

/** «il 3 gennaio 2026 alle 01:06, ora di Roma». */
export function zonedSentenceIt(ms: number, zone: string): string {
  const p = zonedParts(ms, zone);
  return T.onDayAt(longDateIt(p), p.time, zoneNameIt(zone));
}
