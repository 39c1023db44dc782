/** One day's positions and transit aspects from the core → the spec's transiti-specifici response, through the contract's codec. */
import {
  DAILY_POSITION_UT_TIME,
  houseOf,
  isRetrograde,
  type DailyTransitAspect,
  type DayPositions,
  type NatalPoints,
  type PointKinds,
} from '@astrolabio/core';
import { encodeDebugDay, type TransitiSpecificiResponse } from '@astrolabio/contract';

export function toTransitiSpecificiResponse(
  day: DayPositions,
  aspects: readonly DailyTransitAspect[],
  natal: NatalPoints,
  kinds: PointKinds,
): TransitiSpecificiResponse {
  return encodeDebugDay({
    date: day.date,
    jdUt: day.jdUt,
    bodies: Object.fromEntries(Object.entries(day.positions).map(([code, p]) => [
      code, { longitude: p.longitude, speed: p.speed, retrograde: isRetrograde(p.speed), house: houseOf(p.longitude, natal.cusps) },
    ])),
    aspects: [...aspects],
    timeOfDayUt: DAILY_POSITION_UT_TIME,
    nodeKind: kinds.node,
    lilithKind: kinds.lilith,
  });
}
