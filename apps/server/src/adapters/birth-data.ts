/** Validated birth data → the UT Julian day the core computes with. */
import { epochMsToJulianDay, localToUtcMs } from '@astrolabio/core';
import type { BirthData } from '../schemas/common.ts';

export function birthJulianDay(b: Pick<BirthData, 'datetime' | 'timezone'>): number {
  return epochMsToJulianDay(localToUtcMs(b.datetime, b.timezone));
}
