/**
 * The civil time of a place at a UT instant (a return's): the place's IANA zone from its coordinates
 * and the offset in force then, by the same rules as a birth (tz database history, Italy's local
 * mean time before 1893, Austrian time in the comuni Austrian until 1918, German time in the north
 * in 1943–1944: resolveUtcOffset), and the instant of the same civil hour there a day earlier.
 */
import { MS_PER_DAY, type CivilDateTime } from '@astrolabio/core';
import type { PlaceTimeCodes } from '@astrolabio/contract';
import { formatUtcOffset, resolveUtcOffset, tzTypeAt, zoneAt } from '@astrolabio/places';

export interface PlaceTimeAtInstant {
  /** `YYYY-MM-DDTHH:mm:ss` local civil time. */
  locale: string;
  utcOffset: string;
  offsetSeconds: number;
  /** The IANA zone, or null where geo-tz has none (open sea): UTC then. */
  zona: string | null;
  dst: boolean;
}

function civilOf(epochMs: number): CivilDateTime {
  const d = new Date(epochMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

const localText = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 19);

/** The place's civil time at the instant `epochMs` (rounded to the second, as it is shown). */
export function placeTimeAt(place: { latitude: number; longitude: number; istat?: string }, epochMs: number, zone: string | null = zoneAt(place.latitude, place.longitude) ?? null): PlaceTimeAtInstant {
  const ms = Math.round(epochMs / 1000) * 1000;
  if (zone === null) return { locale: localText(ms), utcOffset: formatUtcOffset(0), offsetSeconds: 0, zona: null, dst: false };
  // The tz database's offset at the instant gives the local time; the birth rules then say which
  // offset that local time has there (they differ only where local mean time, Austrian or German time apply).
  const tzType = tzTypeAt(zone, ms);
  const tzOffset = tzType.offsetSeconds;
  const resolved = resolveUtcOffset({ zone, longitude: place.longitude, local: civilOf(ms + tzOffset * 1000), ...(place.istat ? { istat: place.istat } : {}) });
  const offsetSeconds = resolved.notes.some((n) => n.code === 'localMeanTime' || n.code === 'austrianTime' || n.code === 'germanTime') ? resolved.offsetSeconds : tzOffset;
  return {
    locale: localText(ms + Math.round(offsetSeconds) * 1000),
    utcOffset: formatUtcOffset(offsetSeconds),
    offsetSeconds,
    zona: zone,
    dst: offsetSeconds === tzOffset && tzType.isDst,
  };
}

/** A place's civil time and the UT instant it names. */
export interface PlaceTimeAndInstant {
  epochMs: number;
  time: PlaceTimeAtInstant;
}

/**
 * The day before `epochMs` at the same civil hour at the place (a nominal day, RFC 5545's -P1D, not
 * 24 hours): across a change of the clocks that day is 23 or 25 hours long. «Esserci dal … » and
 * the plan's calendar reminder name this instant. A civil hour the clocks skipped that day is read
 * as a birth at that hour is (resolveUtcOffset: the offset before the change), and named as the
 * clocks showed it (02:30 CET, skipped, is 03:30 CEST).
 */
export function placeTimeDayBefore(place: { latitude: number; longitude: number; istat?: string }, epochMs: number, zone: string | null = zoneAt(place.latitude, place.longitude) ?? null): PlaceTimeAndInstant {
  const at = placeTimeAt(place, epochMs, zone);
  // The civil date and hour counted on a UTC scale, where every day has 24 hours: one day back is MS_PER_DAY.
  const civilAsUtcMs = Date.parse(`${at.locale}Z`);
  const dayBefore = civilOf(civilAsUtcMs - MS_PER_DAY);
  const offsetSeconds = zone === null
    ? 0
    : resolveUtcOffset({ zone, longitude: place.longitude, local: dayBefore, ...(place.istat ? { istat: place.istat } : {}) }).offsetSeconds;
  const beforeMs = civilAsUtcMs - MS_PER_DAY - Math.round(offsetSeconds) * 1000;
  return { epochMs: beforeMs, time: placeTimeAt(place, beforeMs, zone) };
}

/** The civil time as the return codecs carry it. */
export function placeTimeCodes(t: PlaceTimeAtInstant): PlaceTimeCodes {
  return { civil: t.locale, utcOffset: t.utcOffset, zone: t.zona, dst: t.dst };
}
