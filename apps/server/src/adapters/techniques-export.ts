/**
 * The events of a technique run as files: an iCalendar calendar and a CSV table with one row per
 * exact event of every layer asked for — progressed and directed aspects, the progressed Moon's
 * ingresses and lunation phases, lunations, eclipse maxima, and transits — named in Italian
 * («Sole progresso trigono Venere natale»). As in transits-export.ts, the calendar's events are UTC
 * instants, and the texts and the table write them in the user's zone (the request's `timeZone`,
 * UTC when absent), naming it (issue 21), with a UTC column beside.
 */
import { formatUtcMinute, julianDayToEpochMs, type AspectTimingRecord } from '@astrolabio/core';
import {
  agreeingIt,
  ASPECT_NAMES_IT,
  BODY_NAMES_IT,
  ECLIPSE_KIND_NAMES_IT,
  ECLIPSE_TYPE_NAMES_IT,
  formatZodiacTextIt,
  LAYER_NAMES_IT,
  LUNATION_PHASE_NAMES_IT,
  POINT_NAMES_IT,
  SIGN_NAMES_IT,
} from '@astrolabio/names-it';
import { EXPORT_PERSON_TEXTS, exportPersonIt, TECHNIQUE_EXPORT_TEXTS as T, type ExportPerson } from '../messages.ts';
import { calendarBytes, type CalendarEvent } from './icalendar.ts';
import { csvText } from './spreadsheet-csv.ts';
import type { TechniqueRun } from './techniques.ts';
import { transitTitleIt } from './transits.ts';
import { dateIt, DEFAULT_EXPORT_ZONE, eventMinuteMs, utcMinuteIt } from './transits-export.ts';
import { zonedCellIt, zonedSentenceIt } from './zoned-instant.ts';

/** One exact event of any layer. */
export interface TechniqueEvent {
  timeMs: number;
  layer: string;
  title: string;
  /** A sentence more for the calendar's description (empty when the title says it all). */
  detail: string;
  /** The natal house the event falls in, when it has one. */
  house: number | null;
  /** A stable key for the calendar's UID. */
  key: string;
  /** An aspect's exact hit («esatto alle …»), or another event (an ingress, a lunation: «alle …»). */
  exact: boolean;
}

function aspectTitle(r: AspectTimingRecord): string {
  const point = POINT_NAMES_IT[r.movingPoint];
  const aspect = ASPECT_NAMES_IT[r.aspect];
  const natal = POINT_NAMES_IT[r.natalPoint];
  return r.layer === 'progressions'
    ? T.progressed(point, agreeingIt(r.movingPoint, T.progressedWord.masculine, T.progressedWord.feminine), aspect, natal)
    : T.directed(point, aspect, natal);
}

function aspectEvents(records: readonly AspectTimingRecord[]): TechniqueEvent[] {
  return records.flatMap((r) => r.exactMs.map((timeMs) => ({
    timeMs,
    layer: LAYER_NAMES_IT[r.layer],
    title: aspectTitle(r),
    detail: '',
    house: r.house,
    key: `${r.layer}-${r.movingPoint}-${r.aspect}-${r.angleDeg}-${r.natalPoint}`,
    exact: true,
  })));
}

const decimalIt = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

