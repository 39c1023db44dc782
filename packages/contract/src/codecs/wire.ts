/**
 * What every codec shares: instants as the contract writes them (UTC to the minute), orbs with two
 * decimals, the lookup of a name the schema has already checked, and an answer's orb table read back.
 */
import { formatUtcMinute, roundTo, type AspectCode, type AspectOrbs, type TimingSpan } from '@astrolabio/core';
import { ASPECT_BY_NAME_IT } from '@astrolabio/names-it';
import type { OrbsMeta } from '../schemas/settings.ts';

/** Orbs travel with 2 decimals (0.01°, the «exact» limit). */
export const orb2 = (deg: number) => roundTo(deg, 2);

/** `2025-03-14T08:21Z` → epoch ms. The contract's instants are UTC to the minute. */
export const instantMs = (iso: string): number => Date.parse(iso);

/** Names the schema has already checked against the catalogue: the lookup cannot miss. */
export function codeOf<C>(map: ReadonlyMap<string, C>, name: string): C {
  return map.get(name)!;
}

/** The orbs an answer says it used (`meta.orbs`, `orbiRitorno`: orbsMetaOf's output) → the orb table's entries by aspect code. */
export function decodeOrbsMeta(meta: OrbsMeta): Partial<Record<AspectCode, AspectOrbs>> {
  return Object.fromEntries(Object.entries(meta).map(([name, o]) => [codeOf(ASPECT_BY_NAME_IT, name), { orbDeg: o.orb, luminaryOrbDeg: o.soleLuna }]));
}

/** The edges of a timing span as every layer writes them: start, end, whether clipped, the exact instants. */
export function encodeSpanEdges(r: Omit<TimingSpan, 'peak'>) {
  return {
    start: formatUtcMinute(r.startMs),
    end: formatUtcMinute(r.endMs),
    clipped: { start: r.clippedStart, end: r.clippedEnd },
    exact: r.exactMs.map(formatUtcMinute),
  };
}

export function encodePeak(peak: TimingSpan['peak']) {
  return { time: formatUtcMinute(peak.timeMs), orb: orb2(peak.orbDeg) };
}

interface SpanItem {
  start: string;
  end: string;
  clipped: { start: boolean; end: boolean };
  exact: string[];
  peak: { time: string; orb: number };
}

export function decodeSpan(t: SpanItem): TimingSpan {
  return {
    startMs: instantMs(t.start),
    endMs: instantMs(t.end),
    clippedStart: t.clipped.start,
    clippedEnd: t.clipped.end,
    exactMs: t.exact.map(instantMs),
    peak: { timeMs: instantMs(t.peak.time), orbDeg: t.peak.orb },
  };
}
