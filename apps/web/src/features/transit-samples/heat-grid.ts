/**
 * The mock page's heat map as a pure model: for each selected planet (row) and aspect (column) the
 * number of transits and of exact ones, and the colour level of a count with its legend.
 */
import type { AspectCode, TransitBodyCode } from '@astrolabio/core';
import { MOCK_MAX_ITEMS_PER_PAIR, type SampleTransit } from './sample-transits.ts';

export interface HeatCell {
  planet: TransitBodyCode;
  aspect: AspectCode;
  count: number;
  exactCount: number;
}

export interface HeatRow {
  planet: TransitBodyCode;
  cells: HeatCell[];
}

/** One row per planet, one cell per aspect, in the order given; rows of other pairs are not counted. */
export function heatGrid(rows: readonly SampleTransit[], planets: readonly TransitBodyCode[], aspects: readonly AspectCode[]): HeatRow[] {
  const counts = new Map<string, { count: number; exactCount: number }>();
  for (const r of rows) {
    const key = `${r.planet}|${r.aspect}`;
    const c = counts.get(key) ?? { count: 0, exactCount: 0 };
    c.count++;
    if (r.isExact) c.exactCount++;
    counts.set(key, c);
  }
  return planets.map((planet) => ({
    planet,
    cells: aspects.map((aspect) => ({ planet, aspect, count: 0, exactCount: 0, ...counts.get(`${planet}|${aspect}`) })),
  }));
}

/** Colour levels: 0 for an empty cell, then HEAT_TOP_LEVEL steps up to the scale's maximum. */
export const HEAT_TOP_LEVEL = 4;

/** The level of a count on a scale from 0 to `scaleMax` (the generator's maximum per pair): 0 … HEAT_TOP_LEVEL. */
export function heatLevel(count: number, scaleMax = MOCK_MAX_ITEMS_PER_PAIR): number {
  if (count <= 0) return 0;
  return Math.min(HEAT_TOP_LEVEL, Math.ceil((count * HEAT_TOP_LEVEL) / scaleMax));
}

export interface HeatLegendEntry {
  level: number;
  /** The counts drawn in this level, both included. */
  min: number;
  max: number;
}

/** The legend: each level with the counts it stands for (0; 1–2; 3–5; 6–7; 8–10 on the scale of 10). */
export function heatLegend(scaleMax = MOCK_MAX_ITEMS_PER_PAIR): HeatLegendEntry[] {
  const entries: HeatLegendEntry[] = [{ level: 0, min: 0, max: 0 }];
  for (let level = 1; level <= HEAT_TOP_LEVEL; level++) {
    const min = Math.floor(((level - 1) * scaleMax) / HEAT_TOP_LEVEL) + 1;
    const max = Math.floor((level * scaleMax) / HEAT_TOP_LEVEL);
    if (max >= min) entries.push({ level, min, max });
  }
  return entries;
}
