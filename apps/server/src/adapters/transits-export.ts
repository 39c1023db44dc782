/**
 * The exact hits of a transit run as files: an iCalendar calendar (one event per exact hit,
 * icalendar.ts) and a CSV table of the same rows (spreadsheet-csv.ts). Their Italian sentences
 * are in messages.ts; instants in UTC.
 */
import { formatUtcMinute } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { TRANSIT_EXPORT_TEXTS as T } from '../messages.ts';
import { calendarBytes, type CalendarEvent } from './icalendar.ts';
import { csvText } from './spreadsheet-csv.ts';
import { exactHits, transitTitleIt, type TransitRun } from './transits.ts';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const MINUTE_MS = 60_000;

function orbWindowIt(run: TransitRun, r: TransitRun['records'][number]): string {
  const start = formatUtcMinute(r.startMs);
  const end = formatUtcMinute(r.endMs);
  return T.orbWindow(run.maxOrb, r.clippedStart ? T.openBeforePeriod(start) : start, r.clippedEnd ? T.openAfterPeriod(end) : end, r.house);
}

/**
 * RFC 5545 text (icalendar.ts): one event per exact hit at its minute, a stable UID per hit
 * (importing again updates, not duplicates), DTSTAMP = `stampMs`, when the file is made.
 */
export function transitsToIcs(run: TransitRun, stampMs: number = Date.now()): Buffer {
  const events: CalendarEvent[] = exactHits(run).map(({ timeMs, record: r }) => {
    const title = transitTitleIt(r);
    const instant = formatUtcMinute(timeMs);
    return {
      uid: `${instant}-${r.transitBody}-${r.aspect}-${r.angleDeg}-${r.natalPoint}@astrolabio`,
      summary: title,
      description: `${T.exactAt(title, instant)} ${orbWindowIt(run, r)}`,
      // An exact transit is an instant: a one-minute event at its minute, the minute `instant` names.
      startMs: Math.round(timeMs / MINUTE_MS) * MINUTE_MS,
      durationMinutes: 1,
      categories: [T.category],
    };
  });
  return calendarBytes({ productId: '-//Astrolabio//Transiti//IT', name: T.calendarName(run.startDate, run.endDate), stampMs, events });
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
