/**
 * The transit views' filters: which transiting bodies and which aspects are shown, the spec's
 * presets (Pianeti Lenti, Tutti, Nessuno; Armoniosi, Tesi, Tutti, Nessuno), the default (Luna off
 * for periods longer than three months), what the server is asked for, and their storage per chart.
 */
import { z } from 'zod/mini';
import {
  ALL_ASPECT_CODES,
  ASPECT_CODES,
  daysInMonth,
  TRANSIT_BODY_CODES,
  type AspectCode,
  type TransitBodyCode,
} from '@astrolabio/core';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { TRANSIT_TABLE_ORDER } from './planet-order.ts';

export interface TransitFilters {
  /** In TRANSIT_TABLE_ORDER. */
  planets: TransitBodyCode[];
  /** In ALL_ASPECT_CODES order. */
  aspects: AspectCode[];
}

/** The presets are core's (PLANET_PRESETS, ASPECT_PRESETS): here they are put in the table's order. */
export { PLANET_PRESETS, type PlanetPreset } from '@astrolabio/core';


/** The body hidden by default on long periods: some 1,700 transits a year, which bury the rest. */
export const LONG_PERIOD_HIDDEN_BODY: TransitBodyCode = 'moon';
/** "Longer than three months": the period reaches the same day three calendar months after its start. */
export const LONG_PERIOD_MONTHS = 3;

/** In canonical order, without repeats. */
export function orderedPlanets(planets: Iterable<TransitBodyCode>): TransitBodyCode[] {
  const set = new Set(planets);
  return TRANSIT_TABLE_ORDER.filter((p) => set.has(p));
}

export function orderedAspects(aspects: Iterable<AspectCode>): AspectCode[] {
  const set = new Set(aspects);
  return ALL_ASPECT_CODES.filter((a) => set.has(a));
}

/** The date `months` calendar months after `date` (`YYYY-MM-DD`), on the month's last day when shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = (m % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 1 January – 31 March is three months; 1 January – 1 April is longer. */
export function isLongPeriod(startDate: string, endDate: string): boolean {
  return endDate >= addMonths(startDate, LONG_PERIOD_MONTHS);
}

/** `aspects`: the chart's chosen aspects (issue 25; default the spec's five), all shown at first. */
export function defaultFilters(startDate: string, endDate: string, aspects: readonly AspectCode[] = ASPECT_CODES): TransitFilters {
  const planets = isLongPeriod(startDate, endDate)
    ? TRANSIT_TABLE_ORDER.filter((p) => p !== LONG_PERIOD_HIDDEN_BODY)
    : [...TRANSIT_TABLE_ORDER];
  return { planets, aspects: orderedAspects(aspects) };
}

/**
 * The bodies the server is asked for: every body, or every body but Luna when Luna is not shown and
 * has not been asked for yet (`moonAsked`: hiding it again then costs no call, the answer has it).
 * Other planet filters are applied in the page, so switching them costs no call; Luna is the one
 * body whose transits weigh (three quarters of a year's answer). Null when no planet is shown.
 */
export function bodiesToFetch(filters: TransitFilters, moonAsked = false): TransitBodyCode[] | null {
  if (filters.planets.length === 0) return null;
  const withMoon = moonAsked || filters.planets.includes(LONG_PERIOD_HIDDEN_BODY);
  return TRANSIT_BODY_CODES.filter((b) => withMoon || b !== LONG_PERIOD_HIDDEN_BODY);
}

const FILTERS_KEY_PREFIX = 'astrolabio:filtri-transiti:';

const storedFiltersSchema = z.object({
  planets: z.array(z.enum(TRANSIT_BODY_CODES as [TransitBodyCode, ...TransitBodyCode[]])),
  aspects: z.array(z.enum(ALL_ASPECT_CODES)),
});

/** The filters saved with a chart, or null (none saved, or written by something else). */
export function readFilters(chartId: string): TransitFilters | null {
  const stored = readStored(FILTERS_KEY_PREFIX + chartId, storedFiltersSchema);
  return stored ? { planets: orderedPlanets(stored.planets), aspects: orderedAspects(stored.aspects) } : null;
}

/**
 * What a chart's views start with: the filters saved with it, or the defaults for the period. The
 * chart's id includes its chosen aspects when they are not the spec's five (filtersChartId), so a
 * new choice starts with every chosen aspect shown.
 */
export function initialFilters(chartId: string, startDate: string, endDate: string, aspects: readonly AspectCode[] = ASPECT_CODES): TransitFilters {
  return readFilters(chartId) ?? defaultFilters(startDate, endDate, aspects);
}

/** The id the filters are kept under: the chart's, and its chosen aspects when not the default. */
export function filtersChartId(chartId: string, aspects: readonly AspectCode[] = ASPECT_CODES): string {
  const chosen = orderedAspects(aspects);
  return chosen.join(',') === ASPECT_CODES.join(',') ? chartId : `${chartId}|${chosen.join(',')}`;
}

/** Saves them with the chart; a full or disabled storage only costs their persistence. */
export function writeFilters(chartId: string, filters: TransitFilters): void {
  try {
    writeStored(FILTERS_KEY_PREFIX + chartId, filters);
  } catch {
    // The filters still apply on screen; next time the defaults come back.
  }
}
