/**
 * The daily answers' codec pairs (issue 24): GET /api/transiti-mensili (every body once a day) and
 * POST /api/transiti-specifici (one day's positions and aspects, the Debug Transiti tab) ↔ codes.
 * The server encodes with them; the web decodes each answer once, in its feature's api/ module.
 */
import {
  BODY_CODES,
  monthKeyOf,
  roundTo,
  type BodyCode,
  type DailyTransitAspect,
  type LilithKind,
  type NodeKind,
} from '@astrolabio/core';
import { ASPECT_BY_NAME_IT, ASPECT_NAMES_IT, BODY_BY_NAME_IT, BODY_NAMES_IT, POINT_BY_NAME_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type { TransitiMensiliResponse } from '../schemas/transiti-mensili.ts';
import type { TransitiSpecificiResponse } from '../schemas/transiti-specifici.ts';
import { encodeZodiac } from './natal-chart.ts';
import { codeOf } from './wire.ts';

/**
 * Degrees the monthly answer keeps: a millionth of a degree is 0.0036″, finer than the ephemeris
 * files; the 17 digits of a double made a year's table 685 kB. A decoded longitude has these decimals.
 */
export const DAILY_DEGREE_DECIMALS = 6;

/** One body on one day of the monthly answer: its longitude (sign and degree follow) and motion. */
export interface DailyBodyCodes {
  longitude: number;
  retrograde: boolean;
}

export interface MonthlyPositionsCodes {
  startDate: string;
  endDate: string;
  /** Every day of the period in order, each with the bodies it has. */
  days: { date: string; bodies: Partial<Record<BodyCode, DailyBodyCodes>> }[];
  /** The UT time of day of the positions, `HH:mm`. */
  timeOfDayUt: string;
  nodeKind: NodeKind;
  lilithKind: LilithKind;
}

export function encodeMonthlyPositions(m: MonthlyPositionsCodes): TransitiMensiliResponse {
  const transiti: TransitiMensiliResponse['transiti'] = {};
  for (const day of m.days) {
    const bodies: TransitiMensiliResponse['transiti'][string][string] = {};
    for (const code of BODY_CODES) {
      const p = day.bodies[code];
      if (!p) continue;
      const z = encodeZodiac(p.longitude);
      bodies[BODY_NAMES_IT[code]] = {
        longitude: roundTo(p.longitude, DAILY_DEGREE_DECIMALS),
        degree: roundTo(z.degree, DAILY_DEGREE_DECIMALS),
        sign: z.sign,
        formatted: z.formatted,
        retrograde: p.retrograde,
      };
    }
    (transiti[monthKeyOf(day.date)] ??= {})[day.date] = bodies;
  }
  return {
    periodo: `${m.startDate} - ${m.endDate}`,
    transiti,
    meta: { timeOfDayUt: m.timeOfDayUt, days: m.days.length, nodo: m.nodeKind, lilith: m.lilithKind },
  };
}

/** The inverse of encodeMonthlyPositions (longitudes as the answer rounds them), for a checked answer. */
export function decodeMonthlyPositions(t: TransitiMensiliResponse): MonthlyPositionsCodes {
  const [startDate = '', endDate = ''] = t.periodo.split(' - ');
  const days: MonthlyPositionsCodes['days'] = [];
  for (const month of Object.keys(t.transiti).sort()) {
    const byDate = t.transiti[month]!;
    for (const date of Object.keys(byDate).sort()) {
      const bodies: MonthlyPositionsCodes['days'][number]['bodies'] = {};
      for (const [name, p] of Object.entries(byDate[date]!)) {
        bodies[codeOf(BODY_BY_NAME_IT, name)] = { longitude: p.longitude, retrograde: p.retrograde };
      }
      days.push({ date, bodies });
    }
  }
  return { startDate, endDate, days, timeOfDayUt: t.meta.timeOfDayUt, nodeKind: t.meta.nodo, lilithKind: t.meta.lilith };
}

/** One body on the debug day: where it is, how fast, and the natal house it transits. */
export interface DebugBodyCodes {
  longitude: number;
  /** Degrees per day, negative when retrograde. */
  speed: number;
  retrograde: boolean;
  /** Natal house 1–12. */
  house: number;
}

export interface DebugDayCodes {
  date: string;
  /** Julian day (UT) of the positions. */
  jdUt: number;
  bodies: Partial<Record<BodyCode, DebugBodyCodes>>;
  /** Per transiting body and natal point, the aspects that pass the spec's filter. */
  aspects: DailyTransitAspect[];
  timeOfDayUt: string;
  nodeKind: NodeKind;
  lilithKind: LilithKind;
}

export function encodeDebugDay(d: DebugDayCodes): TransitiSpecificiResponse {
  const posizioniTransiti: TransitiSpecificiResponse['posizioniTransiti'] = {};
  for (const code of BODY_CODES) {
    const p = d.bodies[code];
    if (!p) continue;
    posizioniTransiti[BODY_NAMES_IT[code]] = { longitude: p.longitude, speed: p.speed, retrograde: p.retrograde, house: p.house, zodiac: encodeZodiac(p.longitude) };
  }
  return {
    data: d.date,
    jd: d.jdUt,
    posizioniTransiti,
    aspettiDiTransito: d.aspects.map((a) => ({
      transitPlanet: BODY_NAMES_IT[a.transitBody],
      natalPlanet: POINT_NAMES_IT[a.natalPoint],
      aspects: a.aspects.map((m) => ({ type: ASPECT_NAMES_IT[m.aspect], orb: m.orb, degrees: m.angle })),
    })),
    meta: { timeOfDayUt: d.timeOfDayUt, nodo: d.nodeKind, lilith: d.lilithKind },
  };
}

/** The inverse of encodeDebugDay, for an answer the contract's schema has checked. */
export function decodeDebugDay(t: TransitiSpecificiResponse): DebugDayCodes {
  const bodies: DebugDayCodes['bodies'] = {};
  for (const [name, p] of Object.entries(t.posizioniTransiti)) {
    bodies[codeOf(BODY_BY_NAME_IT, name)] = { longitude: p.longitude, speed: p.speed, retrograde: p.retrograde, house: p.house };
  }
  return {
    date: t.data,
    jdUt: t.jd,
    bodies,
    aspects: t.aspettiDiTransito.map((pair) => ({
      transitBody: codeOf(BODY_BY_NAME_IT, pair.transitPlanet),
      natalPoint: codeOf(POINT_BY_NAME_IT, pair.natalPlanet),
      aspects: pair.aspects.map((a) => ({ aspect: codeOf(ASPECT_BY_NAME_IT, a.type), orb: a.orb, angle: a.degrees })),
    })),
    timeOfDayUt: t.meta.timeOfDayUt,
    nodeKind: t.meta.nodo,
    lilithKind: t.meta.lilith,
  };
}
