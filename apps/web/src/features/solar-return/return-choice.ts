/**
 * What the «Rivoluzione Solare» tab shows (year, zodiac, place) and the choice it opens on: one
 * place for the panel, which shows it, and the tab spec, which asks for its return ahead (tab.tsx).
 */
import { DEFAULT_RETURN_ZODIAC } from '@astrolabio/core';
import { defaultReturnYear, returnYears } from '../../lib/return-years.ts';
import type { ReturnPlace } from './api/natal-request.ts';
import type { ReturnZodiac, SolarReturnRequest } from './api/rivoluzione-solare.ts';
import type { NatalRequest } from './api/natal-request.ts';

/** The return's year, zodiac and place (null: the birth place). A shared link carries it. */
export interface ReturnChoice {
  year: number;
  zodiaco: ReturnZodiac;
  place: ReturnPlace | null;
}

/** The link's choice, its year replaced by the default when the birth does not allow it; else this year's return, tropical, at the birth place. */
export function openingReturnChoice(initial: ReturnChoice | null | undefined, birthYear: number, thisYear: number): ReturnChoice {
  return {
    year: initial && returnYears(birthYear).includes(initial.year) ? initial.year : defaultReturnYear(birthYear, thisYear),
    zodiaco: initial?.zodiaco ?? DEFAULT_RETURN_ZODIAC,
    place: initial?.place ?? null,
  };
}

/** The POST /api/rivoluzione-solare body of a choice (no `luogo`: the birth place). */
export function solarReturnRequestOf(natal: NatalRequest, choice: ReturnChoice): SolarReturnRequest {
  return { natal, year: choice.year, zodiaco: choice.zodiaco, ...(choice.place ? { luogo: choice.place } : {}) };
}
