/** POST /api/transiti-specifici: one day's transit positions and their aspects to a natal chart (spec section 7). */
import { dailyTransitAspects, dayPositions } from '@astrolabio/core';
import type { API_ROUTES } from '@astrolabio/contract';
import type { AppDeps } from '../app-deps.ts';
import { toTransitiSpecificiResponse } from '../adapters/daily-transits.ts';
import { natalAspectsOfData, natalFromData } from '../adapters/natal-data.ts';
import type { InlineHandler } from './serve-row.ts';

/** The row's handler: inline, one day's positions (14 bodies) and their aspects, a millisecond or two. */
export const transitiSpecificiHandler = (deps: AppDeps): InlineHandler<typeof API_ROUTES.transitiSpecifici> => async ({ targetDate, natalData }) => {
  const { natal, nodeKind, lilithKind } = natalFromData(natalData);
  const kinds = { node: nodeKind, lilith: lilithKind };
  const day = dayPositions(deps.ephemeris, targetDate, kinds);
  return toTransitiSpecificiResponse(day, dailyTransitAspects(day.positions, natal, natalAspectsOfData(natalData)), natal, kinds);
};
