/** The core's daily positions → the spec's transiti-mensili response, through the contract's codec. */
import { DAILY_POSITION_UT_TIME, isRetrograde, type DayPositions, type PointKinds } from '@astrolabio/core';
import { encodeMonthlyPositions, type TransitiMensiliResponse } from '@astrolabio/contract';

export function toTransitiMensiliResponse(
  startDate: string,
  endDate: string,
  days: readonly DayPositions[],
  kinds: PointKinds,
): TransitiMensiliResponse {
  return encodeMonthlyPositions({
    startDate,
    endDate,
    days: days.map((day) => ({
      date: day.date,
      bodies: Object.fromEntries(Object.entries(day.positions).map(([code, p]) => [code, { longitude: p.longitude, retrograde: isRetrograde(p.speed) }])),
    })),
    timeOfDayUt: DAILY_POSITION_UT_TIME,
    nodeKind: kinds.node,
    lilithKind: kinds.lilith,
  });
}
