/**
 * The tecniche answer's lunation item ↔ core's LunationRecord (issue 32): the new or full Moon's
 * instant, degree, sign and natal house, the natal points on it, and its eclipse. The record's
 * span is the eclipse's contacts when there is one, so the item's eclipse start and end are the
 * record's own; the peak is the eclipse's greatest phase, else the instant.
 */
import { formatUtcMinute, roundTo, type LunationKind, type LunationRecord } from '@astrolabio/core';
import {
  ASPECT_BY_NAME_IT,
  ASPECT_NAMES_IT,
  BODY_BY_NAME_IT,
  BODY_NAMES_IT,
  ECLIPSE_KIND_BY_NAME_IT,
  ECLIPSE_KIND_NAMES_IT,
  ECLIPSE_TYPE_BY_NAME_IT,
  ECLIPSE_TYPE_NAMES_IT,
  LUNATION_PHASE_BY_NAME_IT,
  LUNATION_PHASE_NAMES_IT,
  POINT_BY_NAME_IT,
  POINT_NAMES_IT,
  SIGN_BY_NAME_IT,
  SIGN_NAMES_IT,
} from '@astrolabio/names-it';
import type { LunationItem } from '../schemas/tecniche.ts';
import { codeOf, instantMs, orb2 } from './wire.ts';

/** The Moon's longitude and an eclipse's magnitude travel with four decimals. */
const LUNATION_DECIMALS = 4;

export function encodeLunationItem(r: LunationRecord): LunationItem {
  return {
    phase: LUNATION_PHASE_NAMES_IT[r.kind] as LunationItem['phase'],
    time: formatUtcMinute(r.exactMs[0]!),
    longitude: roundTo(r.moonLongitudeDeg, LUNATION_DECIMALS),
    sign: SIGN_NAMES_IT[r.sign],
    house: r.house,
    contacts: r.contacts.map((c) => ({ natalPlanet: POINT_NAMES_IT[c.natalPoint], light: BODY_NAMES_IT[c.light] as 'Luna' | 'Sole', orb: orb2(c.orbDeg) })),
    eclipse: r.eclipse && {
      kind: ECLIPSE_KIND_NAMES_IT[r.eclipse.kind],
      type: ECLIPSE_TYPE_NAMES_IT[r.eclipse.type],
      maximum: formatUtcMinute(r.eclipse.maxMs),
      magnitude: roundTo(r.eclipse.magnitude, LUNATION_DECIMALS),
      start: formatUtcMinute(r.startMs),
      end: formatUtcMinute(r.endMs),
      saros: r.eclipse.saros && { series: r.eclipse.saros.series, member: r.eclipse.saros.member },
      hits: r.eclipse.hits.map((h) => ({
        natalPlanet: POINT_NAMES_IT[h.natalPoint],
        light: BODY_NAMES_IT[h.light] as 'Luna' | 'Sole',
        aspect: ASPECT_NAMES_IT[h.aspect],
        orb: orb2(h.orbDeg),
        house: h.house,
      })),
    },
  };
}

export function decodeLunationItem(t: LunationItem): LunationRecord {
  const exact = instantMs(t.time);
  const e = t.eclipse;
  return {
    layer: 'lunations',
    kind: codeOf(LUNATION_PHASE_BY_NAME_IT, t.phase) as LunationKind,
    startMs: e ? instantMs(e.start) : exact,
    endMs: e ? instantMs(e.end) : exact,
    clippedStart: false,
    clippedEnd: false,
    exactMs: [exact],
    peak: { timeMs: e ? instantMs(e.maximum) : exact, orbDeg: 0 },
    moonLongitudeDeg: t.longitude,
    sign: codeOf(SIGN_BY_NAME_IT, t.sign),
    house: t.house,
    contacts: t.contacts.map((c) => ({ natalPoint: codeOf(POINT_BY_NAME_IT, c.natalPlanet), light: codeOf(BODY_BY_NAME_IT, c.light) as 'moon' | 'sun', orbDeg: c.orb })),
    eclipse: e && {
      kind: codeOf(ECLIPSE_KIND_BY_NAME_IT, e.kind),
      type: codeOf(ECLIPSE_TYPE_BY_NAME_IT, e.type),
      maxMs: instantMs(e.maximum),
      magnitude: e.magnitude,
      saros: e.saros && { series: e.saros.series, member: e.saros.member },
      hits: e.hits.map((h) => ({
        natalPoint: codeOf(POINT_BY_NAME_IT, h.natalPlanet),
        light: codeOf(BODY_BY_NAME_IT, h.light) as 'moon' | 'sun',
        aspect: codeOf(ASPECT_BY_NAME_IT, h.aspect),
        orbDeg: h.orb,
        house: h.house,
      })),
    },
  };
}
