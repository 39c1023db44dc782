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

/** The civil date and minute in `zone` of the UTC minute formatUtcMinute gives for `ms`. */
export function zonedParts(ms: number, zone: string): ZonedParts {
  const minuteMs = Date.parse(formatUtcMinute(ms).replace('Z', ':00Z'));
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(minuteMs).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), time: `${parts.hour}:${parts.minute}` };
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
