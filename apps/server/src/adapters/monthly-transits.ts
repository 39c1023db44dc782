/** The core's daily positions → the spec's transiti-mensili response (month → day → Italian body name). */
import { BODY_CODES, DAILY_POSITION_UT_TIME, isRetrograde, monthKeyOf, roundTo, type DayPositions, type PointKinds } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import type { TransitiMensiliResponse } from '@astrolabio/contract';
import { zodiacIt } from './natal-chart.ts';

/**
 * Degrees kept: a millionth of a degree is 0.0036″, finer than the ephemeris files; the 17 digits
 * of a double made a year's table 685 kB.
 */
const DEGREE_DECIMALS = 6;

export function toTransitiMensiliResponse(
  startDate: string,
  endDate: string,
  days: readonly DayPositions[],
  kinds: PointKinds,
): TransitiMensiliResponse {
  const transiti: TransitiMensiliResponse['transiti'] = {};
  for (const day of days) {
    const bodies: TransitiMensiliResponse['transiti'][string][string] = {};
    for (const code of BODY_CODES) {
      const p = day.positions[code];
      if (!p) continue;
      const z = zodiacIt(p.longitude);
      bodies[BODY_NAMES_IT[code]] = { longitude: roundTo(p.longitude, DEGREE_DECIMALS), degree: roundTo(z.degree, DEGREE_DECIMALS), sign: z.sign, formatted: z.formatted, retrograde: isRetrograde(p.speed) };
    }
    (transiti[monthKeyOf(day.date)] ??= {})[day.date] = bodies;
  }
  return {
    periodo: `${startDate} - ${endDate}`,
    transiti,
    meta: { timeOfDayUt: DAILY_POSITION_UT_TIME, days: days.length, nodo: kinds.node, lilith: kinds.lilith },
  };
}
