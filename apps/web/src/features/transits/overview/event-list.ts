/**
 * The list view of a period's transits: every event in time order (the orb opens, an exact hit, a
 * station, the orb closes), grouped by the calendar month in which it falls in the reader's time
 * zone. An edge that is only the period's own (a transit already in orb on the first day, or still
 * in orb on the last) is not an event.
 */
import { TRANSIT_BODY_CODES, type StationKind, type TransitRecord } from '@astrolabio/core';
import { marksStations } from '../model/stations.ts';

export const EVENT_KINDS = ['opens', 'exact', 'station', 'closes'] as const;
export type TransitEventKind = (typeof EVENT_KINDS)[number];

export interface TransitEvent {
  /** Unique in the list. */
  key: string;
  kind: TransitEventKind;
  timeMs: number;
  record: TransitRecord;
  /** Set on a station. */
  stationKind?: StationKind;
}

export interface EventMonth {
  /** `YYYY-MM` in the time zone the list was made for. */
  key: string;
  events: TransitEvent[];
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM` of an instant in a time zone (default: the runtime's). */
export function monthKeyOf(ms: number, timeZone?: string): string {
  const id = timeZone ?? '';
  let f = monthFormats.get(id);
  if (!f) monthFormats.set(id, (f = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone })));
  const parts = f.formatToParts(ms);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}`;
}

const kindOrder = (k: TransitEventKind) => EVENT_KINDS.indexOf(k);
const bodyOrder = (r: TransitRecord) => TRANSIT_BODY_CODES.indexOf(r.transitBody);

function eventsOf(r: TransitRecord, index: number): TransitEvent[] {
  const events: TransitEvent[] = [];
  if (!r.clippedStart) events.push({ key: `${index}o`, kind: 'opens', timeMs: r.startMs, record: r });
  r.exactMs.forEach((ms, k) => events.push({ key: `${index}x${k}`, kind: 'exact', timeMs: ms, record: r }));
  if (marksStations(r.transitBody)) r.stations.forEach((s, k) => events.push({ key: `${index}s${k}`, kind: 'station', timeMs: s.timeMs, record: r, stationKind: s.kind }));
  if (!r.clippedEnd) events.push({ key: `${index}c`, kind: 'closes', timeMs: r.endMs, record: r });
  return events;
}

/** In time order; at the same minute opens before exact before station before closes, then by body. */
export function transitEvents(records: readonly TransitRecord[], options: { timeZone?: string } = {}): EventMonth[] {
  const events = records.flatMap(eventsOf);
  events.sort((a, b) => a.timeMs - b.timeMs || kindOrder(a.kind) - kindOrder(b.kind) || bodyOrder(a.record) - bodyOrder(b.record));
  const months: EventMonth[] = [];
  for (const e of events) {
    const key = monthKeyOf(e.timeMs, options.timeZone);
    const last = months[months.length - 1];
    if (last?.key === key) last.events.push(e);
    else months.push({ key, events: [e] });
  }
  return months;
}
