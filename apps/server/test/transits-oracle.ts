/**
 * The POST /api/transiti answer built the plain way, as objects of the response schema: the oracle
 * the byte writer (src/adapters/transits-json.ts) is checked against, text for text.
 */
import type { TransitiItem, TransitiResponse } from '@astrolabio/contract';
import { DAILY_POSITION_UT_TIME, formatUtcMinute, roundTo, type TransitRecord } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';
import type { TransitRun } from '../src/adapters/transits.ts';

const orb2 = (deg: number) => roundTo(deg, 2);

function toTransitiItem(r: TransitRecord): TransitiItem {
  return {
    transitPlanet: BODY_NAMES_IT[r.transitBody],
    natalPlanet: POINT_NAMES_IT[r.target],
    aspect: ASPECT_NAMES_IT[r.aspect],
    start: formatUtcMinute(r.start),
    end: formatUtcMinute(r.end),
    clipped: { start: r.clippedStart, end: r.clippedEnd },
    exact: r.exact.map(formatUtcMinute),
    stations: r.stations.map((s) => ({ time: formatUtcMinute(s.time), kind: STATION_KIND_NAMES_IT[s.kind] })),
    peak: { time: formatUtcMinute(r.peak.time), orb: orb2(r.peak.orb) },
    daily: r.daily.map((d) => ({ date: d.date, orb: orb2(d.orb) })),
    house: r.house,
  };
}

export function toTransitiResponse(run: TransitRun): TransitiResponse {
  return {
    periodo: `${run.startDate} - ${run.endDate}`,
    transiti: run.records.map(toTransitiItem),
    meta: { maxOrb: run.maxOrb, timeOfDayUt: DAILY_POSITION_UT_TIME, nodo: run.nodeKind, count: run.records.length },
  };
}

