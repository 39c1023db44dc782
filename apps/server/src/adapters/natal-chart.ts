/** The core's NatalChart → the spec's tema-natale response, with Italian names at this edge. */
import { BODY_CODES, formatUtcSecond, julianDayToEpochMs, zodiacPosition, type AspectCode, type NatalChart } from '@astrolabio/core';
import { ANGLE_NAMES_IT, ASPECT_NAMES_IT, BODY_NAMES_IT, formatZodiacPositionIt, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { orbsMetaOf } from '@astrolabio/contract';
import { chartWarningIt } from '../messages.ts';
import type { TemaNataleResponse } from '@astrolabio/contract';

/** A longitude in degrees → the API's zodiac object (Italian sign, degree in the sign, text). */
export function zodiacIt(longitudeDeg: number) {
  const z = zodiacPosition(longitudeDeg);
  return { sign: SIGN_NAMES_IT[z.sign], degree: z.degree, formatted: formatZodiacPositionIt(z) };
}

/** Aspects grouped by pair of names, in the core's order: `{ planet1, planet2, aspects: [{ type, orb, applying }] }`. */
function groupByPair<P1 extends string, P2 extends string>(
  rows: readonly { planet1: P1; planet2: P2; a: { aspect: AspectCode; orb: number; applying: boolean } }[],
) {
  const byPair = new Map<string, { planet1: P1; planet2: P2; aspects: { type: string; orb: number; applying: boolean }[] }>();
  for (const { planet1, planet2, a } of rows) {
    const key = `${planet1}|${planet2}`;
    let pair = byPair.get(key);
    if (!pair) {
      pair = { planet1, planet2, aspects: [] };
      byPair.set(key, pair);
    }
    pair.aspects.push({ type: ASPECT_NAMES_IT[a.aspect], orb: a.orb, applying: a.applying });
  }
  return [...byPair.values()];
}

export function toTemaNataleResponse(chart: NatalChart): TemaNataleResponse {
  const pianeti: TemaNataleResponse['pianeti'] = {};
  for (const code of BODY_CODES) {
    const b = chart.bodies[code];
    pianeti[BODY_NAMES_IT[code]] = {
      longitude: b.longitude,
      latitude: b.latitude,
      speed: b.speed,
      retrograde: b.retrograde,
      house: b.house,
      zodiac: zodiacIt(b.longitude),
    };
  }
  const caseMap: TemaNataleResponse['case'] = {};
  chart.cusps.forEach((cusp, i) => {
    caseMap[String(i + 1)] = { cusp, zodiac: zodiacIt(cusp) };
  });
  return {
    pianeti,
    case: caseMap,
    ascendente: { longitude: chart.ascendant, zodiac: zodiacIt(chart.ascendant) },
    medioCoeli: { longitude: chart.midheaven, zodiac: zodiacIt(chart.midheaven) },
    aspetti: groupByPair(chart.aspects.map((a) => ({ planet1: BODY_NAMES_IT[a.body1], planet2: BODY_NAMES_IT[a.body2], a }))),
    aspettiAngoli: groupByPair(chart.angleAspects.map((a) => ({ planet1: BODY_NAMES_IT[a.body], planet2: ANGLE_NAMES_IT[a.angle], a }))),
    meta: {
      ut: formatUtcSecond(julianDayToEpochMs(chart.jdUt)),
      jd: chart.jdUt,
      houseSystem: chart.houseSystem,
      nodo: chart.nodeKind,
      lilith: chart.lilithKind,
      aspects: chart.aspectCodes.map((a) => ASPECT_NAMES_IT[a]),
      orbs: orbsMetaOf(chart.orbs, chart.aspectCodes),
      warnings: chart.warnings.map(chartWarningIt),
    },
  };
}
