/**
 * The «Mirata» map as a field: for one return instant, a grid over the world (or a region) whose
 * every cell holds the natal house the return Ascendant falls in at the cell's centre, the rules'
 * verdict there, and whether the polar fallback was used. One byte a cell, rows from north to
 * south, columns from west to east: what the map shades and hatches.
 */
import type { MirataSky } from './place-readings.ts';
import { HousePlacer } from './house-placer.ts';
import { PlacerPlacements } from './placements.ts';
import { effectiveCuspOrbDeg, readReturn, type MirataReadingResult } from './reading.ts';
import { MIRATA_VERDICTS, type MirataRuleSet } from './rule-set.ts';

/** The grid steps offered, degrees: half a degree by default (the issue's «0.5° or finer»). */
export const FIELD_STEPS_DEG = [1, 0.5, 0.25, 0.1] as const;
export const DEFAULT_FIELD_STEP_DEG = 0.5;
/** The most cells one field may have: the world at 0.25° (a region may go finer). */
export const MAX_FIELD_CELLS = 1440 * 720;

/** A grid's extent (degrees; west may exceed east across the antimeridian) and step. */
export interface FieldGrid {
  south: number;
  north: number;
  west: number;
  east: number;
  stepDeg: number;
}

export const WORLD_GRID: Omit<FieldGrid, 'stepDeg'> = { south: -90, north: 90, west: -180, east: 180 };

/** The grid's rows and columns: its extent over its step, rounded up. */
export function fieldShape(g: FieldGrid): { rows: number; columns: number } {
  const width = g.east > g.west ? g.east - g.west : g.east + 360 - g.west;
  return { rows: Math.ceil((g.north - g.south) / g.stepDeg - 1e-9), columns: Math.ceil(width / g.stepDeg - 1e-9) };
}

/** A cell's byte: the natal house (1–12) in bits 0–3, the verdict's index in bits 4–5, the polar fallback in bit 6. */
export const FIELD_VERDICT_SHIFT = 4;
export const FIELD_POLAR_BIT = 64;

export function decodeFieldCell(byte: number): { house: number; verdict: (typeof MIRATA_VERDICTS)[number]; polarFallback: boolean } {
  return { house: byte & 15, verdict: MIRATA_VERDICTS[(byte >> FIELD_VERDICT_SHIFT) & 3]!, polarFallback: (byte & FIELD_POLAR_BIT) !== 0 };
}

/**
 * The field of one return instant over a grid: each cell's centre read as a place. The verdict is
 * the rules' at the centre (stopping at the first veto, as a discarded cell needs no score).
 */
export function mirataField(sky: MirataSky, natalCuspsDeg: readonly number[], rules: MirataRuleSet, grid: FieldGrid): Uint8Array {
  const { rows, columns } = fieldShape(grid);
  const cells = new Uint8Array(rows * columns);
  const orb = effectiveCuspOrbDeg(rules);
  const placer = new HousePlacer({ system: sky.system, obliquityDeg: sky.obliquityDeg, pointLongitudesDeg: PlacerPlacements.pointsToPlace(sky.bodyLongitudesDeg, orb) });
  const placements = new PlacerPlacements(placer, natalCuspsDeg, sky.bodyLongitudesDeg, orb);
  const readOptions = { stopAtVeto: true, into: { verdict: 'acceptable', score: 0, vetoed: false } as MirataReadingResult };
  for (let r = 0; r < rows; r++) {
    const latitude = Math.max(-90, grid.north - (r + 0.5) * grid.stepDeg);
    for (let c = 0; c < columns; c++) {
      const longitude = grid.west + (c + 0.5) * grid.stepDeg;
      placer.setPlace(sky.armcGreenwichDeg + longitude, latitude);
      placements.reset();
      const { verdict } = readReturn(rules, placements, readOptions);
      const house = placements.ascendantHouse();
      cells[r * columns + c] = house | (MIRATA_VERDICTS.indexOf(verdict) << FIELD_VERDICT_SHIFT) | (placer.systemUsed === sky.system ? 0 : FIELD_POLAR_BIT);
    }
  }
  return cells;
}