/** Every exact event of the run, in time order. */
export function techniqueEvents(run: TechniqueRun): TechniqueEvent[] {
  const events: TechniqueEvent[] = [];
  const p = run.progressions;
  if (p) {
    const layer = LAYER_NAMES_IT.progressions;
    events.push(...aspectEvents(p.records));
    events.push(...p.moonSignIngresses.map((i) => ({ timeMs: i.timeMs, layer, title: T.moonSignIngress(SIGN_NAMES_IT[i.sign!]), detail: '', house: null, key: `moon-sign-${i.sign}`, exact: false })));
    events.push(...p.moonHouseIngresses.map((i) => ({ timeMs: i.timeMs, layer, title: T.moonHouseIngress(i.house!), detail: '', house: i.house!, key: `moon-house-${i.house}`, exact: false })));
    events.push(...p.lunationPhases.map((f) => ({ timeMs: f.timeMs, layer, title: T.progressedPhase(LUNATION_PHASE_NAMES_IT[f.phase]), detail: '', house: null, key: `phase-${f.phase}`, exact: false })));
  }
  if (run.directions) events.push(...aspectEvents(run.directions));
  if (run.lunations) {
    const layer = LAYER_NAMES_IT.lunations;
    for (const l of run.lunations) {
      const contacts = l.contacts.map((c) => T.contact(POINT_NAMES_IT[c.natalPoint], BODY_NAMES_IT[c.light], decimalIt(c.orbDeg, 1))).join(', ');
      const detail = contacts === '' ? '' : T.contacts(contacts);
      events.push({ timeMs: l.exactMs[0]!, layer, title: T.lunation(LUNATION_PHASE_NAMES_IT[l.kind], formatZodiacTextIt(l.moonLongitudeDeg), l.house), detail, house: l.house, key: `lunation-${l.kind}`, exact: false });
      if (l.eclipse) {
        const e = l.eclipse;
        const title = T.eclipse(ECLIPSE_KIND_NAMES_IT[e.kind], ECLIPSE_TYPE_NAMES_IT[e.type], decimalIt(e.magnitude, 2), e.saros);
        const hits = e.hits.map((h) => T.eclipseHit(ASPECT_NAMES_IT[h.aspect], POINT_NAMES_IT[h.natalPoint], h.light === 'sun', h.house, decimalIt(h.orbDeg, 1)));
        const eclipseDetail = T.eclipseDetail(formatZodiacTextIt(l.moonLongitudeDeg), l.house, hits, decimalIt(run.lunationOrb, 1));
        events.push({ timeMs: e.maxMs, layer, title, detail: eclipseDetail, house: l.house, key: `eclipse-${e.kind}`, exact: false });
      }
    }
  }
  if (run.transits) {
    const layer = LAYER_NAMES_IT.transits;
    for (const r of run.transits) {
      for (const timeMs of r.exactMs) {
        events.push({ timeMs, layer, title: transitTitleIt(r), detail: '', house: r.house, key: `transit-${r.transitBody}-${r.aspect}-${r.angleDeg}-${r.natalPoint}`, exact: true });
      }
    }
  }
  return events.sort((a, b) => a.timeMs - b.timeMs);
}

/** The calendar's name: the period, and the slow layers' own when they have one. */
function calendarNameOf(run: TechniqueRun): string {
  const natalUt = utcMinuteIt(julianDayToEpochMs(run.natalJdUt));
  const slowOwn = run.slowStartDate !== run.startDate || run.slowEndDate !== run.endDate;
  const hasSlow = run.progressions !== null || run.directions !== null;
  return slowOwn && hasSlow
    ? T.calendarNameWithSlow(dateIt(run.startDate), dateIt(run.endDate), dateIt(run.slowStartDate), dateIt(run.slowEndDate), natalUt)
    : T.calendarName(dateIt(run.startDate), dateIt(run.endDate), natalUt);
}

/** RFC 5545 text: one one-minute event per exact event, a stable UID per event, DTSTAMP = stampMs. */
export function techniquesToIcs(run: TechniqueRun, stampMs: number = Date.now(), zone: string = DEFAULT_EXPORT_ZONE, whose: ExportPerson = {}): Buffer {
  const person = exportPersonIt(whose);
  const events: CalendarEvent[] = techniqueEvents(run).map((e) => {
    const when = zonedSentenceIt(e.timeMs, zone);
    const sentence = e.exact ? T.exactOn(e.title, when) : T.happensOn(e.title, when);
    return {
      uid: `${formatUtcMinute(e.timeMs)}-${e.key}@astrolabio`,
      summary: e.title,
      description: EXPORT_PERSON_TEXTS.eventDescription(person, e.detail === '' ? sentence : `${sentence} ${e.detail}`),
      startMs: eventMinuteMs(e.timeMs),
      durationMinutes: 1,
      categories: [e.layer],
    };
  });
  return calendarBytes({ productId: '-//Astrolabio//Tecniche//IT', name: EXPORT_PERSON_TEXTS.calendarName(person, calendarNameOf(run)), stampMs, events });
}

/** The columns: the instant in the user's zone, the zone's name and the same instant in UTC, as the transits' table. */
export const TECHNIQUE_CSV_FIELDS = ['esatto', 'fuso_orario', 'esatto_utc', 'livello', 'evento', 'casa', 'dettagli'] as const;

/** One row per exact event, the same as the calendar's, instants as `GG/MM/AAAA HH:mm` in the user's zone and in UTC. */
export function techniquesToCsv(run: TechniqueRun, zone: string = DEFAULT_EXPORT_ZONE): string {
  return csvText(TECHNIQUE_CSV_FIELDS, techniqueEvents(run).map((e) => [
    zonedCellIt(e.timeMs, zone), zone, utcMinuteIt(e.timeMs), e.layer, e.title, e.house === null ? '' : String(e.house), e.detail,
  ]));
}
