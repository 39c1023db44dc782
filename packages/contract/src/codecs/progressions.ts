/**
 * The tecniche answer's progressions (issue 32) ↔ codes: the progressed aspects (the technique
 * aspect codec), the progressed Moon's sign and natal-house ingresses, the progressed lunation
 * phases, and the progressed positions of one day.
 */
import {
  BODY_CODES,
  formatUtcMinute,
  isRetrograde,
  roundTo,
  zodiacPosition,
  type PointCode,
  type ProgressedMoonSummary,
  type ProgressedPositions,
  type ProgressionRun,
  type SignCode,
} from '@astrolabio/core';
import {
  LUNATION_CYCLE_PHASE_BY_NAME_IT,
  LUNATION_CYCLE_PHASE_NAMES_IT,
  LUNATION_PHASE_BY_NAME_IT,
  LUNATION_PHASE_NAMES_IT,
  POINT_BY_NAME_IT,
  POINT_NAMES_IT,
  SIGN_BY_NAME_IT,
  SIGN_NAMES_IT,
} from '@astrolabio/names-it';
import type { TecnicheResponse } from '../schemas/tecniche.ts';
import { decodeTechniqueAspectItem, encodeTechniqueAspectItem } from './technique-aspect.ts';
import { codeOf, instantMs } from './wire.ts';

/** A progressed position's longitude travels with four decimals. */
const POSITION_DECIMALS = 4;

/** One point of the progressed chart: its longitude, its sign (of the longitude before rounding), its motion. */
export interface ProgressedPointCodes {
  point: PointCode;
  longitudeDeg: number;
  sign: SignCode;
  retrograde: boolean;
}

/** The progressions of a tecniche answer in codes: core's ProgressionRun and the positions of a day. */
export type ProgressionsCodes = Pick<ProgressionRun, 'records' | 'moonSignIngresses' | 'moonHouseIngresses' | 'lunationPhases'> & {
  positions: { date: string; points: ProgressedPointCodes[] };
  /** The progressed Moon of the positions' day (its instant is the day's 00:00 UTC). */
  moon: ProgressedMoonSummary;
};

/** The progressed Moon's elongation travels with two decimals. */
const ELONGATION_DECIMALS = 2;

export type ProgressionsAnswer = NonNullable<TecnicheResponse['progressioni']>;

/** The progressed chart's points as the answer lists them: the 14 bodies, then the Ascendant and the Medio Coeli. */
export function progressedPointsOf(p: ProgressedPositions): ProgressedPointCodes[] {
  const points: [PointCode, number, boolean][] = [
    ...BODY_CODES.map((b): [PointCode, number, boolean] => [b, p.bodies[b].longitude, isRetrograde(p.bodies[b].speed)]),
    ['ascendant', p.ascendant, false],
    ['midheaven', p.midheaven, false],
  ];
  return points.map(([point, longitudeDeg, retrograde]) => ({ point, longitudeDeg, sign: zodiacPosition(longitudeDeg).sign, retrograde }));
}

export function encodeProgressions(c: ProgressionsCodes): ProgressionsAnswer {
  return {
    aspetti: c.records.map(encodeTechniqueAspectItem),
    ingressiLunaSegni: c.moonSignIngresses.map((i) => ({ time: formatUtcMinute(i.timeMs), retrograde: i.retrograde, sign: SIGN_NAMES_IT[i.sign!] })),
    ingressiLunaCase: c.moonHouseIngresses.map((i) => ({ time: formatUtcMinute(i.timeMs), retrograde: i.retrograde, house: i.house! })),
    fasiLunari: c.lunationPhases.map((f) => ({ time: formatUtcMinute(f.timeMs), phase: LUNATION_PHASE_NAMES_IT[f.phase] })),
    posizioni: {
      date: c.positions.date,
      punti: c.positions.points.map((p) => ({
        point: POINT_NAMES_IT[p.point],
        longitude: roundTo(p.longitudeDeg, POSITION_DECIMALS),
        sign: SIGN_NAMES_IT[p.sign],
        retrograde: p.retrograde,
      })),
    },
    lunaProgressa: {
      longitude: roundTo(c.moon.longitudeDeg, POSITION_DECIMALS),
      sign: SIGN_NAMES_IT[c.moon.sign],
      house: c.moon.house,
      nextSign: { time: formatUtcMinute(c.moon.nextSign.timeMs), sign: SIGN_NAMES_IT[c.moon.nextSign.sign] },
      nextHouse: { time: formatUtcMinute(c.moon.nextHouse.timeMs), house: c.moon.nextHouse.house },
      phase: {
        phase: LUNATION_CYCLE_PHASE_NAMES_IT[c.moon.phase],
        elongation: roundTo(c.moon.elongationDeg, ELONGATION_DECIMALS),
        since: c.moon.phaseSinceMs === null ? null : formatUtcMinute(c.moon.phaseSinceMs),
        next: { time: formatUtcMinute(c.moon.nextPhase.timeMs), phase: LUNATION_CYCLE_PHASE_NAMES_IT[c.moon.nextPhase.phase] },
      },
    },
  };
}

export function decodeProgressions(t: ProgressionsAnswer): ProgressionsCodes {
  return {
    records: t.aspetti.map((a) => decodeTechniqueAspectItem(a, 'progressions')),
    moonSignIngresses: t.ingressiLunaSegni.map((i) => ({ timeMs: instantMs(i.time), retrograde: i.retrograde, sign: codeOf(SIGN_BY_NAME_IT, i.sign) })),
    moonHouseIngresses: t.ingressiLunaCase.map((i) => ({ timeMs: instantMs(i.time), retrograde: i.retrograde, house: i.house })),
    lunationPhases: t.fasiLunari.map((f) => ({ timeMs: instantMs(f.time), phase: codeOf(LUNATION_PHASE_BY_NAME_IT, f.phase) })),
    positions: {
      date: t.posizioni.date,
      points: t.posizioni.punti.map((p) => ({ point: codeOf(POINT_BY_NAME_IT, p.point), longitudeDeg: p.longitude, sign: codeOf(SIGN_BY_NAME_IT, p.sign), retrograde: p.retrograde })),
    },
    moon: decodeProgressedMoon(t.lunaProgressa, t.posizioni.date),
  };
}

function decodeProgressedMoon(m: ProgressionsAnswer['lunaProgressa'], date: string): ProgressedMoonSummary {
  return {
    timeMs: instantMs(`${date}T00:00Z`),
    longitudeDeg: m.longitude,
    sign: codeOf(SIGN_BY_NAME_IT, m.sign),
    house: m.house,
    nextSign: { timeMs: instantMs(m.nextSign.time), sign: codeOf(SIGN_BY_NAME_IT, m.nextSign.sign) },
    nextHouse: { timeMs: instantMs(m.nextHouse.time), house: m.nextHouse.house },
    elongationDeg: m.phase.elongation,
    phase: codeOf(LUNATION_CYCLE_PHASE_BY_NAME_IT, m.phase.phase),
    phaseSinceMs: m.phase.since === null ? null : instantMs(m.phase.since),
    nextPhase: { timeMs: instantMs(m.phase.next.time), phase: codeOf(LUNATION_CYCLE_PHASE_BY_NAME_IT, m.phase.next.phase) },
  };
}
