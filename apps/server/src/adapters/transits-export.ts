/**
 * The exact hits of a transit run as files: an iCalendar calendar (one event per exact hit,
 * icalendar.ts) and a CSV table of the same rows (spreadsheet-csv.ts). Their Italian sentences
 * are in messages.ts. The calendar's events are UTC instants that every calendar shows in its own
 * zone; the texts and the table write them in the user's zone (the request's `timeZone`, the
 * browser's, as the screen does; UTC when absent), naming it (issue 21).
 */
import { formatUtcMinute, julianDayToEpochMs } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { EXPORT_PERSON_TEXTS, exportPersonIt, TRANSIT_EXPORT_TEXTS as T, zoneNameIt, type ExportPerson } from '../messages.ts';
import { calendarBytes, type CalendarEvent } from './icalendar.ts';
import { csvText } from './spreadsheet-csv.ts';
import { exactHits, transitTitleIt, type TransitRun } from './transits.ts';
import { zonedCellIt, zonedSentenceIt } from './zoned-instant.ts';

/** The zone the files write instants in: the user's (the request's `timeZone`), UTC when not given. */
export const DEFAULT_EXPORT_ZONE = 'UTC';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const MINUTE_MS = 60_000;

/** An exact instant as a calendar event's start: the minute formatUtcMinute names (a one-minute event). */
export const eventMinuteMs = (timeMs: number): number => Math.round(timeMs / MINUTE_MS) * MINUTE_MS;

/** A UTC instant rounded to its minute as `GG/MM/AAAA HH:mm` (the minute formatUtcMinute names). */
export function utcMinuteIt(ms: number): string {
  const iso = formatUtcMinute(ms); // 2026-01-17T20:11Z
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** `GG/MM/AAAA` of a `YYYY-MM-DD` day. */
export function dateIt(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

function orbWindowIt(run: TransitRun, r: TransitRun['records'][number], zone: string): string {
  const start = zonedCellIt(r.startMs, zone);
  const end = zonedCellIt(r.endMs, zone);
  return T.orbWindowIn(run.maxOrb, r.clippedStart ? T.openBeforePeriod(start) : start, r.clippedEnd ? T.openAfterPeriod(end) : end, r.house, zoneNameIt(zone), run.chartKind);
}

/** The birth instant of the run's chart as `GG/MM/AAAA HH:mm`, UT, when known. */
function natalUtIt(run: TransitRun): string | null {
  return run.natalJdUt === null ? null : utcMinuteIt(julianDayToEpochMs(run.natalJdUt));
}

/**
 * RFC 5545 text (icalendar.ts): one event per exact hit at its minute, a stable UID per hit
 * (importing again updates, not duplicates), DTSTAMP = `stampMs`, when the file is made.
 */
export function transitsToIcs(run: TransitRun, stampMs: number = Date.now(), zone: string = DEFAULT_EXPORT_ZONE, whose: ExportPerson = {}): Buffer {
  const person = exportPersonIt(whose);
  const events: CalendarEvent[] = exactHits(run).map(({ timeMs, record: r }) => {
    const title = transitTitleIt(r, run.chartKind);
    const instant = formatUtcMinute(timeMs);
    return {
      uid: `${instant}-${r.transitBody}-${r.aspect}-${r.angleDeg}-${r.natalPoint}@astrolabio`,
      summary: title,
      description: EXPORT_PERSON_TEXTS.eventDescription(person, `${T.exactOn(title, zonedSentenceIt(timeMs, zone))} ${orbWindowIt(run, r, zone)}`),
      // An exact transit is an instant: a one-minute event at its minute, the minute `instant` names.
      startMs: eventMinuteMs(timeMs),
      durationMinutes: 1,
      categories: [T.category],
    };
  });
  const name = EXPORT_PERSON_TEXTS.calendarName(person, T.calendarName(dateIt(run.startDate), dateIt(run.endDate), natalUtIt(run), run.chartKind));
  return calendarBytes({ productId: '-//Astrolabio//Transiti//IT', name, stampMs, events });
}

/**
 * The columns: the exact instant in the user's zone, the zone's name, the same instant in UTC; the
 * orb's edges in the user's zone.
 */
export const CSV_FIELDS = [
  'esatto', 'fuso_orario', 'esatto_utc', 'pianeta_transito', 'aspetto', 'punto_natale', 'transito', 'casa', 'inizio_orbita', 'fine_orbita',
] as const;

/**
 * One row per exact hit, the same rows as the calendar, instants as `GG/MM/AAAA HH:mm` (an Italian
 * spreadsheet reads them as dates) in the user's zone, named in its own column, with a UTC column
 * beside; an orb edge outside the period says so («prima del …»). Every cell comes from our own
 * catalogue, but csvText neutralises formulas all the same.
 */
export function transitsToCsv(run: TransitRun, zone: string = DEFAULT_EXPORT_ZONE): string {
  const data = exactHits(run).map(({ timeMs, record: r }) => [
    zonedCellIt(timeMs, zone),
    zone,
    utcMinuteIt(timeMs),
    BODY_NAMES_IT[r.transitBody],
    ASPECT_NAMES_IT[r.aspect],
    POINT_NAMES_IT[r.natalPoint],
    transitTitleIt(r, run.chartKind),
    String(r.house),
    r.clippedStart ? T.beforeCell(zonedCellIt(r.startMs, zone)) : zonedCellIt(r.startMs, zone),
    r.clippedEnd ? T.afterCell(zonedCellIt(r.endMs, zone)) : zonedCellIt(r.endMs, zone),
  ]);
  return csvText(CSV_FIELDS, data);
}
