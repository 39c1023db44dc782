/**
 * The natal chart's codec pair (issue 24): the chart in codes and degrees ↔ the tema-natale answer
 * (Italian names, zodiac texts). The server encodes its NatalChart with it; the web decodes the
 * answer once, in features/chart/api, and its views draw from codes. The zodiac fields (sign,
 * degree in the sign, «15°32' Leone») follow from each longitude, so the codes leave them out.
 */
import {
  BODY_CODES,
  formatUtcSecond,
  HOUSE_COUNT,
  julianDayToEpochMs,
  zodiacPosition,
  type AspectCode,
  type AspectOrbs,
  type BodyCode,
  type ChartBody,
  type NatalChart,
} from '@astrolabio/core';
import {
  ANGLE_BY_NAME_IT,
  ANGLE_NAMES_IT,
  ASPECT_BY_NAME_IT,
  ASPECT_NAMES_IT,
  BODY_BY_NAME_IT,
  BODY_NAMES_IT,
  formatZodiacPositionIt,
  SIGN_NAMES_IT,
} from '@astrolabio/names-it';
import { orbsMetaOf } from '../schemas/settings.ts';
import type { TemaNataleResponse } from '../schemas/tema-natale.ts';
import { codeOf, decodeOrbsMeta } from './wire.ts';

/**
 * The chart as codes: what core's NatalChart computes, less what the answer does not carry (the
 * place, the requested house system, the orbs of aspects not looked for), its warnings as the
 * server words them.
 */
export type NatalChartCodes = Pick<NatalChart,
  'jdUt' | 'houseSystem' | 'nodeKind' | 'lilithKind' | 'aspectCodes' | 'bodies' | 'cusps' | 'ascendant' | 'midheaven' | 'aspects' | 'angleAspects'> & {
  /** The orbs of the aspects looked for (every one of `aspectCodes` has its entry). */
  orbs: Readonly<Partial<Record<AspectCode, Readonly<AspectOrbs>>>>;
  /** The server's warnings, already Italian sentences (shown as they are). */
  warningsIt: string[];
};

/** A longitude in degrees → the API's zodiac object (Italian sign, degree in the sign, text). */
export function encodeZodiac(longitudeDeg: number) {
  const z = zodiacPosition(longitudeDeg);
  return { sign: SIGN_NAMES_IT[z.sign], degree: z.degree, formatted: formatZodiacPositionIt(z) };
}

type WireAspect = TemaNataleResponse['aspetti'][number]['aspects'][number];

/** Aspects grouped by pair of names, in the given order: `{ planet1, planet2, aspects: [{ type, orb, applying }] }`. */
function groupByPair<P1 extends string, P2 extends string>(
  rows: readonly { planet1: P1; planet2: P2; a: { aspect: AspectCode; orb: number; applying: boolean } }[],
) {
  const byPair = new Map<string, { planet1: P1; planet2: P2; aspects: WireAspect[] }>();
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

export function encodeNatalChart(chart: NatalChartCodes): TemaNataleResponse {
  const pianeti: TemaNataleResponse['pianeti'] = {};
  for (const code of BODY_CODES) {
    const b = chart.bodies[code];
    pianeti[BODY_NAMES_IT[code]] = {
      longitude: b.longitude,
      latitude: b.latitude,
      speed: b.speed,
      retrograde: b.retrograde,
      house: b.house,
      zodiac: encodeZodiac(b.longitude),
    };
  }
  const caseMap: TemaNataleResponse['case'] = {};
  chart.cusps.forEach((cusp, i) => {
    caseMap[String(i + 1)] = { cusp, zodiac: encodeZodiac(cusp) };
  });
  return {
    pianeti,
    case: caseMap,
    ascendente: { longitude: chart.ascendant, zodiac: encodeZodiac(chart.ascendant) },
    medioCoeli: { longitude: chart.midheaven, zodiac: encodeZodiac(chart.midheaven) },
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
      warnings: chart.warningsIt,
    },
  };
}

/** The inverse of encodeNatalChart, for an answer the contract's schema has checked (every body, houses 1–12). */
export function decodeNatalChart(t: TemaNataleResponse): NatalChartCodes {
  const bodies = {} as Record<BodyCode, ChartBody>;
  for (const code of BODY_CODES) {
    const p = t.pianeti[BODY_NAMES_IT[code]]!;
    bodies[code] = { longitude: p.longitude, latitude: p.latitude, speed: p.speed, retrograde: p.retrograde, house: p.house };
  }
  const aspectOf = (a: WireAspect) => ({ aspect: codeOf(ASPECT_BY_NAME_IT, a.type), orb: a.orb, applying: a.applying });
  const aspectCodes = t.meta.aspects.map((name) => codeOf(ASPECT_BY_NAME_IT, name));
  return {
    jdUt: t.meta.jd,
    houseSystem: t.meta.houseSystem,
    nodeKind: t.meta.nodo,
    lilithKind: t.meta.lilith,
    aspectCodes,
    orbs: decodeOrbsMeta(t.meta.orbs),
    bodies,
    cusps: Array.from({ length: HOUSE_COUNT }, (_, i) => t.case[String(i + 1)]!.cusp),
    ascendant: t.ascendente.longitude,
    midheaven: t.medioCoeli.longitude,
    aspects: t.aspetti.flatMap((pair) => pair.aspects.map((a) => ({
      body1: codeOf(BODY_BY_NAME_IT, pair.planet1), body2: codeOf(BODY_BY_NAME_IT, pair.planet2), ...aspectOf(a),
    }))),
    angleAspects: t.aspettiAngoli.flatMap((pair) => pair.aspects.map((a) => ({
      body: codeOf(BODY_BY_NAME_IT, pair.planet1), angle: codeOf(ANGLE_BY_NAME_IT, pair.planet2), ...aspectOf(a),
    }))),
    warningsIt: t.meta.warnings,
  };
}
