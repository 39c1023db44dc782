/**
 * One day's transits (spec section 7, transiti-specifici): the aspects of each transiting body to
 * each natal point, kept by the spec's orb filter (section 5). The transiting bodies are the transit
 * engine's (TRANSIT_BODY_CODES): all but Nodo Sud, whose aspects only mirror Nodo Nord's
 * (docs/decisions/0003-nodes-and-lilith.md).
 */
import { roundTo } from './angles.ts';
import {
  ASPECT_ANGLE_DEG,
  aspectsBetween,
  DAILY_TRANSIT_ORB_DEG,
  DEFAULT_ASPECT_CODES,
  passesDailyTransitOrbFilter,
  type AspectCode,
} from './aspects.ts';
import { POINT_CODES, type BodyCode, type PointCode } from './bodies.ts';
import type { BodyPosition } from './ephemeris.ts';
import type { NatalPoints } from './natal-points.ts';
import { TRANSIT_BODY_CODES } from './transits/bodies.ts';

export interface DailyTransitAspectMatch {
  aspect: AspectCode;
  /** |separation − aspect angle| in degrees, rounded to two decimals (the filter reads this value). */
  orb: number;
  /** The aspect's exact angle in degrees (ASPECT_ANGLE_DEG: 0, 60, 90, 120, 180 for the spec's five). */
  angle: number;
}

export interface DailyTransitAspect {
  transitBody: BodyCode;
  natalPoint: PointCode;
  /** Closest first; never empty. */
  aspects: DailyTransitAspectMatch[];
}

/** Reported orbs have two decimals: an orb below 2.005° is reported as 2.00 and may pass the filter. */
const CANDIDATE_ORB_DEG = DAILY_TRANSIT_ORB_DEG.default + 0.005;

/**
 * Aspects between transiting positions (longitudes in degrees) and natal points, in body order then natal point
 * order. Each orb is rounded to two decimals and then filtered with the spec's rule: exactly 0 kept,
 * otherwise up to 1° for Pluto and Neptune and up to 2° for the others. Pairs left without an
 * aspect are dropped. Bodies or natal points without a longitude are skipped.
 */
export function dailyTransitAspects(
  transitPositions: Partial<Record<BodyCode, Pick<BodyPosition, 'longitude'>>>,
  natal: NatalPoints,
  aspectCodes: readonly AspectCode[] = DEFAULT_ASPECT_CODES,
): DailyTransitAspect[] {
  const out: DailyTransitAspect[] = [];
  for (const transitBody of TRANSIT_BODY_CODES) {
    const transitLon = transitPositions[transitBody]?.longitude;
    if (transitLon === undefined) continue;
    for (const natalPoint of POINT_CODES) {
      const natalLon = natal.longitudes[natalPoint];
      if (natalLon === undefined) continue;
      const aspects = aspectsBetween(transitLon, natalLon, CANDIDATE_ORB_DEG, aspectCodes)
        .map((m) => ({ aspect: m.aspect, orb: roundTo(m.orb, 2), angle: ASPECT_ANGLE_DEG[m.aspect] }))
        .filter((m) => passesDailyTransitOrbFilter(transitBody, m.orb));
      if (aspects.length > 0) out.push({ transitBody, natalPoint, aspects });
    }
  }
  return out;
}
