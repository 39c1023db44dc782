/**
 * The transit item's codec pair (issue 24): core's TransitRecord (codes, epoch ms) ↔ the API's
 * TransitiItem (Italian names, UTC minutes). The server encodes with it, the web decodes with it,
 * once, in its api/ module; a round-trip test holds the two together.
 */
import { formatUtcMinute, roundTo, type AspectSideDeg, type TransitBodyCode, type TransitRecord } from '@astrolabio/core';
import {
  ASPECT_BY_NAME_IT,
  ASPECT_NAMES_IT,
  BODY_BY_NAME_IT,
  BODY_NAMES_IT,
  POINT_BY_NAME_IT,
  POINT_NAMES_IT,
  STATION_KIND_BY_NAME_IT,
  STATION_KIND_NAMES_IT,
} from '@astrolabio/names-it';
import type { TransitiItem } from '../schemas/transiti.ts';

/** Orbs travel with 2 decimals (0.01°, the «exact» limit). */
const orb2 = (deg: number) => roundTo(deg, 2);

/** `2025-03-14T08:21Z` → epoch ms. The contract's instants are UTC to the minute. */
const instantMs = (iso: string): number => Date.parse(iso);

/** Names the schema has already checked against the catalogue: the lookup cannot miss. */
function code<C>(map: ReadonlyMap<string, C>, name: string): C {
  return map.get(name)!;
}

export function encodeTransitItem(r: TransitRecord): TransitiItem {
  return {
    transitPlanet: BODY_NAMES_IT[r.transitBody],
    natalPlanet: POINT_NAMES_IT[r.natalPoint],
    aspect: ASPECT_NAMES_IT[r.aspect],
    angle: r.angleDeg,
    start: formatUtcMinute(r.startMs),
    end: formatUtcMinute(r.endMs),
    clipped: { start: r.clippedStart, end: r.clippedEnd },
    exact: r.exactMs.map(formatUtcMinute),
    stations: r.stations.map((s) => ({ time: formatUtcMinute(s.timeMs), kind: STATION_KIND_NAMES_IT[s.kind] })),
    peak: { time: formatUtcMinute(r.peak.timeMs), orb: orb2(r.peak.orbDeg) },
    daily: { from: r.daily.firstDate, orbs: r.daily.orbsDeg.map(orb2) },
    house: r.house,
  };
}

/** The inverse of encodeTransitItem, for an item the contract's schema has checked. */
export function decodeTransitItem(t: TransitiItem): TransitRecord {
  return {
    transitBody: code(BODY_BY_NAME_IT, t.transitPlanet) as TransitBodyCode,
    natalPoint: code(POINT_BY_NAME_IT, t.natalPlanet),
    aspect: code(ASPECT_BY_NAME_IT, t.aspect),
    angleDeg: t.angle as AspectSideDeg,
    startMs: instantMs(t.start),
    endMs: instantMs(t.end),
    clippedStart: t.clipped.start,
    clippedEnd: t.clipped.end,
    exactMs: t.exact.map(instantMs),
    stations: t.stations.map((s) => ({ timeMs: instantMs(s.time), kind: code(STATION_KIND_BY_NAME_IT, s.kind) })),
    peak: { timeMs: instantMs(t.peak.time), orbDeg: t.peak.orb },
    daily: { firstDate: t.daily.from, orbsDeg: t.daily.orbs },
    house: t.house,
  };
}
