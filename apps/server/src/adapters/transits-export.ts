/**
 * The exact hits of a transit run as files: an iCalendar calendar (one event per exact hit, built
 * with the `ics` package) and a CSV table of the same rows (spreadsheet-csv.ts). Their Italian
 * sentences are in messages.ts; instants in UTC.
 */
import { createEventsAsync, type EventAttributes } from 'ics';
import { formatUtcMinute } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { TRANSIT_EXPORT_TEXTS as T } from '../messages.ts';
import { csvText } from './spreadsheet-csv.ts';
import { exactHits, transitTitleIt, type TransitRun } from './transits.ts';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const MINUTE_MS = 60_000;

/**
 * An instant (ms since 1970, UTC) rounded to its minute as `ics`' date array [year, month, day, hour,
 * minute] in UTC. Not the milliseconds themselves: `ics` rejects a negative time stamp, i.e. every
 * transit before 1970, while the supported range starts in 1800.
 */
function utcMinuteArray(ms: number): [number, number, number, number, number] {
  const d = new Date(Math.round(ms / MINUTE_MS) * MINUTE_MS);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

function orbWindowIt(run: TransitRun, r: TransitRun['records'][number]): string {
  const start = formatUtcMinute(r.startMs);
  const end = formatUtcMinute(r.endMs);
  return T.orbWindow(run.maxOrb, r.clippedStart ? T.openBeforePeriod(start) : start, r.clippedEnd ? T.openAfterPeriod(end) : end, r.house);
}

/**
 * RFC 5545 text: CRLF line ends, folded lines, a stable UID per hit (importing again updates, not
 * duplicates), DTSTAMP. `ics` folds at 75 characters rather than 75 octets, so the texts here are
 * plain ASCII (the catalogue's names are): every line then stays within 75 octets.
 * `ics` takes about 0.16 ms an event (validation and folding): ten years of every transit are some
 * 22 000 events and 3.5 s, so the calendar is built with its asynchronous variant, which lets the
 * server answer other requests every 1 000 events instead of stopping for the whole calendar.
 */
export async function transitsToIcs(run: TransitRun): Promise<string> {
  const events: EventAttributes[] = exactHits(run).map(({ timeMs, record: r }) => {
    const title = transitTitleIt(r);
    const instant = formatUtcMinute(timeMs);
    return {
      // An exact transit is an instant: a one-minute event at its minute (a DTEND must follow DTSTART).
      start: utcMinuteArray(timeMs),
      duration: { minutes: 1 },
      startInputType: 'utc',
      startOutputType: 'utc',
      title,
      description: `${T.exactAt(title, instant)} ${orbWindowIt(run, r)}`,
      uid: `${instant}-${r.transitBody}-${r.aspect}-${r.angleDeg}-${r.natalPoint}@astrolabio`,
      categories: [T.category],
    };
  });
  const { error, value } = await createEventsAsync(events, {
    productId: '-//Astrolabio//Transiti//IT',
    calName: T.calendarName(run.startDate, run.endDate),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

export const CSV_FIELDS = [
  'esatto_utc', 'pianeta_transito', 'aspetto', 'punto_natale', 'transito', 'casa', 'inizio_orbita_utc', 'fine_orbita_utc',
] as const;

/**
 * One row per exact hit, the same rows as the calendar. Every cell comes from our own catalogue,
 * but csvText neutralises formulas all the same.
 */
export function transitsToCsv(run: TransitRun): string {
  const data = exactHits(run).map(({ timeMs, record: r }) => [
    formatUtcMinute(timeMs),
    BODY_NAMES_IT[r.transitBody],
    ASPECT_NAMES_IT[r.aspect],
    POINT_NAMES_IT[r.natalPoint],
    transitTitleIt(r),
    String(r.house),
    formatUtcMinute(r.startMs),
    formatUtcMinute(r.endMs),
  ]);
  return csvText(CSV_FIELDS, data);
}
