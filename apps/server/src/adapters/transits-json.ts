/**
 * The POST /api/transiti answer written straight from the engine's records as JSON text. A year of
 * every transit is about 1 MB: building the answer's objects and then stringifying them costs
 * more than the warm engine itself, mostly in garbage collection. The text is exactly
 * JSON.stringify(toTransitiResponse(run)), which the API tests check.
 */
import { BODY_CODES, DAILY_POSITION_UT_TIME, formatUtcMinute, POINT_CODES, roundTo, ASPECT_CODES, type TransitRecord } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';
import type { TransitRun } from './transits.ts';

/** Each catalogue name already quoted as a JSON string. */
const quotedNames = <C extends string>(codes: readonly C[], names: Readonly<Record<C, string>>) =>
  Object.fromEntries(codes.map((c) => [c, JSON.stringify(names[c])])) as Record<C, string>;
const BODY_JSON = quotedNames(BODY_CODES, BODY_NAMES_IT);
const POINT_JSON = quotedNames(POINT_CODES, POINT_NAMES_IT);
const ASPECT_JSON = quotedNames(ASPECT_CODES, ASPECT_NAMES_IT);
const STATION_JSON = quotedNames(['retrograde', 'direct'] as const, STATION_KIND_NAMES_IT);

/** Orbs: two decimals, as JSON writes the rounded number. */
const orb = (deg: number) => String(roundTo(deg, 2));
const instant = (ms: number) => `"${formatUtcMinute(ms)}"`;

function recordJson(r: TransitRecord): string {
  let s = `{"transitPlanet":${BODY_JSON[r.transitBody]},"natalPlanet":${POINT_JSON[r.target]},"aspect":${ASPECT_JSON[r.aspect]}`
    + `,"start":${instant(r.start)},"end":${instant(r.end)},"clipped":{"start":${r.clippedStart},"end":${r.clippedEnd}},"exact":[`;
  for (let i = 0; i < r.exact.length; i++) s += (i ? ',' : '') + instant(r.exact[i]!);
  s += '],"stations":[';
  for (let i = 0; i < r.stations.length; i++) {
    const st = r.stations[i]!;
    s += `${i ? ',' : ''}{"time":${instant(st.time)},"kind":${STATION_JSON[st.kind]}}`;
  }
  s += `],"peak":{"time":${instant(r.peak.time)},"orb":${orb(r.peak.orb)}},"daily":[`;
  for (let i = 0; i < r.daily.length; i++) {
    const d = r.daily[i]!;
    s += `${i ? ',' : ''}{"date":"${d.date}","orb":${orb(d.orb)},"minOrb":${orb(d.minOrb)}}`;
  }
  return `${s}],"house":${r.house}}`;
}

export function transitiResponseJson(run: TransitRun): string {
  let s = `{"periodo":${JSON.stringify(`${run.startDate} - ${run.endDate}`)},"transiti":[`;
  for (let i = 0; i < run.records.length; i++) s += (i ? ',' : '') + recordJson(run.records[i]!);
  return `${s}],"meta":{"maxOrb":${JSON.stringify(run.maxOrb)},"timeOfDayUt":${JSON.stringify(DAILY_POSITION_UT_TIME)},`
    + `"nodo":${JSON.stringify(run.nodeKind)},"count":${run.records.length}}}`;
}
