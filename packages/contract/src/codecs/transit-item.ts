/**
 * The transit answer's codec pairs (issue 24): core's TransitRecord and TransitHouses (codes, epoch
 * ms) ↔ the API's items (Italian names, UTC minutes). The server encodes with them, the web decodes
 * with them, once, in its api/ module; round-trip tests hold each pair together.
 */
import { formatUtcMinute, type AspectSideDeg, type TransitBodyCode, type TransitHouses, type TransitRecord } from '@astrolabio/core';
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
import type { TransitiItem, TransitiResponse } from '../schemas/transiti.ts';
import { codeOf, decodeSpan, encodePeak, encodeSpanEdges, instantMs, orb2 } from './wire.ts';

export function encodeTransitItem(r: TransitRecord): TransitiItem {
  return {
    transitPlanet: BODY_NAMES_IT[r.transitBody],
    natalPlanet: POINT_NAMES_IT[r.natalPoint],
    aspect: ASPECT_NAMES_IT[r.aspect],
    angle: r.angleDeg,
    ...encodeSpanEdges(r),
    stations: r.stations.map((s) => ({ time: formatUtcMinute(s.timeMs), kind: STATION_KIND_NAMES_IT[s.kind] })),
    peak: encodePeak(r.peak),
    daily: { from: r.daily.firstDate, orbs: r.daily.orbsDeg.map(orb2) },
    house: r.house,
  };
}

/** The inverse of encodeTransitItem, for an item the contract's schema has checked. */
export function decodeTransitItem(t: TransitiItem): TransitRecord {
  return {
    transitBody: codeOf(BODY_BY_NAME_IT, t.transitPlanet) as TransitBodyCode,
    natalPoint: codeOf(POINT_BY_NAME_IT, t.natalPlanet),
    aspect: codeOf(ASPECT_BY_NAME_IT, t.aspect),
    angleDeg: t.angle as AspectSideDeg,
    ...decodeSpan(t),
    stations: t.stations.map((s) => ({ timeMs: instantMs(s.time), kind: codeOf(STATION_KIND_BY_NAME_IT, s.kind) })),
    daily: { firstDate: t.daily.from, orbsDeg: t.daily.orbs },
    house: t.house,
  };
}

export type TransitHousesItem = TransitiResponse['caseNatali'][number];

/** One body's natal houses over the period (`caseNatali`): where it starts, each cusp it crosses. */
export function encodeTransitHouses(h: TransitHouses): TransitHousesItem {
  return {
    transitPlanet: BODY_NAMES_IT[h.transitBody],
    startHouse: h.startHouse,
    ingresses: h.ingresses.map((i) => ({ time: formatUtcMinute(i.timeMs), house: i.house, retrograde: i.retrograde })),
  };
}

export function decodeTransitHouses(h: TransitHousesItem): TransitHouses {
  return {
    transitBody: codeOf(BODY_BY_NAME_IT, h.transitPlanet) as TransitBodyCode,
    startHouse: h.startHouse,
    ingresses: h.ingresses.map((i) => ({ timeMs: instantMs(i.time), house: i.house, retrograde: i.retrograde })),
  };
}
