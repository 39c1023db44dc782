/** One day's positions and transit aspects from the core → the spec's transiti-specifici response. */
import {
  BODY_CODES,
  DAILY_POSITION_UT_TIME,
  houseOf,
  isRetrograde,
  type DailyTransitAspect,
  type DayPositions,
  type NatalPoints,
  type PointKinds,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type { TransitiSpecificiResponse } from '@astrolabio/contract';
import { zodiacIt } from './natal-chart.ts';

export function toTransitiSpecificiResponse(
  day: DayPositions,
  aspects: readonly DailyTransitAspect[],
  natal: NatalPoints,
  kinds: PointKinds,
): TransitiSpecificiResponse {
  const posizioniTransiti: TransitiSpecificiResponse['posizioniTransiti'] = {};
  for (const code of BODY_CODES) {
    const p = day.positions[code];
    if (!p) continue;
    posizioniTransiti[BODY_NAMES_IT[code]] = {
      longitude: p.longitude,
      speed: p.speed,
      retrograde: isRetrograde(p.speed),
      house: houseOf(p.longitude, natal.cusps),
      zodiac: zodiacIt(p.longitude),
    };
  }
  return {
    data: day.date,
    jd: day.jdUt,
    posizioniTransiti,
    aspettiDiTransito: aspects.map((a) => ({
      transitPlanet: BODY_NAMES_IT[a.transitBody],
      natalPlanet: POINT_NAMES_IT[a.natalPoint],
      aspects: a.aspects.map((m) => ({ type: ASPECT_NAMES_IT[m.aspect], orb: m.orb, degrees: m.angle })),
    })),
    meta: { timeOfDayUt: DAILY_POSITION_UT_TIME, nodo: kinds.node, lilith: kinds.lilith },
  };
}
